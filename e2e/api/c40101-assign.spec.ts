import { boardLessonsOf, type LessonChangeResult } from '@school/contracts';
import { addDays, boardEditablePeriod, checkAssignment, tokyoDate } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { Client } from 'pg';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Board writes change only lessons of the editable period (today to the end of next month), where
// the seed has lessons: this spec writes at centers no one else uses (numbers masters does not know;
// a write checks only that the caller may work there, and admin works everywhere), with its own
// teachers and students (projection rows with numbers no seed uses), so every lesson and shift below
// is known; all are removed at the end. Transfers go to a real center (2), and the board read of the
// teacher-type test is of a real center (1), where this spec's lessons are only its own students'.
const CENTER = 9721;
const OTHER_CENTER = 9722;
const TRANSFER_CENTER = 2;
const READ_CENTER = 1;
const TODAY = tokyoDate(Date.now());
const DAY = addDays(TODAY, 1);
const DAY_2 = addDays(TODAY, 2);
const DAY_3 = addDays(TODAY, 3);
const PAST = addDays(TODAY, -7);
const END = boardEditablePeriod(TODAY).max;
const BEYOND = addDays(END, 1);
const SUBJECT = 1;
const TEACHER = { t1: 972001, t2: 972002, retired: 972003 } as const;
const STUDENT = 970000;
const NG_STUDENT = 969999;
const OUTSIDE = '編集可能な期間外です。';
const MSG_1003 = '授業が重複しているため、スケジュールを更新できません。';
const MSG_1004 = '講師のシフトが利用できなくなったため、スケジュールを更新できません。';

type Teacher = { teacher_no: number; sex: number; teacher_type: number; subject_nos: number[] };
type LessonOptions = { capacity?: 1 | 2; student?: number; teacher?: number; request?: number; date?: string; center?: number };

// C40101_updateSchedule through the gateway: every answer of SPEC §5/§8, the password re-entry, both
// races of issue 12, and the database refusing writes that break the occupancy rule on its own.
describe('C40101 board writes (updateSchedule)', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  let t1: Teacher;
  let t2: Teacher;
  let nextStudent = STUDENT;

  const insertLesson = async (tln: number, o: LessonOptions = {}) => {
    const capacity = o.capacity ?? 1;
    const date = o.date ?? DAY;
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, $6 + $2 % 10, $7, $8, $9,
         extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [
        date,
        tln,
        o.student ?? nextStudent++,
        o.teacher ?? 0,
        o.center ?? CENTER,
        capacity === 2 ? 100 : 200,
        SUBJECT,
        capacity,
        o.request ?? 3,
      ],
    );
    return row.schedule_no;
  };
  // work shifts of a teacher on a date, one per half
  const addShifts = async (teacher: Teacher, date: string, halves: readonly number[], center = CENTER) => {
    for (const tln of halves)
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacher.teacher_no, date, tln, center],
      );
  };
  const lockOf = async (scheduleNo: number) =>
    (
      await query<{ lock_version: number; teacher_no: number }>(
        `SELECT "lock_version", "teacher_no" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [scheduleNo],
      )
    )[0];
  const save = async (scheduleNo: number, teacherNo: number, extra: { accept_warnings?: boolean; session?: ApiSession } = {}) => {
    const { lock_version } = await lockOf(scheduleNo);
    const answer = await (extra.session ?? admin).call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: scheduleNo, teacher_no: teacherNo, lock_version }],
      accept_warnings: extra.accept_warnings,
    });
    expect(answer.status).toBe(200);
    return answer.output;
  };
  const resultOf = async (scheduleNo: number, teacherNo: number, extra: { accept_warnings?: boolean } = {}) =>
    (await save(scheduleNo, teacherNo, extra)).results[0];
  const lastOutboxId = async () =>
    Number((await query<{ id: string }>(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`))[0].id);
  const seatsOf = async (teacherNo: number, half: number, date = DAY) =>
    (
      await query<{ seats: number }>(
        `SELECT "seats" FROM "scheduling"."teacher_half_occupancy" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "half_limit_no" = $3`,
        [teacherNo, date, half],
      )
    )[0]?.seats ?? 0;
  const cleanUp = async () => {
    const teachers = Object.values(TEACHER);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" BETWEEN $1 AND $2`, [NG_STUDENT, STUDENT + 10000]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" BETWEEN $1 AND $2`, [
      NG_STUDENT,
      STUDENT + 10000,
    ]);
  };

  beforeAll(async () => {
    await admin.login('admin');
    await cleanUp();
    // two teachers of the center who teach the lessons' subject, so only the warnings a test sets
    // up appear, and a retired one
    for (const [no, sex, type, status] of [
      [TEACHER.t1, 1, 1, 1],
      [TEACHER.t2, 2, 2, 1],
      [TEACHER.retired, 1, 1, 3],
    ])
      await query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '割当試験 講師', 'ワリアテシケン コウシ', $3, $4, ARRAY[$5]::int[], $6)`,
        [no, CENTER, sex, type, SUBJECT, status],
      );
    const teacher = async (no: number) =>
      (
        await query<Teacher>(
          `SELECT "teacher_no", "sex", "teacher_type", "subject_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
          [no],
        )
      )[0];
    t1 = await teacher(TEACHER.t1);
    t2 = await teacher(TEACHER.t2);
    for (const teacher of [t1, t2]) await addShifts(teacher, DAY, [11, 12, 21, 22]);
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status", "ng_teacher_nos") VALUES ($1, $2, 'NG test', 'エヌジー', 1, 1, $3)`,
      [NG_STUDENT, CENTER, [t1.teacher_no]],
    );
  }, 120000);

  afterAll(cleanUp);

  it('assigns with no warning, then removes: events in the outbox, a new lock_version each time', async () => {
    const lesson = await insertLesson(11);
    const before = await lastOutboxId();
    const saved = await save(lesson, t1.teacher_no);
    expect(saved.changed).toBe(1);
    expect(saved.results).toEqual([{ schedule_no: lesson, status: 'ok', message: null, lock_version: 1 }]);
    expect(await lockOf(lesson)).toEqual({ lock_version: 1, teacher_no: t1.teacher_no });
    expect(await seatsOf(t1.teacher_no, 11)).toBe(2);

    const removed = await save(lesson, 0);
    expect(removed).toEqual({ changed: 1, results: [{ schedule_no: lesson, status: 'ok', message: null, lock_version: 2 }] });
    expect(await seatsOf(t1.teacher_no, 11)).toBe(0);
    const events = await query<{ type: string; payload: Record<string, unknown> }>(
      `SELECT "type", "payload" FROM "scheduling"."outbox" WHERE "id" > $1 ORDER BY "id"`,
      [before],
    );
    expect(events.map((e) => [e.type, e.payload.schedule_no, e.payload.teacher_no ?? e.payload.previous_teacher_no])).toEqual([
      ['LessonAssigned', lesson, t1.teacher_no],
      ['LessonUnassigned', lesson, t1.teacher_no],
    ]);
  });

  it('nothing to change answers changed 0; a stale lock_version MSG_0001 and nothing changes', async () => {
    const lesson = await insertLesson(21);
    expect(await save(lesson, 0)).toEqual({
      changed: 0,
      results: [{ schedule_no: lesson, status: 'ok', message: null, lock_version: 0 }],
    });
    const stale = await admin.call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: lesson, teacher_no: t1.teacher_no, lock_version: 7 }],
    });
    expect(stale.output).toEqual({
      changed: 0,
      results: [
        {
          schedule_no: lesson,
          status: 'MSG_0001',
          message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
          lock_version: null,
        },
      ],
    });
    expect(await lockOf(lesson)).toEqual({ lock_version: 0, teacher_no: 0 });
  });

  it('reassigns a lesson in one save (removed and assigned on the board); one changed meanwhile is MSG_0001', async () => {
    const lesson = await insertLesson(22, { teacher: t2.teacher_no });
    const read = await lockOf(lesson);
    const before = await lastOutboxId();
    expect(await resultOf(lesson, t1.teacher_no)).toEqual({ schedule_no: lesson, status: 'ok', message: null, lock_version: 1 });
    expect(await lockOf(lesson)).toEqual({ lock_version: 1, teacher_no: t1.teacher_no });
    expect([await seatsOf(t2.teacher_no, 22), await seatsOf(t1.teacher_no, 22)]).toEqual([0, 2]);
    const [event] = await query<{ type: string; payload: Record<string, unknown> }>(
      `SELECT "type", "payload" FROM "scheduling"."outbox" WHERE "id" > $1 AND "payload"->>'schedule_no' = $2`,
      [before, String(lesson)],
    );
    expect(event).toMatchObject({
      type: 'LessonAssigned',
      payload: { teacher_no: t1.teacher_no, previous_teacher_no: t2.teacher_no },
    });
    // a second board still holding what it read before: its reassignment is refused and changes nothing
    const stale = await admin.call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: lesson, teacher_no: t2.teacher_no, lock_version: read.lock_version }],
    });
    expect(stale.output.results[0]).toMatchObject({ status: 'MSG_0001', lock_version: null });
    expect(await lockOf(lesson)).toEqual({ lock_version: 1, teacher_no: t1.teacher_no });
    await save(lesson, 0);
  });

  it('refuses by the rules of SPEC §5 with their messages', async () => {
    const expectRefused = async (scheduleNo: number, teacherNo: number, status: string, message: string) => {
      const before = await lockOf(scheduleNo);
      expect(await resultOf(scheduleNo, teacherNo)).toEqual({ schedule_no: scheduleNo, status, message, lock_version: null });
      expect(await lockOf(scheduleNo)).toEqual(before);
    };
    await expectRefused(
      await insertLesson(12, { student: NG_STUDENT }),
      t1.teacher_no,
      'RULE',
      'NG講師のため割り当てできません。',
    );
    await expectRefused(await insertLesson(11, { date: PAST }), t1.teacher_no, 'RULE', OUTSIDE);
    await expectRefused(await insertLesson(22, { capacity: 2 }), TEACHER.retired, 'RULE', '退職した講師は割り当てできません。');
    // a second student in a one-to-one half, and a 90-minute lesson over a used half
    const first = await insertLesson(21);
    expect((await resultOf(first, t1.teacher_no)).status).toBe('ok');
    await expectRefused(await insertLesson(21, { capacity: 2 }), t1.teacher_no, 'MSG_1003', MSG_1003);
    await expectRefused(await insertLesson(20, { capacity: 2 }), t1.teacher_no, 'RULE', '90分授業のため割り当てできません。');
    // the teacher has no shift in period 3
    await expectRefused(await insertLesson(31), t1.teacher_no, 'MSG_1004', MSG_1004);
    // unknown numbers, and a lesson of another center
    await expectRefused(await insertLesson(12), 99999999, 'RULE', '講師が見つかりません。');
    await expectRefused(await insertLesson(12, { center: OTHER_CENTER }), t1.teacher_no, 'RULE', 'この授業は見つかりません。');
    const unknown = await admin.call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: 2000000000, teacher_no: t1.teacher_no, lock_version: 0 }],
    });
    expect(unknown.output.results[0]).toMatchObject({ status: 'RULE', message: 'この授業は見つかりません。' });
  });

  it('answers in the caller’s language', async () => {
    const english = new ApiSession(stack);
    await english.login('admin');
    expect((await english.call('setUserLocale', { locale: 'en' })).status).toBe(200);
    try {
      const lesson = await insertLesson(21, { student: NG_STUDENT });
      expect((await save(lesson, t1.teacher_no, { session: english })).results[0].message).toBe(
        'This teacher is excluded for this lesson.',
      );
    } finally {
      await english.call('setUserLocale', { locale: 'ja' });
    }
  });

  it('saves through warnings only when confirmed with the password re-entered', async () => {
    const otherSex = t1.sex === 1 ? 2 : 1;
    const lesson = await insertLesson(22, { request: otherSex });
    const warned = await resultOf(lesson, t1.teacher_no);
    expect(warned.status).toBe('WARNING');
    expect(warned.message).toBe('警告のある割り当てには確認とパスワードの再入力が必要です。');
    expect((await resultOf(lesson, t1.teacher_no, { accept_warnings: true })).status).toBe('WARNING');
    expect((await admin.call('C40101_checkPassword', { user_password: 'wrong' })).output).toBeNull();
    expect((await resultOf(lesson, t1.teacher_no, { accept_warnings: true })).status).toBe('WARNING');
    expect((await lockOf(lesson)).teacher_no).toBe(0);
    const password = process.env.DEMO_PASSWORD || 'demo-pass-2026';
    expect((await admin.call('C40101_checkPassword', { user_password: password })).output).toBe(true);
    // confirmed but not accepted is still refused
    expect((await resultOf(lesson, t1.teacher_no)).status).toBe('WARNING');
    expect((await resultOf(lesson, t1.teacher_no, { accept_warnings: true })).status).toBe('ok');
    expect((await lockOf(lesson)).teacher_no).toBe(t1.teacher_no);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const lesson = await insertLesson(11, { capacity: 2 });
    for (const input of [
      { center_no: CENTER, lessons: [] },
      { center_no: 0, lessons: [{ schedule_no: lesson, teacher_no: t2.teacher_no, lock_version: 0 }] },
      { center_no: CENTER, lessons: [{ schedule_no: lesson, teacher_no: -1, lock_version: 0 }] },
      { center_no: CENTER, lessons: [{ schedule_no: lesson, teacher_no: t2.teacher_no, lock_version: '0' }] },
      {
        center_no: CENTER,
        lessons: [
          { schedule_no: lesson, teacher_no: t2.teacher_no, lock_version: 0 },
          { schedule_no: lesson, teacher_no: 0, lock_version: 0 },
        ],
      },
    ]) {
      const answer = await admin.callRaw('C40101_updateSchedule', input);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
    }
    expect(await lockOf(lesson)).toEqual({ lock_version: 0, teacher_no: 0 });
  });

  it('50 saves racing for one lesson: exactly one wins, the rest MSG_0001', async () => {
    const lesson = await insertLesson(12, { capacity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin.call('C40101_updateSchedule', {
          center_no: CENTER,
          lessons: [{ schedule_no: lesson, teacher_no: t2.teacher_no, lock_version: 0 }],
        }),
      ),
    );
    const statuses = answers.map((a) => (a.output.results as LessonChangeResult[])[0].status).sort();
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'MSG_0001')).toHaveLength(49);
    expect(await lockOf(lesson)).toEqual({ lock_version: 1, teacher_no: t2.teacher_no });
    await save(lesson, 0);
  });

  it('50 different lessons racing for one teacher half: exactly its 2 seats are taken, the rest MSG_1003', async () => {
    for (const [capacity, winners] of [
      [2, 2],
      [1, 1],
    ] as const) {
      const lessons: number[] = [];
      for (let i = 0; i < 50; i++) lessons.push(await insertLesson(21, { capacity }));
      const answers = await Promise.all(
        lessons.map((no) =>
          admin.call('C40101_updateSchedule', {
            center_no: CENTER,
            lessons: [{ schedule_no: no, teacher_no: t2.teacher_no, lock_version: 0 }],
          }),
        ),
      );
      const statuses = answers.map((a) => (a.output.results as LessonChangeResult[])[0].status);
      expect(statuses.filter((s) => s === 'ok')).toHaveLength(winners);
      expect(statuses.filter((s) => s === 'MSG_1003')).toHaveLength(50 - winners);
      const assigned = await query(`SELECT 1 FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1) AND "teacher_no" = $2`, [
        lessons,
        t2.teacher_no,
      ]);
      expect(assigned).toHaveLength(winners);
      expect(await seatsOf(t2.teacher_no, 21)).toBe(2);
      await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [lessons]);
      expect(await seatsOf(t2.teacher_no, 21)).toBe(0);
    }
  });

  it('transfers an unassigned lesson to another center and back; refuses an assigned, stale or repeated one', async () => {
    const lesson = await insertLesson(11, { capacity: 2 });
    const before = await lastOutboxId();
    const moved = await admin.call('C40101_setTransfer', {
      schedule: { schedule_no: lesson, lock_version: 0 },
      target_center_no: TRANSFER_CENTER,
    });
    expect(moved.status).toBe(200);
    expect(moved.output).toEqual({
      schedule_no: lesson,
      lock_version: 1,
      center_no: TRANSFER_CENTER,
      original_center_no: CENTER,
    });
    const again = await admin.call('C40101_setTransfer', {
      schedule: { schedule_no: lesson, lock_version: 1 },
      target_center_no: TRANSFER_CENTER,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('この授業は移管できません（講師が割り当て済み、または移管済みです）。');
    const stale = await admin.call('C40101_removeTransfer', { schedule: { schedule_no: lesson, lock_version: 0 } });
    expect(stale.status).toBe(409);
    const back = await admin.call('C40101_removeTransfer', { schedule: { schedule_no: lesson, lock_version: 1 } });
    expect(back.output).toEqual({ schedule_no: lesson, lock_version: 2, center_no: CENTER, original_center_no: 0 });
    const notTransferred = await admin.call('C40101_removeTransfer', { schedule: { schedule_no: lesson, lock_version: 2 } });
    expect(notTransferred.status).toBe(400);
    expect(notTransferred.body.message).toBe('この授業の移管は取り消せません（講師が割り当て済み、または移管されていません）。');
    for (const target of [CENTER, 999999]) {
      const bad = await admin.call('C40101_setTransfer', {
        schedule: { schedule_no: lesson, lock_version: 2 },
        target_center_no: target,
      });
      expect(bad.status).toBe(422);
    }
    expect((await resultOf(lesson, t1.teacher_no)).status).toBe('ok');
    const assigned = await admin.call('C40101_setTransfer', {
      schedule: { schedule_no: lesson, lock_version: 3 },
      target_center_no: TRANSFER_CENTER,
    });
    expect(assigned.status).toBe(400);
    expect(await lockOf(lesson)).toEqual({ lock_version: 3, teacher_no: t1.teacher_no });
    const events = await query<{ payload: { center_no: number; original_center_no: number } }>(
      `SELECT "payload" FROM "scheduling"."outbox" WHERE "id" > $1 AND "type" = 'LessonTransferred' ORDER BY "id"`,
      [before],
    );
    expect(events.map((e) => [e.payload.center_no, e.payload.original_center_no])).toEqual([
      [TRANSFER_CENTER, CENTER],
      [CENTER, 0],
    ]);
    await save(lesson, 0);
  });

  it('cancelling keeps the lesson with its flag and frees its half for the teacher and the student', async () => {
    const student = nextStudent++;
    const cancelled = await insertLesson(12, { student });
    const waiting = await insertLesson(12);
    expect((await resultOf(cancelled, t1.teacher_no)).status).toBe('ok');
    expect((await resultOf(waiting, t1.teacher_no)).status).toBe('MSG_1003');
    const before = await lastOutboxId();
    const cancel = (scheduleNo: number, lockVersion: number) =>
      admin.call('C40101_cancelSchedule_SingleCell', { schedule: { schedule_no: scheduleNo, lock_version: lockVersion } });
    expect((await cancel(cancelled, 0)).status).toBe(409);
    const done = await cancel(cancelled, 1);
    expect(done.output).toEqual({ schedule_no: cancelled, lock_version: 2, cancel_flag: 1 });
    const [row] = await query<{ cancel_flag: number; teacher_no: number }>(
      `SELECT "cancel_flag", "teacher_no" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [cancelled],
    );
    expect(row).toEqual({ cancel_flag: 1, teacher_no: t1.teacher_no });
    const [event] = await query<{ payload: Record<string, unknown> }>(
      `SELECT "payload" FROM "scheduling"."outbox" WHERE "id" > $1 AND "type" = 'LessonCancelled'`,
      [before],
    );
    expect(event.payload).toMatchObject({ schedule_no: cancelled, teacher_no: t1.teacher_no, lock_version: 2 });
    // the half is free again: the waiting lesson gets the teacher, the student another lesson
    expect((await resultOf(waiting, t1.teacher_no)).status).toBe('ok');
    await insertLesson(12, { student });
    const again = await cancel(cancelled, 2);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('この授業は取り消せません（実施済み、過去、または取消済みです）。');
    expect(await resultOf(cancelled, 0)).toMatchObject({ status: 'RULE', message: 'この授業は取り消されています。' });
    expect((await cancel(await insertLesson(12, { date: PAST }), 0)).status).toBe(400);
  });

  it('resets a center’s date: the automatic assignments, then all; held, cancelled and other centers’ lessons stay', async () => {
    const on = { date: DAY_3 };
    await addShifts(t1, DAY_3, [11, 21, 31]);
    await addShifts(t2, DAY_3, [11]);
    await addShifts(t2, DAY_3, [21], OTHER_CENTER);
    const auto = await insertLesson(11, { ...on, teacher: t1.teacher_no });
    const manual = await insertLesson(11, { ...on, teacher: t2.teacher_no });
    const cancelled = await insertLesson(21, { ...on, teacher: t1.teacher_no });
    const held = await insertLesson(31, { ...on, teacher: t1.teacher_no });
    const elsewhere = await insertLesson(21, { ...on, teacher: t2.teacher_no, center: OTHER_CENTER });
    await query(`UPDATE "scheduling"."lesson" SET "manual_flag" = 1 WHERE "schedule_no" = $1`, [manual]);
    await query(`UPDATE "scheduling"."lesson" SET "cancel_flag" = 1 WHERE "schedule_no" = $1`, [cancelled]);
    await query(`UPDATE "scheduling"."lesson" SET "attendance_distinction" = 1 WHERE "schedule_no" = $1`, [held]);
    const before = await lastOutboxId();
    const reset = (scope: string, date = DAY_3) =>
      admin.call('C40101_resetSchedule', { center_no: CENTER, schedule_date: date, scope: scope as 'auto' });
    expect((await reset('auto')).output).toEqual({ changed: 1 });
    expect((await lockOf(auto)).teacher_no).toBe(0);
    expect((await lockOf(manual)).teacher_no).toBe(t2.teacher_no);
    expect((await reset('all')).output).toEqual({ changed: 1 });
    expect((await reset('all')).output).toEqual({ changed: 0 });
    expect(await lockOf(manual)).toEqual({ lock_version: 1, teacher_no: 0 });
    for (const kept of [cancelled, held]) expect((await lockOf(kept)).teacher_no).toBe(t1.teacher_no);
    expect((await lockOf(elsewhere)).teacher_no).toBe(t2.teacher_no);
    expect(await seatsOf(t1.teacher_no, 11, DAY_3)).toBe(0);
    const events = await query<{ payload: { schedule_no: number; previous_teacher_no: number } }>(
      `SELECT "payload" FROM "scheduling"."outbox" WHERE "id" > $1 AND "type" = 'LessonUnassigned' ORDER BY "id"`,
      [before],
    );
    expect(events.map((e) => [e.payload.schedule_no, e.payload.previous_teacher_no])).toEqual([
      [auto, t1.teacher_no],
      [manual, t2.teacher_no],
    ]);
    expect((await reset('all', PAST)).status).toBe(400);
    expect((await reset('some')).status).toBe(422);
  });

  it('assigns, resets, cancels and transfers only within the editable period: the day after its end is refused', async () => {
    await addShifts(t1, END, [11]);
    await addShifts(t1, BEYOND, [11]);
    const last = await insertLesson(11, { date: END });
    const after = await insertLesson(11, { date: BEYOND });
    expect((await resultOf(last, t1.teacher_no)).status).toBe('ok');
    expect(await resultOf(after, t1.teacher_no)).toEqual({
      schedule_no: after,
      status: 'RULE',
      message: OUTSIDE,
      lock_version: null,
    });
    const refused = (answer: { status: number; body: { message?: string } }) => {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(OUTSIDE);
    };
    refused(await admin.call('C40101_resetSchedule', { center_no: CENTER, schedule_date: BEYOND, scope: 'all' }));
    const schedule = { schedule_no: after, lock_version: 0 };
    refused(await admin.call('C40101_cancelSchedule_SingleCell', { schedule }));
    refused(await admin.call('C40101_setTransfer', { schedule, target_center_no: TRANSFER_CENTER }));
    await query(`UPDATE "scheduling"."lesson" SET "original_center_no" = $2 WHERE "schedule_no" = $1`, [after, OTHER_CENTER]);
    refused(await admin.call('C40101_removeTransfer', { schedule }));
    expect(
      await query(
        `SELECT "teacher_no", "center_no", "cancel_flag", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [after],
      ),
    ).toEqual([{ teacher_no: 0, center_no: CENTER, cancel_flag: 0, lock_version: 0 }]);
    // the last day itself: reset and cancelled
    expect((await admin.call('C40101_resetSchedule', { center_no: CENTER, schedule_date: END, scope: 'all' })).output).toEqual({
      changed: 1,
    });
    expect(
      (await admin.call('C40101_cancelSchedule_SingleCell', { schedule: { schedule_no: last, lock_version: 2 } })).status,
    ).toBe(200);
  });

  it('sets the teacher type a lesson asks for: the board reads it, and the screen’s check and the server warn alike', async () => {
    // at a real center, so the board can be read: the lesson asks for the other type than t1's,
    // its student's profile (changed since the lesson was made) for t1's
    const otherType = t1.teacher_type === 1 ? 2 : 1;
    const student = nextStudent++;
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status", "teacher_request_type", "subject_nos") VALUES ($1, $2, '型試験', 'カタシケン', 1, 1, $3, ARRAY[$4]::int[])`,
      [student, READ_CENTER, t1.teacher_type, SUBJECT],
    );
    const lesson = await insertLesson(22, { date: DAY_3, capacity: 2, student, center: READ_CENTER });
    await addShifts(t1, DAY_3, [22], READ_CENTER);
    const boardLesson = async () => {
      const range = { center_no: READ_CENTER, start_date: DAY_3, end_date: DAY_3 };
      const read = await admin.call('C40101_getAppliedSchedule', range);
      expect(read.status).toBe(200);
      return boardLessonsOf(read.output, READ_CENTER).find((l) => l.schedule_no === lesson)!;
    };
    // what the screen checks before it saves (the same pure check as the server's)
    const screenWarnings = async () => {
      const l = await boardLesson();
      return checkAssignment({
        lesson: l,
        teacher: t1,
        cell: { teacher_no: t1.teacher_no, schedule_date: DAY_3, time_limit_no: 22 },
        editable: boardEditablePeriod(tokyoDate(Date.now())),
        excludedTeacherNos: l.ng_teacher_nos,
        teacherLessons: [],
        lessonSubjectNos: l.lesson_subject_nos,
      }).warnings.map((w) => w.key);
    };
    const serverStatus = async () =>
      (
        await admin.call('C40101_updateSchedule', {
          center_no: READ_CENTER,
          lessons: [{ schedule_no: lesson, teacher_no: t1.teacher_no, lock_version: (await lockOf(lesson)).lock_version }],
        })
      ).output.results[0].status;
    const set = (type: unknown, lockVersion: number) =>
      admin.call('C40101_setTeacherType', {
        schedule: { schedule_no: lesson, lock_version: lockVersion },
        teacher_request_type: type as 1,
      });
    expect((await set(otherType, 0)).output).toEqual({ schedule_no: lesson, lock_version: 1, teacher_request_type: otherType });
    expect((await set(otherType, 0)).status).toBe(409);
    expect((await set(4, 1)).status).toBe(422);
    expect((await boardLesson()).teacher_request_type).toBe(otherType);
    expect(await screenWarnings()).toEqual(['assignment.teacherTypeMismatch']);
    expect(await serverStatus()).toBe('WARNING');

    expect((await set(t1.teacher_type, 1)).output).toMatchObject({ lock_version: 2, teacher_request_type: t1.teacher_type });
    expect((await boardLesson()).teacher_request_type).toBe(t1.teacher_type);
    expect(await screenWarnings()).toEqual([]);
    expect(await serverStatus()).toBe('ok');
    // and back to no preference
    expect((await set(null, 3)).output).toEqual({ schedule_no: lesson, lock_version: 4, teacher_request_type: null });
  });

  it('batches racing over the same lessons in different orders never deadlock nor overfill a half', async () => {
    for (const teacher of [t1, t2]) await addShifts(teacher, DAY_3, [41, 42]);
    const lessons: number[] = [];
    for (let i = 0; i < 6; i++) lessons.push(await insertLesson(i % 2 ? 41 : 40, { date: DAY_3, capacity: 2 }));
    const batches = Array.from({ length: 10 }, (_, b) =>
      admin.call('C40101_updateSchedule', {
        center_no: CENTER,
        lessons: (b % 2 ? [...lessons].reverse() : lessons).map((no, i) => ({
          schedule_no: no,
          teacher_no: (i + b) % 2 ? t1.teacher_no : t2.teacher_no,
          lock_version: 0,
        })),
      }),
    );
    const answers = await Promise.all(batches);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const results = answers.flatMap((a) => a.output.results);
    // a 90-minute lesson over a half another batch filled answers with its own rule (RULE)
    for (const r of results) expect(['ok', 'MSG_0001', 'MSG_1003', 'RULE']).toContain(r.status);
    for (const no of lessons)
      expect(results.filter((r) => r.schedule_no === no && r.status === 'ok').length).toBeLessThanOrEqual(1);
    for (const teacher of [t1, t2])
      for (const half of [41, 42]) expect(await seatsOf(teacher.teacher_no, half, DAY_3)).toBeLessThanOrEqual(2);
    const [{ seats }] = await query<{ seats: number }>(
      `SELECT coalesce(sum("seats"), 0)::int AS "seats" FROM "scheduling"."teacher_half_occupancy"
        WHERE "schedule_date" = $1 AND "half_limit_no" IN (41, 42) AND "teacher_no" = ANY($2::int[])`,
      [DAY_3, [t1.teacher_no, t2.teacher_no]],
    );
    const assigned = await query<{ time_limit_no: number }>(
      `SELECT "time_limit_no" FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1) AND "teacher_no" > 0`,
      [lessons],
    );
    expect(seats).toBe(assigned.reduce((n, l) => n + (l.time_limit_no === 40 ? 2 : 1), 0));
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(assigned.length);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [lessons]);
  });

  it('the database refuses any write that breaks the rule, and the removal of a shift a lesson needs', async () => {
    const refused = async (sql: string, params: unknown[], constraint: string) => {
      await expect(query(sql, params)).rejects.toMatchObject({ constraint });
    };
    // Tuesday: a day of its own, with the shifts this test removes
    await addShifts(t2, DAY_2, [12, 21, 22]);
    const on = { date: DAY_2 };
    const lesson = await insertLesson(22, { ...on, teacher: t2.teacher_no });
    // a second one-to-one lesson in that half, by INSERT and by UPDATE
    await expect(insertLesson(22, { ...on, teacher: t2.teacher_no })).rejects.toMatchObject({ constraint: 'teacher_half_seats' });
    await expect(insertLesson(20, { ...on, teacher: t2.teacher_no, capacity: 2 })).rejects.toMatchObject({
      constraint: 'teacher_half_seats',
    });
    const other = await insertLesson(22, on);
    await refused(
      `UPDATE "scheduling"."lesson" SET "teacher_no" = $2 WHERE "schedule_no" = $1`,
      [other, t2.teacher_no],
      'teacher_half_seats',
    );
    // the same student twice in a half
    const student = nextStudent++;
    await insertLesson(11, { ...on, student });
    await expect(insertLesson(10, { ...on, student, capacity: 2 })).rejects.toMatchObject({ constraint: 'student_half_once' });
    await insertLesson(12, { ...on, student });
    // layout and capacity disagree
    await refused(`UPDATE "scheduling"."lesson" SET "capacity" = 2 WHERE "schedule_no" = $1`, [other], 'lesson_layout_agrees');
    // a lesson with a teacher needs the teacher's work shift at its center in every half it takes
    const needsShift = { constraint: 'lesson_needs_shift' };
    await expect(insertLesson(32, { ...on, teacher: t2.teacher_no })).rejects.toMatchObject(needsShift);
    await expect(insertLesson(10, { ...on, teacher: t2.teacher_no })).rejects.toMatchObject(needsShift);
    await refused(
      `UPDATE "scheduling"."lesson" SET "teacher_no" = $2 WHERE "schedule_no" = $1`,
      [other, t1.teacher_no],
      'lesson_needs_shift',
    );
    await refused(
      `UPDATE "scheduling"."lesson" SET "center_no" = $2 WHERE "schedule_no" = $1`,
      [lesson, OTHER_CENTER],
      'lesson_needs_shift',
    );
    await refused(
      `UPDATE "scheduling"."lesson" SET "time_limit_no" = 32 WHERE "schedule_no" = $1`,
      [lesson],
      'lesson_needs_shift',
    );
    // the shift the assigned lesson needs cannot go, by DELETE or by work_flag 0; another can
    const shift = [t2.teacher_no, DAY_2, 22];
    const where = `"teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`;
    await refused(`DELETE FROM "scheduling"."teacher_schedule" WHERE ${where}`, shift, 'teacher_schedule_has_lessons');
    await refused(
      `UPDATE "scheduling"."teacher_schedule" SET "work_flag" = 0 WHERE ${where}`,
      shift,
      'teacher_schedule_has_lessons',
    );
    await query(`UPDATE "scheduling"."teacher_schedule" SET "work_flag" = 0 WHERE ${where}`, [t2.teacher_no, DAY_2, 12]);
    await query(`UPDATE "scheduling"."teacher_schedule" SET "work_flag" = 1 WHERE ${where}`, [t2.teacher_no, DAY_2, 12]);
    expect(await seatsOf(t2.teacher_no, 22, DAY_2)).toBe(2);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [lesson]);
    expect(await seatsOf(t2.teacher_no, 22, DAY_2)).toBe(0);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE ${where}`, shift);
  });
  it('a lesson and the removal of the shift it needs, written at once: whichever comes second waits, then is refused', async () => {
    const APP = `c40101-shift-race-${process.pid}`;
    const connect = async () => {
      const client = new Client({ connectionString: process.env.DATABASE_URL, application_name: APP });
      await client.connect();
      return client;
    };
    const oneWaiting = async () =>
      (
        await query<{ n: number }>(
          `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE "application_name" = $1 AND "wait_event_type" = 'Lock'`,
          [APP],
        )
      )[0].n === 1;
    const removeShift = (client: Client, tln: number) =>
      client.query(
        `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [t1.teacher_no, DAY_2, tln],
      );
    const writeLesson = (client: Client, tln: number) =>
      client.query(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "dayofweek_code")
         VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, 200 + $2 % 10, $6, 1,
           extract(isodow FROM $1::date))`,
        [DAY_2, tln, nextStudent++, t1.teacher_no, CENTER, SUBJECT],
      );
    // second was started while holder's open transaction holds what it needs: it waits, and is
    // refused by constraint once holder commits
    const waitsThenRefused = async (second: Promise<unknown>, holder: Client, constraint: string, what: string) => {
      const refused = expect(second).rejects.toMatchObject({ constraint });
      await waitFor(oneWaiting, what);
      await holder.query('COMMIT');
      await refused;
    };
    const [remover, writer] = [await connect(), await connect()];
    try {
      // the shift is being removed: the lesson's write waits for it, then finds it gone
      await addShifts(t1, DAY_2, [41]);
      await remover.query('BEGIN');
      await removeShift(remover, 41);
      await waitsThenRefused(writeLesson(writer, 41), remover, 'lesson_needs_shift', 'the lesson write to wait for the shift');

      // the lesson is being written: the shift's removal waits for it, then finds the lesson there
      await addShifts(t1, DAY_2, [42]);
      await writer.query('BEGIN');
      await writeLesson(writer, 42);
      await waitsThenRefused(
        removeShift(remover, 42),
        writer,
        'teacher_schedule_has_lessons',
        'the removal to wait for the lesson',
      );
      expect(await seatsOf(t1.teacher_no, 42, DAY_2)).toBe(2);
    } finally {
      await Promise.all([remover.end(), writer.end()]);
    }
  });
});
