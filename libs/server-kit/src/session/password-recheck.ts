import type Redis from 'ioredis';

// SPEC §5: an assignment with warnings needs the user's password re-entered just before. The auth
// service (C40101_checkPassword) records a correct re-entry here; the scheduling service reads it when
// saving with accept_warnings. Per user, not per session: the services see the caller, not the
// session id, and a re-entry proves the person at the keyboard either way. It lapses after 5 minutes.
export const PASSWORD_RECHECK_SECONDS = 300;
// where a user's last correct re-entry is kept
export const passwordRecheckKey = (namespace: string, userNo: number): string => `${namespace}:password-rechecked:${userNo}`;

export class PasswordRecheck {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  private key(userNo: number) {
    return passwordRecheckKey(this.namespace, userNo);
  }

  async record(userNo: number): Promise<void> {
    await this.redis.set(this.key(userNo), String(Date.now()), 'EX', PASSWORD_RECHECK_SECONDS);
  }

  async isRecent(userNo: number | null): Promise<boolean> {
    return userNo !== null && (await this.redis.exists(this.key(userNo))) === 1;
  }
}
