import { timeLimitsOverlap } from '../time/time-limit';
import type { SlotRef } from './types';

// t0062 row: staff closed this date and slot to new entries.
export type EntryControl = SlotRef;

// SPEC §4: a cell is full when a control row exists for it (a row for an overlapping slot: a closed
// 90-minute period closes its halves and the other way round), or when at most one teacher is
// left (rem_teacher_cnt <= 1). A count that was not loaded does not make a cell full.
export const MIN_FREE_TEACHERS = 1;

export function isCellFullyBooked(
  cell: SlotRef,
  controls: readonly EntryControl[],
  remTeacherCnt: number | null | undefined,
): boolean {
  const controlled = controls.some(
    (c) => c.schedule_date === cell.schedule_date && timeLimitsOverlap(c.time_limit_no, cell.time_limit_no),
  );
  if (controlled) return true;
  return remTeacherCnt !== null && remTeacherCnt !== undefined && remTeacherCnt <= MIN_FREE_TEACHERS;
}
