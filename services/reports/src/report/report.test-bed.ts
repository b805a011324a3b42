import { type Caller } from '@school/contracts';
import { allowedFunctionIds, REPORT_ITEMS, ROLE } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { ReportBrowseService } from './report-browse.service';
import { LabelRepository } from '../label/label.repository';
import { ReportLabelService } from './report-label.service';
import { ReportNotifier } from './report-notifier';
import { ReportReviewService } from './report-review.service';
import { ReportTransitionService } from './report-transition.service';
import { ReportViewService } from './report-view.service';
import { ReportWriteService } from './report-write.service';
import { ReportRepository } from './report.repository';

// The reports service's classes against the real PostgreSQL the run migrated and seeded (the names
// from its seeded label projection), asking the run's masters and auth services for name groups and
// commenters' names over NATS as in production. A spec's lessons live only in
// the service's copy, numbered in the spec's own range (first..first+999, far above the seed), and
// are removed before and after it with their reports and the alerts raised for them.
export type ReportsBed = {
  ds: DataSource;
  view: ReportViewService;
  write: ReportWriteService;
  review: ReportReviewService;
  browse: ReportBrowseService;
  // a name code of each group 101–105 (the first choice)
  names: Map<number, string>;
  adminNo: number;
  salesIds: string[];
  // the spec's next free number (lessons and, where a test needs a student of its own, students)
  nextNo: () => number;
};

export const CENTER = 1;
export const TEACHER1 = 1;
export const TEACHER2 = 2;

export const callerOf = (c: Partial<Caller> & { role: number }): Caller => ({
  userNo: null,
  functionIds: allowedFunctionIds(c.role, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: `reports-int-${Date.now()}`,
  ip: '127.0.0.1',
  frontendUrl: null,
  ...c,
});
export const teacher = (teacherNo: number) => callerOf({ role: ROLE.TEACHER, teacherNo });
export const staffOf = (centerNos: number[], userNo: number | null = null) =>
  callerOf({ role: ROLE.CENTER_HEAD, centerNos, userNo });
export const studentCaller = (studentNo: number) => callerOf({ role: ROLE.STUDENT_110, studentNo });

// What an AppError refusal carries (status, message key, params); null when the call succeeded.
export const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey, params: e.params, errors: e.errors } : e),
  );

export function useReportsBed(first: number): ReportsBed {
  const last = first + 999;
  let next = first;
  let nc: NatsConnection;
  const bed = { nextNo: () => next++ } as ReportsBed;

  const cleanUp = async () => {
    await bed.ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [first, last]);
    await bed.ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [first, last]);
    await bed.ds.query(`DELETE FROM "masters"."alert" WHERE ("subject"->>'schedule_no')::int BETWEEN $1 AND $2`, [first, last]);
  };

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    bed.ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await bed.ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    const rpc = new RpcClient(nc, 10000);
    const repo = new ReportRepository(bed.ds);
    const labels = new ReportLabelService(rpc, bed.ds, new LabelRepository());
    const transition = new ReportTransitionService(bed.ds, repo, new ReportNotifier());
    bed.view = new ReportViewService(repo, labels);
    bed.write = new ReportWriteService(repo, transition, bed.view, labels);
    bed.review = new ReportReviewService(repo, transition, bed.view, labels);
    bed.browse = new ReportBrowseService(repo, rpc, labels);
    await cleanUp();
    [{ user_no: bed.adminNo }] = (await bed.ds.query(
      `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'admin'`,
    )) as {
      user_no: number;
    }[];
    const menu = (await bed.ds.query(`SELECT "function_id" FROM "auth"."role_menu" WHERE "user_type_code" = $1`, [
      ROLE.SALES,
    ])) as { function_id: string }[];
    bed.salesIds = allowedFunctionIds(
      ROLE.SALES,
      menu.map((m) => m.function_id),
    );
    const groups = await bed.view.dropdownList(callerOf({ role: ROLE.ADMIN, userNo: bed.adminNo }));
    bed.names = new Map(Object.entries(groups).map(([no, options]) => [Number(no), options[0].value]));
  });

  afterAll(async () => {
    await cleanUp();
    await nc.close();
    await bed.ds.destroy();
  });

  return bed;
}

export type LessonSpec = { student: number; teacher: number; date: string; slot?: number; cancelled?: boolean; center?: number };

// The bed's helpers over its rows.
export const lessonsOf = (bed: ReportsBed) => {
  const admin = () => callerOf({ role: ROLE.ADMIN, userNo: bed.adminNo });
  const sales = () => callerOf({ role: ROLE.SALES, functionIds: bed.salesIds });
  const addLesson = async (o: LessonSpec) => {
    const no = bed.nextNo();
    await bed.ds.query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no", "cancelled")
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7)`,
      [no, o.date, o.slot ?? 21, o.center ?? CENTER, o.student, o.teacher, o.cancelled ?? false],
    );
    return no;
  };
  const stored = async (no: number) =>
    (
      (await bed.ds.query(
        `SELECT "report_status", "lock_version", "review_round", "handover", "reviewer_user_no", "teacher_no", "center_no"
           FROM "reports"."lesson_report" WHERE "schedule_no" = $1`,
        [no],
      )) as {
        report_status: number;
        lock_version: number;
        review_round: number;
        handover: string | null;
        reviewer_user_no: number | null;
        teacher_no: number;
        center_no: number;
      }[]
    )[0];
  const lockOf = async (no: number): Promise<number> => (await stored(no))?.lock_version ?? 0;
  const statusOf = async (no: number): Promise<number | undefined> => (await stored(no))?.report_status;
  const fullRows = () =>
    REPORT_ITEMS.map((i) => ({
      detail_no: i.detail_no,
      names_code: i.names_no === null ? null : (bed.names.get(i.names_no) ?? null),
      content: i.names_no === null ? `${i.item_name}の内容` : null,
    }));
  const doEdit = async (who: Caller, no: number, action: 'save' | 'submit' | 'absent', details: unknown[] = fullRows()) =>
    bed.write.doEdit({ schedule_no: no, t3110_lock_version: await lockOf(no), action, handover: null, details }, who);
  const comment = async (who: Caller, no: number, detailNo: number, text = 'もう少し具体的に') =>
    bed.review.doComment({ schedule_no: no, detail_no: detailNo, comment: text, t3110_lock_version: await lockOf(no) }, who);
  const decide = async (who: Caller, no: number, action: 'approve' | 'reject') =>
    bed.review.doReview({ schedule_no: no, t3110_lock_version: await lockOf(no), action }, who);
  return { admin, sales, addLesson, stored, lockOf, statusOf, fullRows, doEdit, comment, decide };
};
