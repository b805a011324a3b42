import { mayReadRecord, mayReadTeacherRecord, recordScopeOf, studentSheetCenters } from './record-access';

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

describe('mayReadTeacherRecord', () => {
  const teacher = { teacher_no: 3, center_nos: [1, 2] };

  it('lets staff read a teacher working at one of their centers; headquarters every teacher', () => {
    expect(mayReadTeacherRecord(reader(410, { centerNos: [2] }), teacher)).toBe(true);
    expect(mayReadTeacherRecord(reader(420, { centerNos: [9] }), teacher)).toBe(false);
    expect(mayReadTeacherRecord(reader(560), teacher)).toBe(true);
    expect(mayReadTeacherRecord(reader(560), { teacher_no: 3, center_nos: [] })).toBe(false);
  });

  it('lets a teacher read their own record wherever they work; students and nobody else none', () => {
    expect(mayReadTeacherRecord(reader(300, { teacherNo: 3 }), { teacher_no: 3, center_nos: [] })).toBe(true);
    expect(mayReadTeacherRecord(reader(300, { teacherNo: 4 }), teacher)).toBe(false);
    expect(mayReadTeacherRecord(reader(110, { studentNo: 3 }), teacher)).toBe(false);
    expect(mayReadTeacherRecord(null, teacher)).toBe(false);
  });
});

describe('studentSheetCenters', () => {
  it('gives staff their centers, a teacher the centers they work at, a student none', () => {
    expect(studentSheetCenters(reader(410, { centerNos: [2] }), [5])).toEqual([2]);
    expect(studentSheetCenters(reader(560), [])).toBeNull();
    expect(studentSheetCenters(reader(300, { teacherNo: 3 }), [1, 5])).toEqual([1, 5]);
    expect(studentSheetCenters(reader(110, { studentNo: 7, centerNos: null }), [1])).toEqual([]);
    expect(studentSheetCenters(null, [1])).toEqual([]);
  });
});
