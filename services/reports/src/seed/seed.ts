import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';
import {
  buildDemoSchool,
  columnsOf,
  syncSerialSql,
  tokyoToday,
  insertRows,
  type LessonReportCommentRow,
  type LessonReportDetailRow,
  type LessonReportRow,
  type LessonRow,
} from '@school/demo-school';

const SCHEMA = 'reports';

type LabelProjectionRow = { kind: string; no: number; name: string };

// The reports schema's share of the demo school, replaced in one transaction.
export const seedReports = async (ds: DataSource, o: SeedOptions): Promise<void> => {
  const school = buildDemoSchool({ scale: o.scale, seed: o.seed, today: tokyoToday(new Date()) });
  await ds.transaction(async (tx) => {
    await tx.query(
      `TRUNCATE "reports"."lesson_report_comment", "reports"."lesson_report_detail", "reports"."lesson_report", "reports"."lesson",
         "reports"."label_projection" RESTART IDENTITY CASCADE`,
    );
    // the names as masters' seed has the same demo school (version 0: every masters change is newer)
    const labels: LabelProjectionRow[] = [
      ...school.teachers.map((t) => ({ kind: 'teacher', no: t.teacher_no, name: t.teacher_name })),
      ...school.students.map((st) => ({ kind: 'student', no: st.student_no, name: st.student_name })),
      ...school.subjects.map((su) => ({ kind: 'subject', no: su.subject_no, name: su.subject_name })),
      ...school.centers.map((c) => ({ kind: 'center', no: c.center_no, name: c.center_name })),
    ];
    await insertRows(
      tx,
      SCHEMA,
      'label_projection',
      columnsOf<LabelProjectionRow>([
        ['kind', 'text'],
        ['no', 'int'],
        ['name', 'text'],
      ]),
      labels,
    );
    // the copy of scheduling's lessons, as its seed writes them (version 0: every board change is newer)
    await insertRows(
      tx,
      SCHEMA,
      'lesson',
      columnsOf<LessonRow>([
        ['schedule_no', 'int'],
        ['schedule_date', 'date'],
        ['time_limit_no', 'int'],
        ['center_no', 'int'],
        ['student_no', 'int'],
        ['subject_no', 'int'],
        ['teacher_no', 'int'],
      ]),
      school.lessons,
    );
    await insertRows(
      tx,
      SCHEMA,
      'lesson_report',
      columnsOf<LessonReportRow>([
        ['schedule_no', 'int'],
        ['student_no', 'int'],
        ['teacher_no', 'int'],
        ['center_no', 'int'],
        ['schedule_date', 'date'],
        ['time_limit_no', 'int'],
        ['subject_no', 'int'],
        ['report_status', 'smallint'],
        ['handover', 'text'],
        ['submitted_at', 'timestamptz'],
        ['reviewed_at', 'timestamptz'],
        ['lock_version', 'int'],
      ]),
      school.reports,
    );
    await insertRows(
      tx,
      SCHEMA,
      'lesson_report_detail',
      columnsOf<LessonReportDetailRow>([
        ['schedule_no', 'int'],
        ['detail_no', 'smallint'],
        ['item_name', 'text'],
        ['names_no', 'int'],
        ['names_code', 'text'],
        ['content', 'text'],
      ]),
      school.reportDetails,
    );
    const commentColumns = columnsOf<LessonReportCommentRow & { comment_no: number }>([
      ['comment_no', 'int'],
      ['schedule_no', 'int'],
      ['detail_no', 'smallint'],
      ['comment', 'text'],
      ['commenter_user_no', 'int'],
      ['commenter_name', 'text'],
      ['created_at', 'timestamptz'],
    ]);
    await insertRows(
      tx,
      SCHEMA,
      'lesson_report_comment',
      commentColumns,
      school.reportComments.map((c, i) => ({ comment_no: i + 1, ...c })),
    );
    await tx.query(syncSerialSql(SCHEMA, 'lesson_report_comment', 'comment_no'));
    // the demo's comments all belong to one review round, closed by the rejection of the reports that
    // were rejected (and, for the resubmitted or approved ones, decided since); its commenter decided it
    await tx.query(
      `UPDATE "reports"."lesson_report" r SET "review_round" = 1, "reviewer_user_no" = c."commenter_user_no"
         FROM (SELECT DISTINCT ON ("schedule_no") "schedule_no", "commenter_user_no" FROM "reports"."lesson_report_comment"
                ORDER BY "schedule_no", "comment_no") c
        WHERE c."schedule_no" = r."schedule_no"`,
    );
  });
};

export const reportsIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "reports"."lesson_report" LIMIT 1`)) as unknown[]).length === 0;
