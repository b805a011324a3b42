import { Inject, Injectable } from '@nestjs/common';
import { type AlertRaisedEvent, type DomainEvent, isLocale, QUEUES, systemCaller } from '@school/contracts';
import { type ConfigOf, DurableEventConsumer, RpcClient, SERVICE_CONFIG, subjects } from '@school/server-kit';
import { translate } from '@school/i18n';
import { type EntityManager } from 'typeorm';
import { type authEnv } from '../config';
import { type MailKind } from './mail-content';
import { MailRepository } from './mail.repository';
import { Mailer } from './mailer';

const REPORT_KINDS: readonly string[] = ['reportRejected', 'reportResubmitted'];

// A review decision on a lesson report mails the person its alert is addressed to (docs/reports.md):
// a rejection the report's teacher, a resubmission the reviewer who rejected it. auth knows the
// accounts' addresses and languages, so it reads the reports service's AlertRaised events and puts the
// mail on the mail queue (once per event and recipient).
@Injectable()
export class ReportMailConsumer extends DurableEventConsumer {
  protected readonly name = 'auth-report-mails';
  protected readonly filterSubject = subjects().event('reports', 'AlertRaised');
  protected readonly failure = 'report mail not queued';

  constructor(
    private readonly mailer: Mailer,
    private readonly repo: MailRepository,
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>,
  ) {
    super();
  }

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    if (event.type === 'AlertRaised' && REPORT_KINDS.includes(event.data.kind)) await this.mail(tx, event.data, event.id);
  }

  private async mail(tx: EntityManager, alert: AlertRaisedEvent, eventId: string): Promise<void> {
    const { teacher_no, user_no } = alert.audience;
    if (teacher_no == null && user_no == null) return;
    const recipients = await this.repo.recipients({ teacherNo: teacher_no ?? null, userNo: user_no ?? null }, tx);
    const subject = alert.subject;
    if (subject.type !== 'lesson') return;
    if (!recipients.length) return;
    const link = new URL(`/C50102/${subject.schedule_no}`, this.config.WEB_URL).toString();
    // the student as masters names them now; the consumer acts for nobody in particular
    const labels = await this.rpc.call('MastersLookup.getLabels', { student_nos: [subject.student_no] }, systemCaller(eventId));
    const student = labels.students[0]?.label ?? String(subject.student_no);
    const kind = alert.kind as MailKind;
    for (const r of recipients) {
      const locale = isLocale(r.locale_code) ? r.locale_code : 'ja';
      const params = { name: r.user_named, date: subject.schedule_date, student, link };
      const mailKey = kind === 'reportRejected' ? 'reports.mail.rejected' : 'reports.mail.resubmitted';
      await this.mailer.enqueue(
        {
          to: r.email,
          kind,
          subject: translate(locale, `${mailKey}.subject`, params),
          text: translate(locale, `${mailKey}.body`, params),
        },
        // BullMQ job ids may not hold ':'
        `${QUEUES.mail}.${eventId.replace(/:/g, '.')}.${r.user_no}`,
      );
    }
  }
}
