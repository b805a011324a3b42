import { endOfWeek } from '../time/week';
import { isCellFullyBooked, type EntryControl } from './fully-booked';
import type { RepeatResult } from './repeat-lessons';
import type { SlotRef } from './types';

// A staff-entered weekly course takes no last seat either (SPEC §4, issue 24: the last seat is safe for
// every writer): a fully booked week gets a cancel record like an occupied one, with no conflicting
// lesson, and the course end follows the weeks that keep a lesson (the Sunday after the last one;
// cancels after it are dropped, as expandRepeatLessons drops them).
export function withoutFullWeeks(result: RepeatResult, isFull: (slot: SlotRef) => boolean): RepeatResult {
  const lessons = result.lessons.filter((l) => !isFull(l));
  const full = result.lessons.filter((l) => isFull(l)).map((l) => ({ ...l, conflict_schedule_no: null }));
  const last = lessons.at(-1);
  if (!last) return { lessons, cancels: [], skipped: result.skipped, courseEndDate: null };
  const courseEndDate = endOfWeek(last.schedule_date);
  const cancels = [...result.cancels, ...full]
    .filter((c) => c.schedule_date <= courseEndDate)
    .sort((a, b) => a.schedule_date.localeCompare(b.schedule_date));
  return { lessons, cancels, skipped: result.skipped, courseEndDate };
}

// Whether a week of a weekly course is fully booked. Shifts are entered a few weeks ahead while a
// course looks 15 weeks ahead: on a date the center has no work shift planned for yet there is no
// teacher count to be full by, so only a control row (C30201) closes it; the lesson waits for a
// teacher like any other. Where shifts are planned, SPEC §4's rule holds (remaining teachers <= 1).
export function isCourseWeekFull(
  cell: SlotRef,
  controls: readonly EntryControl[],
  remainingTeachers: number,
  shiftsPlanned: boolean,
): boolean {
  return isCellFullyBooked(cell, controls, shiftsPlanned ? remainingTeachers : null);
}
