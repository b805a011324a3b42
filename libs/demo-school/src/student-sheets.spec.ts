import { flattenStudentSheet, upgradeStudentSheet, validateStudentSheet } from '@school/domain';
import { buildDemoSchool } from './demo-school';

describe('demo student sheets', () => {
  const school = buildDemoSchool({ scale: 'small', seed: 1, today: '2026-11-25' });

  it('gives enrolled students sheets that open valid, one of them written at the old version 1', () => {
    expect(school.studentSheets.length).toBe(4);
    expect(school.studentSheets.map((s) => s.schema_version)).toEqual([2, 2, 2, 1]);
    for (const row of school.studentSheets) {
      const student = school.students.find((s) => s.student_no === row.student_no)!;
      expect(student.enrollment_status).toBe(1);
      expect(row.reference_start_date <= row.reference_end_date).toBe(true);
      const doc = upgradeStudentSheet(JSON.parse(row.sheet), row.schema_version);
      expect(validateStudentSheet(flattenStudentSheet(doc).values).valid).toBe(true);
    }
  });
});
