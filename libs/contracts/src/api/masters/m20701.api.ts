import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';

// M20701 notification mail (mail setting): one template per notification_type (1 additional
// request, 2 seminar request, 3 transfer request). Templates are edited, never added or deleted.
export type MailTemplateFields = { mail_subject: string; mail_body: string; send_flag: 0 | 1 };
export type MailTemplateKey = { notification_type: 1 | 2 | 3 };
export type MailTemplateRecord = MailTemplateFields &
  MailTemplateKey &
  Locked & {
    notification_name: string;
    // the placeholders this notification type fills, without braces
    placeholders: string[];
    updated_at: string;
  };
export type MailTemplateRow = MailTemplateKey & {
  notification_name: string;
  mail_subject: string;
  send_flag: 0 | 1;
  updated_at: string;
};

const M20701 = byFunction('M20701');

export const M20701_APIS = {
  M20701_doBrowse: api<BrowseInput, BrowseOutput<MailTemplateRow>>()('masters', M20701),
  M20701_getEdit: api<MailTemplateKey, MailTemplateRecord>()('masters', M20701),
  M20701_doEdit: api<MailTemplateFields & MailTemplateKey & Locked, MailTemplateRecord>()('masters', M20701),
} as const;
