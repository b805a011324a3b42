import { type AlertRaisedEvent } from '@school/contracts';
import { lessonAlertDedupeKey, lessonReportAudience, reportUnwrittenAlertDate, tokyoDate } from '@school/domain';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { lessonSubjectOf } from '../report/report-notifier';
import { type LessonCopyRow } from '../report/report.sql';

// Raises AlertRaised (reportUnwritten) for every lesson of yesterday (libs/domain
// reportUnwrittenAlertDate) that had a teacher, still took place and has no report, addressed to the
// staff of the lesson's center and to the lesson's teacher (libs/domain lessonReportAudience). A second run, or a redelivered event, adds nothing (masters keeps one
// alert per dedupe key). Run inside the caller's transaction: the events go out through the reports
// outbox once it commits.
export async function raiseUnwrittenReportAlerts(tx: Pick<EntityManager, 'query'>, now: Date = new Date()): Promise<number> {
  const day = reportUnwrittenAlertDate(tokyoDate(now));
  const lessons = (await tx.query(
    `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no", l."center_no",
            l."student_no", l."subject_no", l."teacher_no", l."cancelled"
       FROM "reports"."lesson" l
      WHERE l."schedule_date" = $1 AND l."teacher_no" > 0 AND NOT l."cancelled"
        AND NOT EXISTS (SELECT 1 FROM "reports"."lesson_report" r WHERE r."schedule_no" = l."schedule_no")
      ORDER BY l."time_limit_no", l."schedule_no"`,
    [day],
  )) as LessonCopyRow[];
  const raisedAt = now.toISOString();
  for (const l of lessons) {
    const audience = lessonReportAudience(l.center_no, l.teacher_no);
    const event: AlertRaisedEvent = {
      kind: 'reportUnwritten',
      dedupe_key: lessonAlertDedupeKey('reportUnwritten', l.schedule_no),
      subject: lessonSubjectOf(l),
      audience: { roles: [...audience.roles], center_no: audience.center_no, teacher_no: audience.teacher_no },
      raised_at: raisedAt,
    };
    await writeEvent(tx, 'AlertRaised', event, 'reports');
  }
  return lessons.length;
}
