import { type Locale } from '@school/contracts';
import { translate } from '@school/i18n';

export type MailKind =
  | 'login'
  | 'register'
  | 'bind'
  | 'reset'
  | 'registerExisting'
  | 'reportRejected'
  | 'reportResubmitted'
  // a student's application, to the center (M20701 template)
  | 'application';
export type MailJob = { to: string; subject: string; text: string; kind: MailKind };

// Mail texts come from the i18n catalogues, in the recipient's language.
export const composeMail = (kind: MailKind, locale: Locale, to: string, params: { name: string; link: string }): MailJob => ({
  to,
  kind,
  subject: translate(locale, `mail.${kind}.subject`),
  text: translate(locale, `mail.${kind}.body`, params),
});
