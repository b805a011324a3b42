import { timeDivisionOf, timeGroupOf, timeLimitNo, type TimeDivision } from '@school/domain';

// Lesson periods (M0040). Each group is 90 minutes: a 90-minute lesson uses all of it, the two
// 40-minute lessons use the first or second half with a 10-minute break between. The evening
// groups start at 14:50 (after school); groups 6–8 are the late-night specials for students
// abroad, written on the 30-hour clock as Japanese timetables do (26:30 = 02:30 next day).
export const TIME_DIVISIONS: readonly TimeDivision[] = [0, 1, 2];

export const TIME_SLOT_GROUPS = [
  { group: 1, startMinute: 14 * 60 + 50, lateNight: false },
  { group: 2, startMinute: 16 * 60 + 30, lateNight: false },
  { group: 3, startMinute: 18 * 60 + 10, lateNight: false },
  { group: 4, startMinute: 19 * 60 + 50, lateNight: false },
  { group: 5, startMinute: 21 * 60 + 30, lateNight: false },
  { group: 6, startMinute: 23 * 60 + 10, lateNight: true },
  { group: 7, startMinute: 24 * 60 + 50, lateNight: true },
  { group: 8, startMinute: 26 * 60 + 30, lateNight: true },
] as const;

export const FIRST_GROUP = 1;
export const LAST_REGULAR_GROUP = 5;
export const LAST_GROUP = 8;

export type TimeSlotRow = {
  time_limit_no: number;
  time_group: number;
  time_division: TimeDivision;
  start_time: string;
  end_time: string;
  minutes: number;
  label: string;
  late_night_flag: 0 | 1;
  sort_order: number;
};

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const groupStart = (group: number): number => {
  const g = TIME_SLOT_GROUPS.find((x) => x.group === group);
  if (!g) throw new Error(`Unknown time group ${group}`);
  return g.startMinute;
};

// Minutes after midnight of the lesson date when the slot starts and ends.
export const slotMinutes = (timeLimitNo: number): { start: number; end: number } => {
  const start = groupStart(timeGroupOf(timeLimitNo));
  switch (timeDivisionOf(timeLimitNo)) {
    case 0:
      return { start, end: start + 90 };
    case 1:
      return { start, end: start + 40 };
    case 2:
      return { start: start + 50, end: start + 90 };
  }
};

const DIVISION_LABEL: Record<TimeDivision, string> = { 0: '', 1: '前半', 2: '後半' };

export const timeSlotLabel = (timeLimitNo: number): string => {
  const { start, end } = slotMinutes(timeLimitNo);
  return `${clock(start)}〜${clock(end)}`;
};

export const buildTimeSlots = (): TimeSlotRow[] =>
  TIME_SLOT_GROUPS.flatMap((g) =>
    TIME_DIVISIONS.map((division) => {
      const no = timeLimitNo(g.group, division);
      const { start, end } = slotMinutes(no);
      return {
        time_limit_no: no,
        time_group: g.group,
        time_division: division,
        start_time: clock(start),
        end_time: clock(end),
        minutes: end - start,
        label: `${g.group}限${DIVISION_LABEL[division]}${g.lateNight ? '（深夜特別）' : ''}`,
        late_night_flag: g.lateNight ? 1 : 0,
        sort_order: no,
      };
    }),
  );
