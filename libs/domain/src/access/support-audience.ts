import { STAFF_MIN_ROLE, STUDENT_ROLES, ROLE } from './roles';

// A help page's state as far as its readers go (audience: 'teacher', 'student'; libs/contracts M21101).
export type SupportVisibility = { published: number; audience: readonly string[] };

// Staff read every page, drafts included; a teacher or a student only a published page meant for them.
export function canReadSupportPage(role: number | null, page: SupportVisibility): boolean {
  if (role === null) return false;
  if (role >= STAFF_MIN_ROLE) return true;
  if (page.published !== 1) return false;
  if (role === ROLE.TEACHER) return page.audience.includes('teacher');
  return STUDENT_ROLES.includes(role) && page.audience.includes('student');
}
