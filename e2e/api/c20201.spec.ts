import type { StudentSheetFields } from '@school/contracts';
import { blankStudentSheet } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

type Doc = Record<string, unknown>;

// A blank sheet with some sections' fields set (a list or a value that is no section replaces it).
const sheetWith = (patch: Record<string, unknown>): StudentSheetFields['sheet'] => {
  const blank = blankStudentSheet() as StudentSheetFields['sheet'];
  const out: Doc = { ...blank };
  for (const [section, values] of Object.entries(patch))
    out[section] =
      typeof values === 'object' && values !== null && !Array.isArray(values)
        ? { ...(blank[section] as Doc), ...values }
        : values;
  return out as StudentSheetFields['sheet'];
};

const sheetRows = (studentNo: number) =>
  query<{ curriculum_id: number; lock_version: number; sheet: Doc }>(
    `SELECT "curriculum_id", "lock_version", "sheet" FROM "masters"."student_sheet" WHERE "student_no" = $1 ORDER BY 1`,
    [studentNo],
  );

// C20201 student sheet against the real stack: SPEC §6 (410, 420 and 430 refused; a teacher reads the
// sheets of their centers' students and never saves), 409 on a stale save with nothing lost, 422 for a
// section failing its schema with nothing written, and a sheet written at schema version 1 still opens.
describe('C20201 student sheet', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const office = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const refusedRoles = [
    ['classroom', new ApiSession(stack)],
    ['classroom2', new ApiSession(stack)],
    ['franchise', new ApiSession(stack)],
  ] as const;
  let studentNo: number;
  let otherStudentNo: number | undefined;
  let period: { reference_start_date: string; reference_end_date: string };

  beforeAll(async () => {
    await Promise.all([head.login('head'), office.login('office'), teacher.login('teacher1')]);
    for (const [user, session] of refusedRoles) await session.login(user);
    const [mine] = await query<{ student_no: number }>(
      `SELECT s."student_no" FROM "masters"."student" s
        WHERE s."center_no" IN (SELECT "center_no" FROM "masters"."teacher_center" WHERE "teacher_no" = 1) ORDER BY 1 DESC LIMIT 1`,
    );
    studentNo = mine.student_no;
    const [other] = await query<{ student_no: number }>(
      `SELECT s."student_no" FROM "masters"."student" s
        WHERE s."center_no" NOT IN (SELECT "center_no" FROM "masters"."teacher_center" WHERE "teacher_no" = 1) ORDER BY 1 DESC LIMIT 1`,
    );
    otherStudentNo = other?.student_no;
    period = (await head.call('T1130_getDefaultReferenceDate', {})).output;
  }, 120000);

  it('gives a new sheet the period from today to the end of the fiscal year', () => {
    expect(period.reference_end_date).toMatch(/^\d{4}-03-31$/);
    expect(period.reference_start_date <= period.reference_end_date).toBe(true);
  });

  it('refuses roles 410, 420 and 430 on every C20201 and T1130 API', async () => {
    const before = await sheetRows(studentNo);
    for (const [, session] of refusedRoles) {
      expect(
        (await session.call('C20201_doBrowse', { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 30 } }))
          .status,
      ).toBe(403);
      expect((await session.call('C20201_getEdit', { curriculum_id: 1 })).status).toBe(403);
      expect((await session.call('C20201_init', {})).status).toBe(403);
      expect((await session.call('T1130_getT1130Count', { student_no: studentNo })).status).toBe(403);
      const save = await session.call('C20201_doSave', {
        student_no: studentNo,
        ...period,
        sheet: blankStudentSheet() as StudentSheetFields['sheet'],
      });
      expect(save.status).toBe(403);
    }
    expect(await sheetRows(studentNo)).toEqual(before);
  });

  it('adds, edits, counts; a stale save is 409 and loses nothing; a teacher reads but cannot save', async () => {
    const sheet = sheetWith({
      studentInfo: { guardianName: '試験 保護者', guardianRelationship: 2, address1: 13, semester: 2 },
      lessonEnvironment: { equipment: [1, 4], remarks: '自宅' },
      subjects: [{ lesson1: '数学', textbooks: [{ name: '問題集', status: 2, pageStart: 1, pageEnd: 30 }] }],
    });
    const { count } = (await head.call('T1130_getT1130Count', { student_no: studentNo })).output;
    const added = await head.call('C20201_doSave', { student_no: studentNo, ...period, sheet });
    expect(added.status).toBe(200);
    const id = added.output.curriculum_id;
    expect(added.output).toMatchObject({ lock_version: 0, student_no: studentNo, stored_schema_version: 2, ...period });
    expect(added.output.sheet.studentInfo).toMatchObject({ guardianName: '試験 保護者', address1: 13 });
    // the subject entry comes back with its three textbooks, the missing ones blank
    const subjects = added.output.sheet.subjects as { textbooks: Doc[] }[];
    expect(subjects[0].textbooks).toHaveLength(3);
    expect(subjects[0].textbooks[0]).toEqual({ name: '問題集', adoption: null, status: 2, pageStart: 1, pageEnd: 30 });
    expect((await head.call('T1130_getT1130Count', { student_no: studentNo })).output).toEqual({ count: count + 1 });

    // Two staff opened the sheet; the center head saves first.
    const first = await head.call('C20201_doSave', {
      curriculum_id: id,
      lock_version: 0,
      student_no: studentNo,
      ...period,
      sheet: { ...added.output.sheet, requirement: { ...(added.output.sheet.requirement as Doc), mainTask1: '計算力' } },
    });
    expect(first.status).toBe(200);
    expect(first.output.lock_version).toBe(1);
    const stale = await office.call('C20201_doSave', {
      curriculum_id: id,
      lock_version: 0,
      student_no: studentNo,
      ...period,
      sheet,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'MSG_0001' });
    const kept = (await head.call('C20201_getEdit', { curriculum_id: id })).output;
    expect(kept.lock_version).toBe(1);
    expect(kept.sheet.requirement).toMatchObject({ mainTask1: '計算力' });

    // The teacher works at the student's center: reads the list and the sheet, never saves.
    const list = await teacher.call('C20201_doBrowse', {
      searchInfo: { search: String(id) },
      orderBy: [],
      pagination: { current_page: 1, per_page: 30 },
    });
    expect(list.status).toBe(200);
    expect(list.output.data.map((r) => r.curriculum_id)).toContain(id);
    expect((await teacher.call('C20201_getEdit', { curriculum_id: id })).output.sheet).toEqual(kept.sheet);
    const teacherSave = await teacher.call('C20201_doSave', {
      curriculum_id: id,
      lock_version: 1,
      student_no: studentNo,
      ...period,
      sheet,
    });
    expect(teacherSave.status).toBe(403);
    const teacherAdd = await teacher.call('C20201_doSave', { student_no: studentNo, ...period, sheet });
    expect(teacherAdd.status).toBe(403);
    expect((await sheetRows(studentNo)).find((r) => r.curriculum_id === id)).toMatchObject({
      lock_version: 1,
      sheet: kept.sheet,
    });
  });

  it('hides from a teacher the sheets of students at centers they do not work at', async () => {
    if (otherStudentNo === undefined) return expect(otherStudentNo).toBeUndefined();
    const other = await head.call('C20201_doSave', {
      student_no: otherStudentNo,
      ...period,
      sheet: blankStudentSheet() as StudentSheetFields['sheet'],
    });
    expect(other.status).toBe(200);
    expect((await teacher.call('C20201_getEdit', { curriculum_id: other.output.curriculum_id })).status).toBe(404);
    expect((await teacher.call('T1130_getT1130Count', { student_no: otherStudentNo })).status).toBe(404);
    const students = (await teacher.call('C20201_init', {})).output.students.map((s) => s.value);
    expect(students).toContain(studentNo);
    expect(students).not.toContain(otherStudentNo);
  });

  it('answers 422 with a message per field for a section failing its schema, and writes nothing', async () => {
    const before = await sheetRows(studentNo);
    const bad = await head.call('C20201_doSave', {
      student_no: studentNo,
      ...period,
      sheet: sheetWith({
        studentInfo: { semester: 9, interviewDate: '2026-02-30' },
        registrationInfo: { courseList: [{ startTime: 1500 }] },
        background: 'not a section',
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(bad.body.errors).toEqual({
      'studentInfo.semester': [expect.any(String)],
      'studentInfo.interviewDate': ['存在しない日付です'],
      'registrationInfo.courseList.0.startTime': [expect.any(String)],
      background: ['この項目の形式が正しくありません'],
    });
    // times: quarter hours (SPEC §9), each range ending after it starts (SPEC §4)
    const times = await head.call('C20201_doSave', {
      student_no: studentNo,
      ...period,
      sheet: sheetWith({
        studentInfo: {
          interviewStartTime: '17:00',
          interviewEndTime: '16:45',
          procedureStartTime: '10:10',
          procedureEndTime: '11:00',
        },
      }),
    });
    expect(times.status).toBe(422);
    expect(times.body.errors).toEqual({
      'studentInfo.interviewEndTime': ['終了時刻は開始時刻より後にしてください'],
      'studentInfo.procedureStartTime': ['15分単位で入力してください'],
    });
    const unknown = await head.call('C20201_doSave', {
      student_no: 99999999,
      ...period,
      sheet: blankStudentSheet() as StudentSheetFields['sheet'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ student_no: ['生徒を正しく選択してください'] });
    const reversed = await head.call('C20201_doSave', {
      student_no: studentNo,
      reference_start_date: period.reference_end_date,
      reference_end_date: period.reference_start_date === period.reference_end_date ? '2000-01-01' : period.reference_start_date,
      sheet: blankStudentSheet() as StudentSheetFields['sheet'],
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ reference_end_date: ['終了日は開始日以降にしてください'] });
    expect((await head.call('C20201_getEdit', { curriculum_id: 99999999 })).status).toBe(404);
    expect(await sheetRows(studentNo)).toEqual(before);
  });

  it('opens a sheet written at schema version 1 as the current version, and a save rewrites it', async () => {
    const [{ curriculum_id }] = await query<{ curriculum_id: number }>(
      `INSERT INTO "masters"."student_sheet" ("student_no", "reference_start_date", "reference_end_date", "schema_version", "sheet")
       VALUES ($1, '2025-04-01', '2026-03-31', 1, $2) RETURNING "curriculum_id"`,
      [
        studentNo,
        JSON.stringify({
          studentInfo: { guardianName: '旧版 保護者' },
          interestSchoolInfo: [{ order: 1, schoolName: '旧版高校', desire: 2 }],
          understandingOfExamInfo: '旧版の理解度',
          lessonEnvironment: { equipment: 2 },
        }),
      ],
    );
    const old = await teacher.call('C20201_getEdit', { curriculum_id });
    expect(old.status).toBe(200);
    expect(old.output.stored_schema_version).toBe(1);
    expect(old.output.sheet.schema_version).toBe(2);
    expect(old.output.sheet.studentInfo).toMatchObject({ guardianName: '旧版 保護者' });
    expect(old.output.sheet.interestSchoolInfo).toMatchObject({
      understandingOfExamInfo: '旧版の理解度',
      schools: [
        expect.objectContaining({ order: 1, schoolName: '旧版高校', desire: 2 }),
        ...Array.from({ length: 4 }, () => expect.any(Object)),
      ],
    });
    expect(old.output.sheet.lessonEnvironment).toEqual({ equipment: [2], remarks: null });
    const saved = await head.call('C20201_doSave', {
      curriculum_id,
      lock_version: old.output.lock_version,
      student_no: studentNo,
      reference_start_date: old.output.reference_start_date,
      reference_end_date: old.output.reference_end_date,
      sheet: old.output.sheet,
    });
    expect(saved.status).toBe(200);
    expect(saved.output.stored_schema_version).toBe(2);
    const [row] = await query<{ schema_version: number; sheet: Doc }>(
      `SELECT "schema_version", "sheet" FROM "masters"."student_sheet" WHERE "curriculum_id" = $1`,
      [curriculum_id],
    );
    expect(row.schema_version).toBe(2);
    expect(row.sheet).toEqual(old.output.sheet);
  });
});
