import { type AlertRow, type C30101SubmitInput, type EntryAddRow } from '@school/contracts';
import { addDays, isSlotOpen, tokyoDate } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { query } from '../support/db';
import { addFreeLesson, CellRoom, centerOf, extraRange, openCell, removeApplications } from '../support/entry-cells';
import { Mailbox } from '../support/mailbox';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C30101_submit through the gateway: who may submit (staff; student 110 for its own student only;
// 120, 130 and teachers not), the refusals with their messages and nothing written, a stale take-back,
// and what a student's application sends: one mail of the M20701 template of its kind to the center
// (extra, seminar and change; none while the template's send_flag is 0) and one applicationWaiting
// alert on C00102 for the center's staff.
// Also, for a student of its own (OWN, added to student 1's center in scheduling's projection, so
// that no other file's writes meet its rows): a change (type 4) accepted in range, only the marked
// rows changing, and the 409 refusals writing nothing.
// The cells are the extra range's 6th to 17th open dates of period 4's first half at student 1's center
// (the race file takes the first three of period 5); this file's seminar is named with its prefix.
const HALF = 41;
const PREFIX = `c30101-api-${Date.now().toString(36)}-`;
const OWN = 845_741;

describe('C30101_submit', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);
  const student1 = new ApiSession(stack);
  const student2 = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const classroom2 = new ApiSession(stack);
  const mailbox = new Mailbox();
  const room = new CellRoom(50);
  const made: number[] = [];
  const madeNotAttended: number[] = [];
  const ownLessons: number[] = [];
  let center: number;
  let centerEmail: string;
  let dates: string[];

  const row = (date: string, over: Partial<EntryAddRow> = {}): EntryAddRow => ({
    action: 'add',
    entry_type: 2,
    schedule_date: date,
    time_limit_no: HALF,
    subject_no: 1,
    capacity: 1,
    ...over,
  });
  const submit = async (session: ApiSession, input: Partial<C30101SubmitInput> & { student_no: number }) => {
    const answer = await session.call('C30101_submit', { belongs_center_no: center, ...input });
    if (answer.status === 200) {
      made.push(...answer.output.entries.map((e) => e.entry_schedule_no));
      madeNotAttended.push(...answer.output.not_attended.map((n) => n.not_attended_no));
    }
    return answer;
  };
  // every row of the student's applications, lessons and not-attended days, whole, by key
  const rowsOf = async (studentNo: number) => {
    const byKey = async (sql: string) =>
      Object.fromEntries((await query<{ k: number; r: unknown }>(sql, [studentNo])).map((x) => [x.k, x.r]));
    return {
      entries: await byKey(
        `SELECT "entry_schedule_no" AS "k", to_jsonb(e) AS "r" FROM "scheduling"."entry" e WHERE "student_no" = $1`,
      ),
      lessons: await byKey(
        `SELECT "schedule_no" AS "k", to_jsonb(l) AS "r" FROM "scheduling"."lesson" l WHERE "student_no" = $1`,
      ),
      notAttended: await byKey(
        `SELECT "not_attended_no" AS "k", to_jsonb(n) AS "r" FROM "scheduling"."not_attended" n WHERE "student_no" = $1`,
      ),
    };
  };
  const notAttendedOf = async (studentNo: number) =>
    (
      await query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "scheduling"."not_attended" WHERE "student_no" = $1`, [
        studentNo,
      ])
    )[0].n;
  // what a refusal must leave as it was: the student's applications and lessons, scheduling's outbox
  const written = async (studentNo: number) =>
    (
      await query<{ entries: number; lessons: number; outbox: number }>(
        `SELECT (SELECT count(*)::int FROM "scheduling"."entry" WHERE "student_no" = $1) AS "entries",
                (SELECT count(*)::int FROM "scheduling"."lesson" WHERE "student_no" = $1) AS "lessons",
                (SELECT count(*)::int FROM "scheduling"."outbox" WHERE ("payload"->>'student_no')::int = $1
                    OR ("payload"->'subject'->>'student_no')::int = $1) AS "outbox"`,
        [studentNo],
      )
    )[0];
  const appliedEventId = async (entryNo: number) =>
    `scheduling:${
      (
        await query<{ id: string }>(
          `SELECT "id"::text FROM "scheduling"."outbox" WHERE "type" = 'LessonApplied' AND ("payload"->>'entry_schedule_no')::int = $1`,
          [entryNo],
        )
      )[0].id
    }`;
  const mailed = async (entryNo: number) => {
    const id = await appliedEventId(entryNo);
    await waitFor(
      async () =>
        (await query(`SELECT 1 FROM "auth"."inbox" WHERE "consumer" = 'auth-application-mails' AND "event_id" = $1`, [id]))
          .length > 0,
      'auth to take the application event',
      30000,
    );
  };
  const setSendFlag = async (flag: 0 | 1) => {
    const t = (await head.call('M20701_getEdit', { notification_type: 1 })).output;
    const saved = await head.call('M20701_doEdit', {
      notification_type: 1,
      mail_subject: t.mail_subject,
      mail_body: t.mail_body,
      send_flag: flag,
      lock_version: t.lock_version,
    });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    await Promise.all([
      admin.login('admin'),
      head.login('head'),
      student1.login('student1'),
      student2.login('student2'),
      teacher.login('teacher1'),
      classroom.login('classroom'),
      classroom2.login('classroom2'),
    ]);
    center = await centerOf(1);
    [{ email: centerEmail }] = await query<{ email: string }>(`SELECT "email" FROM "masters"."center" WHERE "center_no" = $1`, [
      center,
    ]);
    dates = [];
    for (let nth = 5; nth < 17; nth++) dates.push(await openCell(center, HALF, nth, 1));
    for (const d of dates) await room.set(center, d, HALF, 6);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [OWN]);
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
       VALUES ($1, $2, '申込API試験', 'モウシコミエーピーアイシケン', 1, 1)`,
      [OWN, center],
    );
  }, 120000);

  afterAll(async () => {
    await removeApplications(made);
    await query(`DELETE FROM "scheduling"."not_attended" WHERE "not_attended_no" = ANY($1::int[]) OR "student_no" = $2`, [
      madeNotAttended,
      OWN,
    ]);
    await query(`DELETE FROM "scheduling"."lesson_change" WHERE "student_no" = $1`, [OWN]);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[]) OR "student_no" = $2`, [ownLessons, OWN]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [ownLessons]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [OWN]);
    await room.clear();
    await query(`DELETE FROM "scheduling"."seminar_calendar" WHERE "seminar_name" LIKE $1`, [`${PREFIX}%`]);
  });

  it('lets staff and student 110 submit for the student; another student number, 120 and a teacher are refused (403)', async () => {
    const byStaff = await submit(admin, { student_no: 1, entries: [row(dates[0])] });
    expect(byStaff.status).toBe(200);
    expect(byStaff.output.entries[0]).toMatchObject({
      student_no: 1,
      status: 'waiting',
      applied_role: 560,
      schedule_date: dates[0],
    });

    const other = await centerOf(2);
    const before = await written(2);
    for (const [session, studentNo] of [
      [student1, 2],
      [student2, 2],
      [teacher, 2],
    ] as const) {
      const refused = await session.call('C30101_submit', {
        student_no: studentNo,
        belongs_center_no: other,
        entries: [row(dates[0])],
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await written(2)).toEqual(before);
  });

  it('refuses a stale take-back (409 MSG_0001) and takes it back at the version read', async () => {
    const added = await submit(admin, { student_no: 1, entries: [row(dates[1])] });
    const entry = added.output.entries[0];
    const stale = await admin.call('C30101_submit', {
      student_no: 1,
      belongs_center_no: center,
      entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version + 1 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const taken = await admin.call('C30101_submit', {
      student_no: 1,
      belongs_center_no: center,
      entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version }],
    });
    expect(taken.output.entries[0]).toMatchObject({ status: 'withdrawn', schedule_no: null });
    const moved = await admin.call('C30101_submit', {
      student_no: 1,
      belongs_center_no: center + 1000,
      entries: [row(dates[1])],
    });
    expect(moved.status).toBe(409);
  });

  it('refuses bad input with a clear message on the row’s field and writes nothing', async () => {
    const { range, calendar } = await extraRange(center);
    const today = tokyoDate(Date.now());
    // this file's seminar, so that the seminar range exists whatever the date
    const [{ seminar_calendar_no: seminar }] = await query<{ seminar_calendar_no: number }>(
      `INSERT INTO "scheduling"."seminar_calendar" ("seminar_name", "fiscal_year", "schedule_start_date", "schedule_end_date",
          "start_time_limit_no", "end_time_limit_no", "entry_start_date", "entry_end_date")
       VALUES ($1, 2000, $2, $3, 10, 50, $4, $5) RETURNING "seminar_calendar_no"`,
      [`${PREFIX}seminar`, range.start, addDays(range.start, 20), addDays(today, -1), addDays(today, 5)],
    );
    const late = calendar.find((d) => d.schedule_date > range.end && isSlotOpen(d, HALF))!.schedule_date;
    // an open day whose hours end before period 8: made so for the test (restored below) when the
    // calendar has none, so that the slot case always runs
    const slotDay =
      calendar.find(
        (d) => d.schedule_date !== range.end && d.schedule_date !== late && !isSlotOpen(d, 81) && Number(d.closed_flag) === 0,
      ) ??
      calendar.find(
        (d) =>
          d.schedule_date !== range.end && d.schedule_date !== late && !dates.includes(d.schedule_date) && isSlotOpen(d, HALF),
      )!;
    const [slotDayKept] = await query<{ e: number }>(
      `SELECT "end_time_limit_no" AS "e" FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [center, slotDay.schedule_date],
    );
    await query(
      `UPDATE "scheduling"."calendar_day" SET "end_time_limit_no" = LEAST("end_time_limit_no", 70)
        WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [center, slotDay.schedule_date],
    );
    const [lessonOf2] = await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "student_no" = 2 AND "cancel_flag" = 0 ORDER BY "schedule_date" DESC LIMIT 1`,
    );
    // the last date of the range closed for the test (restored below)
    const closedDay = range.end;
    const [kept] = await query<{ closed_flag: number; s: number; e: number }>(
      `SELECT "closed_flag", "tstart_ime_limit_no" AS "s", "end_time_limit_no" AS "e" FROM "scheduling"."calendar_day"
        WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [center, closedDay],
    );
    await query(
      `UPDATE "scheduling"."calendar_day" SET "closed_flag" = 1, "tstart_ime_limit_no" = 0, "end_time_limit_no" = 0
        WHERE "center_no" = $1 AND "schedule_date" = $2`,
      [center, closedDay],
    );
    try {
      const cases: [Partial<EntryAddRow> & { schedule_date: string }, string, string][] = [
        [{ schedule_date: late }, 'schedule_date', `申込できるのは${range.start}から${range.end}までです`],
        [{ schedule_date: closedDay }, 'schedule_date', `${closedDay}は休校日です`],
        [{ schedule_date: '2099-01-05' }, 'schedule_date', '2099-01-05はこのセンターのカレンダーに登録されていません'],
        [
          { schedule_date: dates[2], entry_type: 3, seminar_calendar_no: 2_000_000_000 },
          'seminar_calendar_no',
          '講習が見つかりません',
        ],
        [
          { schedule_date: dates[2], entry_type: 4, original_schedule_no: lessonOf2.schedule_no },
          'original_schedule_no',
          '振替・変更できる授業が見つかりません',
        ],
      ];
      cases.push([
        { schedule_date: slotDay.schedule_date, time_limit_no: 81 },
        'time_limit_no',
        `この時限は${slotDay.schedule_date}の開校時間外です`,
      ]);
      const before = await written(1);
      for (const [over, field, message] of cases) {
        for (const session of [admin, student1]) {
          const refused = await session.call('C30101_submit', {
            student_no: 1,
            belongs_center_no: center,
            entries: [row(dates[2]), row(over.schedule_date, over)],
          });
          expect({ status: refused.status, errors: refused.body.errors }).toEqual({
            status: 422,
            errors: { [`entries.1.${field}`]: [message] },
          });
        }
      }
      expect(await written(1)).toEqual(before);
      // the seminar row itself is accepted inside its seminar
      const accepted = await submit(admin, {
        student_no: 1,
        entries: [row(dates[2], { entry_type: 3, seminar_calendar_no: seminar })],
      });
      expect(accepted.status).toBe(200);
    } finally {
      await query(
        `UPDATE "scheduling"."calendar_day" SET "closed_flag" = $3, "tstart_ime_limit_no" = $4, "end_time_limit_no" = $5
          WHERE "center_no" = $1 AND "schedule_date" = $2`,
        [center, closedDay, kept.closed_flag, kept.s, kept.e],
      );
      await query(
        `UPDATE "scheduling"."calendar_day" SET "end_time_limit_no" = $3 WHERE "center_no" = $1 AND "schedule_date" = $2`,
        [center, slotDay.schedule_date, slotDayKept.e],
      );
    }
  });

  it('accepts a change (type 4) in range: the student’s own lesson moves to the cell and waits for a teacher again', async () => {
    const lesson = await addFreeLesson(dates[6], OWN, center);
    ownLessons.push(lesson);
    const [was] = await query<{ time_limit_no: number; lock_version: number }>(
      `SELECT "time_limit_no", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lesson],
    );
    const changed = await submit(admin, {
      student_no: OWN,
      entries: [row(dates[6], { entry_type: 4, original_schedule_no: lesson })],
    });
    expect(changed.status).toBe(200);
    const [entry] = changed.output.entries;
    expect(entry).toMatchObject({
      entry_type: 4,
      status: 'waiting',
      schedule_date: dates[6],
      time_limit_no: HALF,
      schedule_no: lesson,
    });
    const [moved] = await query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "teacher_no", "change_flag", "cancel_flag",
              "entry_schedule_no", "lock_version"
         FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lesson],
    );
    expect(moved).toEqual({
      schedule_date: dates[6],
      time_limit_no: HALF,
      teacher_no: 0,
      change_flag: 1,
      cancel_flag: 0,
      entry_schedule_no: entry.entry_schedule_no,
      lock_version: was.lock_version + 1,
    });
    const changes = await query(
      `SELECT to_char("from_date", 'YYYY-MM-DD') AS "from_date", "from_time_limit_no", to_char("to_date", 'YYYY-MM-DD') AS "to_date",
              "to_time_limit_no"
         FROM "scheduling"."lesson_change" WHERE "entry_schedule_no" = $1`,
      [entry.entry_schedule_no],
    );
    expect(changes).toEqual([
      { from_date: dates[6], from_time_limit_no: was.time_limit_no, to_date: dates[6], to_time_limit_no: HALF },
    ]);
  });

  it('changes only the marked rows: the student’s other applications, lessons and not-attended days stay as they were', async () => {
    ownLessons.push(await addFreeLesson(dates[7], OWN, center));
    const first = await submit(admin, {
      student_no: OWN,
      entries: [row(dates[7]), row(dates[8])],
      not_attended: [{ action: 'add', schedule_date: dates[10] }],
    });
    expect(first.status).toBe(200);
    const [taken, kept] = first.output.entries;
    const before = await rowsOf(OWN);

    const second = await submit(admin, {
      student_no: OWN,
      entries: [{ action: 'del', entry_schedule_no: taken.entry_schedule_no, lock_version: taken.lock_version }, row(dates[9])],
      not_attended: [{ action: 'add', schedule_date: dates[11] }],
    });
    expect(second.status).toBe(200);
    const [withdrawn, added] = second.output.entries;
    expect(withdrawn).toMatchObject({ entry_schedule_no: taken.entry_schedule_no, status: 'withdrawn' });
    const after = await rowsOf(OWN);

    // the marked rows: the taken-back application and its lesson, the new application, its lesson and day
    const newLesson = added.schedule_no as number;
    const [newDay] = second.output.not_attended;
    expect(Object.keys(after.entries).sort()).toEqual([...Object.keys(before.entries), String(added.entry_schedule_no)].sort());
    expect(Object.keys(after.lessons).sort()).toEqual([...Object.keys(before.lessons), String(newLesson)].sort());
    expect(Object.keys(after.notAttended).sort()).toEqual(
      [...Object.keys(before.notAttended), String(newDay.not_attended_no)].sort(),
    );
    const unmarked = <T extends Record<string, unknown>>(rows: T, keys: number[]) =>
      Object.fromEntries(Object.entries(rows).filter(([k]) => !keys.includes(Number(k))));
    expect(unmarked(after.entries, [taken.entry_schedule_no, added.entry_schedule_no])).toEqual(
      unmarked(before.entries, [taken.entry_schedule_no]),
    );
    expect(unmarked(after.lessons, [taken.schedule_no as number, newLesson])).toEqual(
      unmarked(before.lessons, [taken.schedule_no as number]),
    );
    expect(unmarked(after.notAttended, [newDay.not_attended_no])).toEqual(before.notAttended);
    // what the unmarked rows are: the kept application with its lesson, the free lesson and the first day
    expect(before.entries[kept.entry_schedule_no]).toBeDefined();
    expect(Object.keys(before.notAttended)).toHaveLength(1);
  });

  it('refuses a stale take-back or a stale center (409 MSG_0001) writing nothing: rows and outbox unchanged', async () => {
    const added = await submit(admin, { student_no: OWN, entries: [row(dates[5])] });
    expect(added.status).toBe(200);
    const entry = added.output.entries[0];
    const before = { ...(await written(OWN)), notAttended: await notAttendedOf(OWN), rows: await rowsOf(OWN) };
    const attempts = [
      {
        belongs_center_no: center,
        entries: [
          row(dates[11]),
          { action: 'del' as const, entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version + 1 },
        ],
        not_attended: [{ action: 'add' as const, schedule_date: dates[8] }],
      },
      {
        belongs_center_no: center + 1000,
        entries: [row(dates[11])],
        not_attended: [{ action: 'add' as const, schedule_date: dates[8] }],
      },
    ];
    for (const attempt of attempts) {
      const stale = await admin.call('C30101_submit', { student_no: OWN, ...attempt });
      expect({ status: stale.status, code: stale.body.code }).toEqual({ status: 409, code: 'MSG_0001' });
    }
    expect({ ...(await written(OWN)), notAttended: await notAttendedOf(OWN), rows: await rowsOf(OWN) }).toEqual(before);
  });

  it("mails the center once with the template and raises one alert for its staff for a student's application", async () => {
    const since = mailbox.mails.length;
    const applied = await submit(student1, { student_no: 1, entries: [row(dates[3], { request_note: '数学を希望' })] });
    expect(applied.status).toBe(200);
    const entry = applied.output.entries[0];
    expect(entry).toMatchObject({ applied_role: 110, status: 'waiting' });
    const [{ student_name: name }] = await query<{ student_name: string }>(
      `SELECT "student_name" FROM "masters"."student" WHERE "student_no" = 1`,
    );
    const mail = await waitForMail(mailbox, centerEmail, since, dates[3]);
    expect(mail.subject.startsWith('【追加授業申請】')).toBe(true);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[{}]/);
    expect(mail.subject).toContain(name);
    expect(mail.text).toContain('数学を希望');
    await mailed(entry.entry_schedule_no);
    expect(mailbox.mails.slice(since).filter((m) => m.text.includes(dates[3]) && m.text.includes(name))).toHaveLength(1);

    const alertsOf = async (session: ApiSession) =>
      (
        await session.call('C00102_getAlert', { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 100 } })
      ).output.data.filter(
        (a: AlertRow) => a.subject.type === 'application' && a.subject.application_no === entry.entry_schedule_no,
      );
    await waitFor(async () => (await alertsOf(classroom)).length > 0, 'the application alert', 30000);
    const [alert] = await alertsOf(classroom);
    expect(alert).toMatchObject({ kind: 'applicationWaiting', subject: { entry_type: 2, center_no: center, student_no: 1 } });
    expect(await alertsOf(head)).toHaveLength(1);
    expect(await alertsOf(classroom2)).toHaveLength(0);
  });

  it('mails the seminar template for a student’s seminar application and the change template for a change', async () => {
    const { range } = await extraRange(center);
    const today = tokyoDate(Date.now());
    const seminarName = `${PREFIX}mail`;
    const [{ seminar_calendar_no: seminar }] = await query<{ seminar_calendar_no: number }>(
      `INSERT INTO "scheduling"."seminar_calendar" ("seminar_name", "fiscal_year", "schedule_start_date", "schedule_end_date",
          "start_time_limit_no", "end_time_limit_no", "entry_start_date", "entry_end_date")
       VALUES ($1, 2000, $2, $3, 10, 50, $4, $5) RETURNING "seminar_calendar_no"`,
      [seminarName, range.start, addDays(range.start, 60), addDays(today, -1), addDays(today, 5)],
    );
    const original = await addFreeLesson(dates[7], 1, center);
    ownLessons.push(original);
    const since = mailbox.mails.length;

    const seminarApplied = await submit(student1, {
      student_no: 1,
      entries: [row(dates[8], { entry_type: 3, seminar_calendar_no: seminar })],
    });
    expect(seminarApplied.status).toBe(200);
    const seminarMail = await waitForMail(mailbox, centerEmail, since, dates[8]);
    expect(seminarMail.subject.startsWith(`【講習申込】${seminarName}`)).toBe(true);
    expect(`${seminarMail.subject}\n${seminarMail.text}`).not.toMatch(/[{}]/);

    const changed = await submit(student1, {
      student_no: 1,
      entries: [row(dates[6], { entry_type: 4, original_schedule_no: original })],
    });
    expect(changed.status).toBe(200);
    const changeMail = await waitForMail(mailbox, centerEmail, since, dates[7]);
    expect(changeMail.subject.startsWith('【振替申請】')).toBe(true);
    expect(changeMail.text).toContain(dates[6]);
    expect(`${changeMail.subject}\n${changeMail.text}`).not.toMatch(/[{}]/);
    // one mail each
    for (const entry of [seminarApplied, changed].map((a) => a.output.entries[0])) await mailed(entry.entry_schedule_no);
    const later = mailbox.mails.slice(since);
    expect(later.filter((m) => m.subject.includes(seminarName) && m.text.includes(dates[8]))).toHaveLength(1);
    expect(later.filter((m) => m.subject.startsWith('【振替申請】') && m.text.includes(dates[7]))).toHaveLength(1);
  });

  it('sends no mail while the template’s send_flag is 0', async () => {
    const since = mailbox.mails.length;
    await setSendFlag(0);
    let silent: number;
    try {
      const quiet = await submit(student1, { student_no: 1, entries: [row(dates[4])] });
      expect(quiet.status).toBe(200);
      silent = quiet.output.entries[0].entry_schedule_no;
      await mailed(silent);
    } finally {
      await setSendFlag(1);
    }
    // a later application's mail comes; the silent one's never did
    const loud = await submit(student1, { student_no: 1, entries: [row(dates[5])] });
    expect(loud.status).toBe(200);
    await waitForMail(mailbox, centerEmail, since, dates[5]);
    expect(mailbox.mails.slice(since).filter((m) => m.text.includes(dates[4]))).toEqual([]);
    expect(silent).toBeGreaterThan(0);
  });
});

async function waitForMail(mailbox: Mailbox, to: string, since: number, mentions: string) {
  let found: ReturnType<Mailbox['next']> extends Promise<infer M> ? M : never;
  await waitFor(
    async () => {
      const m = mailbox.mails.slice(since).find((x) => x.to.toLowerCase() === to.toLowerCase() && x.text.includes(mentions));
      if (m) found = m;
      return m !== undefined;
    },
    `a mail to ${to} about ${mentions}`,
    30000,
  );
  return found!;
}
