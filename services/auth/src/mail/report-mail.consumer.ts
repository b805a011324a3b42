import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type AlertRaisedEvent, isLocale } from '@school/contracts';
import {
  type ConfigOf,
  EVENT_BUS,
  type EventBus,
  IdempotentConsumer,
  JsonLogger,
  RpcClient,
  SERVICE_CONFIG,
  subjects,
} from '@school/server-kit';
import { translate } from '@school/i18n';
import { DataSource, type EntityManager } from 'typeorm';
import { type authEnv } from '../config';
import { type MailKind } from './mail-content';
import { Mailer } from './mailer';

const REPORT_KINDS: readonly string[] = ['reportRejected', 'reportResubmitted'];
type Recipient = { user_no: number; email: string; user_named: string; locale_code: string };

// A review decision on a lesson report mails the person its alert is addressed to (docs/reports.md):
// a rejection the report's teacher, a resubmission the reviewer who rejected it. auth knows the
// accounts' addresses and languages, so it reads the reports service's AlertRaised events and puts the
// mail on the mail queue (once per event and recipient).
@Injectable()
export class ReportMailConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger('auth');
    this.consumer = new IdempotentConsumer({
      ds: this.ds,
      schema: 'auth',
      js: this.bus.js,
      jsm: this.bus.jsm,
      stream: this.bus.stream,
      name: 'auth-report-mails',
      filterSubject: subjects().event('reports', 'AlertRaised'),
      handle: async (event, tx) => {
        if (event.type === 'AlertRaised' && REPORT_KINDS.includes(event.data.kind)) await this.mail(tx, event.data, event.id);
      },
      onError: (e, event) =>
        logger.event('warn', 'report mail not queued (retried)', {
          event: event?.id ?? null,
          error: e instanceof Error ? e.message : String(e),
        }),
    });
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }

  private async mail(tx: EntityManager, alert: AlertRaisedEvent, eventId: string): Promise<void> {
    const { teacher_no, user_no } = alert.audience;
    if (teacher_no == null && user_no == null) return;
    const recipients = (await tx.query(
      `SELECT "user_no", "email", "user_named", "locale_code" FROM "auth"."user_account"
        WHERE "email" IS NOT NULL AND "status" = 'A' AND ($1::int IS NULL OR "teacher_no" = $1) AND ($2::int IS NULL OR "user_no" = $2)`,
      [teacher_no ?? null, user_no ?? null],
    )) as Recipient[];
    const subject = alert.subject;
    if (subject.type !== 'lesson') return;
    if (!recipients.length) return;
    const link = new URL(`/C50102/${subject.schedule_no}`, this.config.WEB_URL).toString();
    // the student as masters names them now; the consumer acts for nobody in particular
    const labels = await this.rpc.call(
      'MastersLookup.getLabels',
      { student_nos: [subject.student_no] },
      {
        userNo: null,
        role: null,
        functionIds: [],
        centerNos: null,
        teacherNo: null,
        studentNo: null,
        locale: 'ja',
        requestId: eventId,
        ip: '',
        frontendUrl: null,
      },
    );
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
        `${eventId}:${r.user_no}`,
      );
    }
  }
}
