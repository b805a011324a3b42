import { assertDate, isDateTimeString, tokyoDateTime, type Instant } from './date';

export const DISPLAY_DATE_FORMATS = ['YYYY/MM/DD', 'DD/MM/YYYY'] as const;
export type DisplayDateFormat = (typeof DISPLAY_DATE_FORMATS)[number];
export const DEFAULT_DISPLAY_DATE_FORMAT: DisplayDateFormat = 'YYYY/MM/DD';

export function isDisplayDateFormat(value: unknown): value is DisplayDateFormat {
  return typeof value === 'string' && (DISPLAY_DATE_FORMATS as readonly string[]).includes(value);
}

// Accepts a stored date or datetime and renders only the date part in the user's setting.
export function formatDisplayDate(value: string, format: DisplayDateFormat = DEFAULT_DISPLAY_DATE_FORMAT): string {
  const date = isDateTimeString(value) ? value.slice(0, 10) : assertDate(value);
  const [y, m, d] = date.split('-');
  return format === 'DD/MM/YYYY' ? `${d}/${m}/${y}` : `${y}/${m}/${d}`;
}

export function formatDisplayDateTime(value: string, format: DisplayDateFormat = DEFAULT_DISPLAY_DATE_FORMAT): string {
  if (!isDateTimeString(value)) throw new Error(`Invalid datetime: '${value}' (expected YYYY-MM-DD HH:mm:ss)`);
  return `${formatDisplayDate(value, format)} ${value.slice(11, 16)}`;
}

// A moment (a timestamp as the API sends it) as the school's clock shows it: date and minutes.
export function formatDisplayInstant(instant: Instant, format: DisplayDateFormat = DEFAULT_DISPLAY_DATE_FORMAT): string {
  return formatDisplayDateTime(tokyoDateTime(instant), format);
}

// Reads what a user typed in their display format back into 'YYYY-MM-DD'; null when it is not a real date.
export function parseDisplayDate(text: string, format: DisplayDateFormat = DEFAULT_DISPLAY_DATE_FORMAT): string | null {
  const m =
    format === 'DD/MM/YYYY' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim()) : /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const iso = format === 'DD/MM/YYYY' ? `${m[3]}-${m[2]}-${m[1]}` : `${m[1]}-${m[2]}-${m[3]}`;
  try {
    return assertDate(iso);
  } catch {
    return null;
  }
}
