import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ConfigOf, SERVICE_CONFIG } from '@school/server-kit';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { type authEnv } from '../config';
import { type MailJob } from './mail-content';

// SMTP when configured; otherwise each mail becomes an .eml file (and its link is logged), so a
// demo without a mail server still lets people sign in by link.
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('mail');
  private readonly transporter: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>) {
    this.transporter = config.SMTP_URL
      ? createTransport(config.SMTP_URL)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  // The Message-ID is fixed by the job's key: a mail sent again after a crash between the server's
  // acceptance and the job's record (docs/jobs.md) is the same message to the receiving side.
  messageIdOf(jobKey: string): string {
    const domain = /@([^\s>]+)/.exec(this.config.MAIL_FROM)?.[1] ?? 'school.invalid';
    return `<${jobKey}@${domain}>`;
  }

  // Answers the Message-ID once the SMTP server has accepted the mail (or the file is written).
  async send(mail: MailJob, jobKey: string): Promise<{ messageId: string }> {
    const messageId = this.messageIdOf(jobKey);
    const info = (await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId,
    })) as {
      message?: Buffer;
      messageId: string;
    };
    if (this.config.SMTP_URL || !info.message) return { messageId };
    const dir = resolve(this.config.MAIL_DIR);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}.eml`);
    await writeFile(file, info.message);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    this.logger.warn(`no SMTP_URL: mail to ${mail.to} written to ${file}${link ? `; link: ${link}` : ''}`);
    return { messageId };
  }
}
