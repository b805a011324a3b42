import { Inject, Injectable } from '@nestjs/common';
import { type Accepted, type Caller, type CurrentUser, type Locale, type MenuEntry } from '@school/contracts';
import { mayManageAccount } from '@school/domain';
import {
  AppError,
  businessRuleError,
  notFoundError,
  type PasswordRecheck,
  SessionStore,
  SERVICE_CONFIG,
  validationError,
  type ConfigOf,
} from '@school/server-kit';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { type authEnv } from '../config';
import { composeMail, type MailKind } from '../mail/mail-content';
import { Mailer } from '../mail/mailer';
import { EmailTokens, type TokenKind } from '../tokens/email-tokens';
import { toCurrentUser } from '../users/current-user';
import { type UserRow } from '../users/user-account.entity';
import { UsersRepository } from '../users/users.repository';
import { MenuRepository } from '../menu/menu.repository';
import { InputCheck } from './account-input';
import { hashIsOutdated, hashPassword, verifyPassword } from './passwords';
import { AUTH_PASSWORD_RECHECK, AUTH_SESSIONS } from '../session/tokens';

// Newly registered accounts are guardians/students of the lowest student kind until staff change it.
const REGISTERED_ROLE = 130;
const ACCEPTED: Accepted = { accepted: true };

// Where each mail's link leads in the shell.
const LINK_PATH: Record<TokenKind, string> = {
  login: '/Auth/link/login',
  register: '/Auth/register/confirm',
  bind: '/Auth/email/bind',
  reset: '/Auth/password/reset',
};

@Injectable()
export class AccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly menus: MenuRepository,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    @Inject(AUTH_SESSIONS) private readonly sessions: SessionStore,
    @Inject(AUTH_PASSWORD_RECHECK) private readonly passwordRecheck: PasswordRecheck,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof authEnv>,
  ) {}

  async currentUser(row: UserRow): Promise<CurrentUser> {
    return toCurrentUser(row, await this.menus.functionIds(row.user_type_code));
  }

  async getCurrentUser(caller: Caller): Promise<CurrentUser | null> {
    if (caller.userNo === null) return null;
    const row = await this.users.byNo(caller.userNo);
    return row && row.status === 'A' ? this.currentUser(row) : null;
  }

  getMenu(caller: Caller): Promise<MenuEntry[]> {
    return this.menus.entries(caller.role);
  }

  private activeOrRefuse(row: UserRow): void {
    if (row.status === 'P') throw new AppError('ACCOUNT_PENDING', 'auth.accountPending');
    if (row.status !== 'A' || row.role_code === 'V') throw businessRuleError('auth.accountStopped');
  }

  async login(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    const check = new InputCheck(input);
    const userId = check.text('user_id', 254);
    const password = check.secret('password');
    check.done();
    const row = await this.users.byUserId(userId);
    if (!(await verifyPassword(row?.password_hash ?? null, password)) || !row) {
      await this.audit.write('login_failed', {
        userNo: row?.user_no ?? null,
        ip: caller.ip,
        detail: { user_id: userId.slice(0, 254), method: 'password' },
      });
      throw businessRuleError('auth.invalidCredentials');
    }
    this.activeOrRefuse(row);
    if (row.password_hash && hashIsOutdated(row.password_hash))
      await this.users.upgradeHash(row.user_no, row.password_hash, await hashPassword(password));
    await this.audit.write('login', { userNo: row.user_no, ip: caller.ip, detail: { method: 'password' } });
    return this.currentUser(row);
  }

  async logout(caller: Caller): Promise<null> {
    if (caller.userNo !== null) await this.audit.write('logout', { userNo: caller.userNo, ip: caller.ip });
    return null;
  }

  private link(kind: TokenKind, token: string, caller: Caller): string {
    return `${caller.frontendUrl ?? this.config.WEB_URL}${LINK_PATH[kind]}?token=${token}`;
  }

  private async sendLink(kind: TokenKind, mail: MailKind, row: UserRow, email: string, caller: Caller): Promise<void> {
    const token = await this.tokens.issue(kind, row.user_no, email);
    const locale: Locale = row.locale_code === 'en' || row.locale_code === 'zh-Hant' ? row.locale_code : 'ja';
    await this.mailer.enqueue(composeMail(mail, locale, email, { name: row.user_named, link: this.link(kind, token, caller) }));
  }

  // Registration answers the same whether or not the email has an account (no enumeration); the
  // owner of an existing account gets a mail saying so instead of a confirmation link.
  async register(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const email = check.email();
    const password = check.password('password', 'password_confirmation');
    const name = check.text('user_named', 100);
    check.done();
    const existing = await this.users.byEmail(email);
    if (existing) {
      if (existing.status === 'P') await this.sendLink('register', 'register', existing, email, caller);
      else
        await this.mailer.enqueue(
          composeMail('registerExisting', caller.locale, email, { name: existing.user_named, link: this.config.WEB_URL }),
        );
      return ACCEPTED;
    }
    const hash = await hashPassword(password);
    const row = await this.users.insertRegistered({
      email,
      passwordHash: hash,
      userNamed: name,
      role: REGISTERED_ROLE,
      locale: caller.locale,
    });
    if (!row) return ACCEPTED;
    await this.audit.write('registered', { userNo: row.user_no, ip: caller.ip });
    await this.sendLink('register', 'register', row, email, caller);
    return ACCEPTED;
  }

  async resendConfirmation(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const email = check.email();
    check.done();
    const row = await this.users.byEmail(email);
    if (row?.status === 'P') await this.sendLink('register', 'register', row, email, caller);
    return ACCEPTED;
  }

  async confirmRegistration(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    return this.ds.transaction(async (tx) => {
      const used = await this.tokens.consume('register', input.token, tx);
      if (!used) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
      const row = await this.users.activatePending(used.userNo, tx);
      if (!row) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
      await this.audit.write('registration_confirmed', { userNo: row.user_no, ip: caller.ip }, tx);
      await this.audit.write('login', { userNo: row.user_no, ip: caller.ip, detail: { method: 'registration' } }, tx);
      return this.currentUser(row);
    });
  }

  async requestLoginLink(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const email = check.email();
    check.done();
    const row = await this.users.byEmail(email);
    if (row && row.status === 'A' && row.email_verified_at) await this.sendLink('login', 'login', row, email, caller);
    return ACCEPTED;
  }

  async loginWithLink(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    const used = await this.tokens.consume('login', input.token);
    const row = used ? await this.users.byNo(used.userNo) : null;
    if (!row || row.email?.toLowerCase() !== used?.email.toLowerCase()) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
    this.activeOrRefuse(row);
    await this.audit.write('login', { userNo: row.user_no, ip: caller.ip, detail: { method: 'link' } });
    return this.currentUser(row);
  }

  // Binding asks the new address to confirm; an address another account uses gets no link.
  async requestEmailBind(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const email = check.email();
    check.done();
    const me = caller.userNo === null ? null : await this.users.byNo(caller.userNo);
    if (!me) throw new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
    const owner = await this.users.byEmail(email);
    if (!owner || owner.user_no === me.user_no) await this.sendLink('bind', 'bind', me, email, caller);
    return ACCEPTED;
  }

  async confirmEmailBind(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    return this.ds.transaction(async (tx) => {
      const used = await this.tokens.consume('bind', input.token, tx);
      if (!used) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
      const taken = await this.users.byEmail(used.email, tx);
      if (taken && taken.user_no !== used.userNo) throw businessRuleError('auth.emailInUse');
      const row = await this.users.bindEmail(used.userNo, used.email, tx);
      if (!row) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
      await this.audit.write(
        'email_bound',
        { userNo: row.user_no, actorUserNo: caller.userNo, ip: caller.ip, detail: { email: used.email } },
        tx,
      );
      return this.currentUser(row);
    });
  }

  async requestPasswordReset(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const email = check.email();
    check.done();
    const row = await this.users.byEmail(email);
    if (row && row.status === 'A') await this.sendLink('reset', 'reset', row, email, caller);
    return ACCEPTED;
  }

  // A reset ends every session of the account: whoever knew the old password is out.
  async resetPassword(input: Record<string, unknown>, caller: Caller): Promise<Accepted> {
    const check = new InputCheck(input);
    const password = check.password('password', 'password_confirmation');
    check.done();
    const hash = await hashPassword(password);
    const userNo = await this.ds.transaction(async (tx) => {
      const used = await this.tokens.consume('reset', input.token, tx);
      if (!used) throw new AppError('LINK_INVALID', 'auth.linkInvalid');
      await this.users.setPassword(used.userNo, hash, tx);
      await this.audit.write('password_reset', { userNo: used.userNo, ip: caller.ip }, tx);
      return used.userNo;
    });
    await this.sessions.destroyUser(userNo);
    return ACCEPTED;
  }

  // The signed-in user's own password: every session ends and the caller gets a fresh one.
  async changePassword(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    const check = new InputCheck(input);
    const current = check.secret('current_password');
    const password = check.password('password', 'password_confirmation');
    check.done();
    const row = caller.userNo === null ? null : await this.users.byNo(caller.userNo);
    if (!row) throw new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
    if (!(await verifyPassword(row.password_hash, current)))
      throw validationError({ current_password: ['auth.currentPasswordWrong'] });
    await this.users.setPassword(row.user_no, await hashPassword(password));
    await this.audit.write('password_changed', { userNo: row.user_no, ip: caller.ip });
    await this.sessions.destroyUser(row.user_no);
    return this.currentUser(row);
  }

  async resetInitPassword(input: Record<string, unknown>, caller: Caller): Promise<{ initial_password: string }> {
    const check = new InputCheck(input);
    const userNo = check.positiveInt('user_no');
    check.done();
    const row = await this.users.byNo(userNo);
    // an account the caller may not manage (M20901's list leaves it out) as if it did not exist
    if (!row || !mayManageAccount(caller, row)) throw notFoundError('user');
    const initial = randomBytes(9).toString('base64url');
    await this.users.setPassword(userNo, await hashPassword(initial));
    await this.audit.write('initial_password_set', { userNo, actorUserNo: caller.userNo, ip: caller.ip });
    await this.sessions.destroyUser(userNo);
    return { initial_password: initial };
  }

  async setLocale(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    const check = new InputCheck(input);
    const locale = check.locale();
    check.done();
    const row = await this.users.setLocale(caller.userNo, locale);
    if (!row) throw new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
    return this.currentUser(row);
  }

  // SPEC §5: password re-entry before an assignment with warnings; null means wrong. A right one is
  // recorded for C40101_updateSchedule (PasswordRecheck).
  async checkPassword(input: Record<string, unknown>, caller: Caller): Promise<true | null> {
    const row = caller.userNo === null ? null : await this.users.byNo(caller.userNo);
    const password = typeof input.user_password === 'string' ? input.user_password : '';
    if (!row || !password || !(await verifyPassword(row.password_hash, password))) return null;
    await this.passwordRecheck.record(row.user_no);
    return true;
  }
}
