// Civil dates ('YYYY-MM-DD') as day numbers since 1970-01-01, computed in UTC so the host's
// zone can never shift a day. The school's own zone only matters for "today" and lesson start times.
export type DateString = string;

export const SCHOOL_TIME_ZONE = 'Asia/Tokyo';
const MS_PER_DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDateString = (value: string): boolean => {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  return dateOf(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY) === value;
};

export const dayNumber = (date: DateString): number => {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`Invalid date '${date}' (expected YYYY-MM-DD)`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
};

export const dateOf = (day: number): DateString => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

export const ymd = (year: number, month: number, day: number): DateString => dateOf(Date.UTC(year, month - 1, day) / MS_PER_DAY);

export const addDays = (date: DateString, days: number): DateString => dateOf(dayNumber(date) + days);

// ISO weekday, the school's dayofweek_code: 1 Monday … 7 Sunday (the week starts on Monday, SPEC §9).
export const isoWeekdayOfDay = (day: number): number => {
  const sundayFirst = (((day + 4) % 7) + 7) % 7;
  return sundayFirst === 0 ? 7 : sundayFirst;
};

export const isoWeekday = (date: DateString): number => isoWeekdayOfDay(dayNumber(date));

export const mondayOf = (date: DateString): DateString => addDays(date, 1 - isoWeekday(date));

// Japanese school fiscal year: April to March, named after the year it starts in.
export const fiscalYearOf = (date: DateString): number => {
  const [y, m] = date.split('-').map(Number);
  return m >= 4 ? y : y - 1;
};

export const fiscalYearRange = (fiscalYear: number): { start: DateString; end: DateString } => ({
  start: ymd(fiscalYear, 4, 1),
  end: ymd(fiscalYear + 1, 3, 31),
});

// The school's date for an instant; the caller passes the instant so the generator stays pure.
export const tokyoToday = (now: Date): DateString => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

// A Tokyo wall-clock time on a date as an ISO instant; minutes may pass 24:00 (late-night slots).
export const tokyoInstant = (date: DateString, minutesFromMidnight: number): string => {
  const day = dayNumber(date) + Math.floor(minutesFromMidnight / 1440);
  const minutes = minutesFromMidnight % 1440;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${dateOf(day)}T${hh}:${mm}:00+09:00`;
};
