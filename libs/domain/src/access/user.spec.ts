import { hasAnyPermission, hasAnyRole, isLoggedIn } from './user';

const user = { user_no: 1, user_type_code: 560, role_code: 'U', status: 'A', permissions: ['report.review', 'user.edit'] };

describe('logged-in rule', () => {
  it('needs a non-empty user, a role code other than V and status A', () => {
    expect(isLoggedIn(user)).toBe(true);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
    expect(isLoggedIn({})).toBe(false);
    expect(isLoggedIn({ ...user, role_code: 'V' })).toBe(false);
    expect(isLoggedIn({ ...user, status: 'P' })).toBe(false);
    expect(isLoggedIn({ ...user, status: 'a' })).toBe(false);
  });
});

describe('permissions and roles', () => {
  it('needs at least one matching permission', () => {
    expect(hasAnyPermission(user, ['x', 'user.edit'])).toBe(true);
    expect(hasAnyPermission(user, ['x', 'y'])).toBe(false);
    expect(hasAnyPermission(user, [])).toBe(true);
    expect(hasAnyPermission({ permissions: null }, ['x'])).toBe(false);
  });

  it('needs one of the roles', () => {
    expect(hasAnyRole(user, [550, 560])).toBe(true);
    expect(hasAnyRole(user, [300])).toBe(false);
    expect(hasAnyRole(null, [300])).toBe(false);
    expect(hasAnyRole(null, undefined)).toBe(true);
  });
});
