import { Inject } from '@nestjs/common';
import { type DomainEvent, QUEUES, systemCaller } from '@school/contracts';
import { type MailNotificationType, renderMailTemplate } from '@school/domain';
import { type ConfigOf, DurableEventConsumer, RpcClient, SERVICE_CONFIG } from '@school/server-kit';
import { type authEnv } from '../config';
import { type ApplicationMailFacts, applicationMailValues } from './application-mail-content';
import { Mailer } from './mailer';

// What an event asks to mail a center: the M20701 template's notification type, whose student and
// subject, the template's facts, where admin_url points, and the job id's suffix.
export type CenterMail = {
  type: MailNotificationType;
  centerNo: number;
  studentNo: number;
  subjectNo: number;
  facts: ApplicationMailFacts;
  adminPath?: string;
  jobSuffix: string;
};

// A mail to a student's center with the M20701 template of a notification type, unless the template's
// send_flag is 0 or the center has no address. A subclass only maps its event (mailOf; null mails
// nobody). The mail's job id is the event's, so a redelivered event queues nothing new and the queue
// sends it once.
export abstract class CenterMailConsumer extends DurableEventConsumer {
  // property injection (names a subclass will not reuse), so a subclass needs no constructor
  @Inject(Mailer) private readonly centerMailer!: Mailer;
  @Inject(RpcClient) private readonly centerRpc!: RpcClient;
  @Inject(SERVICE_CONFIG) private readonly centerConfig!: ConfigOf<typeof authEnv>;

  protected abstract mailOf(event: DomainEvent): CenterMail | null;

  protected async handle(event: DomainEvent): Promise<void> {
    const mail = this.mailOf(event);
    if (!mail) return;
    const found = await this.centerRpc.call(
      'MastersLookup.getApplicationMail',
      { notification_type: mail.type, center_no: mail.centerNo, student_no: mail.studentNo, subject_no: mail.subjectNo },
      // the consumer acts for nobody in particular
      systemCaller(event.id),
    );
    if (found.send_flag !== 1 || !found.center_email) return;
    const values = applicationMailValues(mail.type, mail.facts, found, this.centerConfig.WEB_URL, mail.adminPath);
    await this.centerMailer.enqueue(
      {
        to: found.center_email,
        kind: 'application',
        subject: renderMailTemplate(found.mail_subject, values),
        text: renderMailTemplate(found.mail_body, values),
      },
      // BullMQ job ids may not hold ':'
      `${QUEUES.mail}.${event.id.replace(/:/g, '.')}.${mail.jobSuffix}`,
    );
  }
}
