import { type AlertRaisedEvent } from '@school/contracts';
import { lessonAlertDedupeKey, lessonReportAudience, reportUnwrittenAlertDate, tokyoDate } from '@school/domain';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { lessonSubjectOf } from '../report/report-notifier';
import { AlertCheckRepository } from './alert-check.repository';

const lessonsOf = new AlertCheckRepository();

// Raises AlertRaised (reportUnwritten) for every lesson of yesterday (libs/domain
// reportUnwrittenAlertDate) that had a teacher, still took place and has no report, addressed to the
// staff of the lesson's center and to the lesson's teacher (libs/domain lessonReportAudience). A
// second run, or a redelivered event, adds nothing (masters keeps one alert per dedupe key). Run
// inside the caller's transaction: the events go out through the reports outbox once it commits.
export async function raiseUnwrittenReportAlerts(tx: Pick<EntityManager, 'query'>, now: Date = new Date()): Promise<number> {
  const lessons = await lessonsOf.unwrittenLessons(reportUnwrittenAlertDate(tokyoDate(now)), tx);
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
