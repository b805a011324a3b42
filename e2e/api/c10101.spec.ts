import { randomUUID } from 'node:crypto';
import { subjectsFor, type DomainEvent, type EventName, type EventPayload, type TeacherFields } from '@school/contracts';
import { connect, type NatsConnection } from 'nats';
import { query } from '../support/db';
import { waitFor } from '@school/server-kit/testing';
import { ApiSession } from '../support/session';
import { runCli, sharedStack } from '../support/stack';

const RUN = Date.now().toString(36);
const fields: TeacherFields = {
  teacher_name: `試験 講師${RUN}`,
  teacher_namej: 'シケン コウシ',
  sex: 2,
  teacher_type: 3,
  center_no: 1,
  center_nos: [1, 2],
  subject_nos: [3, 4],
  status: 1,
  birth_date: '1990-04-01',
  hire_date: null,
  background: null,
  remarks: null,
  email: `c10101-${RUN}@example.jp`,
  tel: '03-1234-5678',
  postal_code: '150-0001',
  prefecture: '東京都',
  address: '渋谷区神宮前1-1-1',
};

const projectedTeacher = async (teacherNo: number) =>
  (
    await query<{ teacher_name: string; center_nos: number[]; subject_nos: number[]; status: number; version: number }>(
      `SELECT "teacher_name", "center_nos", "subject_nos", "status", "version" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
      [teacherNo],
    )
  )[0];

// C10101 teachers against the real stack: list, search and filters, add and edit with the events the
// scheduling projection follows, 409 on a stale save, bad input, and a teacher who may change only
// their own contact data (SPEC §6).
describe('C10101 teachers', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  let ownBefore: Record<string, unknown>;

  const browse = (session: ApiSession, searchInfo: Record<string, unknown>, per_page = 30) =>
    session.call('C10101_doBrowse', { searchInfo, orderBy: [], pagination: { current_page: 1, per_page } });

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin'), classroom.login('classroom'), teacher.login('teacher1')]);
    ownBefore = (await teacher.call('C10101_getEdit', { teacher_no: 1 })).output as unknown as Record<string, unknown>;
  }, 120000);

  afterAll(async () => {
    await query(
      `UPDATE "masters"."teacher" SET "email" = $2, "tel" = $3, "postal_code" = $4, "prefecture" = $5, "address" = $6 WHERE "teacher_no" = $1`,
      [1, ownBefore.email, ownBefore.tel, ownBefore.postal_code, ownBefore.prefecture, ownBefore.address],
    );
  });

  it('lists, searches and filters by center, subject, type, sex and status', async () => {
    const all = await browse(head, {});
    expect(all.status).toBe(200);
    expect(all.output.pagination.total).toBeGreaterThanOrEqual(12);
    expect(all.output.data[0]).toEqual(
      expect.objectContaining({ teacher_no: 1, teacher_name: expect.any(String), center_names: expect.any(String) }),
    );

    // teachers at two centers are listed under both
    const atTwo = await query<{ teacher_no: number; center_no: number }>(
      `SELECT "teacher_no", max("center_no") AS "center_no" FROM "masters"."teacher_center" GROUP BY "teacher_no" HAVING count(*) = 2 LIMIT 1`,
    );
    const other = await browse(head, { center_no: atTwo[0].center_no }, 100);
    expect(other.output.data.map((r) => r.teacher_no)).toContain(atTwo[0].teacher_no);

    const name = all.output.data[1].teacher_name;
    expect((await browse(head, { search: name })).output.data.map((r) => r.teacher_name)).toContain(name);
    const women = await browse(head, { sex: 2, teacher_type: 1, status: 1 }, 100);
    expect(women.output.data.every((r) => r.sex === 2 && r.teacher_type === 1 && r.status === 1)).toBe(true);
    const maths = await browse(head, { subject_no: 3 }, 100);
    expect(maths.output.data.length).toBeGreaterThan(0);
    expect(maths.output.data.every((r) => r.subject_names.includes('数'))).toBe(true);

    // a classroom account (center 9 only) sees only the teachers working there
    const mine = await browse(classroom, {}, 100);
    const atNine = await query<{ teacher_no: number }>(
      `SELECT DISTINCT "teacher_no" FROM "masters"."teacher_center" WHERE "center_no" = 9 ORDER BY 1`,
    );
    expect(mine.output.data.map((r) => r.teacher_no).sort((a, b) => a - b)).toEqual(atNine.map((r) => r.teacher_no));

    const none = await browse(head, { search: '存在しない講師' }, 10);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('adds and edits a teacher; every write reaches the scheduling projection; a stale save is 409 and loses nothing', async () => {
    const added = await head.call('C10101_doAdd', fields);
    expect(added.status).toBe(200);
    const no = added.output.teacher_no;
    expect(added.output).toMatchObject({ ...fields, lock_version: 0 });
    await waitFor(async () => (await projectedTeacher(no))?.version === 0, 'the added teacher in the projection');
    expect(await projectedTeacher(no)).toMatchObject({ center_nos: [1, 2], subject_nos: [3, 4], status: 1 });

    // Two staff opened the teacher; the center head saves first (on leave, one center fewer).
    const first = await head.call('C10101_doEdit', { ...fields, teacher_no: no, lock_version: 0, status: 2, center_nos: [1] });
    expect(first.status).toBe(200);
    expect(first.output).toMatchObject({ status: 2, center_nos: [1], lock_version: 1 });
    const stale = await admin.call('C10101_doEdit', { ...fields, teacher_no: no, lock_version: 0, teacher_name: '上書き' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'MSG_0001',
      message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
    });
    expect((await admin.call('C10101_getEdit', { teacher_no: no })).output).toMatchObject({
      teacher_name: fields.teacher_name,
      status: 2,
      center_nos: [1],
    });
    await waitFor(async () => (await projectedTeacher(no))?.version === 1, 'the edit in the projection');
    expect(await projectedTeacher(no)).toMatchObject({ center_nos: [1], status: 2, teacher_name: fields.teacher_name });
    const events = await query<{ version: number }>(
      `SELECT ("payload"->>'version')::int AS "version" FROM "masters"."outbox" WHERE "type" = 'TeacherChanged'
        AND ("payload"->'teacher'->>'teacher_no')::int = $1 ORDER BY "id"`,
      [no],
    );
    expect(events.map((e) => e.version)).toEqual([0, 1]);
  });

  it('refuses bad input with the field’s message in Japanese and writes nothing', async () => {
    const name = `不正 講師${RUN}`;
    const refused = async (session: ApiSession, patch: Partial<TeacherFields>) => {
      const res = await session.call('C10101_doAdd', { ...fields, teacher_name: name, ...patch });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused(head, { teacher_namej: 'やまだ', sex: 3 as 1 })).toMatchObject({
      teacher_namej: [expect.any(String)],
      sex: [expect.any(String)],
    });
    expect(await refused(head, { center_nos: [1, 99999] })).toEqual({ center_nos: ['センターを正しく選択してください'] });
    expect(await refused(head, { center_nos: [1, 100] })).toEqual({ center_nos: ['センターを正しく選択してください'] });
    expect(await refused(head, { subject_nos: [99999] })).toEqual({ subject_nos: ['存在しない科目が含まれています'] });
    expect(await refused(head, { center_nos: [2] })).toEqual({ center_nos: ['勤務センターに所属センターを含めてください'] });
    // the classroom account works at center 9 only
    expect(await refused(classroom, { center_no: 1, center_nos: [1] })).toEqual({
      center_nos: ['権限のないセンターは指定・変更できません'],
      center_no: ['権限のないセンターは指定・変更できません'],
    });
    expect(await query(`SELECT 1 FROM "masters"."teacher" WHERE "teacher_name" = $1`, [name])).toEqual([]);

    const unknown = await head.call('C10101_getEdit', { teacher_no: 999999 });
    expect(unknown.status).toBe(404);
    const outOfReach = await classroom.call('C10101_getEdit', { teacher_no: 2 });
    expect(outOfReach.status).toBe(404);
  });

  it('lets a teacher read and change only their own contact data', async () => {
    const own = await teacher.call('C10101_getEdit', { teacher_no: 1 });
    expect(own.status).toBe(200);
    const version = own.output.lock_version;

    const saved = await teacher.call('C10101_doEdit', {
      teacher_no: 1,
      lock_version: version,
      email: `teacher1-${RUN}@example.jp`,
      tel: '090-9999-0001',
      postal_code: '100-0001',
      prefecture: '東京都',
      address: '千代田区千代田1-1',
    });
    expect(saved.status).toBe(200);
    expect(saved.output).toMatchObject({ email: `teacher1-${RUN}@example.jp`, teacher_name: own.output.teacher_name });

    // anything but contact data is refused whole
    const renamed = await teacher.callRaw('C10101_doEdit', {
      teacher_no: 1,
      lock_version: version + 1,
      email: 'x@example.jp',
      teacher_name: '勝手 変更',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('講師は連絡先のみ変更できます。');
    const others = await teacher.call('C10101_getEdit', { teacher_no: 2 });
    expect(others.status).toBe(400);
    expect(others.body.message).toBe('ご自身の講師情報のみ表示・変更できます。');
    const otherSave = await teacher.call('C10101_doEdit', { ...fields, teacher_no: 2, lock_version: 0 });
    expect(otherSave.status).toBe(400);
    expect(
      (await teacher.call('C10101_doBrowse', { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 10 } }))
        .status,
    ).toBe(403);
    expect((await teacher.call('C10101_doAdd', fields)).status).toBe(403);
    const after = (await head.call('C10101_getEdit', { teacher_no: 1 })).output;
    expect(after).toMatchObject({
      teacher_name: own.output.teacher_name,
      email: `teacher1-${RUN}@example.jp`,
      lock_version: version + 1,
    });
  });

  it('answers a center’s teachers with a week of shifts, 10 a page, only for a center of the caller', async () => {
    const [{ day }] = await query<{ day: string }>(
      `SELECT to_char(min("schedule_date"), 'YYYY-MM-DD') AS "day" FROM "scheduling"."teacher_schedule" WHERE "center_no" = 1`,
    );
    const input = { searchInfo: { center_no: 1, start_date: day }, orderBy: [], pagination: { current_page: 1, per_page: 10 } };
    const week = await head.call('C10101_doBrowseAllByCalendar', input);
    expect(week.status).toBe(200);
    expect(week.output.pagination.per_page).toBe(10);
    expect(week.output.data.length).toBeGreaterThan(0);
    const cells = week.output.data.flatMap((r) => r.shifts);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c.schedule_date >= day && [0, 1].includes(c.work_flag))).toBe(true);
    const refused = await classroom.call('C10101_doBrowseAllByCalendar', input);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ center_no: ['権限のないセンターは指定・変更できません'] });
  });
});

// The scheduling projections follow masters' events by version: events published out of order and
// twice leave the newest state, applied once; a rebuild from masters' snapshot puts drifted rows right.
describe('scheduling projections of teachers and students', () => {
  const stack = sharedStack();
  let nc: NatsConnection;
  const teacherNo = 900_000 + Math.floor(Math.random() * 90_000);
  const studentNo = teacherNo;

  const event = <E extends EventName>(type: E, data: EventPayload<E>, id = `c10101-test:${randomUUID()}`) =>
    ({ id, type, service: 'masters', occurredAt: new Date().toISOString(), data }) as DomainEvent;
  const publish = async (e: DomainEvent) => {
    const js = nc.jetstream();
    await js.publish(subjectsFor(stack.natsNamespace).event('masters', e.type), new TextEncoder().encode(JSON.stringify(e)), {
      msgID: `${e.id}:${randomUUID()}`,
    });
  };
  const applied = async (ids: string[]) =>
    (await query(`SELECT 1 FROM "scheduling"."inbox" WHERE "event_id" = ANY($1)`, [ids])).length === ids.length;
  const teacherAt = (version: number, name: string) =>
    event('TeacherChanged', {
      version,
      teacher: {
        teacher_no: teacherNo,
        teacher_name: name,
        teacher_namej: 'テスト',
        sex: 1,
        teacher_type: 2,
        center_no: 1,
        center_nos: [1, 9],
        subject_nos: [3],
        status: 1,
      },
    });

  beforeAll(async () => {
    nc = await connect({ servers: process.env.NATS_URL });
  });

  afterAll(async () => {
    await nc.close();
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [teacherNo]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [studentNo]);
    await query(`DELETE FROM "scheduling"."student_center_move" WHERE "student_no" = $1`, [studentNo]);
  });

  it('keeps the newest teacher whatever the order, and applies a redelivered event once', async () => {
    const v3 = teacherAt(3, 'v3');
    const v1 = teacherAt(1, 'v1');
    const v2 = teacherAt(2, 'v2');
    // JetStream keeps both copies of v3 (different message ids): the consumer's inbox drops the second
    for (const e of [v3, v1, v3, v2]) await publish(e);
    await waitFor(() => applied([v3.id, v1.id, v2.id]), 'the teacher events');
    expect(await projectedTeacher(teacherNo)).toMatchObject({ teacher_name: 'v3', version: 3, center_nos: [1, 9] });
    const times = await query(`SELECT 1 FROM "scheduling"."inbox" WHERE "event_id" = $1`, [v3.id]);
    expect(times).toHaveLength(1);
  });

  it('holds a student’s NG teachers back until the student is known, and never goes back a version', async () => {
    const student = (version: number, center_no: number) =>
      event('StudentChanged', {
        version,
        student: {
          student_no: studentNo,
          student_name: `生徒 v${version}`,
          student_namej: 'セイト',
          sex: 3,
          school_year_code: 21,
          center_no,
          enrollment_status: 1,
          teacher_request: 2,
          teacher_request_type: 3,
          subject_nos: [3, 4],
        },
      });
    const ng = event('StudentNgTeachersChanged', {
      version: 2,
      student_no: studentNo,
      ng_teachers: [{ teacher_no: teacherNo, set_by_user_no: 1, set_at: '2026-01-05T01:00:00Z' }],
    });
    const moved = event('StudentCenterChanged', {
      version: 3,
      student_no: studentNo,
      center_no: 9,
      previous_center_no: 1,
      schedule_date: '2026-04-01',
    });
    const s1 = student(1, 1);
    const s2 = student(2, 1);
    for (const e of [ng, moved, s2, s1, ng]) await publish(e);
    await waitFor(() => applied([ng.id, moved.id, s2.id, s1.id]), 'the student events', 30000);
    const [row] = await query(
      `SELECT "student_name", "center_no", "teacher_request", "teacher_request_type", "subject_nos", "ng_teacher_nos", "version", "ng_version"
         FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
      [studentNo],
    );
    expect(row).toEqual({
      student_name: '生徒 v2',
      center_no: 9,
      teacher_request: 2,
      teacher_request_type: 3,
      subject_nos: [3, 4],
      ng_teacher_nos: [teacherNo],
      version: 3,
      ng_version: 2,
    });
  });

  it('rebuilds the projections from masters’ snapshot (scheduling:projection:rebuild)', async () => {
    await query(`UPDATE "scheduling"."teacher_projection" SET "teacher_name" = 'drifted' WHERE "teacher_no" = 1`);
    const out = await runCli('scheduling', ['projection:rebuild'], { ...process.env, NATS_NAMESPACE: stack.natsNamespace });
    expect(out).toMatch(/projections rebuilt from masters' snapshot \(\d+ teachers, \d+ students\)/);
    const [master] = await query<{ teacher_name: string }>(
      `SELECT "teacher_name" FROM "masters"."teacher" WHERE "teacher_no" = 1`,
    );
    expect((await projectedTeacher(1)).teacher_name).toBe(master.teacher_name);
    // rows masters does not have (this file's test events) are gone
    expect(await projectedTeacher(teacherNo)).toBeUndefined();
    const ngs = await query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "scheduling"."student_projection" WHERE "ng_teacher_nos" <> '{}'`,
    );
    const masterNgs = await query<{ n: number }>(
      `SELECT count(DISTINCT "student_no")::int AS "n" FROM "masters"."student_ng_teacher"`,
    );
    expect(ngs[0].n).toBe(masterNgs[0].n);
  });
});
