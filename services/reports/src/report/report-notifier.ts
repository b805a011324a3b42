import { Injectable } from '@nestjs/common';
import { type AlertRaisedEvent, type LessonAlertSubject } from '@school/contracts';
import { CENTER_STAFF_ROLES, lessonAlertDedupeKey, REPORT_STATUS, ROLE, type ReportAction } from '@school/domain';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { type LessonCopyRow, type ReportRow } from './report.repository';

export type ReportChange = { lesson: LessonCopyRow; before: ReportRow; after: ReportRow };

export const lessonSubjectOf = (l: LessonCopyRow): LessonAlertSubject => ({
  type: 'lesson',
  schedule_no: l.schedule_no,
  schedule_date: l.schedule_date,
  time_limit_no: l.time_limit_no,
  // reports keeps no time table; the screens format the period from time_limit_no
  time_label: String(l.time_limit_no),
  center_no: l.center_no,
  student_no: l.student_no,
});

// Who hears of a review decision (docs/reports.md): a rejection tells the lesson's teacher, a
// resubmission the reviewer who rejected it. Each is an alert in C00102 (AlertRaised through the
// outbox, in the transaction of the change), once per report and round.
@Injectable()
export class ReportNotifier {
  async after(tx: EntityManager, action: ReportAction, change: ReportChange): Promise<void> {
    const { lesson, before, after } = change;
    const raisedAt = new Date().toISOString();
    if (action === 'reject') {
      const event: AlertRaisedEvent = {
        kind: 'reportRejected',
        dedupe_key: `${lessonAlertDedupeKey('reportRejected', lesson.schedule_no)}:${after.review_round}`,
        subject: lessonSubjectOf(lesson),
        audience: { roles: [ROLE.TEACHER], center_no: null, teacher_no: lesson.teacher_no },
        raised_at: raisedAt,
      };
      await writeEvent(tx, 'AlertRaised', event, 'reports');
    }
    // handed in again after a rejection: resubmitted, or declared an absence again
    if (
      (action === 'submit' || action === 'absent') &&
      before.report_status === REPORT_STATUS.ATTENDED_REJECTED &&
      before.reviewer_user_no !== null
    ) {
      const event: AlertRaisedEvent = {
        kind: 'reportResubmitted',
        dedupe_key: `${lessonAlertDedupeKey('reportResubmitted', lesson.schedule_no)}:${after.review_round}`,
        subject: lessonSubjectOf(lesson),
        audience: { roles: [...CENTER_STAFF_ROLES], center_no: lesson.center_no, user_no: before.reviewer_user_no },
        raised_at: raisedAt,
      };
      await writeEvent(tx, 'AlertRaised', event, 'reports');
    }
  }
}
