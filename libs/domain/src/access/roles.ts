// Role numbers (user_type_code) of SPEC §6.
export const ROLE = {
  ADMIN: 560,
  CENTER_HEAD: 550,
  OFFICE_STAFF: 540,
  PERSON_IN_CHARGE: 530,
  SALES: 520,
  CLASSROOM_ONLINE: 410,
  CLASSROOM_DIRECT: 420,
  CLASSROOM_FRANCHISE: 430,
  TEACHER: 300,
  STUDENT_110: 110,
  STUDENT_120: 120,
  STUDENT_130: 130,
} as const;

export type RoleNumber = (typeof ROLE)[keyof typeof ROLE];

export const STUDENT_ROLES: readonly number[] = [ROLE.STUDENT_110, ROLE.STUDENT_120, ROLE.STUDENT_130];
export const CLASSROOM_ROLES: readonly number[] = [ROLE.CLASSROOM_ONLINE, ROLE.CLASSROOM_DIRECT, ROLE.CLASSROOM_FRANCHISE];

// 400 is where the spec splits the back office from teachers and students (menu groups, §6).
export const STAFF_MIN_ROLE = 400;
// Headquarters staff (sales up to Admin), as opposed to classroom accounts.
export const HQ_MIN_ROLE = 500;

export const ROLE_CODE = { VISITOR: 'V' } as const;
export const USER_STATUS = { ACTIVE: 'A' } as const;

export function isRoleNumber(value: unknown): value is RoleNumber {
  return typeof value === 'number' && (Object.values(ROLE) as number[]).includes(value);
}

export type UserFlags = {
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isAdmin2: boolean;
  isClassroom: boolean;
  isTeacher: boolean;
  isStudent: boolean;
};

// isAdmin = role >= 400. The spec contrasts "admin vs teacher" for reports and schedules and
// splits the menu at 400, so every back-office account (HQ staff and classrooms) is an admin
// there; only role 560 is the super admin. isAdmin2 is named but not defined by the spec: it is
// read here as HQ staff (>= 500), the back office without the classroom accounts.
export function userFlags(role: number | null | undefined): UserFlags {
  const r = typeof role === 'number' && Number.isFinite(role) ? role : -1;
  return {
    isSuperAdmin: r === ROLE.ADMIN,
    isAdmin: r >= STAFF_MIN_ROLE,
    isAdmin2: r >= HQ_MIN_ROLE,
    isClassroom: CLASSROOM_ROLES.includes(r),
    isTeacher: r === ROLE.TEACHER,
    isStudent: STUDENT_ROLES.includes(r),
  };
}
