import { randomUUID } from 'node:crypto';
import { subjectsFor, type DomainEvent, type EventName, type EventPayload } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { connect, type NatsConnection } from 'nats';
import { LessonShifts, query, shiftsAllowLesson } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';
import { waitFor } from '@school/server-kit/testing';

type LessonPlace = {
  schedule_no: number;
  schedule_date: string;
  center_no: number;
  original_center_no: number;
  teacher_no: number;
};
const lessonsOf = (studentNo: number) =>
  query<LessonPlace>(
    `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "center_no", "original_center_no", "teacher_no"
       FROM "scheduling"."lesson" WHERE "student_no" = $1 ORDER BY "schedule_date", "time_limit_no", "schedule_no"`,
    [studentNo],
  );

// C20301 change of assigned center against the real stack: the student moves, their lessons from the
// date move with them in the scheduling service (on the event), the history is kept; bad input, a
// stale change, a center the caller may not use, and the roles without the screen are refused.
describe('C20301 change of assigned center', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const admin2 = new ApiSession(stack);
  const today = tokyoDate(Date.now());
  const from = addDays(today, 7);

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), admin2.login('admin')]);
  }, 120000);

  it('moves the student and their lessons from the date on, keeps earlier ones, and keeps the history', async () => {
    // an enrolled student with lessons before the date and at least two from it, none of them transferred
    // or held yet (the second describe covers those)
    const [pick] = await query<{ student_no: number; center_no: number }>(
      `SELECT s."student_no", s."center_no" FROM "masters"."student" s
        WHERE s."enrollment_status" = 1
          AND (SELECT count(*) FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" >= $1) >= 2
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" >= $1
                AND (l."original_center_no" > 0 OR l."attendance_distinction" <> 0))
          AND EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" < $1)
          AND NOT EXISTS (SELECT 1 FROM "masters"."student_center_change" h WHERE h."student_no" = s."student_no")
        ORDER BY s."student_no" DESC LIMIT 1`,
      [from],
    );
    const [target] = await query<{ center_no: number; center_short_name: string }>(
      `SELECT "center_no", "center_short_name" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" <> $1 ORDER BY "center_no" LIMIT 1`,
      [pick.center_no],
    );
    const before = await lessonsOf(pick.student_no);
    const student = await admin.call('C20301_getStudent', { student_no: pick.student_no });
    expect(student.output).toMatchObject({ student_no: pick.student_no, center_no: pick.center_no, history: [] });

    const found = await admin.call('C20301_searchStudents', { search: String(pick.student_no) });
    expect(found.output.map((o) => o.value)).toContain(pick.student_no);

    const moving = await admin.call('C20301_getMovingLessons', { student_no: pick.student_no, schedule_date: from });
    const fromOn = before.filter((l) => l.schedule_date >= from);
    expect(moving.output).toMatchObject({
      lessons: fromOn.length,
      assigned: fromOn.filter((l) => l.teacher_no > 0 && l.original_center_no === 0).length,
      first_date: fromOn[0].schedule_date,
    });

    const done = await admin.call('C20301_doAction', {
      student_no: pick.student_no,
      schedule_date: from,
      target_center_no: target.center_no,
      lock_version: student.output.lock_version,
    });
    expect(done.status).toBe(200);
    expect(done.output).toMatchObject({ center_no: target.center_no, lock_version: student.output.lock_version + 1 });
    expect(done.output.history).toEqual([
      expect.objectContaining({
        schedule_date: from,
        from_center_no: pick.center_no,
        to_center_no: target.center_no,
        to_center_name: target.center_short_name,
        changed_by_user_no: expect.any(Number),
      }),
    ]);

    await waitFor(
      async () =>
        (await lessonsOf(pick.student_no)).filter((l) => l.schedule_date >= from).every((l) => l.center_no === target.center_no),
      'the lessons from the date at the new center',
    );
    const after = await lessonsOf(pick.student_no);
    for (const [i, l] of after.entries()) {
      if (l.schedule_date < from) expect(l).toEqual(before[i]);
      // moved lessons lose the old center's teacher
      else expect(l).toMatchObject({ center_no: target.center_no, original_center_no: 0, teacher_no: 0 });
    }
    const [projected] = await query<{ center_no: number }>(
      `SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
      [pick.student_no],
    );
    expect(projected.center_no).toBe(target.center_no);

    // a second staff member still holding the old version: 409, nothing changed
    const stale = await admin2.call('C20301_doAction', {
      student_no: pick.student_no,
      schedule_date: from,
      target_center_no: pick.center_no,
      lock_version: student.output.lock_version,
    });
    expect(stale.status).toBe(409);
    expect((await admin.call('C20301_getStudent', { student_no: pick.student_no })).output).toMatchObject({
      center_no: target.center_no,
      history: [expect.objectContaining({ to_center_no: target.center_no })],
    });
  });

  it('refuses bad input with the field’s message in Japanese and writes nothing', async () => {
    const [s] = await query<{ student_no: number; center_no: number; lock_version: number }>(
      `SELECT "student_no", "center_no", "lock_version" FROM "masters"."student" ORDER BY "student_no" LIMIT 1`,
    );
    const changes = async () =>
      (await query(`SELECT 1 FROM "masters"."student_center_change" WHERE "student_no" = $1`, [s.student_no])).length;
    const before = await changes();
    const act = (input: Record<string, unknown>) =>
      admin.callRaw('C20301_doAction', {
        student_no: s.student_no,
        schedule_date: from,
        target_center_no: s.center_no === 1 ? 2 : 1,
        lock_version: s.lock_version,
        ...input,
      });
    const errors = async (input: Record<string, unknown>) => {
      const res = await act(input);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errors({ schedule_date: addDays(today, -1) })).toEqual({
      schedule_date: ['変更日は今日以降の日付を指定してください'],
    });
    expect(await errors({ schedule_date: '2027-02-30' })).toEqual({ schedule_date: ['存在しない日付です'] });
    expect(await errors({ target_center_no: s.center_no })).toEqual({
      target_center_no: ['現在の所属センターとは別のセンターを選択してください'],
    });
    expect(await errors({ target_center_no: 999999 })).toEqual({ target_center_no: ['センターを正しく選択してください'] });
    expect((await act({ student_no: 99999999 })).status).toBe(404);
    const [unchanged] = await query<{ center_no: number; lock_version: number }>(
      `SELECT "center_no", "lock_version" FROM "masters"."student" WHERE "student_no" = $1`,
      [s.student_no],
    );
    expect(unchanged).toEqual({ center_no: s.center_no, lock_version: s.lock_version });
    expect(await changes()).toBe(before);
  });

  it('refuses every C20301 API to the roles whose menus lack it (SPEC §6)', async () => {
    for (const userId of ['sales', 'classroom', 'classroom2', 'franchise', 'teacher1', 'student1']) {
      const session = new ApiSession(stack);
      await session.login(userId);
      expect((await session.call('C20301_init', {})).status).toBe(403);
      expect((await session.call('C20301_getMovingLessons', { student_no: 1, schedule_date: from })).status).toBe(403);
      expect(
        (await session.call('C20301_doAction', { student_no: 1, schedule_date: from, target_center_no: 2, lock_version: 0 }))
          .status,
      ).toBe(403);
    }
  });
});

// The scheduling service moves a student's lessons on StudentCenterChanged: events published out of
// order and twice give the same lessons as in order, once. A lesson belongs to the newest change
// dated on or before it.
describe('lessons moved on StudentCenterChanged', () => {
  const stack = sharedStack();
  const shifts = new LessonShifts();
  let nc: NatsConnection;
  const studentNo = 800_000 + Math.floor(Math.random() * 90_000);
  const day = (n: number) => addDays(tokyoDate(Date.now()), n);

  const event = <E extends EventName>(type: E, data: EventPayload<E>) =>
    ({ id: `c20301-test:${randomUUID()}`, type, service: 'masters', occurredAt: new Date().toISOString(), data }) as DomainEvent;
  const publish = async (e: DomainEvent) =>
    nc
      .jetstream()
      .publish(subjectsFor(stack.natsNamespace).event('masters', e.type), new TextEncoder().encode(JSON.stringify(e)), {
        msgID: `${e.id}:${randomUUID()}`,
      });
  const applied = async (ids: string[]) =>
    (await query(`SELECT 1 FROM "scheduling"."inbox" WHERE "event_id" = ANY($1)`, [ids])).length === ids.length;
  const lesson = async (date: string, center: number, teacher: number, original = 0) => {
    await shifts.add(teacher, center, date, 30);
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
          "teacher_no", "center_no", "original_center_no", "classroom_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, ($1::date + time '17:00') AT TIME ZONE 'Asia/Tokyo', 30, 0, $2, $3, $4, $5, NULL, 200, 3, 1)`,
      [date, studentNo, teacher, center, original],
    );
  };

  beforeAll(async () => {
    nc = await connect({ servers: process.env.NATS_URL });
  });

  afterAll(async () => {
    await nc.close();
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [studentNo]);
    await shifts.remove();
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [studentNo]);
    await query(`DELETE FROM "scheduling"."student_center_move" WHERE "student_no" = $1`, [studentNo]);
  });

  it('applies each change once, whatever the order; a lesson transferred elsewhere stays where it is held', async () => {
    const known = event('StudentChanged', {
      version: 1,
      student: {
        student_no: studentNo,
        student_name: '移動 試験',
        student_namej: 'イドウ シケン',
        sex: 3,
        school_year_code: 21,
        center_no: 1,
        enrollment_status: 1,
        teacher_request: 3,
        teacher_request_type: null,
        subject_nos: [3],
      },
    });
    await publish(known);
    await waitFor(() => applied([known.id]), 'the student in the projection');
    // teachers with no other lesson in that period those days: the database refuses a teacher's half over its seats
    // whose shifts there let them teach at the center
    const freeTeacher = async (days: string[], center: number) =>
      (
        await query<{ teacher_no: number }>(
          `SELECT "teacher_no" FROM "scheduling"."teacher_projection" t WHERE NOT EXISTS (
             SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = t."teacher_no" AND l."schedule_date" = ANY($1::date[])
                AND l."time_limit_no" BETWEEN 30 AND 32)
             AND ${shiftsAllowLesson('$2', '30', '$1')}
            ORDER BY "teacher_no" LIMIT 1`,
          [days, center],
        )
      )[0].teacher_no;
    const t7 = await freeTeacher([day(2), day(10), day(20), day(30)], 1);
    const t8 = await freeTeacher([day(21)], 9);
    await lesson(day(2), 1, t7);
    await lesson(day(10), 1, t7);
    await lesson(day(20), 1, t7);
    // held at center 9 for center 1 (a transfer)
    await lesson(day(21), 9, t8, 1);
    await lesson(day(30), 1, t7);
    // to center 2 from day 5, then (a later decision) to center 3 from day 15
    const toTwo = event('StudentCenterChanged', {
      version: 2,
      student_no: studentNo,
      center_no: 2,
      previous_center_no: 1,
      schedule_date: day(5),
    });
    const toThree = event('StudentCenterChanged', {
      version: 3,
      student_no: studentNo,
      center_no: 3,
      previous_center_no: 2,
      schedule_date: day(15),
    });
    for (const e of [toThree, toTwo, toThree]) await publish(e);
    await waitFor(() => applied([toTwo.id, toThree.id]), 'the center changes', 30000);
    expect((await lessonsOf(studentNo)).map(({ schedule_no: _, ...l }) => l)).toEqual([
      { schedule_date: day(2), center_no: 1, original_center_no: 0, teacher_no: t7 },
      { schedule_date: day(10), center_no: 2, original_center_no: 0, teacher_no: 0 },
      { schedule_date: day(20), center_no: 3, original_center_no: 0, teacher_no: 0 },
      { schedule_date: day(21), center_no: 9, original_center_no: 3, teacher_no: t8 },
      { schedule_date: day(30), center_no: 3, original_center_no: 0, teacher_no: 0 },
    ]);
    const [projected] = await query(
      `SELECT "center_no", "version" FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
      [studentNo],
    );
    expect(projected).toEqual({ center_no: 3, version: 3 });
  });
});
