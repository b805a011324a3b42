import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';

// C10101 teachers (masters.teacher with the centers they work at and the subjects they teach).
// sex 1 male / 2 female; teacher_type 1 university student, 2 working adult, 3 professional;
// status 1 active, 2 on leave, 3 retired. A delete is for a retired teacher nothing names (no lesson,
// shift, report, linked account or NG list): one that lessons or reports name retires instead.
export const TEACHER_SEXES = [1, 2] as const;
export const TEACHER_TYPES = [1, 2, 3] as const;
export const TEACHER_STATUSES = [1, 2, 3] as const;
export type TeacherSex = (typeof TEACHER_SEXES)[number];
export type TeacherType = (typeof TEACHER_TYPES)[number];
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

// What a teacher may change on their own record (SPEC §6: teachers get C10101Edit).
export const TEACHER_CONTACT_FIELDS = ['email', 'tel', 'postal_code', 'prefecture', 'address'] as const;
export type TeacherContactFields = {
  email: string | null;
  tel: string | null;
  postal_code: string | null;
  prefecture: string | null;
  address: string | null;
};
export type TeacherFields = TeacherContactFields & {
  teacher_name: string;
  // reading in katakana
  teacher_namej: string;
  sex: TeacherSex;
  teacher_type: TeacherType;
  // the teacher's home center; center_nos: every center they work at, the home center included
  center_no: number;
  center_nos: number[];
  subject_nos: number[];
  status: TeacherStatus;
  birth_date: string | null;
  hire_date: string | null;
  background: string | null;
  remarks: string | null;
};
export type TeacherRecord = TeacherFields & Locked & { teacher_no: number; updated_at: string };
export type TeacherRow = Pick<
  TeacherRecord,
  | 'teacher_no'
  | 'teacher_name'
  | 'teacher_namej'
  | 'sex'
  | 'teacher_type'
  | 'center_no'
  | 'status'
  | 'email'
  | 'tel'
  | 'updated_at'
> & {
  // short names, comma separated, in the centers' and subjects' order
  center_names: string;
  subject_names: string;
};
export type TeacherKey = { teacher_no: number };
// A teacher's own save: only the contact data, at the version they read.
export type TeacherContactEdit = TeacherContactFields & TeacherKey & Locked;
export type TeacherSearch = {
  search?: string;
  center_no?: number | '';
  status?: TeacherStatus | '';
  teacher_type?: TeacherType | '';
  sex?: TeacherSex | '';
  subject_no?: number | '';
};

// C10101 doBrowseAllByCalendar: the teachers of a center with their shifts (work_flag) over the week
// from start_date, a page of 10 by default (SPEC §9 teacher availability page size). Served by the
// scheduling service from its teacher projection and the teachers' shifts.
export const TEACHER_AVAILABILITY_PAGE_SIZE = 10;
export type TeacherAvailabilitySearch = { center_no: number; start_date: string; search?: string };
export type TeacherAvailabilityInput = Omit<BrowseInput, 'searchInfo'> & { searchInfo: TeacherAvailabilitySearch };
export type TeacherShiftCell = { schedule_date: string; time_limit_no: number; work_flag: 0 | 1 };
export type TeacherAvailabilityRow = {
  teacher_no: number;
  teacher_name: string;
  teacher_namej: string;
  sex: TeacherSex;
  teacher_type: TeacherType;
  subject_nos: number[];
  shifts: TeacherShiftCell[];
};

const C10101 = byFunction('C10101');
// A teacher reads and saves their own record (the server checks whose it is and what changes).
const C10101_OR_OWN = byFunction('C10101', 'C10101Edit');

export const C10101_APIS = {
  C10101_doBrowse: api<BrowseInput & { searchInfo: TeacherSearch }, BrowseOutput<TeacherRow>>()('masters', C10101),
  C10101_getEdit: api<TeacherKey, TeacherRecord>()('masters', C10101_OR_OWN),
  C10101_doAdd: api<TeacherFields, TeacherRecord>()('masters', C10101),
  C10101_doEdit: api<(TeacherFields & TeacherKey & Locked) | TeacherContactEdit, TeacherRecord>()('masters', C10101_OR_OWN),
  C10101_doDelete: api<TeacherKey & Locked, null>()('masters', C10101),
  C10101_doBrowseAllByCalendar: api<TeacherAvailabilityInput, BrowseOutput<TeacherAvailabilityRow>>()('scheduling', C10101),
} as const;
