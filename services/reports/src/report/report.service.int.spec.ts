import { type Caller } from '@school/contracts';
import { addDays, allowedFunctionIds, REPORT_ITEMS, ROLE, tokyoDate } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { ReportNotifier } from './report-notifier';
import { ReportService } from './report.service';

// The reports service against the real PostgreSQL the run migrated and seeded, asking the run's
// masters and auth services for names over NATS as it does in production. The lessons live only in
// the service's copy (schedule_nos and students far above the seeded ones, a student per test) and
// are removed after.
const FIRST = 980_001;
const LAST = FIRST + 999;
const CENTER = 1;
const TEACHER1 = 1;
const TEACHER2 = 2;
const TODAY = tokyoDate(Date.now());

describe('ReportService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let reports: ReportService;
  let next = FIRST;
  let nextStudent = 979_101;
  let names: Map<number, string>;
  let adminNo: number;
  let salesIds: string[];

  const caller = (c: Partial<Caller> & { role: number }): Caller => ({
    userNo: null,
    functionIds: allowedFunctionIds(c.role, []),
    centerNos: null,
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    requestId: `report-service-int-${Date.now()}`,
    ip: '127.0.0.1',
    frontendUrl: null,
    ...c,
  });
  const teacher = (teacherNo: number) => caller({ role: ROLE.TEACHER, teacherNo });
  const admin = () => caller({ role: ROLE.ADMIN, userNo: adminNo });
  const sales = () => caller({ role: ROLE.SALES, functionIds: salesIds });

  const addLesson = async (o: { student: number; teacher: number; date: string; slot?: number; cancelled?: boolean }) => {
    const no = next++;
    await ds.query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no", "cancelled")
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7)`,
      [no, o.date, o.slot ?? 21, CENTER, o.student, o.teacher, o.cancelled ?? false],
    );
    return no;
  };
  const lockOf = async (no: number): Promise<number> =>
    (
      (await ds.query(`SELECT "lock_version" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`, [no])) as {
        lock_version: number;
      }[]
    )[0]?.lock_version ?? 0;
  const statusOf = async (no: number): Promise<number | undefined> =>
    (
      (await ds.query(`SELECT "report_status" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`, [no])) as {
        report_status: number;
      }[]
    )[0]?.report_status;
  const fullRows = () =>
    REPORT_ITEMS.map((i) => ({
      detail_no: i.detail_no,
      names_code: i.names_no === null ? null : (names.get(i.names_no) ?? null),
      content: i.names_no === null ? `${i.item_name}の内容` : null,
    }));
  const doEdit = async (who: Caller, no: number, action: 'save' | 'submit' | 'absent') =>
    reports.doEdit({ schedule_no: no, t3110_lock_version: await lockOf(no), action, handover: null, details: fullRows() }, who);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey, params: e.params } : e),
    );

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
    await ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
    await ds.query(`DELETE FROM "masters"."alert" WHERE ("subject"->>'schedule_no')::int BETWEEN $1 AND $2`, [FIRST, LAST]);
  };

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    reports = new ReportService(ds, new RpcClient(nc, 10000), new ReportNotifier());
    await cleanUp();
    [{ user_no: adminNo }] = (await ds.query(`SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'admin'`)) as {
      user_no: number;
    }[];
    const menu = (await ds.query(`SELECT "function_id" FROM "auth"."role_menu" WHERE "user_type_code" = $1`, [ROLE.SALES])) as {
      function_id: string;
    }[];
    salesIds = allowedFunctionIds(
      ROLE.SALES,
      menu.map((m) => m.function_id),
    );
    const groups = await reports.dropdownList(admin());
    names = new Map(Object.entries(groups).map(([no, options]) => [Number(no), options[0].value]));
  });

  afterAll(async () => {
    await cleanUp();
    await nc.close();
    await ds.destroy();
  });

  describe('past reports (C50102PastReport)', () => {
    it('lets a teacher of the student’s later lesson read another teacher’s report, never write it', async () => {
      const student = nextStudent++;
      const theirs = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -14) });
      await doEdit(teacher(TEACHER2), theirs, 'submit');
      // teacher1 has no lesson of the student yet: not theirs to read
      expect(await refusal(reports.pastReport({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      const mine = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -7) });

      const past = await reports.pastReport({ schedule_no: theirs }, teacher(TEACHER1));
      expect(past).toMatchObject({ mode: 'view', actions: [], lesson: { teacher_no: TEACHER2 } });
      expect(past.currentFormData.details[7].content).toBe('指導内容の内容');
      expect(Object.keys(past.names).sort()).toEqual(['101', '102', '103', '104', '105']);
      // reading is all: its own screen stays the writer's, and every write is refused
      expect(await refusal(reports.getEdit({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      expect(await refusal(doEdit(teacher(TEACHER1), theirs, 'save'))).toMatchObject({ status: 403 });
      expect(await statusOf(theirs)).toBe(1);

      // the list beside teacher1's report offers it
      const previous = await reports.previous({ schedule_no: mine }, teacher(TEACHER1));
      expect(previous.find((p) => p.schedule_no === theirs)).toMatchObject({ openable: true, report_status: 1 });
    });

    it('refuses a teacher whose lessons of the student are all before it, or cancelled', async () => {
      const student = nextStudent++;
      await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -40) });
      const later = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -20), cancelled: true });
      const theirs = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -30) });
      await doEdit(teacher(TEACHER2), theirs, 'save');
      expect(await refusal(reports.pastReport({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      expect(await refusal(reports.pastReport({ schedule_no: theirs }, teacher(3)))).toMatchObject({ status: 403 });
      // the later lesson taking place again makes teacher1 the student's teacher after it
      await ds.query(`UPDATE "reports"."lesson" SET "cancelled" = false WHERE "schedule_no" = $1`, [later]);
      expect(await reports.pastReport({ schedule_no: theirs }, teacher(TEACHER1))).toMatchObject({ mode: 'view', actions: [] });
    });

    it('lists a previous report as openable only for whom may open it (sales holds C50103, not C50102)', async () => {
      const student = nextStudent++;
      const older = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -60) });
      await doEdit(teacher(TEACHER2), older, 'save');
      const latest = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -50) });
      const forSales = await reports.data({ schedule_no: latest }, sales());
      expect(forSales.mode).toBe('view');
      expect(Object.keys(forSales.names).sort()).toEqual(['101', '102', '103', '104', '105']);
      expect(forSales.previous.find((p) => p.schedule_no === older)).toMatchObject({ openable: false });
      const forAdmin = await reports.data({ schedule_no: latest }, admin());
      expect(forAdmin.previous.find((p) => p.schedule_no === older)).toMatchObject({ openable: true });
      const forTeacher2 = await reports.previous({ schedule_no: latest }, teacher(TEACHER2));
      expect(forTeacher2.find((p) => p.schedule_no === older)).toMatchObject({ openable: true });
    });
  });

  describe('submit and absent from the lesson’s date on', () => {
    it('saves a draft before the lesson, refuses submit and absent with the date, and offers neither', async () => {
      const tomorrow = addDays(TODAY, 1);
      const student = nextStudent++;
      const no = await addLesson({ student, teacher: TEACHER1, date: tomorrow, slot: 81 });
      const fresh = await reports.getEdit({ schedule_no: no }, teacher(TEACHER1));
      expect(fresh.actions).toEqual(['save', 'editRow', 'editHandover']);
      await doEdit(teacher(TEACHER1), no, 'save');
      for (const action of ['submit', 'absent'] as const)
        expect(await refusal(doEdit(teacher(TEACHER1), no, action))).toEqual({
          status: 400,
          key: 'reports.error.tooEarly',
          params: { date: tomorrow.replace(/-/g, '/') },
        });
      expect(await statusOf(no)).toBe(0);
      const today = await addLesson({ student, teacher: TEACHER1, date: TODAY, slot: 81 });
      expect((await reports.getEdit({ schedule_no: today }, teacher(TEACHER1))).actions).toContain('submit');
      await doEdit(teacher(TEACHER1), today, 'submit');
      expect(await statusOf(today)).toBe(1);
    });

    it('lets a rejected absence be declared absent again', async () => {
      const no = await addLesson({ student: nextStudent++, teacher: TEACHER1, date: addDays(TODAY, -3) });
      const [{ id: before }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "reports"."outbox"`)) as {
        id: string;
      }[];
      await doEdit(teacher(TEACHER1), no, 'absent');
      await reports.doComment(
        { schedule_no: no, detail_no: 16, comment: '欠席の理由を書いてください', t3110_lock_version: await lockOf(no) },
        admin(),
      );
      await reports.doReview({ schedule_no: no, t3110_lock_version: await lockOf(no), action: 'reject' }, admin());
      expect(await statusOf(no)).toBe(2);
      const amend = await reports.getEdit({ schedule_no: no }, teacher(TEACHER1));
      expect(amend).toMatchObject({ mode: 'amend', actions: ['save', 'submit', 'absent', 'editRow', 'editHandover'] });
      await doEdit(teacher(TEACHER1), no, 'absent');
      expect(await statusOf(no)).toBe(8);
      // the reviewer who sent it back hears of it, as of a resubmission
      const alerts = (await ds.query(
        `SELECT "payload"->>'kind' AS "kind" FROM "reports"."outbox"
          WHERE "id" > $2 AND "type" = 'AlertRaised' AND ("payload"->'subject'->>'schedule_no')::int = $1 ORDER BY "id"`,
        [no, before],
      )) as { kind: string }[];
      expect(alerts.map((a) => a.kind)).toEqual(['reportRejected', 'reportResubmitted']);
    });
  });
});
