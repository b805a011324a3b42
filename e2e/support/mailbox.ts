import { simpleParser } from 'mailparser';
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string };

// A real SMTP server for the tests: the auth service's mail queue delivers here over SMTP.
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.mails.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
            callback();
          })
          .catch(callback);
      },
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server.server, 'listening');
    this.port = (this.server.server.address() as { port: number }).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  // Waits for the next mail to an address that arrived after `since` mails.
  async next(to: string, since: number, timeoutMs = 15000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = this.mails.slice(since).find((m) => m.to.toLowerCase() === to.toLowerCase());
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${this.mails.length})`);
  }

  static link(mail: ReceivedMail): { url: URL; token: string } {
    const match = /https?:\/\/\S+/.exec(mail.text);
    if (!match) throw new Error(`no link in mail: ${mail.text}`);
    const url = new URL(match[0]);
    return { url, token: url.searchParams.get('token') ?? '' };
  }
}
