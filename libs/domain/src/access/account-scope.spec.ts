import { accountGrantRefusal, mayManageAccount } from './account-scope';

describe('the accounts a user manager sees (M20901)', () => {
  const account = (user_type_code: number, center_nos: number[] = []) => ({ user_type_code, center_nos });
  const hq = (role: number) => ({ role, centerNos: null });

  it('shows headquarters every account up to their own role', () => {
    expect(mayManageAccount(hq(560), account(560))).toBe(true);
    expect(mayManageAccount(hq(560), account(300))).toBe(true);
    expect(mayManageAccount(hq(550), account(110))).toBe(true);
    expect(mayManageAccount(hq(550), account(420, [3]))).toBe(true);
    expect(mayManageAccount(hq(530), account(540))).toBe(false);
  });

  it('shows a classroom account only the back-office accounts below headquarters of its centers', () => {
    const classroom = { role: 420, centerNos: [1, 2] };
    expect(mayManageAccount(classroom, account(410, [2, 5]))).toBe(true);
    expect(mayManageAccount(classroom, account(420, [3]))).toBe(false);
    expect(mayManageAccount(classroom, account(430, [1]))).toBe(false);
    expect(mayManageAccount(classroom, account(520, [1]))).toBe(false);
    expect(mayManageAccount(classroom, account(300))).toBe(false);
    expect(mayManageAccount(classroom, account(110))).toBe(false);
  });

  it('shows teachers, students and the signed-out nothing', () => {
    expect(mayManageAccount({ role: 300, centerNos: [] }, account(300))).toBe(false);
    expect(mayManageAccount({ role: 110, centerNos: [] }, account(110))).toBe(false);
    expect(mayManageAccount({ role: null, centerNos: null }, account(110))).toBe(false);
  });
});

describe('what a user manager may save on an account (M20901)', () => {
  const account = (user_type_code: number, center_nos: number[] = []) => ({ user_type_code, center_nos });
  const hq = { role: 550, centerNos: null };
  const classroom = { role: 420, centerNos: [1, 2] };

  it('lets headquarters give any role up to their own and any centers', () => {
    expect(accountGrantRefusal(hq, account(550, [7]), null)).toEqual({});
    expect(accountGrantRefusal(hq, account(110), account(300))).toEqual({});
    expect(accountGrantRefusal(hq, account(560), null)).toEqual({ user_type_code: 'roleNotGrantable' });
  });

  it('lets a classroom account give only back-office roles up to its own', () => {
    expect(accountGrantRefusal(classroom, account(410, [1]), null)).toEqual({});
    expect(accountGrantRefusal(classroom, account(420, [2]), null)).toEqual({});
    for (const role of [430, 520, 300, 110])
      expect(accountGrantRefusal(classroom, account(role, [1]), null)).toEqual({ user_type_code: 'roleNotGrantable' });
  });

  it('lets a classroom account neither add nor remove a center it does not have, and keep one of its own', () => {
    expect(accountGrantRefusal(classroom, account(410, [1, 5]), null)).toEqual({ center_nos: 'centerNotGrantable' });
    expect(accountGrantRefusal(classroom, account(410, []), null)).toEqual({ center_nos: 'centerNotGrantable' });
    expect(accountGrantRefusal(classroom, account(410, [2, 5]), account(410, [1, 5]))).toEqual({});
    expect(accountGrantRefusal(classroom, account(410, [1]), account(410, [1, 5]))).toEqual({
      center_nos: 'centerNotGrantable',
    });
    expect(accountGrantRefusal(classroom, account(410, [5]), account(410, [1, 5]))).toEqual({
      center_nos: 'centerNotGrantable',
    });
  });
});
