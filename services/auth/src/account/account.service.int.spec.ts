import { type Caller, QUEUES } from '@school/contracts';
import { AppError, type ConfigOf, PasswordRecheck, redisOptions, SessionStore } from '@school/server-kit';
import { deleteNamespace, STAFF_SESSION } from '@school/server-kit/testing';
import { argon2id, hash } from 'argon2';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { AuditRepository } from '../audit/audit.repository';
import { type authEnv } from '../config';
import { type MailJob } from '../mail/mail-content';
import { Mailer } from '../mail/mailer';
import { MenuRepository } from '../menu/menu.repository';
import { ROLE_MENUS } from '../menu/role-menus';
import { EmailTokens } from '../tokens/email-tokens';
import { TokensRepository } from '../tokens/tokens.repository';
import { UsersRepository } from '../users/users.repository';
import { AccountService } from './account.service';
import { hashPassword, verifyPassword } from './passwords';

// Sign-in, password change and the mailed links (reset, registration) against the real PostgreSQL
// the run migrated and seeded and the real Redis; the mail queue is a real BullMQ queue under a prefix
// of this file's own (no worker takes its jobs; obliterated after). Accounts are numbered 600_001…
// (this spec's share of auth's range) or registered under a unique address, removed after.
const FIRST = 600_001;
const PASSWORD = 'first-password-1';
const WEB_URL = 'http://web.test';

describe('AccountService', () => {
  let ds: DataSource;
  let redis: Redis;
  let sessions: SessionStore;
  let account: AccountService;
  let next = FIRST;
  let queue: Queue<MailJob>;
  const namespace = `authaccounttest${process.pid}`;
  const stamp = `${process.pid}-${Date.now()}`;

  const caller = (userNo: number | null = null): Caller => ({
    userNo,
    role: null,
    functionIds: [],
    centerNos: null,
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    requestId: 'account-service-int',
    ip: '127.0.0.1',
    frontendUrl: null,
  });
  const addUser = async (o: { status?: string; role?: number; email?: string; hash?: string } = {}): Promise<number> => {
    const no = next++;
    await ds.query(
      `INSERT INTO "auth"."user_account" ("user_no", "user_id", "email", "email_verified_at", "password_hash", "user_named", "user_type_code", "status")
       VALUES ($1, $2, $3, now(), $4, $5, $6, $7)`,
      [
        no,
        `i23-account-${no}`,
        o.email ?? `i23-account-${no}@test.invalid`,
        o.hash ?? (await hashPassword(PASSWORD)),
        `Account ${no}`,
        o.role ?? 540,
        o.status ?? 'A',
      ],
    );
    return no;
  };
  const auditOf = async (userNo: number): Promise<string[]> =>
    (
      (await ds.query(`SELECT "event" FROM "auth"."audit_log" WHERE "user_no" = $1 ORDER BY "id"`, [userNo])) as {
        event: string;
      }[]
    ).map((r) => r.event);
  const hashOf = async (userNo: number): Promise<string> =>
    (
      (await ds.query(`SELECT "password_hash" FROM "auth"."user_account" WHERE "user_no" = $1`, [userNo])) as {
        password_hash: string;
      }[]
    )[0].password_hash;
  // the mails queued so far, oldest first, as read back from Redis
  const mails = async (): Promise<MailJob[]> => (await queue.getJobs(['waiting'], 0, -1, true)).map((j) => j.data);
  const lastMail = async (): Promise<MailJob | undefined> => (await mails()).at(-1);
  const tokenOfLastMail = async (): Promise<string> =>
    /token=([A-Za-z0-9_-]{43})/.exec((await lastMail())?.text ?? '')?.[1] ?? '';
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? { code: e.code, key: e.messageKey, fields: e.errors } : e),
    );
  const sessionOf = (userNo: number) => sessions.create({ ...STAFF_SESSION, userNo });

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 3 });
    sessions = new SessionStore(redis, namespace, { idleSeconds: 600, absoluteSeconds: 3600 });
    queue = new Queue<MailJob>(QUEUES.mail, { connection: redisOptions(process.env.REDIS_URL!), prefix: namespace });
    const audit = new AuditLog(new AuditRepository(ds));
    account = new AccountService(
      ds,
      new UsersRepository(ds),
      new MenuRepository(ds),
      new EmailTokens(new TokensRepository(ds)),
      new Mailer(queue),
      audit,
      sessions,
      new PasswordRecheck(redis, namespace),
      { WEB_URL } as ConfigOf<typeof authEnv>,
    );
  });

  afterAll(async () => {
    await ds.query(
      `DELETE FROM "auth"."audit_log" WHERE "user_no" BETWEEN $1 AND $2 OR "detail"->>'user_id' LIKE 'i23-account-%'`,
      [FIRST, next],
    );
    await ds.query(
      `DELETE FROM "auth"."audit_log" WHERE "user_no" IN (SELECT "user_no" FROM "auth"."user_account" WHERE "email" LIKE $1)`,
      [`i23-register-${stamp}%`],
    );
    await ds.query(`DELETE FROM "auth"."user_account" WHERE "user_no" BETWEEN $1 AND $2 OR "email" LIKE $3`, [
      FIRST,
      next,
      `i23-register-${stamp}%`,
    ]);
    await queue.obliterate({ force: true });
    await queue.close();
    await deleteNamespace(redis, namespace);
    await redis.quit();
    await ds.destroy();
  });

  it('signs in with the right password and records the login', async () => {
    const no = await addUser();
    const user = await account.login({ user_id: `I23-ACCOUNT-${no}`, password: PASSWORD }, caller());
    expect(user.user_no).toBe(no);
    expect(await auditOf(no)).toEqual(['login']);
  });

  it("hashes at OWASP's 12 MiB, three passes, one lane, and replaces an older setting's hash at sign-in, the row's version kept", async () => {
    const current = /^\$argon2id\$v=19\$m=12288,t=3,p=1\$/;
    const fresh = await addUser();
    const before = await hashOf(fresh);
    expect(before).toMatch(current);
    await account.login({ user_id: `i23-account-${fresh}`, password: PASSWORD }, caller());
    expect(await hashOf(fresh)).toBe(before);

    // the library's default before (64 MiB, three passes, four lanes)
    const older = await addUser({ hash: await hash(PASSWORD, { type: argon2id }) });
    const version = async () =>
      (
        (await ds.query(`SELECT "lock_version", "updated_at" FROM "auth"."user_account" WHERE "user_no" = $1`, [
          older,
        ])) as object[]
      )[0];
    const was = await version();
    expect(await refusal(account.login({ user_id: `i23-account-${older}`, password: 'wrong-password' }, caller()))).toMatchObject(
      {
        key: 'auth.invalidCredentials',
      },
    );
    expect(await hashOf(older)).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    await account.login({ user_id: `i23-account-${older}`, password: PASSWORD }, caller());
    expect(await hashOf(older)).toMatch(current);
    expect(await verifyPassword(await hashOf(older), PASSWORD)).toBe(true);
    expect(await version()).toEqual(was);
  });

  it('refuses a wrong password with one message and records the failure', async () => {
    const no = await addUser();
    expect(await refusal(account.login({ user_id: `i23-account-${no}`, password: 'wrong-password' }, caller()))).toMatchObject({
      key: 'auth.invalidCredentials',
    });
    expect(await auditOf(no)).toEqual(['login_failed']);
  });

  it('refuses a stopped account and a pending one, even with the right password', async () => {
    const stopped = await addUser({ status: 'S' });
    const pending = await addUser({ status: 'P' });
    expect(await refusal(account.login({ user_id: `i23-account-${stopped}`, password: PASSWORD }, caller()))).toMatchObject({
      key: 'auth.accountStopped',
    });
    expect(await refusal(account.login({ user_id: `i23-account-${pending}`, password: PASSWORD }, caller()))).toMatchObject({
      code: 'ACCOUNT_PENDING',
    });
  });

  it('answers the role menu in its order', async () => {
    const menu = await account.getMenu({ ...caller(), role: 300 });
    expect(menu.map((m) => m.function_id)).toEqual(ROLE_MENUS[300].map(([id]) => id));
  });

  it('changes the password only with the current one, and ends every session of the account', async () => {
    const no = await addUser();
    const sid = await sessionOf(no);
    const change = {
      current_password: 'not-it-at-all',
      password: 'second-password-2',
      password_confirmation: 'second-password-2',
    };
    expect(await refusal(account.changePassword(change, caller(no)))).toMatchObject({
      fields: { current_password: ['auth.currentPasswordWrong'] },
    });
    expect(await verifyPassword(await hashOf(no), PASSWORD)).toBe(true);
    expect(await sessions.get(sid)).not.toBeNull();

    await account.changePassword({ ...change, current_password: PASSWORD }, caller(no));
    expect(await verifyPassword(await hashOf(no), 'second-password-2')).toBe(true);
    expect(await verifyPassword(await hashOf(no), PASSWORD)).toBe(false);
    expect(await sessions.get(sid)).toBeNull();
    expect(await auditOf(no)).toEqual(['password_changed']);
  });

  it('resets a password once per mailed link, ending the sessions', async () => {
    const no = await addUser();
    const sid = await sessionOf(no);
    await account.requestPasswordReset({ email: `I23-Account-${no}@test.invalid` }, caller());
    expect(await lastMail()).toMatchObject({ to: `i23-account-${no}@test.invalid`, kind: 'reset' });
    expect((await lastMail())?.text).toContain(`${WEB_URL}/Auth/password/reset?token=`);
    const token = await tokenOfLastMail();
    const reset = { token, password: 'reset-password-3', password_confirmation: 'reset-password-3' };

    await account.resetPassword(reset, caller());
    expect(await verifyPassword(await hashOf(no), 'reset-password-3')).toBe(true);
    expect(await sessions.get(sid)).toBeNull();
    // the same link a second time
    expect(
      await refusal(
        account.resetPassword({ ...reset, password: 'other-password-4', password_confirmation: 'other-password-4' }, caller()),
      ),
    ).toMatchObject({ code: 'LINK_INVALID' });
    expect(await verifyPassword(await hashOf(no), 'reset-password-3')).toBe(true);
  });

  it('sends no reset link to a stopped account', async () => {
    const no = await addUser({ status: 'S' });
    const before = (await mails()).length;
    await account.requestPasswordReset({ email: `i23-account-${no}@test.invalid` }, caller());
    expect(await mails()).toHaveLength(before);
  });

  it('registers a pending account that its mailed link activates once', async () => {
    const email = `i23-register-${stamp}@test.invalid`;
    const input = { email, password: 'register-pass-5', password_confirmation: 'register-pass-5', user_named: 'Registered' };
    expect(await account.register(input, caller())).toEqual({ accepted: true });
    const [row] = (await ds.query(`SELECT "user_no", "status", "user_type_code" FROM "auth"."user_account" WHERE "email" = $1`, [
      email,
    ])) as {
      user_no: number;
      status: string;
      user_type_code: number;
    }[];
    expect(row).toMatchObject({ status: 'P', user_type_code: 130 });
    expect(await lastMail()).toMatchObject({ to: email, kind: 'register' });
    const token = await tokenOfLastMail();

    const user = await account.confirmRegistration({ token }, caller());
    expect(user).toMatchObject({ user_no: row.user_no, status: 'A' });
    expect(await refusal(account.confirmRegistration({ token }, caller()))).toMatchObject({ code: 'LINK_INVALID' });
    expect(await auditOf(row.user_no)).toEqual(['registered', 'registration_confirmed', 'login']);

    // registering the address again mails its owner instead of making a second account
    expect(await account.register(input, caller())).toEqual({ accepted: true });
    expect(await lastMail()).toMatchObject({ to: email, kind: 'registerExisting' });
    expect(await ds.query(`SELECT 1 FROM "auth"."user_account" WHERE "email" = $1`, [email])).toHaveLength(1);
  });

  it('keeps the chosen language', async () => {
    const no = await addUser();
    expect((await account.setLocale({ locale: 'en' }, caller(no))).locale_code).toBe('en');
    expect(await refusal(account.setLocale({ locale: 'fr' }, caller(no)))).toMatchObject({
      fields: { locale: ['auth.localeInvalid'] },
    });
  });
});
