import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { MAIL_NOTIFICATION_TYPE } from '@school/domain';
import { subjects } from '@school/server-kit';
import { type CenterMail, CenterMailConsumer } from './center-mail.consumer';

// A student's rebooking request (scheduling's RebookingRequested, T1035) mails the lesson's center with
// the M20701 transfer-request template (notification type 3), as a change application does: the
// template's date and slot are the wanted ones, its original date and slot the lesson's, its note the
// student's, its link C40411 (docs/rebooking-requests.md).
@Injectable()
export class RebookingMailConsumer extends CenterMailConsumer {
  protected readonly name = 'auth-rebooking-mails';
  protected readonly filterSubject = subjects().event('scheduling', 'RebookingRequested');
  protected readonly failure = 'rebooking request mail not queued';

  protected mailOf(event: DomainEvent): CenterMail | null {
    if (event.type !== 'RebookingRequested') return null;
    const requested = event.data;
    return {
      type: MAIL_NOTIFICATION_TYPE.TRANSFER_REQUEST,
      centerNo: requested.center_no,
      studentNo: requested.student_no,
      subjectNo: requested.subject_no,
      facts: {
        student_no: requested.student_no,
        schedule_date: requested.wanted_date ?? '',
        time_label: requested.wanted_time_label ?? '',
        request_note: requested.note,
        original_schedule_date: requested.schedule_date,
        original_time_label: requested.time_label,
      },
      adminPath: '/C40411',
      jobSuffix: 'rebooking',
    };
  }
}
