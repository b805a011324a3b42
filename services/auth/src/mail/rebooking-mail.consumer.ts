import { Inject, Injectable } from '@nestjs/common';
import { type DomainEvent, type RebookingRequestedEvent, QUEUES, systemCaller } from '@school/contracts';
import { MAIL_NOTIFICATION_TYPE, renderMailTemplate } from '@school/domain';
import { type ConfigOf, DurableEventConsumer, RpcClient, SERVICE_CONFIG, subjects } from '@school/server-kit';
import { type authEnv } from '../config';
import { applicationMailValues } from './application-mail-content';
import { Mailer } from './mailer';

// A student's rebooking request (scheduling's RebookingRequested, T1035) mails the lesson's center with
// the M20701 transfer-request template (notification type 3), as a change application does, unless its
// send_flag is 0 or the center has no address: the template's date and slot are the wanted ones, its
// original date and slot the lesson's, its note the student's, its link C40411. The mail's job id is
// the event's, so a redelivered event queues nothing new (docs/rebooking-requests.md).
@Injectable()
export class RebookingMailConsumer extends DurableEventConsumer {
  protected readonly name = 'auth-rebooking-mails';
  protected readonly filterSubject = subjects().event('scheduling', 'RebookingRequested');
  protected readonly failure = 'rebooking request mail not queued';

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>,
  ) {
    super();
  }

  protected async handle(event: DomainEvent): Promise<void> {
    if (event.type === 'RebookingRequested') await this.mail(event.data, event.id);
  }

  private async mail(requested: RebookingRequestedEvent, eventId: string): Promise<void> {
    const type = MAIL_NOTIFICATION_TYPE.TRANSFER_REQUEST;
    const found = await this.rpc.call(
      'MastersLookup.getApplicationMail',
      {
        notification_type: type,
        center_no: requested.center_no,
        student_no: requested.student_no,
        subject_no: requested.subject_no,
      },
      // the consumer acts for nobody in particular
      systemCaller(eventId),
    );
    if (found.send_flag !== 1 || !found.center_email) return;
    const values = applicationMailValues(
      type,
      {
        student_no: requested.student_no,
        schedule_date: requested.wanted_date ?? '',
        time_label: requested.wanted_time_label ?? '',
        request_note: requested.note,
        original_schedule_date: requested.schedule_date,
        original_time_label: requested.time_label,
      },
      found,
      this.config.WEB_URL,
      '/C40411',
    );
    await this.mailer.enqueue(
      {
        to: found.center_email,
        kind: 'application',
        subject: renderMailTemplate(found.mail_subject, values),
        text: renderMailTemplate(found.mail_body, values),
      },
      // BullMQ job ids may not hold ':'
      `${QUEUES.mail}.${eventId.replace(/:/g, '.')}.rebooking`,
    );
  }
}
