import { baseServiceEnv, env, optional, secret } from '@school/server-kit';

export const authEnv = {
  ...baseServiceEnv,
  // smtp://user:pass@host:port; without it every mail is written as an .eml file under MAIL_DIR.
  SMTP_URL: optional(secret(env.url(['smtp', 'smtps']))),
  MAIL_FROM: optional(env.string(), 'School <no-reply@school.example.jp>'),
  MAIL_DIR: optional(env.string(), '.data/mail'),
  // Links in mails point here unless the request came from another allowed page.
  WEB_URL: optional(env.url(['http', 'https']), 'http://localhost:4200'),
};
