import { isRoleNumber, ROLE, userFlags } from './roles';

describe('role numbers', () => {
  it('match SPEC §6', () => {
    expect(ROLE).toEqual({
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
    });
    expect(isRoleNumber(410)).toBe(true);
    expect(isRoleNumber(400)).toBe(false);
  });
});

describe('user flags', () => {
  it('super admin is 560 only', () => {
    expect(userFlags(560).isSuperAdmin).toBe(true);
    expect(userFlags(550).isSuperAdmin).toBe(false);
  });

  it('admin is every back-office role (>= 400)', () => {
    for (const r of [560, 550, 540, 530, 520, 430, 420, 410]) expect(userFlags(r).isAdmin).toBe(true);
    for (const r of [399, 300, 130, 110]) expect(userFlags(r).isAdmin).toBe(false);
    expect(userFlags(400).isAdmin).toBe(true);
  });

  it('admin2 is headquarters staff (>= 500)', () => {
    expect(userFlags(520).isAdmin2).toBe(true);
    expect(userFlags(430).isAdmin2).toBe(false);
  });

  it('classroom, teacher and student', () => {
    expect(userFlags(410)).toMatchObject({ isClassroom: true, isTeacher: false, isStudent: false });
    expect(userFlags(420).isClassroom).toBe(true);
    expect(userFlags(430).isClassroom).toBe(true);
    expect(userFlags(440).isClassroom).toBe(false);
    expect(userFlags(300)).toMatchObject({ isTeacher: true, isAdmin: false, isStudent: false, isClassroom: false });
    for (const r of [110, 120, 130]) expect(userFlags(r).isStudent).toBe(true);
    expect(userFlags(140).isStudent).toBe(false);
  });

  it('gives nothing to an unknown role', () => {
    expect(userFlags(undefined)).toEqual({
      isSuperAdmin: false,
      isAdmin: false,
      isAdmin2: false,
      isClassroom: false,
      isTeacher: false,
      isStudent: false,
    });
  });
});
