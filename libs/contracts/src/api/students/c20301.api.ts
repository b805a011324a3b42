import { api, byFunction } from '../define';
import type { DropdownOption } from '../masters.api';

// C20301 change of a student's assigned center: from schedule_date on the student belongs to
// target_center_no and their lessons from that date move there (the scheduling service does it on
// StudentCenterChanged). Roles 420 and 430 use this screen without C20101, so it finds students itself.
export type CenterChangeInput = { student_no: number; schedule_date: string; target_center_no: number };
// One change as kept in masters.student_center_change; changed_by_user_no names the user (names live in auth).
export type CenterChangeRow = {
  change_no: number;
  schedule_date: string;
  from_center_no: number;
  from_center_name: string;
  to_center_no: number;
  to_center_name: string;
  changed_by_user_no: number | null;
  changed_at: string;
};
export type CenterChangeStudent = {
  student_no: number;
  student_name: string;
  center_no: number;
  center_name: string;
  // the student record's version, which the next change's event carries
  lock_version: number;
  history: CenterChangeRow[];
};
export type CenterChangeStudentOption = { value: number; label: string; center_name: string };
// What moving from schedule_date on would touch: the student's lessons there and how many have a teacher,
// who is released (a teacher's shifts are per center; the new center's board assigns again).
export type MovingLessons = { lessons: number; assigned: number; first_date: string | null; last_date: string | null };

const C20301 = byFunction('C20301');

export const C20301_APIS = {
  // the centers the caller may move students to
  C20301_init: api<Record<string, never>, { centers: DropdownOption[] }>()('masters', C20301),
  // students of the caller's centers by number, name or reading (at most 20)
  C20301_searchStudents: api<{ search: string }, CenterChangeStudentOption[]>()('masters', C20301),
  C20301_getStudent: api<{ student_no: number }, CenterChangeStudent>()('masters', C20301),
  C20301_getMovingLessons: api<{ student_no: number; schedule_date: string }, MovingLessons>()('scheduling', C20301),
  C20301_doAction: api<CenterChangeInput & { lock_version: number }, CenterChangeStudent>()('masters', C20301),
} as const;
