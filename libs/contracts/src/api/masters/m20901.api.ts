import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { CsvExportAnswer } from '../csv-export.api';
import { api, byFunction, INTERNAL } from '../define';

// M20901 users (auth.user_account). Passwords never travel here: an initial password is issued by
// M20901_resetInitPassword and shown once.
export type UserStatus = 'A' | 'S' | 'P';
export type UserFields = {
  user_id: string;
  user_named: string;
  email: string | null;
  user_type_code: number;
  status: UserStatus;
  // the linked teacher (role 300) or student (roles 110/120/130) of the masters service
  teacher_no: number | null;
  student_no: number | null;
  // a non-empty list restricts the user to the screens whose names contain one of them (SPEC §2)
  authority_function_ids: string[];
  center_nos: number[];
};
export type UserRecord = UserFields &
  Locked & { user_no: number; has_password: boolean; email_verified: boolean; created_at: string; updated_at: string };
export type UserRow = Pick<
  UserRecord,
  'user_no' | 'user_id' | 'user_named' | 'email' | 'user_type_code' | 'status' | 'teacher_no' | 'student_no' | 'updated_at'
>;
export type UserKey = { user_no: number };
// The list as searched and ordered; never a password.
export type UsersCsvInput = Pick<BrowseInput, 'searchInfo' | 'orderBy'>;

export type FunctionChoice = { value: string; label: string };
export type UserDropdowns = { roles: number[]; statuses: UserStatus[]; functions: FunctionChoice[] };

// Linked teacher and student choices come from the masters service, which owns those tables.
export type LinkKind = 'teacher' | 'student';
export type LinkChoicesInput = { kind: LinkKind; search?: string; include?: number | null };
export type LinkChoice = { value: number; label: string };
export type LinkCheckInput = { teacher_no: number | null; student_no: number | null };
export type LinkCheckOutput = { teacher: boolean; student: boolean };

const M20901 = byFunction('M20901');

export const M20901_APIS = {
  M20901_doBrowse: api<BrowseInput, BrowseOutput<UserRow>>()('auth', M20901),
  M20901_getEdit: api<UserKey, UserRecord>()('auth', M20901),
  M20901_doAdd: api<UserFields, UserRecord>()('auth', M20901),
  M20901_doEdit: api<UserFields & UserKey & Locked, UserRecord>()('auth', M20901),
  M20901_doDelete: api<UserKey & Locked, null>()('auth', M20901),
  M20901_getDropdownData: api<Record<string, never>, UserDropdowns>()('auth', M20901),
  M20901_exportCSV: api<UsersCsvInput, CsvExportAnswer>()('auth', M20901),
  M20901_getLinkChoices: api<LinkChoicesInput, LinkChoice[]>()('masters', M20901),
  // The auth service asks whether linked numbers exist; never called from a browser.
  M20901_checkLinks: api<LinkCheckInput, LinkCheckOutput>()('masters', INTERNAL),
} as const;
