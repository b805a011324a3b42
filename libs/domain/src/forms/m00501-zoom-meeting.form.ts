import { validationError, type FormValues, type ValidationError } from '../validation/types';
import { validateForm, type FormResult, type FormSchema } from '../validation/validate';

// M00501: the Zoom meeting set on a classroom's lessons in one period. The screen checks these
// before sending, the scheduling service again on save. An empty URL removes the meeting.
export const ZOOM_MEETING_FORM = {
  // SPEC §5 url: scheme-prefixed
  zoom_url: 'nullable|url:https,http|max:500',
  // Zoom shows meeting ids as 9–11 digits, often grouped with spaces ("123 4567 8901")
  zoom_meeting_id: 'nullable|regex:^[0-9][0-9 -]*$|min_digits:9|max_digits:11',
  // Zoom passcodes: up to 10 printable characters, no spaces
  zoom_passcode: 'nullable|max:10|regex:^[!-~]+$',
} satisfies FormSchema;

// One save covers the lessons of one classroom in one period; a hundred is far beyond any booth count.
export const ZOOM_MEETING_MAX_LESSONS = 100;

export const ZOOM_MEETING_ERROR = {
  urlRequired: 'masters.m00501.urlRequired',
  lessonsInvalid: 'masters.m00501.lessonsInvalid',
} as const;

export type ZoomMeetingValues = { zoom_url: string | null; zoom_meeting_id: string | null; zoom_passcode: string | null };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

// The schema, then the rule between fields: a meeting id or passcode means nothing without the URL.
// Surrounding spaces (a pasted URL) are not an error: the rules see the text as it will be stored.
export function checkZoomMeeting(values: FormValues): FormResult {
  const trimmed = Object.fromEntries(
    Object.keys(ZOOM_MEETING_FORM).map((k) => [k, typeof values[k] === 'string' ? values[k].trim() : values[k]]),
  );
  const result = validateForm(trimmed, ZOOM_MEETING_FORM);
  const errors = { ...result.errors };
  if (!text(values.zoom_url) && (text(values.zoom_meeting_id) || text(values.zoom_passcode)))
    errors.zoom_url = [...(errors.zoom_url ?? []), validationError(ZOOM_MEETING_ERROR.urlRequired)];
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}

// What is stored: trimmed, empty as null, the meeting id as its digits only.
export function normalizeZoomMeeting(values: FormValues): ZoomMeetingValues {
  const id = text(values.zoom_meeting_id);
  return {
    zoom_url: text(values.zoom_url),
    zoom_meeting_id: id === null ? null : id.replace(/[^0-9]/g, ''),
    zoom_passcode: text(values.zoom_passcode),
  };
}

const isKey = (v: unknown, min: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= 2_147_483_647;

// The lessons to change, each with the lock_version it was read with: 1 to 100 of them, no lesson twice.
export function checkZoomMeetingTargets(lessons: unknown): ValidationError[] {
  const fail = [validationError(ZOOM_MEETING_ERROR.lessonsInvalid, { max: ZOOM_MEETING_MAX_LESSONS })];
  if (!Array.isArray(lessons) || lessons.length === 0 || lessons.length > ZOOM_MEETING_MAX_LESSONS) return fail;
  const seen = new Set<number>();
  for (const row of lessons as unknown[]) {
    const { schedule_no, lock_version } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    if (!isKey(schedule_no, 1) || !isKey(lock_version, 0) || seen.has(schedule_no)) return fail;
    seen.add(schedule_no);
  }
  return [];
}
