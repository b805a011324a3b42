import { type C30101SubmitInput, type Caller } from '@school/contracts';
import { addDays, entryEditableRange, ROLE, tokyoDate, type CalendarDay } from '@school/domain';
import { AppError } from '@school/server-kit';
import { waitFor } from '@school/server-kit/testing';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { EntryCellGuard } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addCalendar,
  addCenters,
  addSeminar,
  addShifts,
  addStudents,
  callersOf,
  dataSource,
  numbers,
  refusal,
  removeReportCopies,
  removeRows,
} from '../entry-cell/entry-cell.test-bed';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { ApplicationRepository } from './application.repository';
import { ApplicationService } from './application.service';

// C30101_submit against the real PostgreSQL. Everything is this file's own: a center no seed uses
// (845_001, and 845_002 for another center's student), students 845_1xx, teachers 845_2xx with work
// shifts in every half the tests use, the center's calendar from a few days back to 80 days ahead
// (one closed day), two seminars named with the file's prefix. Applications, lessons and outbox rows
// are counted before and after each refusal. All of it is removed at the end.
const CENTER = 845_001;
const OTHER_CENTER = 845_002;
const STUDENT = 845_101;
const TEACHERS = [845_201, 845_202, 845_203, 845_204, 845_205];
const PREFIX = `apptests-${process.pid}-`;
const TODAY = tokyoDate(Date.now());
const DAYS = 80;

const caller = callersOf({
  userNo: 845_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C30101'],
  centerNos: [CENTER],
  requestId: 'application.service.int.spec',
});
const staff = caller({});
const studentSelf = (studentNo: number) => caller({ userNo: 845_998, role: ROLE.STUDENT_110, centerNos: null, studentNo });

type Counts = { entries: number; lessons: number; outbox: number; notAttended: number; changes: number };

describe('ApplicationService (C30101_submit) against PostgreSQL', () => {
  let ds: DataSource;
  let service: ApplicationService;
  let calendar: CalendarDay[];
  let closedDay: string;
  let extra: { start: string; end: string };
  let seminarNo: number;
  let closedSeminarNo: number;
  let nextStudent = STUDENT;
  // the outbox keeps the events of earlier runs on this database: this run's come after it
  let since: string;

  const counts = async (): Promise<Counts> => {
    const [row] = (await ds.query(
      `SELECT (SELECT count(*)::int FROM "scheduling"."entry" WHERE "center_no" = $1) AS "entries",
              (SELECT count(*)::int FROM "scheduling"."lesson" WHERE "center_no" = $1) AS "lessons",
              (SELECT count(*)::int FROM "scheduling"."outbox" WHERE ("payload"->>'center_no')::int = $1
                  OR ("payload"->'subject'->>'center_no')::int = $1) AS "outbox",
              (SELECT count(*)::int FROM "scheduling"."not_attended" WHERE "student_no" BETWEEN 845000 AND 845199) AS "notAttended",
              (SELECT count(*)::int FROM "scheduling"."lesson_change" WHERE "student_no" BETWEEN 845000 AND 845199) AS "changes"`,
      [CENTER],
    )) as Counts[];
    return row;
  };
  const outboxOf = async (entryNo: number) =>
    (
      (await ds.query(
        `SELECT "type" FROM "scheduling"."outbox"
          WHERE ("payload"->>'entry_schedule_no')::int = $1 OR "payload"->>'dedupe_key' = $2 ORDER BY "id"`,
        [entryNo, `applicationWaiting:application:${entryNo}`],
      )) as { type: string }[]
    ).map((r) => r.type);
  // a fresh student of the center for each test, so that their lessons never meet
  const newStudent = async (centerNo = CENTER) => {
    const no = nextStudent++;
    await addStudents(
      ds,
      centerNo,
      [no],
      () => '申込試験',
      () => 'モウシコミシケン',
    );
    return no;
  };
  const submit = (studentNo: number, body: Partial<C30101SubmitInput>, who: Caller = staff) =>
    service.submit({ student_no: studentNo, belongs_center_no: CENTER, ...body } as Record<string, unknown>, who);
  const extraRow = (date: string, slot = 11, over: Record<string, unknown> = {}) => ({
    action: 'add' as const,
    entry_type: 2 as const,
    schedule_date: date,
    time_limit_no: slot,
    subject_no: 1,
    capacity: 1 as const,
    ...over,
  });
  const lessonOf = async (entryNo: number) =>
    (
      (await ds.query(
        `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "teacher_no", "class_type",
                "course_setting_no", "dayofweek_code", "cancel_flag", "change_flag", "lock_version",
                to_char("schedule_datetime" AT TIME ZONE 'Asia/Tokyo', 'HH24:MI') AS "start"
           FROM "scheduling"."lesson" WHERE "entry_schedule_no" = $1`,
        [entryNo],
      )) as Record<string, unknown>[]
    )[0];
  const cleanUp = () =>
    removeRows(ds, {
      students: numbers(845_000, 845_199),
      teachers: numbers(845_200, 845_299),
      centers: [CENTER, OTHER_CENTER],
      seminarPrefix: PREFIX,
    });

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = await dataSource(4);
    const cellRepo = new EntryCellRepository(ds);
    service = new ApplicationService(
      new ApplicationRepository(ds),
      new EntryCellGuard(cellRepo),
      new CenterAccess(new CenterRepository(ds)),
      new StudentRowsRepository(ds),
      cellRepo,
    );
    await cleanUp();
    [{ id: since }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as { id: string }[];
    await addCenters(ds, [
      [CENTER, '申込試験'],
      [OTHER_CENTER, '申込試験2'],
    ]);
    // the center is open from period 1 to 5 every day but one, a week after the extra range opens
    const start = addDays(TODAY, -5);
    await addCalendar(ds, CENTER, start, addDays(start, DAYS), { fiscalYear: 2000 });
    calendar = Array.from({ length: DAYS + 1 }, (_, i) => ({
      schedule_date: addDays(start, i),
      closed_flag: 0,
      tstart_ime_limit_no: 10,
      end_time_limit_no: 50,
    }));
    const range = entryEditableRange({ kind: 'extra', today: TODAY, calendar: calendar.slice(5) });
    if (!range) throw new Error('no extra range');
    closedDay = addDays(range.start, 7);
    await ds.query(
      `UPDATE "scheduling"."calendar_day" SET "closed_flag" = 1, "tstart_ime_limit_no" = 0, "end_time_limit_no" = 0
        WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [CENTER, closedDay],
    );
    calendar = calendar.map((d) => (d.schedule_date === closedDay ? { ...d, closed_flag: 1 } : d));
    extra = entryEditableRange({ kind: 'extra', today: TODAY, calendar: calendar.slice(5) })!;
    // five teachers work every half of periods 1 to 3 at the center
    await addShifts(
      ds,
      CENTER,
      TEACHERS,
      numbers(0, DAYS - 5).map((i) => addDays(TODAY, i)),
      [11, 12, 21, 22, 31, 32],
    );
    const seminar = (name: string, start: string, end: string, entryStart: string, entryEnd: string) =>
      addSeminar(ds, {
        name: `${PREFIX}${name}`,
        fiscalYear: 2000,
        start,
        end,
        startSlot: 10,
        endSlot: 20,
        entryStart,
        entryEnd,
      });
    seminarNo = await seminar('open', addDays(extra.start, 1), addDays(extra.start, 12), addDays(TODAY, -1), addDays(TODAY, 5));
    closedSeminarNo = await seminar(
      'closed',
      addDays(extra.start, 1),
      addDays(extra.start, 12),
      addDays(TODAY, -9),
      addDays(TODAY, -1),
    );
  });

  afterAll(async () => {
    try {
      await removeReportCopies(ds, [CENTER, OTHER_CENTER], since);
      await cleanUp();
    } finally {
      await ds.destroy();
    }
  });

  describe('adds', () => {
    it('accepts an extra lesson in range: the entry waits, its lesson has no teacher, three events go out', async () => {
      const student = await newStudent();
      const before = await counts();
      const out = await submit(student, { entries: [extraRow(extra.start, 12, { request_note: 'よろしく' })] });
      expect(out.entries).toHaveLength(1);
      const entry = out.entries[0];
      expect(entry).toMatchObject({
        entry_type: 2,
        student_no: student,
        center_no: CENTER,
        schedule_date: extra.start,
        time_limit_no: 12,
        status: 'waiting',
        applied_role: ROLE.OFFICE_STAFF,
        applied_by_user_no: 845_999,
        request_note: 'よろしく',
        lock_version: 0,
      });
      const lesson = await lessonOf(entry.entry_schedule_no);
      expect(entry.schedule_no).toBe(lesson.schedule_no);
      expect(lesson).toMatchObject({ teacher_no: 0, class_type: 2, course_setting_no: 202, cancel_flag: 0, change_flag: 0 });
      // staff entered it: no alert
      expect(await outboxOf(entry.entry_schedule_no)).toEqual(['LessonCreated', 'LessonApplied']);
      // what the mail and the alert are given: the application's own fields and the placeholders, no more
      const [{ payload }] = (await ds.query(
        `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'LessonApplied' AND ("payload"->>'entry_schedule_no')::int = $1`,
        [entry.entry_schedule_no],
      )) as { payload: Record<string, unknown> }[];
      expect(payload).toEqual({
        entry_schedule_no: entry.entry_schedule_no,
        entry_type: 2,
        student_no: student,
        center_no: CENTER,
        schedule_date: extra.start,
        time_limit_no: 12,
        subject_no: 1,
        schedule_no: lesson.schedule_no,
        applied_by_user_no: 845_999,
        applied_role: ROLE.OFFICE_STAFF,
        time_label: expect.any(String),
        seminar_name: null,
        original_schedule_date: null,
        original_time_label: null,
        request_note: 'よろしく',
      });
      const after = await counts();
      expect(after.entries - before.entries).toBe(1);
      expect(after.lessons - before.lessons).toBe(1);
      expect(after.outbox - before.outbox).toBe(2);
    });

    it("raises the applicationWaiting alert for a student's own application", async () => {
      const student = await newStudent();
      const out = await submit(student, { entries: [extraRow(extra.start, 21)] }, studentSelf(student));
      const entry = out.entries[0];
      expect(entry).toMatchObject({ applied_role: ROLE.STUDENT_110, status: 'waiting' });
      expect(await outboxOf(entry.entry_schedule_no)).toEqual(['LessonCreated', 'LessonApplied', 'AlertRaised']);
      const [alert] = (await ds.query(
        `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'AlertRaised' AND "payload"->>'dedupe_key' = $1`,
        [`applicationWaiting:application:${entry.entry_schedule_no}`],
      )) as { payload: Record<string, unknown> }[];
      expect(alert.payload).toMatchObject({
        kind: 'applicationWaiting',
        subject: {
          type: 'application',
          application_no: entry.entry_schedule_no,
          entry_type: 2,
          center_no: CENTER,
          student_no: student,
        },
        audience: { center_no: CENTER },
      });
    });

    it('accepts a seminar lesson inside its seminar and entry period', async () => {
      const student = await newStudent();
      const date = addDays(extra.start, 2) === closedDay ? addDays(extra.start, 3) : addDays(extra.start, 2);
      const out = await submit(student, {
        entries: [{ ...extraRow(date, 10, { entry_type: 3, capacity: 2 }), seminar_calendar_no: seminarNo }],
      });
      expect(out.entries[0]).toMatchObject({ entry_type: 3, seminar_calendar_no: seminarNo, capacity: 2, time_limit_no: 10 });
      expect(await lessonOf(out.entries[0].entry_schedule_no)).toMatchObject({ class_type: 3, course_setting_no: 100 });
    });

    it('moves the student’s own lesson for a change: lesson_change row, LessonChanged, the lesson waits again', async () => {
      const student = await newStudent();
      const first = (await submit(student, { entries: [extraRow(extra.start, 31)] })).entries[0];
      const before = await counts();
      const target = addDays(extra.start, 1) === closedDay ? addDays(extra.start, 2) : addDays(extra.start, 1);
      const out = await submit(student, {
        entries: [extraRow(target, 22, { entry_type: 4, original_schedule_no: first.schedule_no! })],
      });
      const change = out.entries[0];
      expect(change).toMatchObject({ entry_type: 4, original_schedule_no: first.schedule_no, schedule_no: first.schedule_no });
      const lesson = await lessonOf(change.entry_schedule_no);
      expect(lesson).toMatchObject({
        schedule_date: target,
        time_limit_no: 22,
        change_flag: 1,
        teacher_no: 0,
        course_setting_no: 202,
      });
      expect(await outboxOf(change.entry_schedule_no)).toEqual(['LessonChanged', 'LessonApplied']);
      const after = await counts();
      expect(after.changes - before.changes).toBe(1);
      expect(after.lessons - before.lessons).toBe(0);
      // a change is not taken back: another change moves the lesson again
      expect(
        await refusal(
          submit(student, {
            entries: [{ action: 'del', entry_schedule_no: change.entry_schedule_no, lock_version: change.lock_version }],
          }),
        ),
      ).toMatchObject({
        status: 422,
        errors: { 'entries.0.entry_schedule_no': ['scheduling.application.changeNotWithdrawable'] },
      });
      expect(await counts()).toEqual(after);
    });

    it('makes the entry accepted when the lesson gets a teacher, and waiting again when it loses it', async () => {
      const student = await newStudent();
      const entry = (await submit(student, { entries: [extraRow(extra.start, 11)] })).entries[0];
      await ds.query(`UPDATE "scheduling"."lesson" SET "teacher_no" = $2 WHERE "schedule_no" = $1`, [
        entry.schedule_no,
        TEACHERS[0],
      ]);
      const status = async () =>
        (
          (await ds.query(`SELECT "status" FROM "scheduling"."entry" WHERE "entry_schedule_no" = $1`, [
            entry.entry_schedule_no,
          ])) as {
            status: string;
          }[]
        )[0].status;
      expect(await status()).toBe('accepted');
      await ds.query(`UPDATE "scheduling"."lesson" SET "teacher_no" = 0 WHERE "schedule_no" = $1`, [entry.schedule_no]);
      expect(await status()).toBe('waiting');
    });
  });

  it('serves two submits whose cells cross (A then B, B then A) without a deadlock', async () => {
    const a = { date: extra.start, slot: 31 };
    const b = { date: addDays(extra.start, 1) === closedDay ? addDays(extra.start, 2) : addDays(extra.start, 1), slot: 32 };
    const [s1, s2] = [await newStudent(), await newStudent()];
    for (let round = 0; round < 3; round++) {
      const [one, two] = await Promise.all([
        submit(s1, { entries: [extraRow(a.date, a.slot), extraRow(b.date, b.slot)] }),
        submit(s2, { entries: [extraRow(b.date, b.slot), extraRow(a.date, a.slot)] }),
      ]);
      expect([one.entries.length, two.entries.length]).toEqual([2, 2]);
      const taken = [...one.entries, ...two.entries];
      for (const [student, list] of [
        [s1, one.entries],
        [s2, two.entries],
      ] as const)
        await submit(student, {
          entries: list.map((e) => ({
            action: 'del' as const,
            entry_schedule_no: e.entry_schedule_no,
            lock_version: e.lock_version,
          })),
        });
      expect(taken).toHaveLength(4);
    }
  });

  it('refuses a submit that met a center move of its student (MSG_0001): nothing lands at the old center', async () => {
    const student = await newStudent();
    const move = ds.createQueryRunner();
    await move.connect();
    try {
      // C20301's move as scheduling applies it: the projection row first, committed once the submit waits
      await move.startTransaction();
      const [{ pid }] = (await move.query('SELECT pg_backend_pid() AS "pid"')) as { pid: number }[];
      await move.query(`UPDATE "scheduling"."student_projection" SET "center_no" = $2 WHERE "student_no" = $1`, [
        student,
        OTHER_CENTER,
      ]);
      const before = await counts();
      const submitted = refusal(submit(student, { entries: [extraRow(addDays(extra.start, 2), 22)] }));
      await waitFor(
        async () =>
          (
            (await ds.query(`SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids("pid"))`, [
              pid,
            ])) as { n: number }[]
          )[0].n > 0,
        'the submit to wait for the move',
        5000,
      );
      await move.commitTransaction();
      expect(await submitted).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect(await counts()).toEqual(before);
    } finally {
      if (move.isTransactionActive) await move.rollbackTransaction();
      await move.release();
    }
  });

  describe('takes back', () => {
    it('withdraws the applicant’s own application and cancels its lesson', async () => {
      const student = await newStudent();
      const entry = (await submit(student, { entries: [extraRow(extra.start, 12)] }, studentSelf(student))).entries[0];
      const out = await submit(
        student,
        { entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version }] },
        studentSelf(student),
      );
      expect(out.entries[0]).toMatchObject({ status: 'withdrawn', schedule_no: null, lock_version: 1 });
      expect(await lessonOf(entry.entry_schedule_no)).toMatchObject({ cancel_flag: 1 });
      expect(await outboxOf(entry.entry_schedule_no)).toEqual(['LessonCreated', 'LessonApplied', 'AlertRaised']);
    });

    it("refuses a student's application when staff take it back; a staff-entered one is withdrawn", async () => {
      const student = await newStudent();
      const own = (await submit(student, { entries: [extraRow(extra.start, 11)] }, studentSelf(student))).entries[0];
      const entered = (await submit(student, { entries: [extraRow(extra.start, 21)] })).entries[0];
      const out = await submit(student, {
        entries: [
          { action: 'del', entry_schedule_no: own.entry_schedule_no, lock_version: 0 },
          { action: 'del', entry_schedule_no: entered.entry_schedule_no, lock_version: 0 },
        ],
      });
      expect(out.entries.map((e) => e.status)).toEqual(['refused', 'withdrawn']);
    });

    it('refuses a stale lock_version (409) and someone else’s entry, writing nothing', async () => {
      const student = await newStudent();
      const other = await newStudent();
      const entry = (await submit(student, { entries: [extraRow(extra.start, 22)] })).entries[0];
      const before = await counts();
      expect(
        await refusal(
          submit(student, { entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: 5 }] }),
        ),
      ).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect(
        await refusal(
          submit(other, { entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: 0 }] }),
        ),
      ).toMatchObject({ status: 422, errors: { 'entries.0.entry_schedule_no': ['scheduling.application.entryUnknown'] } });
      expect(await counts()).toEqual(before);
    });
  });

  it('changes only the marked rows: the student’s other applications, lessons and not-attended days keep content and lock_version', async () => {
    const student = await newStudent();
    const day = addDays(extra.start, 6) === closedDay ? addDays(extra.start, 5) : addDays(extra.start, 6);
    const made = await submit(student, {
      entries: [extraRow(day, 11), extraRow(day, 21)],
      not_attended: [{ action: 'add', schedule_date: addDays(TODAY, 6) }],
    });
    const [marked] = made.entries;
    // every row of the student in the tables a submit writes, whole
    const rowsOf = async () =>
      new Map(
        (
          (await ds.query(
            `SELECT 'entry|' || e."entry_schedule_no" AS "key", to_jsonb(e)::text AS "row" FROM "scheduling"."entry" e WHERE e."student_no" = $1
             UNION ALL
             SELECT 'lesson|' || l."schedule_no", to_jsonb(l)::text FROM "scheduling"."lesson" l WHERE l."student_no" = $1
             UNION ALL
             SELECT 'not_attended|' || n."not_attended_no", to_jsonb(n)::text FROM "scheduling"."not_attended" n WHERE n."student_no" = $1
             UNION ALL
             SELECT 'change|' || c."change_no", to_jsonb(c)::text FROM "scheduling"."lesson_change" c WHERE c."student_no" = $1`,
            [student],
          )) as { key: string; row: string }[]
        ).map((r) => [r.key, r.row]),
      );
    const before = await rowsOf();
    expect(before.size).toBe(5);
    const touched = [`entry|${marked.entry_schedule_no}`, `lesson|${marked.schedule_no}`];

    // one marked row: the take-back of the first application
    await submit(student, {
      entries: [{ action: 'del', entry_schedule_no: marked.entry_schedule_no, lock_version: marked.lock_version }],
    });
    const after = await rowsOf();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, row] of before)
      if (touched.includes(key)) expect({ key, same: after.get(key) === row }).toEqual({ key, same: false });
      else expect({ key, row: after.get(key) }).toEqual({ key, row });

    // one marked add: nothing the student had changes
    await submit(student, { entries: [extraRow(day, 31)] });
    const added = await rowsOf();
    expect(added.size).toBe(7);
    for (const [key, row] of after) expect({ key, row: added.get(key) }).toEqual({ key, row });
  });

  describe('not-attended days', () => {
    it('adds a day from tomorrow, refuses today and a day already marked, deletes at its lock_version', async () => {
      const student = await newStudent();
      const day = addDays(TODAY, 3);
      const added = await submit(student, { not_attended: [{ action: 'add', schedule_date: day, remarks: '旅行' }] });
      expect(added.not_attended).toEqual([
        expect.objectContaining({ student_no: student, schedule_date: day, remarks: '旅行', lock_version: 0 }),
      ]);
      const before = await counts();
      expect(await refusal(submit(student, { not_attended: [{ action: 'add', schedule_date: day }] }))).toMatchObject({
        status: 422,
        errors: {
          'not_attended.0.schedule_date': [{ key: 'scheduling.application.notAttendedDuplicate', params: { date: day } }],
        },
      });
      expect(await refusal(submit(student, { not_attended: [{ action: 'add', schedule_date: TODAY }] }))).toMatchObject({
        errors: { 'not_attended.0.schedule_date': ['scheduling.application.notAttendedOutsideRange'] },
      });
      const no = added.not_attended[0].not_attended_no;
      expect(
        await refusal(submit(student, { not_attended: [{ action: 'del', not_attended_no: no, lock_version: 3 }] })),
      ).toMatchObject({ status: 409, code: 'MSG_0001' });
      expect(await counts()).toEqual(before);
      const removed = await submit(student, { not_attended: [{ action: 'del', not_attended_no: no, lock_version: 0 }] });
      expect(removed.not_attended).toEqual([]);
      expect((await counts()).notAttended).toBe(before.notAttended - 1);
    });
  });

  it('marks a day once when two submits mark it at the same time (the other is a 422)', async () => {
    const student = await newStudent();
    const day = addDays(TODAY, 4);
    const results = await Promise.allSettled(
      [0, 1].map(() => submit(student, { not_attended: [{ action: 'add', schedule_date: day }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect((lost.reason as AppError).status).toBe(422);
  });

  describe('refusals write nothing', () => {
    const expectNothingWritten = async (p: Promise<unknown>, expected: Record<string, unknown>) => {
      const before = await counts();
      expect(await refusal(p)).toMatchObject(expected);
      expect(await counts()).toEqual(before);
    };
    const invalid = (field: string, key: string, params?: Record<string, unknown>) => ({
      status: 422,
      errors: { [field]: [params ? { key, params } : key] },
    });

    it('refuses who may not submit: another student, student 120, a teacher, staff of another center (403)', async () => {
      const student = await newStudent();
      const rows = { entries: [extraRow(extra.start, 11)] };
      for (const who of [
        studentSelf(student + 1000),
        caller({ role: ROLE.STUDENT_120, studentNo: student, centerNos: null }),
        caller({ role: ROLE.TEACHER, teacherNo: TEACHERS[0] }),
        caller({ centerNos: [OTHER_CENTER] }),
      ])
        await expectNothingWritten(submit(student, rows, who), { status: 403, code: 'FORBIDDEN' });
    });

    it('refuses a center that is not the student’s any more (409 MSG_0001)', async () => {
      const student = await newStudent();
      await expectNothingWritten(
        service.submit({ student_no: student, belongs_center_no: OTHER_CENTER, entries: [extraRow(extra.start, 11)] }, staff),
        { status: 409, code: 'MSG_0001' },
      );
    });

    it('refuses each bad cell with its message, and a good row beside a bad one is not written either', async () => {
      const student = await newStudent();
      const good = extraRow(extra.start, 11);
      const far = addDays(TODAY, DAYS + 30);
      await expectNothingWritten(
        submit(student, { entries: [good, extraRow(far)] }),
        invalid('entries.1.schedule_date', 'scheduling.application.noCalendarRow', { date: far }),
      );
      await expectNothingWritten(
        submit(student, { entries: [good, extraRow(closedDay)] }),
        invalid('entries.1.schedule_date', 'scheduling.application.dayClosed', { date: closedDay }),
      );
      await expectNothingWritten(
        submit(student, { entries: [extraRow(extra.start, 61)] }),
        invalid('entries.0.time_limit_no', 'scheduling.application.slotClosed', { date: extra.start }),
      );
      await expectNothingWritten(
        submit(student, { entries: [extraRow(extra.start, 13)] }),
        invalid('entries.0.time_limit_no', 'scheduling.application.slotUnknown'),
      );
      const early = addDays(TODAY, 1);
      await expectNothingWritten(
        submit(student, { entries: [extraRow(early)] }),
        invalid('entries.0.schedule_date', 'scheduling.application.outsideRange', extra),
      );
      await expectNothingWritten(
        submit(student, { entries: [extraRow('2026-02-30')] }),
        invalid('entries.0.schedule_date', 'scheduling.application.invalidDate'),
      );
    });

    it('refuses seminar rows outside their seminar, an unknown seminar and a closed entry period', async () => {
      const student = await newStudent();
      const inSeminar = addDays(extra.start, 4) === closedDay ? addDays(extra.start, 5) : addDays(extra.start, 4);
      const row = (over: Record<string, unknown>) => ({
        ...extraRow(inSeminar, 11, { entry_type: 3 }),
        seminar_calendar_no: seminarNo,
        ...over,
      });
      await expectNothingWritten(
        submit(student, { entries: [row({ seminar_calendar_no: 2_000_000_000 })] }),
        invalid('entries.0.seminar_calendar_no', 'scheduling.application.seminarUnknown'),
      );
      await expectNothingWritten(
        submit(student, { entries: [row({ time_limit_no: 31 })] }),
        invalid('entries.0.time_limit_no', 'scheduling.application.seminarSlot'),
      );
      await expectNothingWritten(submit(student, { entries: [row({ seminar_calendar_no: closedSeminarNo })] }), {
        status: 422,
        errors: {
          'entries.0.seminar_calendar_no': [expect.objectContaining({ key: 'scheduling.application.seminarEntryClosed' })],
        },
      });
    });

    it('refuses a change of another student’s lesson and a second lesson in a busy half', async () => {
      const student = await newStudent();
      const other = await newStudent();
      const theirs = (await submit(other, { entries: [extraRow(extra.start, 32)] })).entries[0];
      await expectNothingWritten(
        submit(student, {
          entries: [extraRow(extra.start, 31, { entry_type: 4, original_schedule_no: theirs.schedule_no! })],
        }),
        invalid('entries.0.original_schedule_no', 'scheduling.application.lessonUnknown'),
      );
      await submit(student, { entries: [extraRow(extra.start, 31)] });
      // period 3 (90 minutes) overlaps the first half the student already has
      await expectNothingWritten(
        submit(student, { entries: [extraRow(extra.start, 30)] }),
        invalid('entries.0.time_limit_no', 'scheduling.application.studentBusy'),
      );
    });

    it('refuses a change of a lesson that has started', async () => {
      const student = await newStudent();
      const [{ schedule_no: past }] = (await ds.query(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
         VALUES ($1::date, $1::date + time '10:00', 11, 1, $2, 0, $3, 201, 1, extract(isodow FROM $1::date)) RETURNING "schedule_no"`,
        [addDays(TODAY, -2), student, CENTER],
      )) as { schedule_no: number }[];
      await expectNothingWritten(
        submit(student, {
          entries: [extraRow(extra.start, 32, { entry_type: 4, original_schedule_no: past })],
        }),
        invalid('entries.0.original_schedule_no', 'scheduling.application.lessonPast'),
      );
    });

    it('refuses a full cell with scheduling.entryCell.full', async () => {
      const student = await newStudent();
      const day = addDays(extra.start, 9) === closedDay ? addDays(extra.start, 10) : addDays(extra.start, 9);
      // five teachers: four one-to-one lessons leave one, which is full
      for (let i = 0; i < 4; i++) await submit(await newStudent(), { entries: [extraRow(day, 12)] });
      await expectNothingWritten(submit(student, { entries: [extraRow(day, 12)] }), {
        status: 400,
        key: 'scheduling.entryCell.full',
      });
    });
  });
});
