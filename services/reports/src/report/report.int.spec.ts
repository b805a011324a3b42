import { addDays, tokyoDate } from '@school/domain';
import { lessonsOf, refusal, TEACHER1, TEACHER2, teacher, useReportsBed } from './report.test-bed';

// Past reports and the dated writes across the view, write and review services (report.test-bed:
// the run's PostgreSQL, masters and auth; schedule_nos 980_001+, a student of its own per test,
// 979_101+).
const TODAY = tokyoDate(Date.now());

describe('ReportViewService, ReportWriteService, ReportReviewService', () => {
  const bed = useReportsBed(980_001);
  const { admin, sales, addLesson, statusOf, lockOf, doEdit } = lessonsOf(bed);
  let nextStudent = 979_101;

  describe('past reports (C50102PastReport)', () => {
    it('lets a teacher of the student’s later lesson read another teacher’s report, never write it', async () => {
      const student = nextStudent++;
      const theirs = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -14) });
      await doEdit(teacher(TEACHER2), theirs, 'submit');
      // teacher1 has no lesson of the student yet: not theirs to read
      expect(await refusal(bed.view.pastReport({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      const mine = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -7) });

      const past = await bed.view.pastReport({ schedule_no: theirs }, teacher(TEACHER1));
      expect(past).toMatchObject({ mode: 'view', actions: [], lesson: { teacher_no: TEACHER2 } });
      expect(past.currentFormData.details[7].content).toBe('指導内容の内容');
      expect(Object.keys(past.names).sort()).toEqual(['101', '102', '103', '104', '105']);
      // reading is all: its own screen stays the writer's, and every write is refused
      expect(await refusal(bed.view.getEdit({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      expect(await refusal(doEdit(teacher(TEACHER1), theirs, 'save'))).toMatchObject({ status: 403 });
      expect(await statusOf(theirs)).toBe(1);

      // the list beside teacher1's report offers it
      const previous = await bed.view.previous({ schedule_no: mine }, teacher(TEACHER1));
      expect(previous.find((p) => p.schedule_no === theirs)).toMatchObject({ openable: true, report_status: 1 });
    });

    it('refuses a teacher whose lessons of the student are all before it, or cancelled', async () => {
      const student = nextStudent++;
      await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -40) });
      const later = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -20), cancelled: true });
      const theirs = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -30) });
      await doEdit(teacher(TEACHER2), theirs, 'save');
      expect(await refusal(bed.view.pastReport({ schedule_no: theirs }, teacher(TEACHER1)))).toMatchObject({ status: 403 });
      expect(await refusal(bed.view.pastReport({ schedule_no: theirs }, teacher(3)))).toMatchObject({ status: 403 });
      // the later lesson taking place again makes teacher1 the student's teacher after it
      await bed.ds.query(`UPDATE "reports"."lesson" SET "cancelled" = false WHERE "schedule_no" = $1`, [later]);
      expect(await bed.view.pastReport({ schedule_no: theirs }, teacher(TEACHER1))).toMatchObject({ mode: 'view', actions: [] });
    });

    it('lists a previous report as openable only for whom may open it (sales holds C50103, not C50102)', async () => {
      const student = nextStudent++;
      const older = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -60) });
      await doEdit(teacher(TEACHER2), older, 'save');
      const latest = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, -50) });
      const forSales = await bed.view.data({ schedule_no: latest }, sales());
      expect(forSales.mode).toBe('view');
      expect(Object.keys(forSales.names).sort()).toEqual(['101', '102', '103', '104', '105']);
      expect(forSales.previous.find((p) => p.schedule_no === older)).toMatchObject({ openable: false });
      const forAdmin = await bed.view.data({ schedule_no: latest }, admin());
      expect(forAdmin.previous.find((p) => p.schedule_no === older)).toMatchObject({ openable: true });
      const forTeacher2 = await bed.view.previous({ schedule_no: latest }, teacher(TEACHER2));
      expect(forTeacher2.find((p) => p.schedule_no === older)).toMatchObject({ openable: true });
    });
  });

  describe('submit and absent from the lesson’s date on', () => {
    it('saves a draft before the lesson, refuses submit and absent with the date, and offers neither', async () => {
      const tomorrow = addDays(TODAY, 1);
      const student = nextStudent++;
      const no = await addLesson({ student, teacher: TEACHER1, date: tomorrow, slot: 81 });
      const fresh = await bed.view.getEdit({ schedule_no: no }, teacher(TEACHER1));
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
      expect((await bed.view.getEdit({ schedule_no: today }, teacher(TEACHER1))).actions).toContain('submit');
      await doEdit(teacher(TEACHER1), today, 'submit');
      expect(await statusOf(today)).toBe(1);
    });

    it('lets a rejected absence be declared absent again', async () => {
      const no = await addLesson({ student: nextStudent++, teacher: TEACHER1, date: addDays(TODAY, -3) });
      const [{ id: before }] = (await bed.ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "reports"."outbox"`)) as {
        id: string;
      }[];
      await doEdit(teacher(TEACHER1), no, 'absent');
      await bed.review.doComment(
        { schedule_no: no, detail_no: 16, comment: '欠席の理由を書いてください', t3110_lock_version: await lockOf(no) },
        admin(),
      );
      await bed.review.doReview({ schedule_no: no, t3110_lock_version: await lockOf(no), action: 'reject' }, admin());
      expect(await statusOf(no)).toBe(2);
      const amend = await bed.view.getEdit({ schedule_no: no }, teacher(TEACHER1));
      expect(amend).toMatchObject({ mode: 'amend', actions: ['save', 'submit', 'absent', 'editRow', 'editHandover'] });
      await doEdit(teacher(TEACHER1), no, 'absent');
      expect(await statusOf(no)).toBe(8);
      // the reviewer who sent it back hears of it, as of a resubmission
      const alerts = (await bed.ds.query(
        `SELECT "payload"->>'kind' AS "kind" FROM "reports"."outbox"
          WHERE "id" > $2 AND "type" = 'AlertRaised' AND ("payload"->'subject'->>'schedule_no')::int = $1 ORDER BY "id"`,
        [no, before],
      )) as { kind: string }[];
      expect(alerts.map((a) => a.kind)).toEqual(['reportRejected', 'reportResubmitted']);
      // every write tells its change (the audit trail, docs/audit.md), at the version it left
      const changes = (await bed.ds.query(
        `SELECT "payload"->>'action' AS "action", ("payload"->>'report_status')::int AS "status",
                ("payload"->>'lock_version')::int AS "version" FROM "reports"."outbox"
          WHERE "id" > $2 AND "type" = 'ReportChanged' AND ("payload"->>'schedule_no')::int = $1 ORDER BY "id"`,
        [no, before],
      )) as { action: string; status: number; version: number }[];
      expect(changes.map((c) => [c.action, c.status])).toEqual([
        ['absent', 8],
        ['comment', 8],
        ['reject', 2],
        ['absent', 8],
      ]);
      expect(changes.at(-1)?.version).toBe(await lockOf(no));
    });
  });
});
