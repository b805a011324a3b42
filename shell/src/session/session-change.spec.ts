import type { CurrentUser } from '@school/contracts';
import { sessionChange } from './session-change';

const user = (user_no: number) => ({ user_no }) as CurrentUser;

describe('session change', () => {
  it('notices a session ended or switched elsewhere', () => {
    expect(sessionChange(user(1), null)).toBe('ended');
    expect(sessionChange(user(1), user(2))).toBe('changed');
    expect(sessionChange(user(1), user(1))).toBe('same');
    expect(sessionChange(null, user(1))).toBe('started');
    expect(sessionChange(null, null)).toBe('same');
  });
});
