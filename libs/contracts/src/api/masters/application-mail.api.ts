import { api, INTERNAL } from '../define';

// What auth needs from masters to mail a center about a student's application (issue 24,
// docs/applications.md): the M20701 template of the notification type, the center's address and the
// current names the template's placeholders show. An unknown number's name is its number.
export type ApplicationMailInput = { notification_type: 1 | 2 | 3; center_no: number; student_no: number; subject_no: number };
export type ApplicationMailOutput = {
  send_flag: 0 | 1;
  mail_subject: string;
  mail_body: string;
  // masters.center.email; null when the center has none (no mail is sent)
  center_email: string | null;
  center_name: string;
  student_name: string;
  subject_name: string;
};

export const APPLICATION_MAIL_APIS = {
  'MastersLookup.getApplicationMail': api<ApplicationMailInput, ApplicationMailOutput>()('masters', INTERNAL),
} as const;
