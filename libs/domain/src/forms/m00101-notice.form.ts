import { NOTICE_AUDIENCE_ROLES } from '../access/notice-audience';
import { isDateString } from '../time/date';
import { validateSupportPage } from '../validation/support-page';
import { validationError, type FormValues } from '../validation/types';
import { validateForm, type FormErrors, type FormResult, type FormSchema } from '../validation/validate';

// M00101 notice edit. Title and content follow the help page's rules and messages (SPEC §5: title
// required and at most 500, content at least one block); the page checks all of it before sending, the
// masters service again on save.
const DATE = 'regex:^\\d{4}-\\d{2}-\\d{2}$';

export const NOTICE_FORM = {
  important_flag: 'required|oneOf:0,1',
  publish_start_date: `required|${DATE}`,
  publish_end_date: `nullable|${DATE}`,
  roles: 'required',
} satisfies FormSchema;

export const NOTICE_ERROR = {
  invalidDate: 'masters.m00101.invalidDate',
  endBeforeStart: 'masters.m00101.endBeforeStart',
  roleUnknown: 'masters.m00101.roleUnknown',
  centerUnknown: 'masters.m00101.centerUnknown',
} as const;

// Everything but whether the centers exist (the service knows them).
export function validateNotice(values: FormValues): FormResult {
  const errors: FormErrors = { ...validateForm(values, NOTICE_FORM).errors };
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  const page = validateSupportPage({ title: values.title, content: values.content });
  if (page.errors.title.length) errors.title = page.errors.title;
  if (page.errors.content.length) errors.content = page.errors.content;

  const start = values.publish_start_date;
  const end = values.publish_end_date;
  for (const [field, v] of [
    ['publish_start_date', start],
    ['publish_end_date', end],
  ] as const)
    if (typeof v === 'string' && v !== '' && !isDateString(v) && !errors[field]?.length) add(field, NOTICE_ERROR.invalidDate);
  if (isDateString(start) && isDateString(end) && end < start) add('publish_end_date', NOTICE_ERROR.endBeforeStart);

  const roles = values.roles;
  if (Array.isArray(roles) && roles.some((r) => !NOTICE_AUDIENCE_ROLES.includes(r as number)))
    add('roles', NOTICE_ERROR.roleUnknown);
  const centers = values.center_nos ?? [];
  if (!Array.isArray(centers) || centers.some((c) => !Number.isInteger(c) || (c as number) <= 0))
    add('center_nos', NOTICE_ERROR.centerUnknown);
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
