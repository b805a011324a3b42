import { API_REGISTRY, decideAccess, type ApiName, type CurrentUser } from '@school/contracts';
import { ROLE_ACCOUNTS } from '../support/accounts';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Deny by default, proved for the whole registry: every API × every role of SPEC §6 (and no session),
// with each role's real allowed function ids from signing in. The answer table is a committed
// snapshot, so a newly registered API, or a loosened permission, fails here until it is reviewed.
const ACCOUNTS = ROLE_ACCOUNTS;

const SYMBOL = { allowed: 'Y', 'not-logged-in': '401', forbidden: '403' } as const;

describe('role × API access matrix', () => {
  const stack = sharedStack();
  const subjects = new Map<string, { role: number; functionIds: string[] }>();
  const sessions = new Map<string, ApiSession>();

  beforeAll(async () => {
    for (const [role, userId] of ACCOUNTS) {
      const session = new ApiSession(stack);
      const user = (await session.login(userId)).output as CurrentUser;
      expect(String(user.user_type_code)).toBe(role);
      subjects.set(role, { role: user.user_type_code, functionIds: user.allowed_function_ids });
      sessions.set(role, session);
    }
  }, 180000);

  it('answers every registered API for every role as reviewed', () => {
    const header = ['api', 'anon', ...ACCOUNTS.map(([role]) => role)].join(' | ');
    const rows = (Object.keys(API_REGISTRY) as ApiName[]).sort().map((api) => {
      const access = API_REGISTRY[api].access;
      const cells = [
        SYMBOL[decideAccess(access, null)],
        ...ACCOUNTS.map(([role]) => SYMBOL[decideAccess(access, subjects.get(role)!)]),
      ];
      return [api, ...cells].join(' | ');
    });
    expect([header, ...rows].join('\n')).toMatchSnapshot();
  });

  it('the gateway enforces the matrix: a refused call answers 403 and changes nothing', async () => {
    const sales = sessions.get('520')!;
    const refused = await sales.call('M20901_resetInitPassword', { user_no: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    // The admin's password still works: nothing was reset.
    await new ApiSession(stack).login('admin');
    const student = await sessions.get('110')!.call('C40101_checkPassword', { user_password: 'x' });
    expect(student.status).toBe(403);
    const anonymous = await new ApiSession(stack).call('T0012AuthorityService.getMenu', {});
    expect(anonymous.status).toBe(401);
  });

  it('never lets a browser call an internal API', async () => {
    const admin = sessions.get('560')!;
    const res = await admin.call('Auth_socialLogin', {
      provider: 'x',
      subject: 'y',
      email: null,
      emailVerified: false,
      name: null,
    });
    expect(res.status).toBe(403);
  });

  it('computes the final function ids of SPEC §6 for the roles with special rules', () => {
    const ids = (role: string) => subjects.get(role)!.functionIds;
    for (const [role] of ACCOUNTS)
      expect(ids(role)).toEqual(expect.arrayContaining(['Chatroom', 'PendingSchedule', 'ZoomLog', 'C50103']));
    expect(ids('560')).toEqual(expect.arrayContaining(['C50102', 'M20201']));
    expect(ids('300')).toEqual(expect.arrayContaining(['C50102', 'C20201', 'C10101Edit']));
    expect(ids('300')).not.toContain('C00101');
    expect(ids('110')).toEqual(expect.arrayContaining(['C50102', 'C30101', 'C40501']));
    expect(ids('120')).toContain('C50102');
    expect(ids('130')).toContain('C50102');
    expect(ids('410')).not.toContain('C20201');
    expect(ids('410')).toContain('C20101');
    for (const role of ['420', '430']) {
      expect(ids(role)).not.toContain('C20101');
      expect(ids(role)).not.toContain('C20201');
    }
  });
});

describe('dropdowns loaded after login', () => {
  const stack = sharedStack();

  const labels = async (
    userId: string,
    api: 'M0110CenterService.getCentersDropdown_ShortLabel' | 'M0110CenterService.getCentersDropdown_Authority',
    groupFlag: 0 | 1,
  ) => {
    const s = new ApiSession(stack);
    await s.login(userId);
    return ((await s.call(api, { group_flag: groupFlag })).output ?? []).map((o) => o.label);
  };

  it('lists every center, or every group, by short label', async () => {
    expect(await labels('classroom', 'M0110CenterService.getCentersDropdown_ShortLabel', 0)).toEqual([
      'オンライン',
      '渋谷',
      '横浜',
    ]);
    expect(await labels('classroom', 'M0110CenterService.getCentersDropdown_ShortLabel', 1)).toEqual(['首都圏']);
  });

  it('limits the authority variant to the user’s centers; headquarters see all', async () => {
    expect(await labels('admin', 'M0110CenterService.getCentersDropdown_Authority', 0)).toEqual(['オンライン', '渋谷', '横浜']);
    expect(await labels('classroom', 'M0110CenterService.getCentersDropdown_Authority', 0)).toEqual(['オンライン']);
    expect(await labels('classroom2', 'M0110CenterService.getCentersDropdown_Authority', 0)).toEqual(['渋谷']);
    expect(await labels('classroom2', 'M0110CenterService.getCentersDropdown_Authority', 1)).toEqual(['首都圏']);
  });
});
