import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction, exceptRoles } from '../define';
import type { DropdownOption } from '../masters.api';
import type { EnrollmentStatus, StudentSex } from './c20101.api';

// C20201 student sheet (T1130, masters.student_sheet): one sheet per student and reference period.
// The sections of SPEC §3 travel as one JSON document whose schema, enumerations and version upgrade
// are libs/domain's (student-sheet); getEdit answers every sheet at the current schema_version.
export type StudentSheetDocument = { schema_version: number } & Record<string, unknown>;

export type StudentSheetFields = {
  student_no: number;
  reference_start_date: string;
  reference_end_date: string;
  sheet: StudentSheetDocument;
};
// The row as the page shows it: the student's name, sex and enrollment are the student's (C20101).
export type StudentSheetRecord = StudentSheetFields &
  Locked & {
    curriculum_id: number;
    student_name: string;
    student_namej: string;
    sex: StudentSex;
    enrollment_status: EnrollmentStatus;
    center_name: string;
    // the version the row was written at (older ones are upgraded on reading, rewritten on saving)
    stored_schema_version: number;
    updated_at: string;
  };
export type StudentSheetRow = Pick<
  StudentSheetRecord,
  | 'curriculum_id'
  | 'student_no'
  | 'student_name'
  | 'student_namej'
  | 'enrollment_status'
  | 'center_name'
  | 'reference_start_date'
  | 'reference_end_date'
  | 'updated_at'
>;
export type StudentSheetKey = { curriculum_id: number };
export type StudentSheetSearch = { search?: string; enrollment_status?: EnrollmentStatus | '' };
// the students the caller may write a sheet for (Add)
export type StudentSheetInit = { students: DropdownOption[] };
export type ReferencePeriod = { reference_start_date: string; reference_end_date: string };

const C20201 = byFunction('C20201');
// Teachers (role 300) get C20201 to read sheets (SPEC §6) but never write one.
const C20201_WRITE = exceptRoles(['C20201'], 300);

export const C20201_APIS = {
  C20201_init: api<Record<string, never>, StudentSheetInit>()('masters', C20201),
  C20201_doBrowse: api<BrowseInput & { searchInfo: StudentSheetSearch }, BrowseOutput<StudentSheetRow>>()('masters', C20201),
  C20201_getEdit: api<StudentSheetKey, StudentSheetRecord>()('masters', C20201),
  // adds without curriculum_id, edits with it and the lock_version it was read at
  C20201_doSave: api<StudentSheetFields & Partial<StudentSheetKey & Locked>, StudentSheetRecord>()('masters', C20201_WRITE),
  T1130_getDefaultReferenceDate: api<Record<string, never>, ReferencePeriod>()('masters', C20201),
  T1130_getT1130Count: api<{ student_no: number }, { count: number }>()('masters', C20201),
} as const;
