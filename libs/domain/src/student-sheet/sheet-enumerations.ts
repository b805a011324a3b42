// The dropdown enumerations of the student sheet (SPEC §9) as codes; their labels are in libs/i18n
// under masters.c20201.enum.<name>.<code>, in ja, en and zh-Hant.
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// The lesson start times as HHMM on the 30-hour clock (2650 = 02:50 next day): each 90-minute period
// from 14:50 starts a 90-minute or first-half lesson, and its second half 50 minutes later; the
// periods from 23:10 are the late-night specials for students abroad (libs/demo-school time slots).
const PERIOD_STARTS = [
  14 * 60 + 50,
  16 * 60 + 30,
  18 * 60 + 10,
  19 * 60 + 50,
  21 * 60 + 30,
  23 * 60 + 10,
  24 * 60 + 50,
  26 * 60 + 30,
];
const hhmm = (minutes: number): number => Math.floor(minutes / 60) * 100 + (minutes % 60);
export const LATE_NIGHT_FROM = 2310;

export const SHEET_ENUMERATIONS = {
  // father, mother, grandfather, grandmother, aunt, uncle
  guardianRelationship: range(1, 6),
  // kindergarten, elementary, junior high, high, adult, university, vocational
  academicType: range(1, 7),
  // private, national, prefectural, metropolitan, city, others
  schoolCategory: range(1, 6),
  // 2-term, 3-term, none, unknown
  semester: range(1, 4),
  // JIS X 0401 codes, Hokkaido 1 to Okinawa 47
  prefecture: range(1, 47),
  // registration course info 1–4: lesson length (40 min first half, 40 min second half, 90 min),
  // capacity (1:1, 1:2), course (basic, advanced, exam, overseas), plan (standard, open, prime)
  lessonLength: range(1, 3),
  capacity: range(1, 2),
  courseKind: range(1, 4),
  coursePlan: range(1, 3),
  // Monday 1 … Sunday 7 (the week starts on Monday, SPEC §9)
  weekday: range(1, 7),
  startTime: PERIOD_STARTS.flatMap((start) => [hhmm(start), hhmm(start + 50)]),
  // first choice, second choice, third choice, safety school, considering
  desire: range(1, 5),
  // iPad, Android tablet, Windows desktop, Windows laptop, Mac desktop, Mac laptop
  equipment: range(1, 6),
  // later by print, already owned
  textbookStatus: range(1, 2),
} as const satisfies Record<string, readonly number[]>;

export type SheetEnumeration = keyof typeof SHEET_ENUMERATIONS;
export const SHEET_ENUMERATION_NAMES = Object.keys(SHEET_ENUMERATIONS) as SheetEnumeration[];

export const sheetEnumLabelKey = (name: SheetEnumeration, code: number): string => `masters.c20201.enum.${name}.${code}`;
