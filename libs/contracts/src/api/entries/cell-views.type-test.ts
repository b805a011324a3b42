import type { C30101StudentBrowseOutput } from './c30101-student.api';
import type { C30201Cell } from './c30201.api';

// The student's view of a cell shares its shape with staff's, but never carries the remaining count
// (SPEC §4: students see only full / not full). Type-checked by tsconfig.spec.json, never run.
type StudentCell = C30101StudentBrowseOutput['days'][number]['cells'][number];

export function cellViewEdges(): StudentCell[] {
  const staff: C30201Cell = {
    time_limit_no: 1,
    full: false,
    controlled: false,
    set_by_user_no: null,
    set_at: null,
    remaining_teachers: 3,
  };
  return [
    // @ts-expect-error: a student's cell has no remaining count
    { time_limit_no: 1, full: false, remaining_teachers: 3 },
    // @ts-expect-error: nor under the staff read's other name
    { time_limit_no: 1, full: false, remaining: 3 },
    { time_limit_no: staff.time_limit_no, full: staff.full },
  ];
}
