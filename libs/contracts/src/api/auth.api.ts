import { api, PUBLIC, SIGNED_IN } from './define';

// AuthService.getConfig: settings the front end reads, e.g. app.C21101_SHOW_ZOOM_INFO (SPEC §7).
export type AppConfigInput = { key: string };
export type AppConfigOutput = { key: string; value: unknown } | null;

// The signed-in user of SPEC §3.
export type CurrentUser = {
  id: number;
  user_id: string;
  user_no: number;
  user_type_code: number;
  student_no: number | null;
  teacher_no: number | null;
  user_named: string;
  locale_code: string;
  role_code: string;
  status: string;
  permissions: string[];
  authority_function_ids: string[];
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isAdmin2: boolean;
  isClassroom: boolean;
  isTeacher: boolean;
  isStudent: boolean;
};

export const AUTH_APIS = {
  'AuthService.getConfig': api<AppConfigInput, AppConfigOutput>()('auth', PUBLIC),
  getCurrentUser: api<Record<string, never>, CurrentUser>()('auth', SIGNED_IN),
} as const;
