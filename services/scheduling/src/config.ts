import { baseServiceEnv, DEFAULT_CHROMIUM_PATH, env, optional } from '@school/server-kit';

export const schedulingEnv = {
  ...baseServiceEnv,
  // The web app's origin: calendar feeds' events link back here (as auth's mails do with its WEB_URL).
  WEB_URL: optional(env.url(['http', 'https']), 'http://localhost:4200'),
  // the system Chromium that renders C40201's PDF (Debian's package; npm start and npm test install it)
  CHROMIUM_PATH: optional(env.string(), DEFAULT_CHROMIUM_PATH),
  // test only: an automatic assignment stops for ever inside its date after this many dates, its
  // writes made but not committed (the kill-mid-job test; e2e/api/jobs-exactly-once.spec.ts)
  DISTRIBUTE_TEST_PAUSE_AFTER_DATES: optional(env.int(0, 1000)),
  // test only: 1 — a schedule PDF job stops for ever once its file is written, before its ledger
  // record commits (the same test)
  SCHEDULE_PDF_TEST_PAUSE_AFTER_WRITE: optional(env.int(0, 1)),
};
