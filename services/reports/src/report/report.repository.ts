import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type NextSchedule,
  type PreviousReport,
  type ReportListRow,
  type ReportRowInput,
  type ReportStatusCode,
} from '@school/contracts';
import { REPORT_ITEMS, type ReportLessonTime } from '@school/domain';
import { runBrowse, type BrowseSpec } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

// Every query of lesson reports (t3110): the lesson it is about (the reports service's copy), the
// report row, its 16 rows, the reviewers' comments and the lists. Dates as 'YYYY-MM-DD', instants as
// ISO text. A method given a transaction's manager runs in it; the locks are the callers' to ask for.
type Db = Pick<EntityManager, 'query'>;

export type LessonCopyRow = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  student_no: number;
  subject_no: number;
  teacher_no: number;
  cancelled: boolean;
};

export type ReportRow = {
  schedule_no: number;
  report_status: ReportStatusCode;
  handover: string | null;
  review_round: number;
  reviewer_user_no: number | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  lock_version: number;
};

export type DetailRow = {
  detail_no: number;
  item_name: string;
  names_no: number | null;
  names_code: string | null;
  content: string | null;
};

export type CommentRow = {
  comment_no: number;
  detail_no: number;
  round: number;
  comment: string;
  commenter_user_no: number;
  commenter_name: string;
  created_at: string;
};

export type PreviousRow = Omit<PreviousReport, 'teacher_name' | 'subject_name' | 'openable'> & {
  teacher_no: number;
  subject_no: number;
  lesson_teacher_no: number;
  center_no: number;
  student_no: number;
};

export type NextRow = Omit<NextSchedule, 'teacher_name' | 'subject_name'> & { student_no: number };

export type ListRow = Omit<ReportListRow, 'center_name' | 'teacher_name' | 'student_name' | 'subject_name'>;

// Whose lessons a list shows: those of the given centers (null: every center), or one teacher's.
export type ListScope = { centerNos: readonly number[] | null } | { teacherNo: number };

// What the report's closing update sets besides the status and the versions.
export type ReportUpdate = {
  status: ReportRow['report_status'];
  handover?: string | null;
  reviewRound: number;
  submitted: boolean;
  decided: boolean;
  reviewerUserNo: number | null;
};

export type CommentInsert = {
  scheduleNo: number;
  detailNo: number;
  round: number;
  comment: string;
  commenterUserNo: number;
  commenterName: string;
};

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ints = (list: readonly number[]) => `ARRAY[${list.map((n) => Math.trunc(n)).join(',')}]::int[]`;

const LESSON_SQL = `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "center_no",
    "student_no", "subject_no", "teacher_no", "cancelled"
  FROM "reports"."lesson" WHERE "schedule_no" = $1`;

const REPORT_SQL = `SELECT "schedule_no", "report_status", "handover", "review_round", "reviewer_user_no",
    ${ISO('"submitted_at"')} AS "submitted_at", ${ISO('"reviewed_at"')} AS "reviewed_at", "lock_version"
  FROM "reports"."lesson_report" WHERE "schedule_no" = $1`;

const LIST_COLUMNS = {
  schedule_no: 'l."schedule_no"',
  schedule_date: `to_char(l."schedule_date", 'YYYY-MM-DD')`,
  time_limit_no: 'l."time_limit_no"',
  center_no: 'l."center_no"',
  teacher_no: 'l."teacher_no"',
  student_no: 'l."student_no"',
  subject_no: 'l."subject_no"',
  report_status: 'r."report_status"',
  submitted_at: ISO('r."submitted_at"'),
  reviewed_at: ISO('r."reviewed_at"'),
  t3110_lock_version: 'coalesce(r."lock_version", 0)',
} as const;

// The lessons a report list shows: with a teacher, still taking place, in the range, in the scope.
const listSpec = (scope: ListScope): BrowseSpec => ({
  from: `"reports"."lesson" l LEFT JOIN "reports"."lesson_report" r ON r."schedule_no" = l."schedule_no"`,
  columns: LIST_COLUMNS,
  searchColumns: ['l."schedule_no"'],
  where: `l."teacher_no" > 0 AND NOT l."cancelled" AND ${
    'teacherNo' in scope
      ? `l."teacher_no" = ${Math.trunc(scope.teacherNo)}`
      : scope.centerNos === null
        ? 'true'
        : `l."center_no" = ANY(${ints(scope.centerNos)})`
  }`,
  filters: {
    since: (v, p) => `l."schedule_date" >= ${p(v)}::date`,
    before: (v, p) => `l."schedule_date" <= ${p(v)}::date`,
    report_status: (v, p) => (v === 'unwritten' ? `r."schedule_no" IS NULL` : `r."report_status" = ${p(v)}`),
    center_no: (v, p) => `l."center_no" = ${p(v)}`,
    teacher_no: (v, p) => `l."teacher_no" = ${p(v)}`,
  },
  defaultOrder: [
    { column: 'schedule_date', direction: 'desc' },
    { column: 'time_limit_no', direction: 'asc' },
  ],
  key: 'l."schedule_no"',
});

@Injectable()
export class ReportRepository {
  constructor(private readonly ds: DataSource) {}

  // The lesson's copy; 'share' keeps it from changing under a write.
  async lesson(scheduleNo: number, db: Db = this.ds, lock?: 'share'): Promise<LessonCopyRow | null> {
    const [row] = (await db.query(`${LESSON_SQL}${lock ? ' FOR SHARE' : ''}`, [scheduleNo])) as LessonCopyRow[];
    return row ?? null;
  }

  // The report row; 'update' locks it for the write that reads it.
  async report(scheduleNo: number, db: Db = this.ds, lock?: 'update'): Promise<ReportRow | null> {
    const [row] = (await db.query(`${REPORT_SQL}${lock ? ' FOR UPDATE' : ''}`, [scheduleNo])) as ReportRow[];
    return row ?? null;
  }

  async details(scheduleNo: number, db: Db = this.ds): Promise<DetailRow[]> {
    return (await db.query(
      `SELECT "detail_no", "item_name", "names_no", "names_code", "content"
         FROM "reports"."lesson_report_detail" WHERE "schedule_no" = $1 ORDER BY "detail_no"`,
      [scheduleNo],
    )) as DetailRow[];
  }

  async comments(scheduleNo: number, db: Db = this.ds): Promise<CommentRow[]> {
    return (await db.query(
      `SELECT "comment_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name",
              ${ISO('"created_at"')} AS "created_at"
         FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1 ORDER BY "comment_no"`,
      [scheduleNo],
    )) as CommentRow[];
  }

  // Which row each comment is on and in which round (what a row's amendability is decided on).
  async commentRounds(scheduleNo: number, db: Db = this.ds): Promise<{ detail_no: number; round: number }[]> {
    return (await db.query(`SELECT "detail_no", "round" FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1`, [
      scheduleNo,
    ])) as { detail_no: number; round: number }[];
  }

  async countCommentsOfRound(scheduleNo: number, round: number, db: Db = this.ds): Promise<number> {
    const [{ n }] = (await db.query(
      `SELECT count(*)::int AS n FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1 AND "round" = $2`,
      [scheduleNo, round],
    )) as { n: number }[];
    return n;
  }

  // The student's reports before this lesson's date (or earlier the same day), newest first, with the
  // people of each lesson as the copy has them now (who may open it).
  async previous(studentNo: number, date: string, timeLimitNo: number): Promise<PreviousRow[]> {
    return (await this.ds.query(
      `SELECT r."schedule_no", to_char(r."schedule_date", 'YYYY-MM-DD') AS "schedule_date", r."time_limit_no",
              r."teacher_no", r."subject_no", r."report_status", coalesce(l."teacher_no", r."teacher_no") AS "lesson_teacher_no",
              coalesce(l."center_no", r."center_no") AS "center_no", r."student_no"
         FROM "reports"."lesson_report" r LEFT JOIN "reports"."lesson" l ON l."schedule_no" = r."schedule_no"
        WHERE r."student_no" = $1 AND (r."schedule_date", r."time_limit_no") < ($2::date, $3::int)
        ORDER BY r."schedule_date" DESC, r."time_limit_no" DESC LIMIT 20`,
      [studentNo, date, timeLimitNo],
    )) as PreviousRow[];
  }

  // The student's lessons after this one that still take place, soonest first.
  async next(studentNo: number, date: string, timeLimitNo: number): Promise<NextRow[]> {
    return (await this.ds.query(
      `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no",
              l."teacher_no", l."subject_no", l."student_no"
         FROM "reports"."lesson" l
        WHERE l."student_no" = $1 AND (l."schedule_date", l."time_limit_no") > ($2::date, $3::int) AND NOT l."cancelled"
        ORDER BY l."schedule_date", l."time_limit_no" LIMIT 5`,
      [studentNo, date, timeLimitNo],
    )) as NextRow[];
  }

  // A teacher's latest lesson of a student that is theirs now (the copy names its current teacher).
  async latestOwnLesson(studentNo: number, teacherNo: number): Promise<ReportLessonTime | null> {
    const [row] = (await this.ds.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no"
         FROM "reports"."lesson" WHERE "student_no" = $1 AND "teacher_no" = $2 AND NOT "cancelled"
        ORDER BY "schedule_date" DESC, "time_limit_no" DESC LIMIT 1`,
      [studentNo, teacherNo],
    )) as ReportLessonTime[];
    return row ?? null;
  }

  // The teachers of the centers' lessons (the list's teacher choices).
  async teacherNosOfCenters(centerNos: readonly number[]): Promise<{ teacher_no: number }[]> {
    return (await this.ds.query(
      `SELECT DISTINCT "teacher_no" FROM "reports"."lesson" WHERE "teacher_no" > 0 AND "center_no" = ANY($1::int[]) ORDER BY 1 LIMIT 500`,
      [centerNos],
    )) as { teacher_no: number }[];
  }

  // One page of a report list (the browse input's search, order and paging).
  listPage(scope: ListScope, input: unknown): Promise<BrowseOutput<ListRow>> {
    return runBrowse<ListRow>(this.ds, listSpec(scope), input);
  }

  // A report's first row (in progress, version 0); false when another write made it first.
  async insertReport(lesson: LessonCopyRow, db: Db): Promise<boolean> {
    const made = (await db.query(
      `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("schedule_no") DO NOTHING RETURNING 1`,
      [
        lesson.schedule_no,
        lesson.student_no,
        lesson.teacher_no,
        lesson.center_no,
        lesson.schedule_date,
        lesson.time_limit_no,
        lesson.subject_no,
      ],
    )) as unknown[];
    return made.length > 0;
  }

  // The report's 16 empty rows.
  async insertDetails(scheduleNo: number, db: Db): Promise<void> {
    await db.query(
      `INSERT INTO "reports"."lesson_report_detail" ("schedule_no", "detail_no", "item_name", "names_no")
       SELECT $1, d, i, n FROM unnest($2::int[], $3::text[], $4::int[]) AS t(d, i, n)`,
      [
        scheduleNo,
        REPORT_ITEMS.map((i) => i.detail_no),
        REPORT_ITEMS.map((i) => i.item_name),
        REPORT_ITEMS.map((i) => i.names_no),
      ],
    );
  }

  async updateDetail(scheduleNo: number, row: ReportRowInput, db: Db): Promise<void> {
    await db.query(
      `UPDATE "reports"."lesson_report_detail" SET "names_code" = $3, "content" = $4, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "schedule_no" = $1 AND "detail_no" = $2`,
      [scheduleNo, row.detail_no, row.names_code, row.content],
    );
  }

  // The conditional update every write ends with: on the status and the version it read; null when
  // either moved.
  async updateReportWithLock(report: ReportRow, change: ReportUpdate, db: Db): Promise<ReportRow | null> {
    const [row] = (await db.query(
      `WITH updated AS (
         UPDATE "reports"."lesson_report" SET "report_status" = $3, "lock_version" = "lock_version" + 1, "updated_at" = now(),
           "handover" = CASE WHEN $4 THEN $5 ELSE "handover" END,
           "review_round" = $6,
           "submitted_at" = CASE WHEN $7 THEN now() ELSE "submitted_at" END,
           "reviewed_at" = CASE WHEN $8 THEN now() ELSE "reviewed_at" END,
           "reviewer_user_no" = CASE WHEN $8 THEN $9 ELSE "reviewer_user_no" END
          WHERE "schedule_no" = $1 AND "lock_version" = $2 AND "report_status" = $10
          RETURNING *)
       SELECT "schedule_no", "report_status", "handover", "review_round", "reviewer_user_no", NULL AS "submitted_at", NULL AS "reviewed_at",
              "lock_version" FROM updated`,
      [
        report.schedule_no,
        report.lock_version,
        change.status,
        'handover' in change,
        change.handover ?? null,
        change.reviewRound,
        change.submitted,
        change.decided,
        change.reviewerUserNo,
        report.report_status,
      ],
    )) as ReportRow[];
    return row ?? null;
  }

  async insertComment(c: CommentInsert, db: Db): Promise<CommentRow> {
    const [row] = (await db.query(
      `WITH added AS (INSERT INTO "reports"."lesson_report_comment" ("schedule_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name")
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
       SELECT "comment_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name",
              ${ISO('"created_at"')} AS "created_at" FROM added`,
      [c.scheduleNo, c.detailNo, c.round, c.comment, c.commenterUserNo, c.commenterName],
    )) as CommentRow[];
    return row;
  }
}
