import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { isStudentApplication, notificationTypeOfEntry } from '@school/domain';
import { subjects } from '@school/server-kit';
import { type CenterMail, CenterMailConsumer } from './center-mail.consumer';

// A student's application (scheduling's LessonApplied, issue 24) mails the student's center with the
// M20701 template of its notification type (entry type 2 → 1, 3 → 2, 4 → 3). Staff-entered
// applications mail nobody (docs/applications.md).
@Injectable()
export class ApplicationMailConsumer extends CenterMailConsumer {
  protected readonly name = 'auth-application-mails';
  protected readonly filterSubject = subjects().event('scheduling', 'LessonApplied');
  protected readonly failure = 'application mail not queued';

  protected mailOf(event: DomainEvent): CenterMail | null {
    if (event.type !== 'LessonApplied' || !isStudentApplication(event.data.applied_role)) return null;
    const applied = event.data;
    return {
      type: notificationTypeOfEntry(applied.entry_type),
      centerNo: applied.center_no,
      studentNo: applied.student_no,
      subjectNo: applied.subject_no,
      facts: applied,
      jobSuffix: 'application',
    };
  }
}
