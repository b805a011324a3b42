import { Injectable } from '@nestjs/common';
import { type Caller, type CurrentUser, type SocialLoginOutput, type SocialProfile } from '@school/contracts';
import { businessRuleError } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { type UserRow } from '../users/user-account.entity';
import { UsersRepository } from '../users/users.repository';
import { InputCheck } from './account-input';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';

type AccountState = Pick<UserRow, 'user_no' | 'status' | 'role_code' | 'email_verified_at'>;

// SPEC §3: a visitor or a stopped/pending account never signs in.
const isActive = (a: AccountState): boolean => a.status === 'A' && a.role_code !== 'V';

// Binding trusts whoever controls the mailbox, as a login link does: the provider must vouch for the
// address and so must we (our own confirmation), and the account must be usable.
const bindable = (profile: Pick<SocialProfile, 'email' | 'emailVerified'>, owner: AccountState | null): boolean =>
  profile.emailVerified && profile.email !== null && owner !== null && isActive(owner) && owner.email_verified_at !== null;

export type SocialLoginDecision<A extends AccountState> =
  | { kind: 'signedIn'; account: A }
  | { kind: 'inactive'; account: A }
  | { kind: 'bindOffered'; email: string }
  | { kind: 'unknown' };

// A provider account bound before signs in. Otherwise an email that the provider verified and that
// belongs to one of our accounts is only offered for binding (the user is asked), never bound silently.
export const decideSocialLogin = <A extends AccountState>(
  profile: Pick<SocialProfile, 'email' | 'emailVerified'>,
  bound: A | null,
  emailOwner: A | null,
): SocialLoginDecision<A> => {
  if (bound) return isActive(bound) ? { kind: 'signedIn', account: bound } : { kind: 'inactive', account: bound };
  if (profile.email !== null && bindable(profile, emailOwner)) return { kind: 'bindOffered', email: profile.email };
  return { kind: 'unknown' };
};

export type SocialBindDecision = 'bind' | 'alreadyBound' | 'refused';

// The user said yes: bind only under the same conditions as the offer, and never take over a provider
// account that is bound to someone else.
export const decideSocialBind = (
  profile: Pick<SocialProfile, 'email' | 'emailVerified'>,
  bound: AccountState | null,
  emailOwner: AccountState | null,
): SocialBindDecision => {
  if (!emailOwner || !bindable(profile, emailOwner)) return 'refused';
  if (!bound) return 'bind';
  return bound.user_no === emailOwner.user_no ? 'alreadyBound' : 'refused';
};

// The gateway builds the profile from a verified ID token; the shape is still checked here.
const readProfile = (input: Record<string, unknown>): SocialProfile => {
  const check = new InputCheck(input);
  const provider = check.text('provider', 64);
  const subject = check.text('subject', 255);
  const email = input.email === null || input.email === undefined ? null : check.email();
  const name = typeof input.name === 'string' ? input.name.slice(0, 100) : null;
  check.done();
  return { provider, subject, email, emailVerified: input.emailVerified === true, name };
};

// Social login over OpenID Connect (SPEC §1, §2), called by the gateway's callback only.
@Injectable()
export class SocialService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly identities: AccountRepository,
    private readonly audit: AuditLog,
    private readonly account: AccountService,
  ) {}

  private boundUser(profile: SocialProfile, db?: DataSource | EntityManager): Promise<UserRow | null> {
    return this.identities.boundUser(profile.provider, profile.subject, db);
  }

  async login(input: Record<string, unknown>, caller: Caller): Promise<SocialLoginOutput> {
    const profile = readProfile(input);
    const method = `social:${profile.provider}`;
    const bound = await this.boundUser(profile);
    const owner = !bound && profile.email ? await this.users.byEmail(profile.email) : null;
    const decision = decideSocialLogin(profile, bound, owner);
    switch (decision.kind) {
      case 'signedIn':
        await this.audit.write('login', { userNo: decision.account.user_no, ip: caller.ip, detail: { method } });
        return { outcome: 'signedIn', user: await this.account.currentUser(decision.account) };
      case 'inactive':
        await this.audit.write('login_failed', {
          userNo: decision.account.user_no,
          ip: caller.ip,
          detail: { method, reason: 'inactive' },
        });
        throw businessRuleError('auth.accountStopped');
      case 'bindOffered':
        return { outcome: 'bindOffered', email: decision.email };
      case 'unknown':
        return { outcome: 'unknown' };
    }
  }

  async bind(input: Record<string, unknown>, caller: Caller): Promise<CurrentUser> {
    const profile = readProfile(input);
    const method = `social:${profile.provider}`;
    return this.ds.transaction(async (tx) => {
      const owner = profile.email ? await this.users.byEmail(profile.email, tx) : null;
      const bound = await this.boundUser(profile, tx);
      const decision = decideSocialBind(profile, bound, owner);
      if (decision === 'refused' || !owner) throw businessRuleError('auth.socialBindRefused');
      if (decision === 'bind') {
        const inserted = await this.identities.insertSocialIdentity(
          { provider: profile.provider, subject: profile.subject, userNo: owner.user_no, email: profile.email },
          tx,
        );
        // Someone bound the same provider account a moment ago.
        if (!inserted) throw businessRuleError('auth.socialBindRefused');
        await this.audit.write(
          'social_bound',
          { userNo: owner.user_no, ip: caller.ip, detail: { provider: profile.provider, email: profile.email } },
          tx,
        );
      }
      await this.audit.write('login', { userNo: owner.user_no, ip: caller.ip, detail: { method } }, tx);
      return this.account.currentUser(owner);
    });
  }
}
