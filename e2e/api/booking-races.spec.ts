import { type JobRef, type LessonChangeResult } from '@school/contracts';
import { addDays, fiscalYearOf, tokyoDate } from '@school/domain';
import { translate } from '@school/i18n';
import { waitFor } from '@school/server-kit/testing';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { addCalendar, changeDays, extraRange, removeApplications } from '../support/entry-cells';
import {
  assignedWithoutShift,
  cellsBelowRemaining,
  halvesOverSeats,
  lessonEventsBehindRows,
  lessonsNotFollowingMoves,
  seatsNotOfOneTeacher,
  studentsTwiceInAHalf,
} from '../support/invariants';
import { type ApiAnswer, ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Issue 29 R2: every writer of lessons at once against one teacher's half, one lesson and one
// cell's last seat, through the gateway. Each round, on a date of its own at a center of this file's
// own (projection rows no seed uses; admin and head work everywhere), 50 calls start together:
// board saves (the lesson, and three others for the teacher's two seats), the automatic assignment,
// staff entering applications for the last seat, a rebooking request accepted into a change of the
// lesson (the request written as C21201 writes it: this file's students have no account), its
// transfer, a C20301 move of its student and the removal of the teacher's shift there; each round
// another of them goes first. No answer is a 5xx and every refusal is MSG_0001, MSG_1003, MSG_1004
// or the full cell; afterwards the rows keep every rule (e2e/support/invariants.ts).
const CENTER = 9761;
const TRANSFER_CENTER = 9762;
// C20301 moves to a center masters knows: the student is masters' row of this file at center 1
const HOME = 1;
const MOVE_TO = 2;
const HALF = 41;
const OTHER_HALF = 42;
const SUBJECT = 1;
const TEACHERS = [976_101, 976_102, 976_103, 976_104];
const [T1, T2] = TEACHERS;
// what each round sends first (all 50 are under way within a tick)
const LEADS = ['board save of the lesson', 'transfer', 'shift removal', 'rebooking request accepted into a change'];
const ROUNDS = LEADS.length;
// a round's students: its moving student, three more with lessons, 27 applicants
const studentsOf = (round: number) => Array.from({ length: 31 }, (_, i) => 976_000 + round * 100 + i);
const ALLOWED = ['MSG_0001', 'MSG_1003', 'MSG_1004', 'full'];

// 0..n-1 in a shuffled order of the seed's own (a linear congruential generator, so a failing round
// can be run again as it was).
const shuffled = (seed: number, n: number): number[] => {
  let state = seed + 1;
  const random = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff) / 2 ** 31;
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
};

describe('booking races across every writer', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);
  const allStudents = Array.from({ length: ROUNDS }, (_, r) => studentsOf(r)).flat();
  let dates: string[] = [];

  // An answer as the refusal it is: null when the call did what it asked, else its code (MSG_0001 as
  // sent, MSG_1003 / MSG_1004 / the full cell by their message, anything else as status and body).
  const refusalOf = (answer: ApiAnswer, date: string): string | null => {
    if (answer.status === 200) return null;
    const { code, message } = answer.body as { code?: string; message?: string };
    if (code === 'MSG_0001') return 'MSG_0001';
    if (code === 'BUSINESS_RULE') {
      if (message === translate('ja', 'MSG_1003')) return 'MSG_1003';
      if (message === translate('ja', 'MSG_1004')) return 'MSG_1004';
      if (message === translate('ja', 'scheduling.entryCell.full', { date })) return 'full';
    }
    return `${answer.status} ${JSON.stringify(answer.body)}`;
  };
  const insertLesson = async (date: string, student: number) =>
    (
      await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
         VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, $4, 100 + $2 % 10, $5, 2, 3,
           extract(isodow FROM $1::date))
         RETURNING "schedule_no"`,
        [date, HALF, student, CENTER, SUBJECT],
      )
    )[0].schedule_no;
  const cleanUp = async () => {
    const students = allStudents;
    await removeApplications(
      (
        await query<{ entry_schedule_no: number }>(
          `SELECT "entry_schedule_no" FROM "scheduling"."entry" WHERE "student_no" = ANY($1::int[])`,
          [students],
        )
      ).map((e) => e.entry_schedule_no),
    );
    const lessons = (
      await query<{ schedule_no: number }>(
        `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])`,
        [students],
      )
    ).map((l) => l.schedule_no);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."student_center_move" WHERE "student_no" = ANY($1::int[])`, [students]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [students]);
    await query(`DELETE FROM "masters"."student_center_change" WHERE "student_no" = ANY($1::int[])`, [students]);
    await query(`DELETE FROM "masters"."student" WHERE "student_no" = ANY($1::int[])`, [students]);
    await query(`DELETE FROM "scheduling"."distribute_date_state" WHERE "center_no" = $1`, [CENTER]);
    for (const table of ['entry_cell', 'entry_control', 'calendar_day'])
      await query(`DELETE FROM "scheduling"."${table}" WHERE "center_no" = ANY($1::int[])`, [[CENTER, TRANSFER_CENTER]]);
    await query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = ANY($1::int[])`, [[CENTER, TRANSFER_CENTER]]);
  };

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), head.login('head')]);
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."center_projection" ("center_no", "center_short_name", "group_flag", "sort_order")
       VALUES ($1, '競合試験', 0, 9999), ($2, '競合試験 移管先', 0, 9999)`,
      [CENTER, TRANSFER_CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       SELECT t, $2, ARRAY[$2]::int[], '競合試験 講師', 'キョウゴウシケン コウシ', 1, 1, ARRAY[$3]::int[], 1 FROM unnest($1::int[]) t`,
      [TEACHERS, CENTER, SUBJECT],
    );
    const today = tokyoDate(Date.now());
    await addCalendar(CENTER, today, addDays(today, 70), { fiscalYear: fiscalYearOf(today) });
    // the rounds' dates: inside both the extra lessons' and the changes' range
    const [{ range: extra }, { range: change }] = await Promise.all([extraRange(CENTER), changeDays(CENTER)]);
    const first = extra.start > change.start ? extra.start : change.start;
    dates = Array.from({ length: ROUNDS }, (_, r) => addDays(first, r));
    expect(dates[ROUNDS - 1] <= extra.end && dates[ROUNDS - 1] <= change.end).toBe(true);
  }, 60_000);

  afterAll(cleanUp);

  for (let round = 0; round < ROUNDS; round++)
    it(`round ${round + 1}: 50 writers at once keep every rule and refuse only as they may`, async () => {
      const date = dates[round];
      const [mover, ...rest] = studentsOf(round);
      const others = rest.slice(0, 3);
      const applicants = rest.slice(3);
      // four teachers on shift in both halves, four one-to-two lessons: the half needs 2, so 2 remain
      // and one one-to-one application takes the last seat
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         SELECT t, $2, h, $3, 1 FROM unnest($1::int[]) t, unnest($4::int[]) h`,
        [TEACHERS, date, CENTER, [HALF, OTHER_HALF]],
      );
      await query(
        `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
         SELECT s, $2, '競合試験', 'キョウゴウシケン', 1, 1 FROM unnest($1::int[]) s`,
        [[mover, ...rest], CENTER],
      );
      await query(
        `INSERT INTO "masters"."student" ("student_no", "student_name", "student_namej", "center_no", "enrollment_status")
         VALUES ($1, '競合試験 移動', 'キョウゴウシケン イドウ', $2, 1)`,
        [mover, HOME],
      );
      const lesson = await insertLesson(date, mover);
      const seatTakers: number[] = [];
      for (const s of others) seatTakers.push(await insertLesson(date, s));
      const [{ request_no }] = await query<{ request_no: number }>(
        `INSERT INTO "scheduling"."rebooking_request" ("schedule_no", "student_no", "center_no", "wanted_date",
           "wanted_time_limit_no", "requested_role") VALUES ($1, $2, $3, $4, $5, 110) RETURNING "request_no"`,
        [lesson, mover, CENTER, date, OTHER_HALF],
      );
      const moving = await admin.call('C20301_getStudent', { student_no: mover });
      expect(moving.status).toBe(200);
      // the teacher's day as C10201 reads it (adding the shifts above raised its version)
      const shifts = await admin.call('C10201_doBrowseAllTeacherByCenter', {
        searchInfo: { center_no: CENTER, teacher_no: T1, start_date: date, end_date: date },
        orderBy: [],
        pagination: { current_page: 1, per_page: 10 },
      });
      const shiftVersion = shifts.output.data.find((t) => t.teacher_no === T1)?.shift_versions[date] ?? 0;

      const save = (session: ApiSession, scheduleNo: number, teacherNo: number) =>
        session.call('C40101_updateSchedule', {
          center_no: CENTER,
          lessons: [{ schedule_no: scheduleNo, teacher_no: teacherNo, lock_version: 0 }],
        });
      const writers: { writer: string; call: () => Promise<ApiAnswer> }[] = [
        ...Array.from({ length: 8 }, (_, i) => ({
          writer: 'board save of the lesson',
          call: () => save(i % 2 ? head : admin, lesson, i % 4 < 2 ? T1 : T2),
        })),
        ...Array.from({ length: 6 }, (_, i) => ({
          writer: "board save into the teacher's half",
          call: () => save(i % 2 ? head : admin, seatTakers[i % 3], T1),
        })),
        ...Array.from({ length: 2 }, () => ({
          writer: 'distribute',
          call: () => admin.call('C40101_distribute', { center_no: CENTER, start_date: date, end_date: date }),
        })),
        ...applicants.map((s, i) => ({
          writer: 'application',
          call: () =>
            (i % 2 ? head : admin).call('C30101_submit', {
              student_no: s,
              belongs_center_no: CENTER,
              entries: [
                { action: 'add', entry_type: 2, schedule_date: date, time_limit_no: HALF, subject_no: SUBJECT, capacity: 1 },
              ],
            }),
        })),
        {
          writer: 'rebooking request accepted into a change',
          call: () =>
            head.call('C30101_submit', {
              student_no: mover,
              belongs_center_no: CENTER,
              entries: [
                {
                  action: 'add',
                  entry_type: 4,
                  schedule_date: date,
                  time_limit_no: OTHER_HALF,
                  subject_no: SUBJECT,
                  capacity: 2,
                  original_schedule_no: lesson,
                },
              ],
            }),
        },
        {
          writer: 'rebooking request handled',
          call: () => admin.call('C40411_toggleHiddenRequest', { request_no, lock_version: 0 }),
        },
        ...Array.from({ length: 2 }, (_, i) => ({
          writer: 'transfer',
          call: () =>
            (i ? head : admin).call('C40101_setTransfer', {
              schedule: { schedule_no: lesson, lock_version: 0 },
              target_center_no: TRANSFER_CENTER,
            }),
        })),
        {
          writer: 'C20301 move',
          call: () =>
            admin.call('C20301_doAction', {
              student_no: mover,
              schedule_date: date,
              target_center_no: MOVE_TO,
              lock_version: moving.output.lock_version,
            }),
        },
        ...Array.from({ length: 2 }, (_, i) => ({
          writer: 'shift removal',
          call: () =>
            (i ? head : admin).call('C10201_doUpdateSchedule', {
              updateData: [
                {
                  schedule_date: date,
                  time_limit_no: HALF,
                  work_flag: 1,
                  delete_flag: 1,
                  teacher_no: T1,
                  center_no: CENTER,
                  shift_version: shiftVersion,
                },
              ],
            }),
        })),
      ];
      expect(writers).toHaveLength(50);

      // the round's leading writer is sent first, the others right after it in an order of the round's
      // own: each round another writer is likely first at the lesson; the answers in the writers' order
      const calls: Promise<ApiAnswer>[] = [];
      const leading = writers.flatMap((w, i) => (w.writer === LEADS[round] ? [i] : []));
      for (const i of leading) calls[i] = writers[i].call();
      await new Promise((next) => setImmediate(next));
      for (const i of shuffled(round, writers.length)) calls[i] ??= writers[i].call();
      const answers = await Promise.all(calls);
      const byWriter = (name: string) => answers.filter((_, i) => writers[i].writer === name);
      // every refusal, of the call or of a lesson in a board save's answer
      const refusals = answers.flatMap((answer, i) => {
        const refusal = refusalOf(answer, date);
        if (refusal) return [{ writer: writers[i].writer, refusal }];
        if (writers[i].writer.startsWith('board save'))
          return (answer.output as { results: LessonChangeResult[] }).results
            .filter((r) => r.status !== 'ok')
            .map((r) => ({ writer: writers[i].writer, refusal: r.status }));
        return [];
      });
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(refusals.filter((r) => !ALLOWED.includes(r.refusal))).toEqual([]);

      // the last seat: one application at most; the job ran to its end
      expect(byWriter('application').filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      for (const job of byWriter('distribute'))
        expect((await finishedJob(admin, (job.output as JobRef).jobId, 'the distribute job')).state).toBe('completed');
      // the move reaches scheduling through masters' event: its lessons from the date are then at the new center
      expect(byWriter('C20301 move').map((a) => a.status)).toEqual([200]);
      await waitFor(
        async () =>
          (
            await query(`SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1 AND "center_no" = $2`, [
              mover,
              MOVE_TO,
            ])
          ).length === 1,
        "the C20301 move in scheduling's projection",
        30_000,
      );
      const shiftRemoved = byWriter('shift removal').some((a) => a.status === 200);

      const lessons = (
        await query<{ schedule_no: number }>(
          `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])`,
          [[mover, ...rest]],
        )
      ).map((l) => l.schedule_no);
      expect(await halvesOverSeats(TEACHERS, [date])).toEqual([]);
      expect(await seatsNotOfOneTeacher(TEACHERS, [date])).toEqual([]);
      expect(await studentsTwiceInAHalf([mover, ...rest], [date])).toEqual([]);
      // applications left the cell a free teacher; only the shift's removal may take one more away
      expect(await cellsBelowRemaining(CENTER, date, [HALF], shiftRemoved ? 0 : 1)).toEqual([]);
      expect(await assignedWithoutShift(lessons)).toEqual([]);
      expect(await lessonEventsBehindRows(lessons)).toEqual([]);
      expect(await lessonsNotFollowingMoves([mover])).toEqual([]);
    });
});
