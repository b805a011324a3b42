import { baseServiceEnv, env, optional } from '@school/server-kit';

export const schedulingEnv = {
  ...baseServiceEnv,
  // The web app's origin: calendar feeds' events link back here (as auth's mails do with its WEB_URL).
  WEB_URL: optional(env.url(['http', 'https']), 'http://localhost:4200'),
};
