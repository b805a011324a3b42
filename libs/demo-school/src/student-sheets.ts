import { blankStudentSheet, STUDENT_SHEET_SCHEMA_VERSION } from '@school/domain';
import { addDays, type DateString } from './civil-date';
import type { StudentRow, StudentSheetRow } from './types';

type Doc = Record<string, unknown>;
const set = (doc: Doc, section: string, values: Doc) => ({ ...doc, [section]: { ...(doc[section] as Doc), ...values } });

// A few filled-in student sheets (C20201) for the first enrolled students: three at the current
// schema version and one as the old version 1 wrote it, which the screen opens upgraded.
export function buildStudentSheets(
  students: readonly StudentRow[],
  today: DateString,
  fiscalYearEnd: DateString,
): StudentSheetRow[] {
  const enrolled = students.filter((s) => s.enrollment_status === 1).slice(0, 4);
  return enrolled.map((s, i) => {
    const start = addDays(today, -30 * (i + 1));
    if (i === 3)
      return {
        curriculum_id: i + 1,
        student_no: s.student_no,
        reference_start_date: start,
        reference_end_date: fiscalYearEnd,
        schema_version: 1,
        sheet: JSON.stringify({
          studentInfo: { guardianName: s.guardian_name, guardianRelationship: 2, schoolName: s.school_name },
          interestSchoolInfo: [{ order: 1, schoolName: '県立第一高校', desire: 1, deviationValue: 62 }],
          understandingOfExamInfo: '入試制度は説明済み',
          lessonEnvironment: { equipment: 1, remarks: '自宅の Wi-Fi' },
        }),
      };
    let doc: Doc = blankStudentSheet();
    doc = set(doc, 'studentInfo', {
      guardianName: s.guardian_name,
      guardianRelationship: 1 + (i % 2),
      academicType: 3,
      academicYear: '2年',
      schoolName: s.school_name,
      schoolCategory: 5,
      semester: 2,
      address1: 13,
      email: s.email,
      interviewDate: start,
      interviewStartTime: '16:00',
      interviewEndTime: '17:00',
    });
    doc = set(doc, 'background', { inquiryMedia: 'ウェブ検索', inquiryReason: '定期テスト対策' });
    doc = set(doc, 'requirement', { mainTask1: '数学の計算ミスを減らす', expectationRemarks: '学習習慣をつけたい' });
    doc = set(doc, 'lessonEnvironment', { equipment: [1 + i], remarks: null });
    const registration = doc.registrationInfo as Doc & { courseList: Doc[] };
    doc = set(doc, 'registrationInfo', {
      courseInfo1: 3,
      courseInfo2: 1,
      courseInfo3: 1,
      courseInfo4: 1,
      courseList: registration.courseList.map((row, r) =>
        r === 0 ? { ...row, subject: '数学', dayOfWeek: 1 + i, startTime: 1810, firstScheduleDate: addDays(start, 7) } : row,
      ),
    });
    return {
      curriculum_id: i + 1,
      student_no: s.student_no,
      reference_start_date: start,
      reference_end_date: fiscalYearEnd,
      schema_version: STUDENT_SHEET_SCHEMA_VERSION,
      sheet: JSON.stringify(doc),
    };
  });
}
