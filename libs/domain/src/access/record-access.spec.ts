import { mayReadRecord, recordScopeOf } from './record-access';

const reader = (role: number, extra: Partial<Parameters<typeof recordScopeOf>[0]> = {}) =>
  recordScopeOf({ role, studentNo: null, teacherNo: null, centerNos: null, ...extra });

describe('mayReadRecord', () => {
  const lesson = { student_no: 7, teacher_no: 3, center_no: 2 };

  it('lets a student read their own student’s records only', () => {
    expect(mayReadRecord(reader(110, { studentNo: 7 }), lesson)).toBe(true);
    expect(mayReadRecord(reader(130, { studentNo: 8 }), lesson)).toBe(false);
    expect(reader(120)).toBeNull();
  });

  it('lets a teacher read their own teacher’s records only', () => {
    expect(mayReadRecord(reader(300, { teacherNo: 3 }), lesson)).toBe(true);
    expect(mayReadRecord(reader(300, { teacherNo: 4 }), lesson)).toBe(false);
    expect(mayReadRecord(reader(300, { teacherNo: 3 }), { student_no: 7, center_no: 2 })).toBe(false);
  });

  it('lets staff read their centers’ records; headquarters every center’s', () => {
    expect(mayReadRecord(reader(410, { centerNos: [2] }), lesson)).toBe(true);
    expect(mayReadRecord(reader(420, { centerNos: [1] }), lesson)).toBe(false);
    expect(mayReadRecord(reader(430, { centerNos: [] }), lesson)).toBe(false);
    expect(mayReadRecord(reader(560), lesson)).toBe(true);
    expect(mayReadRecord(reader(560), { student_no: 7 })).toBe(false);
  });

  it('gives nobody else a scope', () => {
    expect(reader(200)).toBeNull();
    expect(mayReadRecord(null, lesson)).toBe(false);
  });
});
