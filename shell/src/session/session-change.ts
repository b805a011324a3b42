import type { CurrentUser } from '@school/contracts';

export type SessionChange = 'same' | 'started' | 'changed' | 'ended';

// What the server's current user says about the one the shell shows: 'ended' when the session was
// closed elsewhere (a password reset, a logout in another tab, the idle timeout).
export function sessionChange(shown: CurrentUser | null, current: CurrentUser | null): SessionChange {
  if (!shown) return current ? 'started' : 'same';
  if (!current) return 'ended';
  return shown.user_no === current.user_no ? 'same' : 'changed';
}
