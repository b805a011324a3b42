import { validationError, type FormValues, type ValidationError } from '../validation/types';
import type { FormErrors, FormSchema } from '../validation/validate';

// M20701 notification mail: one template per notification_type (SPEC §3 mail setting). Subject and
// body carry {placeholders} that the mail queue fills in with renderMailTemplate.
export const MAIL_NOTIFICATION_TYPE = {
  ADDITIONAL_REQUEST: 1,
  SEMINAR_REQUEST: 2,
  TRANSFER_REQUEST: 3,
} as const;
export type MailNotificationType = (typeof MAIL_NOTIFICATION_TYPE)[keyof typeof MAIL_NOTIFICATION_TYPE];

export const isMailNotificationType = (v: unknown): v is MailNotificationType => v === 1 || v === 2 || v === 3;

const COMMON = ['student_name', 'student_no', 'center_name', 'schedule_date', 'time_label', 'subject_name', 'request_note'];

// What each kind of request can tell the mail; admin_url is the back office's address.
export const MAIL_PLACEHOLDERS: Readonly<Record<MailNotificationType, readonly string[]>> = {
  1: [...COMMON, 'admin_url'],
  2: [...COMMON, 'seminar_name', 'admin_url'],
  3: [...COMMON, 'original_schedule_date', 'original_time_label', 'admin_url'],
};

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 5000;

export const MAIL_TEMPLATE_FORM = {
  mail_subject: `required|max:${MAIL_SUBJECT_MAX}`,
  mail_body: `required|max:${MAIL_BODY_MAX}`,
  send_flag: 'required|oneOf:0,1',
} satisfies FormSchema;

export const MAIL_TEMPLATE_ERROR = {
  unknownPlaceholder: 'masters.m20701.unknownPlaceholder',
} as const;

// Anything in braces is meant as a placeholder, so a typo such as {studnet_name} or {生徒名} is
// caught rather than mailed as it is.
const PLACEHOLDER_RE = /\{([^{}\n]*)\}/g;

export function mailPlaceholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER_RE), (m) => m[1]))];
}

export function unknownMailPlaceholders(text: string, type: MailNotificationType): string[] {
  const allowed = MAIL_PLACEHOLDERS[type];
  return mailPlaceholdersIn(text).filter((name) => !allowed.includes(name));
}

// The checks beyond the field rules: every placeholder must be one the notification type fills.
export function checkMailTemplate(values: FormValues, type: MailNotificationType): FormErrors {
  const errors: FormErrors = {};
  for (const field of ['mail_subject', 'mail_body']) {
    const text = values[field];
    if (typeof text !== 'string') continue;
    const unknown = unknownMailPlaceholders(text, type);
    if (unknown.length) {
      const list: ValidationError[] = [
        validationError(MAIL_TEMPLATE_ERROR.unknownPlaceholder, { names: unknown.map((n) => `{${n}}`).join(' ') }),
      ];
      errors[field] = list;
    }
  }
  return errors;
}

// Fills {name} with its value; a placeholder without a value stays visible, never silently empty.
export function renderMailTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER_RE, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
