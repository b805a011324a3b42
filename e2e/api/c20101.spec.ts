import type { StudentFields } from '@school/contracts';
import { query } from '../support/db';
import { waitFor } from '@school/server-kit/testing';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const RUN = Date.now().toString(36);
const fields: StudentFields = {
  student_name: `試験 生徒${RUN}`,
  student_namej: 'シケン セイト',
  sex: 3,
  birth_date: '2012-05-01',
  school_year_code: 21,
  school_name: '試験中学校',
  center_no: 1,
  enrollment_status: 1,
  enrollment_date: '2026-04-01',
  teacher_request: 2,
  teacher_request_type: 3,
  subject_nos: [3, 4],
  ng_teacher_nos: [1],
  guardian_name: '試験 保護者',
  guardian_namej: 'シケン ホゴシャ',
  guardian_relationship: 2,
  email: `c20101-${RUN}@example.jp`,
  tel: '03-1234-5678',
};

const projectedStudent = async (studentNo: number) =>
  (
    await query<{
      student_name: string;
      teacher_request: number;
      subject_nos: number[];
      ng_teacher_nos: number[];
      version: number;
      ng_version: number;
    }>(
      `SELECT "student_name", "teacher_request", "subject_nos", "ng_teacher_nos", "version", "ng_version"
         FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
      [studentNo],
    )
  )[0];

// C20101 students against the real stack: list, search and filters, add and edit with NG teachers and
// the events the scheduling projection follows, 409 on a stale save, bad input, and roles 420 and 430,
// which cannot use the screen (SPEC §6).
describe('C20101 students', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);
  const classroom = new ApiSession(stack);

  const browse = (session: ApiSession, searchInfo: Record<string, unknown>, per_page = 30) =>
    session.call('C20101_doBrowse', { searchInfo, orderBy: [], pagination: { current_page: 1, per_page } });

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin'), classroom.login('classroom')]);
  }, 120000);

  it('lists, searches and filters by center, enrollment status, school year, sex and subject', async () => {
    const all = await browse(head, {});
    expect(all.status).toBe(200);
    expect(all.output.pagination.total).toBeGreaterThan(10);
    expect(all.output.data[0]).toEqual(
      expect.objectContaining({
        student_no: expect.any(Number),
        student_name: expect.any(String),
        center_name: expect.any(String),
      }),
    );

    const name = all.output.data[1].student_name;
    expect((await browse(head, { search: name })).output.data.map((r) => r.student_name)).toContain(name);
    const some = await browse(head, { center_no: 1, enrollment_status: 1, sex: 2 }, 100);
    expect(some.output.data.length).toBeGreaterThan(0);
    expect(some.output.data.every((r) => r.center_no === 1 && r.enrollment_status === 1 && r.sex === 2)).toBe(true);
    const year = await browse(head, { school_year_code: 21 }, 100);
    expect(year.output.data.every((r) => r.school_year_code === 21)).toBe(true);
    const [{ subject_no }] = await query<{ subject_no: number }>(
      `SELECT "subject_no" FROM "masters"."student_subject" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const [{ n }] = await query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "masters"."student_subject" WHERE "subject_no" = $1`,
      [subject_no],
    );
    expect((await browse(head, { subject_no }, 10)).output.pagination.total).toBe(n);

    // a classroom account (center 9 only) sees only that center's students, and only it to choose
    const mine = await browse(classroom, {}, 100);
    const atNine = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "masters"."student" WHERE "center_no" = 9 ORDER BY 1`,
    );
    expect(mine.output.data.map((r) => r.student_no)).toEqual(atNine.map((r) => r.student_no).slice(0, 100));
    const init = await classroom.call('C20101_doBrowse_init', {});
    expect(init.status).toBe(200);
    expect(init.output.centers.map((c) => c.value)).toEqual([9]);
    expect(init.output.subjects.length).toBeGreaterThan(0);
    expect(init.output.teachers.length).toBeGreaterThan(0);
    expect((await head.call('C20101_doBrowse_init', {})).output.centers.length).toBeGreaterThan(1);

    const none = await browse(head, { search: '存在しない生徒' }, 10);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('adds and edits a student with NG teachers; the projection follows; a stale save is 409 and loses nothing', async () => {
    const added = await head.call('C20101_doAdd', fields);
    expect(added.status).toBe(200);
    const no = added.output.student_no;
    expect(added.output).toMatchObject({ ...fields, lock_version: 0 });
    const [{ user_no }] = await query<{ user_no: number }>(
      `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'head'`,
    );
    expect(added.output.ng_teachers).toEqual([
      { teacher_no: 1, teacher_name: expect.any(String), set_by_user_no: user_no, set_at: expect.stringMatching(/Z$/) },
    ]);
    await waitFor(async () => (await projectedStudent(no))?.ng_version === 0, 'the added student and NG teachers');
    expect(await projectedStudent(no)).toMatchObject({
      version: 0,
      subject_nos: [3, 4],
      ng_teacher_nos: [1],
      teacher_request: 2,
    });

    // Two staff opened the student; the center head saves first (one more NG teacher, no request).
    const first = await head.call('C20101_doEdit', {
      ...fields,
      student_no: no,
      lock_version: 0,
      teacher_request: 3,
      ng_teacher_nos: [1, 2],
    });
    expect(first.status).toBe(200);
    expect(first.output).toMatchObject({ teacher_request: 3, ng_teacher_nos: [1, 2], lock_version: 1 });
    // the teacher kept keeps who set them and when
    expect(first.output.ng_teachers[0]).toEqual(added.output.ng_teachers[0]);
    const stale = await admin.call('C20101_doEdit', {
      ...fields,
      student_no: no,
      lock_version: 0,
      student_name: '上書き',
      ng_teacher_nos: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'MSG_0001',
      message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
    });
    expect((await admin.call('C20101_getEdit', { student_no: no })).output).toMatchObject({
      student_name: fields.student_name,
      teacher_request: 3,
      ng_teacher_nos: [1, 2],
    });
    await waitFor(async () => (await projectedStudent(no))?.ng_version === 1, 'the edit in the projection');
    expect(await projectedStudent(no)).toMatchObject({ version: 1, teacher_request: 3, ng_teacher_nos: [1, 2] });

    // an edit that leaves the NG teachers as they are publishes StudentChanged only
    const second = await admin.call('C20101_doEdit', { ...fields, student_no: no, lock_version: 1, ng_teacher_nos: [2, 1] });
    expect(second.output).toMatchObject({ lock_version: 2, teacher_request: 2 });
    const events = await query<{ type: string; version: number }>(
      `SELECT "type", ("payload"->>'version')::int AS "version" FROM "masters"."outbox"
        WHERE "type" IN ('StudentChanged', 'StudentNgTeachersChanged')
          AND COALESCE("payload"->'student'->>'student_no', "payload"->>'student_no')::int = $1 ORDER BY "id"`,
      [no],
    );
    expect(events).toEqual([
      { type: 'StudentChanged', version: 0 },
      { type: 'StudentNgTeachersChanged', version: 0 },
      { type: 'StudentChanged', version: 1 },
      { type: 'StudentNgTeachersChanged', version: 1 },
      { type: 'StudentChanged', version: 2 },
    ]);
    await waitFor(async () => (await projectedStudent(no))?.version === 2, 'the second edit in the projection');
    expect(await projectedStudent(no)).toMatchObject({ teacher_request: 2, ng_teacher_nos: [1, 2], ng_version: 1 });
  });

  it('refuses bad input with the field’s message in Japanese and writes nothing', async () => {
    const name = `不正 生徒${RUN}`;
    const refused = async (session: ApiSession, patch: Partial<StudentFields>) => {
      const res = await session.call('C20101_doAdd', { ...fields, student_name: name, ...patch });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused(head, { student_namej: 'さとう', enrollment_status: 4 as 1, teacher_request: 0 as 1 })).toMatchObject({
      student_namej: [expect.any(String)],
      enrollment_status: [expect.any(String)],
      teacher_request: [expect.any(String)],
    });
    expect(await refused(head, { center_no: 99999 })).toEqual({ center_no: ['センターを正しく選択してください'] });
    // SPEC §9's list, no free text
    for (const guardian_relationship of ['父', 7] as unknown as 1[])
      expect(await refused(head, { guardian_relationship })).toEqual({ guardian_relationship: [expect.any(String)] });
    expect(await refused(head, { ng_teacher_nos: [1, 999999] })).toEqual({ ng_teacher_nos: ['存在しない講師が含まれています'] });
    expect(await refused(head, { subject_nos: [99999] })).toEqual({ subject_nos: ['存在しない科目が含まれています'] });
    // the classroom account works at center 9 only
    expect(await refused(classroom, { center_no: 1 })).toEqual({ center_no: ['権限のないセンターは指定・変更できません'] });
    expect(await query(`SELECT 1 FROM "masters"."student" WHERE "student_name" = $1`, [name])).toEqual([]);

    // the center moves by C20301 only; nothing of the refused edit is written
    const [own] = await query<{ student_no: number; lock_version: number }>(
      `SELECT "student_no", "lock_version" FROM "masters"."student" WHERE "student_name" = $1`,
      [fields.student_name],
    );
    const moved = await head.call('C20101_doEdit', { ...fields, ...own, center_no: 2, student_name: name });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ center_no: ['所属センターは所属変更の画面で変更してください'] });
    expect(await query(`SELECT 1 FROM "masters"."student" WHERE "student_name" = $1`, [name])).toEqual([]);

    expect((await head.call('C20101_getEdit', { student_no: 999999 })).status).toBe(404);
    const [outside] = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "masters"."student" WHERE "center_no" <> 9 LIMIT 1`,
    );
    expect((await classroom.call('C20101_getEdit', outside)).status).toBe(404);
  });

  it('refuses every C20101 API to roles 420 and 430, whose menus lack it (SPEC §6)', async () => {
    const [student] = await query<{ student_no: number }>(`SELECT min("student_no") AS "student_no" FROM "masters"."student"`);
    for (const userId of ['classroom2', 'franchise']) {
      const session = new ApiSession(stack);
      const user = (await session.login(userId)).output as { allowed_function_ids: string[] };
      expect(user.allowed_function_ids.filter((id) => id.startsWith('C20101'))).toEqual([]);
      const answers = [
        await session.call('C20101_doBrowse_init', {}),
        await browse(session, {}),
        await session.call('C20101_getEdit', student),
        await session.call('C20101_doAdd', { ...fields, student_name: `拒否 ${userId}${RUN}` }),
        await session.call('C20101_doEdit', { ...fields, ...student, lock_version: 0 }),
      ];
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await query(`SELECT 1 FROM "masters"."student" WHERE "student_name" LIKE '拒否 %'`)).toEqual([]);
  });
});
