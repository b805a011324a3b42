import { api, byFunction } from '../define';
import type { CellDay, CellFullness, CellKey, CenterRangeInput, TimeSlotView } from './c30101.api';

// C30201 application limits and full seats: the entry control rows (t0062) of a center's dates and
// slots. A control row makes its cell fully booked for every application (SPEC §4); the remaining
// teacher count is the one libs/domain defines (remainingTeacherCount), read as the guard reads it.

// At most C30201_MAX_DAYS days, start_date ≤ end_date.
export type C30201SearchInput = CenterRangeInput;
export const C30201_MAX_DAYS = 62;

export type C30201Cell = CellFullness & {
  // a control row exists, set by set_by_user_no (null: set by the system or a user since removed)
  controlled: boolean;
  set_by_user_no: number | null;
  set_at: string | null;
  // full (SPEC §4): a control row (its own or an overlapping slot's) or at most one teacher left
  remaining_teachers: number;
};
// One calendar day of the center; a closed day has no cells.
export type C30201Day = CellDay<C30201Cell>;
export type C30201TimeSlot = TimeSlotView;
export type C30201BatchEditOutput = C30201SearchInput & { time_slots: C30201TimeSlot[]; days: C30201Day[] };

export type C30201CellRef = CellKey;
// set: every selected cell gets a control row (one it has stays as it is); clear: their rows go.
export type C30201DoBatchEditInput = C30201SearchInput & { action: 'set' | 'clear'; rows: C30201CellRef[] };
// changed: rows added (set) or removed (clear); the grid as it is after the edit.
export type C30201DoBatchEditOutput = C30201BatchEditOutput & { changed: number };

const C30201 = byFunction('C30201');

export const C30201_APIS = {
  C30201_getBatchEdit: api<C30201SearchInput, C30201BatchEditOutput>()('scheduling', C30201),
  C30201_doBatchEdit: api<C30201DoBatchEditInput, C30201DoBatchEditOutput>()('scheduling', C30201),
} as const;
