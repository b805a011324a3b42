import { randomUUID } from 'node:crypto';
import { subjectsFor, type AlertRow, type DomainEvent } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { LessonShifts, query, shiftsAllowLesson } from '../support/db';
import { ApiSession } from '../support/session';
import { runCli, sharedStack } from '../support/stack';

const CENTER = 1;
const today = () => tokyoDate(Date.now());

const keyOf = (scheduleNo: number) => `lessonUnassigned:lesson:${scheduleNo}`;
const alertsOf = (scheduleNo: number) =>
  query<{ alert_no: number; center_no: number; audience_roles: number[] }>(
    `SELECT "alert_no", "center_no", "audience_roles" FROM "masters"."alert" WHERE "dedupe_key" = $1`,
    [keyOf(scheduleNo)],
  );
// The ids of the AlertRaised events scheduling wrote about a lesson, as masters' inbox names them.
const eventIdsOf = async (scheduleNo: number) =>
  (
    await query<{ id: string }>(
      `SELECT "id"::text FROM "scheduling"."outbox" WHERE "type" = 'AlertRaised' AND "payload"->>'dedupe_key' = $1`,
      [keyOf(scheduleNo)],
    )
  ).map((r) => `scheduling:${r.id}`);
const consumed = async (ids: string[]) =>
  (await query(`SELECT 1 FROM "masters"."inbox" WHERE "consumer" = 'masters-alerts' AND "event_id" = ANY($1)`, [ids])).length ===
  ids.length;

// C00102 alerts against the real stack: scheduling's check (cli alerts:check) raises one alert per
// unassigned lesson within two days through the outbox, masters stores it once however often it is
// raised or redelivered; the list follows the caller's role and centers; read state is per user.
describe('C00102 alerts', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const classroom2 = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const student = new ApiSession(stack);
  const lessons: Record<string, number> = {};
  const shifts = new LessonShifts();
  let nc: NatsConnection;

  const list = async (session: ApiSession, searchInfo: Record<string, unknown> = {}) => {
    const answer = await session.call('C00102_getAlert', {
      searchInfo,
      orderBy: [],
      pagination: { current_page: 1, per_page: 100 },
    });
    expect(answer.status).toBe(200);
    return answer.output.data;
  };
  const find = (rows: AlertRow[], alertNo: number) => rows.find((r) => r.alert_no === alertNo);

  const freeTeacher = async (date: string) =>
    (
      await query<{ teacher_no: number }>(
        `SELECT "teacher_no" FROM "scheduling"."teacher_projection" t WHERE NOT EXISTS (
           SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = t."teacher_no" AND l."schedule_date" = $1)
           AND ${shiftsAllowLesson('$2', '40', 'ARRAY[$1]')}
          ORDER BY "teacher_no" LIMIT 1`,
        [date, CENTER],
      )
    )[0].teacher_no;
  const insertLesson = async (name: string, date: string, teacherNo = 0) => {
    // a student (and teacher) with no other lesson that day: the database refuses double bookings
    const [s] = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "masters"."student" s WHERE "center_no" = $1 AND NOT EXISTS (
         SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" = $2)
        ORDER BY "student_no" LIMIT 1`,
      [CENTER, date],
    );
    if (teacherNo) await shifts.add(teacherNo, CENTER, date, 40);
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, ($1::date + time '19:50') AT TIME ZONE 'Asia/Tokyo', 40, 0, $2, $3, $4, 200, 1, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [date, s.student_no, teacherNo, CENTER],
    );
    lessons[name] = row.schedule_no;
  };
  const runCheck = () => runCli('scheduling', ['alerts:check'], { ...process.env, NATS_NAMESPACE: stack.natsNamespace });
  const alertNoOf = async (name: string) => {
    await waitFor(async () => (await alertsOf(lessons[name])).length > 0, `the alert of lesson ${name}`, 30000);
    return (await alertsOf(lessons[name]))[0].alert_no;
  };

  beforeAll(async () => {
    await Promise.all([
      admin.login('admin'),
      head.login('head'),
      classroom.login('classroom'),
      classroom2.login('classroom2'),
      teacher.login('teacher1'),
      student.login('student1'),
    ]);
    nc = await connect({ servers: process.env.NATS_URL });
    await insertLesson('tomorrow', addDays(today(), 1));
    await insertLesson('inTwoDays', addDays(today(), 2));
    await insertLesson('assigned', addDays(today(), 1), await freeTeacher(addDays(today(), 1)));
    await insertLesson('inThreeDays', addDays(today(), 3));
  }, 120000);

  afterAll(async () => {
    await nc.close();
    const nos = Object.values(lessons);
    await query(`DELETE FROM "masters"."alert" WHERE "dedupe_key" = ANY($1)`, [nos.map(keyOf)]);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [nos]);
    await shifts.remove();
  });

  it('raises one alert per unassigned lesson within two days, however often the check runs or the event comes', async () => {
    expect(await runCheck()).toMatch(/alert check: \d+ unassigned lessons raised/);
    await runCheck();
    const ids = [...(await eventIdsOf(lessons.tomorrow)), ...(await eventIdsOf(lessons.inTwoDays))];
    expect(ids).toHaveLength(4);
    await waitFor(() => consumed(ids), 'both runs’ events', 30000);
    expect(await alertsOf(lessons.tomorrow)).toEqual([
      { alert_no: expect.any(Number), center_no: CENTER, audience_roles: [560, 550, 540, 530, 520, 410, 420, 430] },
    ]);
    expect(await alertsOf(lessons.inTwoDays)).toHaveLength(1);
    // a lesson with a teacher, or further ahead, raises nothing
    expect(await eventIdsOf(lessons.assigned)).toEqual([]);
    expect(await eventIdsOf(lessons.inThreeDays)).toEqual([]);

    // JetStream redelivers an event (same id): the inbox drops it; the same alert raised anew
    // (another id): the dedupe key does
    const [{ id, payload }] = await query<{ id: string; payload: DomainEvent['data'] }>(
      `SELECT "id"::text, "payload" FROM "scheduling"."outbox" WHERE "type" = 'AlertRaised' AND "payload"->>'dedupe_key' = $1 LIMIT 1`,
      [keyOf(lessons.tomorrow)],
    );
    const again = {
      id: `scheduling:${id}`,
      type: 'AlertRaised',
      service: 'scheduling',
      occurredAt: new Date().toISOString(),
      data: payload,
    };
    const anew = { ...again, id: `c00102-test:${randomUUID()}` };
    const js = nc.jetstream();
    for (const e of [again, anew])
      await js.publish(
        subjectsFor(stack.natsNamespace).event('scheduling', 'AlertRaised'),
        new TextEncoder().encode(JSON.stringify(e)),
        {
          msgID: randomUUID(),
        },
      );
    await waitFor(() => consumed([anew.id]), 'the event raised anew', 30000);
    const times = await query(`SELECT 1 FROM "masters"."inbox" WHERE "event_id" = $1`, [again.id]);
    expect(times).toHaveLength(1);
    expect(await alertsOf(lessons.tomorrow)).toHaveLength(1);
  });

  it('shows the alert to staff of the lesson’s center only, with what it is about', async () => {
    const alertNo = await alertNoOf('tomorrow');
    const [names] = await query<{ center_short_name: string; student_name: string }>(
      `SELECT c."center_short_name", s."student_name" FROM "scheduling"."lesson" l
         JOIN "masters"."center" c ON c."center_no" = l."center_no" JOIN "masters"."student" s ON s."student_no" = l."student_no"
        WHERE l."schedule_no" = $1`,
      [lessons.tomorrow],
    );
    expect(find(await list(admin, { confirmed_flag: 0 }), alertNo)).toEqual({
      alert_no: alertNo,
      kind: 'lessonUnassigned',
      classification_name: '講師未割当の授業',
      subject: {
        type: 'lesson',
        schedule_no: lessons.tomorrow,
        schedule_date: addDays(today(), 1),
        time_limit_no: 40,
        time_label: expect.stringMatching(/^\d\d:\d\d–\d\d:\d\d$/),
        center_no: CENTER,
        student_no: expect.any(Number),
      },
      center_name: names.center_short_name,
      student_name: names.student_name,
      raised_at: expect.any(String),
      confirmed_flag: 0,
      read_at: null,
    });
    // the classroom of center 1 sees it, the one of center 9 does not and cannot mark it
    expect(find(await list(classroom2), alertNo)).toBeDefined();
    expect(find(await list(classroom), alertNo)).toBeUndefined();
    expect((await list(classroom)).every((r) => r.subject.center_no === 9)).toBe(true);
    const refused = await classroom.call('C00102_updateAlert', { alert_no: alertNo });
    expect(refused.status).toBe(404);
    // search by the student's name finds it
    expect(find(await list(admin, { search: names.student_name }), alertNo)).toBeDefined();
    expect(find(await list(admin, { search: '存在しない生徒' }), alertNo)).toBeUndefined();
  });

  it('keeps read state per user', async () => {
    const alertNo = await alertNoOf('tomorrow');
    const read = await admin.call('C00102_updateAlert', { alert_no: alertNo });
    expect(read.status).toBe(200);
    expect(read.output).toEqual({ alert_no: alertNo, confirmed_flag: 1, read_at: expect.any(String) });
    // marking it again changes nothing
    expect((await admin.call('C00102_updateAlert', { alert_no: alertNo })).output.read_at).toBe(read.output.read_at);
    expect(find(await list(admin, { confirmed_flag: 0 }), alertNo)).toBeUndefined();
    expect(find(await list(admin, { confirmed_flag: 1 }), alertNo)).toMatchObject({
      confirmed_flag: 1,
      read_at: read.output.read_at,
    });
    expect(find(await list(head, { confirmed_flag: 0 }), alertNo)).toMatchObject({ confirmed_flag: 0, read_at: null });

    const bad = await admin.callRaw('C00102_updateAlert', { alert_no: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ alert_no: ['整数で入力してください'] });
  });

  it('marks a batch read for the caller, all or nothing', async () => {
    const one = await alertNoOf('tomorrow');
    const two = await alertNoOf('inTwoDays');
    const unknown = await classroom2.call('C00102_updateBatchAlert', { alert_nos: [two, 999_999_999] });
    expect(unknown.status).toBe(404);
    expect(find(await list(classroom2, { confirmed_flag: 0 }), two)).toBeDefined();

    const batch = await classroom2.call('C00102_updateBatchAlert', { alert_nos: [two, one] });
    expect(batch.status).toBe(200);
    expect(batch.output).toEqual({ alert_nos: [one, two].sort((a, b) => a - b), read_at: expect.any(String) });
    const unread = await list(classroom2, { confirmed_flag: 0 });
    expect(find(unread, one) ?? find(unread, two)).toBeUndefined();
    expect(find(await list(head, { confirmed_flag: 0 }), two)).toBeDefined();

    for (const alert_nos of [[], ['x'], [0], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const refused = await head.callRaw('C00102_updateBatchAlert', { alert_nos });
      expect(refused.status).toBe(422);
    }
    expect(find(await list(head, { confirmed_flag: 0 }), two)).toBeDefined();
  });

  it('shows teacher1 their own alerts only (rejections, unwritten reports) and lets them mark no other (issue 22)', async () => {
    const stamp = randomUUID();
    // what reports raises: a rejection for one teacher; an unwritten report for the center's staff and the lesson's teacher
    const raise = async (name: string, kind: string, roles: number[], centerNo: number | null, teacherNo: number | null) => {
      const subject = {
        type: 'lesson',
        schedule_no: lessons.tomorrow,
        schedule_date: addDays(today(), 1),
        time_limit_no: 40,
        time_label: '40',
        center_no: CENTER,
        student_no: 1,
      };
      const [row] = await query<{ alert_no: number }>(
        `INSERT INTO "masters"."alert" ("kind", "dedupe_key", "subject", "audience_roles", "center_no", "student_no", "raised_at",
           "event_id", "audience_teacher_no")
         VALUES ($1, $2, $3, $4::int[], $5, 1, now(), $2, $6) RETURNING "alert_no"`,
        [kind, `${name}:${stamp}`, JSON.stringify(subject), roles, centerNo, teacherNo],
      );
      return row.alert_no;
    };
    const staff = [560, 550, 540, 530, 520, 410, 420, 430];
    const own = await raise('own', 'reportRejected', [300], null, 1);
    const others = await raise('others', 'reportRejected', [300], null, 2);
    const unwritten = await raise('unwritten', 'reportUnwritten', [...staff, 300], CENTER, 1);
    const othersUnwritten = await raise('othersUnwritten', 'reportUnwritten', [...staff, 300], CENTER, 2);
    const toEveryTeacher = await raise('everyTeacher', 'reportRejected', [300], null, null);
    try {
      const seen = (await list(teacher)).map((r) => r.alert_no);
      expect(seen).toEqual(expect.arrayContaining([own, unwritten]));
      expect(seen.filter((no) => [others, othersUnwritten, toEveryTeacher].includes(no))).toEqual([]);
      // the center's staff see the unwritten reports, not the teachers' rejections
      const staffSees = (await list(classroom2)).map((r) => r.alert_no);
      expect(staffSees).toEqual(expect.arrayContaining([unwritten, othersUnwritten]));
      expect(staffSees).not.toContain(own);

      expect((await teacher.call('C00102_updateAlert', { alert_no: others })).status).toBe(404);
      expect((await teacher.call('C00102_updateBatchAlert', { alert_nos: [own, othersUnwritten] })).status).toBe(404);
      expect(find(await list(teacher, { confirmed_flag: 0 }), own)).toBeDefined();
      expect((await teacher.call('C00102_updateBatchAlert', { alert_nos: [own, unwritten] })).status).toBe(200);
      expect(find(await list(teacher, { confirmed_flag: 1 }), unwritten)).toMatchObject({ confirmed_flag: 1 });
      expect(
        await query(`SELECT 1 FROM "masters"."alert_read" WHERE "alert_no" = ANY($1::int[])`, [[others, othersUnwritten]]),
      ).toEqual([]);
    } finally {
      await query(`DELETE FROM "masters"."alert" WHERE "dedupe_key" LIKE $1`, [`%:${stamp}`]);
    }
  });

  it('is not for students (SPEC §6: C00102 is not in their menus); a teacher sees only alerts addressed to them', async () => {
    const alertNo = await alertNoOf('tomorrow');
    const teachers = await teacher.call('C00102_getAlert', {
      searchInfo: {},
      orderBy: [],
      pagination: { current_page: 1, per_page: 100 },
    });
    expect(teachers.status).toBe(200);
    expect(teachers.output.data.filter((a) => a.kind === 'lessonUnassigned')).toEqual([]);
    expect((await teacher.call('C00102_updateAlert', { alert_no: alertNo })).status).toBe(404);
    for (const session of [student]) {
      const browse = await session.call('C00102_getAlert', {
        searchInfo: {},
        orderBy: [],
        pagination: { current_page: 1, per_page: 10 },
      });
      expect(browse.status).toBe(403);
      expect((await session.call('C00102_updateAlert', { alert_no: alertNo })).status).toBe(403);
      expect((await session.call('C00102_updateBatchAlert', { alert_nos: [alertNo] })).status).toBe(403);
    }
  });
});
