import { SHEET_ENUMERATIONS } from './sheet-enumerations';
import {
  blankStudentSheet,
  blankSubjectEntry,
  defaultReferencePeriod,
  flattenStudentSheet,
  nestStudentSheet,
  STUDENT_SHEET_SCHEMA_VERSION,
  upgradeStudentSheet,
  validateStudentSheet,
  validateStudentSheetForm,
} from './student-sheet';

const keysOf = (errors: Record<string, unknown[]>) => Object.keys(errors).filter((k) => errors[k].length);

describe('student sheet enumerations (SPEC §9)', () => {
  it('has 47 prefectures and start times from 14:50 to the late-night slots', () => {
    expect(SHEET_ENUMERATIONS.prefecture).toHaveLength(47);
    expect(SHEET_ENUMERATIONS.startTime[0]).toBe(1450);
    expect(SHEET_ENUMERATIONS.startTime).toContain(1540);
    expect(SHEET_ENUMERATIONS.startTime).toContain(2310);
    expect(SHEET_ENUMERATIONS.startTime.at(-1)).toBe(2720);
    expect(new Set(SHEET_ENUMERATIONS.startTime).size).toBe(16);
  });
});

describe('student sheet schema', () => {
  it('a blank sheet has every section, the fixed lists at their length, and is valid', () => {
    const blank = blankStudentSheet();
    expect(blank.schema_version).toBe(STUDENT_SHEET_SCHEMA_VERSION);
    expect(blank.experienceParticipants).toHaveLength(4);
    expect((blank.registrationInfo as { courseList: unknown[] }).courseList).toHaveLength(7);
    expect((blank.interestSchoolInfo as { schools: unknown[] }).schools).toHaveLength(5);
    expect((blank.lessonEnvironment as { equipment: unknown }).equipment).toEqual([]);
    expect(blank.subjects).toEqual([]);
    const { values, shapeErrors } = flattenStudentSheet(blank);
    expect(shapeErrors).toEqual({});
    expect(validateStudentSheet(values).valid).toBe(true);
  });

  it('flattens and nests back to the same document, subject entries with three textbooks', () => {
    const flat = {
      ...flattenStudentSheet(blankStudentSheet()).values,
      ...blankSubjectEntry(0),
      'subjects.length': 1,
      'studentInfo.guardianName': ' 山田 花子 ',
      'studentInfo.address1': '13',
      'registrationInfo.courseList.6.startTime': 2650,
      'subjects.0.textbooks.2.pageEnd': '120',
      'lessonEnvironment.equipment': [3, 1, 3],
    };
    const doc = nestStudentSheet(flat);
    expect((doc.studentInfo as Record<string, unknown>).guardianName).toBe('山田 花子');
    expect((doc.studentInfo as Record<string, unknown>).address1).toBe(13);
    expect((doc.lessonEnvironment as Record<string, unknown>).equipment).toEqual([1, 3]);
    const subjects = doc.subjects as { textbooks: { pageEnd: unknown }[] }[];
    expect(subjects).toHaveLength(1);
    expect(subjects[0].textbooks).toHaveLength(3);
    expect(subjects[0].textbooks[2].pageEnd).toBe(120);
    expect(nestStudentSheet(flattenStudentSheet(doc).values)).toEqual(doc);
  });

  it('names each field that fails its rule by its path', () => {
    const { values } = flattenStudentSheet({
      studentInfo: { semester: 9, interviewDate: '2026-02-30', interviewStartTime: '25:00', guardianName: 'x'.repeat(201) },
      registrationInfo: { courseList: [{ startTime: 1500 }] },
      interestSchoolInfo: { schools: [{ deviationValue: 101 }] },
      lessonEnvironment: { equipment: [1, 99] },
      subjects: [{ textbooks: [{ status: 3, pageStart: 'ten' }] }],
    });
    expect(keysOf(validateStudentSheet(values).errors).sort()).toEqual(
      [
        'interestSchoolInfo.schools.0.deviationValue',
        'lessonEnvironment.equipment',
        'registrationInfo.courseList.0.startTime',
        'studentInfo.guardianName',
        'studentInfo.interviewDate',
        'studentInfo.interviewStartTime',
        'studentInfo.semester',
        'subjects.0.textbooks.0.pageStart',
        'subjects.0.textbooks.0.status',
      ].sort(),
    );
  });

  it('reports a section that is not an object, a list that is not a list, and too many subject entries', () => {
    expect(Object.keys(flattenStudentSheet({ background: 'text', experienceParticipants: {} }).shapeErrors).sort()).toEqual([
      'background',
      'experienceParticipants',
    ]);
    expect(Object.keys(flattenStudentSheet({ subjects: Array.from({ length: 11 }, () => ({})) }).shapeErrors)).toEqual([
      'subjects',
    ]);
  });

  it('refuses text where text is not, and numbers that are not numbers', () => {
    const { values } = flattenStudentSheet({ survey: { lesson1: 12 }, studentInfo: { guardianRelationship: 'father' } });
    expect(validateStudentSheet(values).errors['survey.lesson1'][0].key).toBe('masters.c20201.notText');
    expect(validateStudentSheet(values).errors['studentInfo.guardianRelationship'][0].key).toBe('masters.c20201.notNumber');
  });

  it('takes times in quarter hours, each range ending after it starts (SPEC §4, §9)', () => {
    const errorsOf = (studentInfo: Record<string, string | null>) =>
      validateStudentSheet(flattenStudentSheet({ studentInfo }).values).errors;
    const keys = (errors: Record<string, { key: string }[]>) =>
      Object.fromEntries(
        Object.entries(errors)
          .filter(([, l]) => l.length)
          .map(([k, l]) => [k, l.map((e) => e.key)]),
      );
    expect(keys(errorsOf({ interviewStartTime: '16:00', interviewEndTime: '17:15', procedureStartTime: '09:45' }))).toEqual({});
    expect(keys(errorsOf({ interviewStartTime: '16:10', procedureEndTime: '23:59' }))).toEqual({
      'studentInfo.interviewStartTime': ['masters.c20201.timeStep'],
      'studentInfo.procedureEndTime': ['masters.c20201.timeStep'],
    });
    expect(keys(errorsOf({ interviewStartTime: '17:00', interviewEndTime: '16:45' }))).toEqual({
      'studentInfo.interviewEndTime': ['masters.c20201.timeOrder'],
    });
    expect(keys(errorsOf({ procedureStartTime: '10:00', procedureEndTime: '10:00' }))).toEqual({
      'studentInfo.procedureEndTime': ['masters.c20201.timeOrder'],
    });
    // one end alone, or a start that is itself wrong, says nothing about the order
    expect(keys(errorsOf({ interviewEndTime: '08:00', procedureStartTime: '25:00', procedureEndTime: '08:00' }))).toEqual({
      'studentInfo.procedureStartTime': [expect.any(String)],
    });
  });

  it('checks the reference period of the row', () => {
    const ok = { student_no: 1, reference_start_date: '2026-04-01', reference_end_date: '2027-03-31' };
    expect(validateStudentSheetForm(ok).valid).toBe(true);
    const reversed = validateStudentSheetForm({ ...ok, reference_end_date: '2026-03-31' });
    expect(reversed.errors.reference_end_date[0].key).toBe('masters.c20201.periodOrder');
    expect(validateStudentSheetForm({ ...ok, reference_start_date: '2026-02-30' }).errors.reference_start_date[0].key).toBe(
      'masters.c20201.invalidDate',
    );
    expect(keysOf(validateStudentSheetForm({ ...ok, student_no: null }).errors)).toEqual(['student_no']);
  });
});

describe('upgradeStudentSheet', () => {
  const v1 = {
    studentInfo: { guardianName: '旧 保護者', address1: 27 },
    experienceParticipants: [{ participant: '父', personality: '穏やか' }],
    interestSchoolInfo: [{ order: 1, schoolName: '第一高校', desire: 1 }],
    understandingOfExamInfo: '説明済み',
    lessonEnvironment: { equipment: 1, remarks: 'Wi-Fi あり' },
  };

  it('opens a version 1 sheet as the current version without losing what it held', () => {
    const doc = upgradeStudentSheet(v1, 1);
    expect(doc.schema_version).toBe(2);
    expect((doc.studentInfo as Record<string, unknown>).guardianName).toBe('旧 保護者');
    expect(doc.experienceParticipants).toHaveLength(4);
    expect(doc.experienceParticipants).toEqual([
      { participant: '父', personality: '穏やか' },
      ...Array.from({ length: 3 }, () => ({ participant: null, personality: null })),
    ]);
    const interest = doc.interestSchoolInfo as { schools: Record<string, unknown>[]; understandingOfExamInfo: unknown };
    expect(interest.understandingOfExamInfo).toBe('説明済み');
    expect(interest.schools).toHaveLength(5);
    expect(interest.schools[0]).toMatchObject({ order: 1, schoolName: '第一高校', desire: 1 });
    expect(doc.lessonEnvironment).toEqual({ equipment: [1], remarks: 'Wi-Fi あり' });
    expect('understandingOfExamInfo' in doc).toBe(false);
    expect(validateStudentSheet(flattenStudentSheet(doc).values).valid).toBe(true);
  });

  it('keeps a current sheet as it is and refuses versions it does not know', () => {
    const current = blankStudentSheet();
    expect(upgradeStudentSheet(current, 2)).toEqual(current);
    expect(upgradeStudentSheet({ lessonEnvironment: { equipment: null } }, 1).lessonEnvironment).toEqual({
      equipment: [],
      remarks: null,
    });
    expect(() => upgradeStudentSheet(current, 3)).toThrow(/schema version: 3/);
    expect(() => upgradeStudentSheet(current, 0)).toThrow();
  });
});

describe('defaultReferencePeriod', () => {
  it('runs from today to the end of the fiscal year (April–March)', () => {
    expect(defaultReferencePeriod('2026-11-25')).toEqual({
      reference_start_date: '2026-11-25',
      reference_end_date: '2027-03-31',
    });
    expect(defaultReferencePeriod('2027-03-31')).toEqual({
      reference_start_date: '2027-03-31',
      reference_end_date: '2027-03-31',
    });
    expect(defaultReferencePeriod('2027-04-01')).toEqual({
      reference_start_date: '2027-04-01',
      reference_end_date: '2028-03-31',
    });
  });
});
