import { simpleParser } from 'mailparser';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { runEnv } from './test-run';

export type ReceivedMail = { to: string; subject: string; text: string; messageId: string };

// A real SMTP server for the tests' stack: the auth service's mail queue delivers here over SMTP.
// Each mail is written to a spool folder, numbered in order of arrival, so that every test file of
// the run reads the mails of the one shared stack (Mailbox).
//
// hold(to) makes it keep back its answer to the DATA of the next mail to an address, as a slow server
// would: the mail has arrived whole, the sender waits for the acceptance. A sender that goes away
// before the answer has not handed the mail over (RFC 5321 §6.1: the 250 reply passes the
// responsibility), so that mail is not spooled.
export class MailServer {
  private server?: SMTPServer;
  private received = 0;
  private holding?: { to: string; arrived: () => void };
  private readonly held = new Map<string, () => void>();
  port = 0;

  constructor(readonly spoolDir: string) {}

  async start(): Promise<void> {
    mkdirSync(this.spoolDir, { recursive: true });
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            const received: ReceivedMail = {
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
            };
            const accept = () => {
              this.spool(received);
              callback();
            };
            const holding = this.holding;
            if (holding && holding.to.toLowerCase() === received.to.toLowerCase()) {
              this.holding = undefined;
              this.held.set(session.id, accept);
              holding.arrived();
            } else accept();
          })
          .catch(callback);
      },
      onClose: (session) => {
        this.held.delete(session.id);
      },
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server.server, 'listening');
    this.port = (this.server.server.address() as { port: number }).port;
  }

  private spool(received: ReceivedMail): void {
    const name = String(++this.received).padStart(8, '0');
    // written whole, then renamed: a reader never sees half a mail
    writeFileSync(join(this.spoolDir, `${name}.tmp`), JSON.stringify(received));
    renameSync(join(this.spoolDir, `${name}.tmp`), join(this.spoolDir, `${name}.json`));
  }

  // Resolves once the next mail to `to` has arrived whole and its acceptance is being held back.
  hold(to: string): Promise<void> {
    return new Promise((arrived) => (this.holding = { to, arrived }));
  }

  // How many mails wait for their acceptance (their senders still connected).
  get heldBack(): number {
    return this.held.size;
  }

  // Accepts the mails held back whose senders are still connected.
  release(): void {
    this.holding = undefined;
    const held = [...this.held.values()];
    this.held.clear();
    held.forEach((accept) => accept());
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

// The mails the shared stack has sent in this run (or a private MailServer's, by its spool), oldest
// first.
export class Mailbox {
  constructor(private readonly spoolDir?: string) {}

  get mails(): ReceivedMail[] {
    const dir = this.spoolDir ?? runEnv('mailDir');
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail);
  }

  // Waits for the next mail to an address that arrived after `since` mails.
  async next(to: string, since: number, timeoutMs = 15000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    let mails: ReceivedMail[] = [];
    while (Date.now() < until) {
      mails = this.mails;
      const found = mails.slice(since).find((m) => m.to.toLowerCase() === to.toLowerCase());
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${mails.length})`);
  }

  static link(mail: ReceivedMail): { url: URL; token: string } {
    const match = /https?:\/\/\S+/.exec(mail.text);
    if (!match) throw new Error(`no link in mail: ${mail.text}`);
    const url = new URL(match[0]);
    return { url, token: url.searchParams.get('token') ?? '' };
  }
}
