import { addDays, assertDate, type DateString } from '../time/date';
import { endOfWeek } from '../time/week';
import { parseTimeLimitNo, timeLimitsOverlap } from '../time/time-limit';
import { calendarDayOf, calendarIndex, isWorkingDay } from './calendar-day';
import type { CalendarDay, SlotRef } from './types';

// Regular (weekly) settings look 15 weeks ahead (SPEC §9).
export const REPEAT_LOOKAHEAD_WEEKS = 15;

export type OccupiedSlot = SlotRef & { schedule_no?: number };
export type CancelRecord = SlotRef & { conflict_schedule_no: number | null };
export type SkippedSlot = SlotRef & { reason: 'unopen' };

export type RepeatInput = {
  firstDate: DateString;
  timeLimitNo: number;
  weeks?: number;
  calendar: readonly CalendarDay[];
  occupied: readonly OccupiedSlot[];
};

export type RepeatResult = {
  lessons: SlotRef[];
  cancels: CancelRecord[];
  skipped: SkippedSlot[];
  courseEndDate: DateString | null;
};

// A slot is open when the day is open and the slot's period lies within the day's start and end
// slots; the comparison is by period so the 40-minute halves of an open 90-minute period are open too.
export function isSlotOpen(day: CalendarDay, timeLimitNo: number): boolean {
  if (!isWorkingDay(day)) return false;
  const { group } = parseTimeLimitNo(timeLimitNo);
  const start = day.tstart_ime_limit_no;
  const end = day.end_time_limit_no;
  if (start !== null && start !== undefined && group < Math.floor(start / 10)) return false;
  if (end !== null && end !== undefined && group > Math.floor(end / 10)) return false;
  return true;
}

// Repeat a lesson weekly from firstDate. Unopen weeks are skipped; occupied weeks get a cancel
// record so the weekly setting does not produce a second lesson there. The course ends on the
// Sunday (weeks start Monday) of the last week that got a lesson; cancels after it are dropped
// because the course no longer covers them.
export function expandRepeatLessons(input: RepeatInput): RepeatResult {
  const weeks = input.weeks ?? REPEAT_LOOKAHEAD_WEEKS;
  if (!Number.isInteger(weeks) || weeks <= 0) throw new Error(`Number of weeks must be greater than 0, got ${weeks}`);
  assertDate(input.firstDate);
  parseTimeLimitNo(input.timeLimitNo);
  const index = calendarIndex(input.calendar);

  const lessons: SlotRef[] = [];
  const cancels: CancelRecord[] = [];
  const skipped: SkippedSlot[] = [];

  for (let w = 0; w < weeks; w++) {
    const slot: SlotRef = { schedule_date: addDays(input.firstDate, w * 7), time_limit_no: input.timeLimitNo };
    if (!isSlotOpen(calendarDayOf(index, slot.schedule_date), slot.time_limit_no)) {
      skipped.push({ ...slot, reason: 'unopen' });
      continue;
    }
    const clash = input.occupied.find(
      (o) => o.schedule_date === slot.schedule_date && timeLimitsOverlap(o.time_limit_no, slot.time_limit_no),
    );
    if (clash) cancels.push({ ...slot, conflict_schedule_no: clash.schedule_no ?? null });
    else lessons.push(slot);
  }

  const last = lessons.at(-1);
  if (!last) return { lessons, cancels: [], skipped, courseEndDate: null };
  const courseEndDate = endOfWeek(last.schedule_date);
  return { lessons, cancels: cancels.filter((c) => c.schedule_date <= courseEndDate), skipped, courseEndDate };
}
