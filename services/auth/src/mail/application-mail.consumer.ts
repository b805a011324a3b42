import { Inject, Injectable } from '@nestjs/common';
import { type DomainEvent, type LessonAppliedEvent, QUEUES, systemCaller } from '@school/contracts';
import { isStudentApplication, notificationTypeOfEntry, renderMailTemplate } from '@school/domain';
import { type ConfigOf, DurableEventConsumer, RpcClient, SERVICE_CONFIG, subjects } from '@school/server-kit';
import { type authEnv } from '../config';
import { applicationMailValues } from './application-mail-content';
import { Mailer } from './mailer';

// A student's application (scheduling's LessonApplied, issue 24) mails the student's center with the
// M20701 template of its notification type (entry type 2 → 1, 3 → 2, 4 → 3), unless the template's
// send_flag is 0 or the center has no address. Staff-entered applications mail nobody. The mail's job
// id is the event's, so a redelivered event queues nothing new and the queue sends it once
// (docs/applications.md).
@Injectable()
export class ApplicationMailConsumer extends DurableEventConsumer {
  protected readonly name = 'auth-application-mails';
  protected readonly filterSubject = subjects().event('scheduling', 'LessonApplied');
  protected readonly failure = 'application mail not queued';

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>,
  ) {
    super();
  }

  protected async handle(event: DomainEvent): Promise<void> {
    if (event.type === 'LessonApplied' && isStudentApplication(event.data.applied_role)) await this.mail(event.data, event.id);
  }

  private async mail(applied: LessonAppliedEvent, eventId: string): Promise<void> {
    const type = notificationTypeOfEntry(applied.entry_type);
    const found = await this.rpc.call(
      'MastersLookup.getApplicationMail',
      { notification_type: type, center_no: applied.center_no, student_no: applied.student_no, subject_no: applied.subject_no },
      // the consumer acts for nobody in particular
      systemCaller(eventId),
    );
    if (found.send_flag !== 1 || !found.center_email) return;
    const values = applicationMailValues(type, applied, found, this.config.WEB_URL);
    await this.mailer.enqueue(
      {
        to: found.center_email,
        kind: 'application',
        subject: renderMailTemplate(found.mail_subject, values),
        text: renderMailTemplate(found.mail_body, values),
      },
      // BullMQ job ids may not hold ':'
      `${QUEUES.mail}.${eventId.replace(/:/g, '.')}.application`,
    );
  }
}
