import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { NgTeacher, StudentState } from '../../events';
import { api, byFunction } from '../define';
import type { DropdownOption } from '../masters.api';

// C20101 students (masters.student with the subjects they take and their NG teachers).
// sex 1 male / 2 female / 3 not given (the default); enrollment_status 0 none, 1 enrolled, 2 on leave,
// 3 withdrawn; teacher_request 1 male / 2 female / 3 no preference; teacher_request_type null (none)
// or the wanted teacher_type (C10101: 1 university student, 2 working adult, 3 professional).
// A delete is for a withdrawn student nothing names (no lesson, report, linked account, sheet or
// center change); the student's own subjects and NG teachers go with the record.
export const STUDENT_SEXES = [1, 2, 3] as const;
export const ENROLLMENT_STATUSES = [0, 1, 2, 3] as const;
export const TEACHER_REQUESTS = [1, 2, 3] as const;
export const TEACHER_REQUEST_TYPES = [1, 2, 3] as const;
// 11–16 小1–小6, 21–23 中1–中3, 31–33 高1–高3, 41 既卒
export const SCHOOL_YEAR_CODES = [11, 12, 13, 14, 15, 16, 21, 22, 23, 31, 32, 33, 41] as const;
// SPEC §9 guardian relationship, the student sheet's list (libs/domain SHEET_ENUMERATIONS.guardianRelationship,
// labels masters.c20201.enum.guardianRelationship.*): 1 father, 2 mother, 3 grandfather, 4 grandmother,
// 5 aunt, 6 uncle.
export const GUARDIAN_RELATIONSHIPS = [1, 2, 3, 4, 5, 6] as const;
export type StudentSex = (typeof STUDENT_SEXES)[number];
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
export type TeacherRequest = (typeof TEACHER_REQUESTS)[number];
export type TeacherRequestType = (typeof TEACHER_REQUEST_TYPES)[number];
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

export type StudentFields = Omit<StudentState, 'student_no'> & {
  birth_date: string | null;
  school_name: string | null;
  enrollment_date: string | null;
  guardian_name: string | null;
  // reading in katakana
  guardian_namej: string | null;
  guardian_relationship: GuardianRelationship | null;
  email: string | null;
  tel: string | null;
  // the teachers who must never teach the student; a save replaces the set (kept ones keep who set them)
  ng_teacher_nos: number[];
};
// NG teachers as the page shows them, with who set each (the user's number: names live in auth) and when.
export type StudentNgTeacherRow = NgTeacher & { teacher_name: string };
export type StudentRecord = StudentFields &
  Locked & { student_no: number; updated_at: string; ng_teachers: StudentNgTeacherRow[] };
export type StudentRow = Pick<
  StudentRecord,
  | 'student_no'
  | 'student_name'
  | 'student_namej'
  | 'sex'
  | 'school_year_code'
  | 'center_no'
  | 'enrollment_status'
  | 'teacher_request'
  | 'guardian_name'
  | 'tel'
  | 'updated_at'
> & { center_name: string; subject_names: string };
export type StudentKey = { student_no: number };
export type StudentSearch = {
  search?: string;
  center_no?: number | '';
  enrollment_status?: EnrollmentStatus | '';
  school_year_code?: number | '';
  sex?: StudentSex | '';
  subject_no?: number | '';
};
// What the list's filters and the edit page choose from: the caller's centers, the subjects, and
// the teachers who may be named NG (every teacher not retired).
export type StudentBrowseInit = { centers: DropdownOption[]; subjects: DropdownOption[]; teachers: DropdownOption[] };

const C20101 = byFunction('C20101');

export const C20101_APIS = {
  C20101_doBrowse_init: api<Record<string, never>, StudentBrowseInit>()('masters', C20101),
  C20101_doBrowse: api<BrowseInput & { searchInfo: StudentSearch }, BrowseOutput<StudentRow>>()('masters', C20101),
  C20101_getEdit: api<StudentKey, StudentRecord>()('masters', C20101),
  C20101_doAdd: api<StudentFields, StudentRecord>()('masters', C20101),
  C20101_doEdit: api<StudentFields & StudentKey & Locked, StudentRecord>()('masters', C20101),
  C20101_doDelete: api<StudentKey & Locked, null>()('masters', C20101),
} as const;
