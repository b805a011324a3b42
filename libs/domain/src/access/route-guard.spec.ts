import { canSeeElement, checkRoute } from './route-guard';

const staff = { user_type_code: 540, role_code: 'U', status: 'A', permissions: ['report.review'], authority_function_ids: [] };
const restricted = { ...staff, authority_function_ids: ['C10101'] };
const off = { debug: false };
const on = { debug: true };

describe('route guard', () => {
  it('sends signed-out users to Login', () => {
    expect(checkRoute({ name: 'C10101Browse' }, null, off)).toEqual({ allow: false, redirect: 'Login', reason: 'notLoggedIn' });
    expect(checkRoute({ name: 'Home' }, {}, off)).toEqual({ allow: false, redirect: 'Login', reason: 'notLoggedIn' });
    expect(checkRoute({ name: 'Home' }, { ...staff, role_code: 'V' }, off)).toMatchObject({ redirect: 'Login' });
    expect(checkRoute({ name: 'Home' }, { ...staff, status: 'P' }, off)).toMatchObject({ redirect: 'Login' });
    expect(checkRoute({ name: 'Home' }, staff, off)).toEqual({ allow: true });
  });

  it('sends signed-in users away from notLogged routes', () => {
    expect(checkRoute({ name: 'Login', meta: { notLogged: true } }, staff, off)).toEqual({
      allow: false,
      redirect: 'Home',
      reason: 'alreadyLoggedIn',
    });
    expect(checkRoute({ name: 'Login', meta: { notLogged: true } }, null, off)).toEqual({ allow: true });
  });

  it('lets everyone through public routes', () => {
    expect(checkRoute({ name: '404', meta: { authenticated: false } }, null, off)).toEqual({ allow: true });
    expect(checkRoute({ name: '404', meta: { authenticated: false } }, staff, off)).toEqual({ allow: true });
  });

  it('checks roles', () => {
    expect(checkRoute({ name: 'C10101Browse', meta: { roles: [540, 560] } }, staff, off)).toEqual({ allow: true });
    expect(checkRoute({ name: 'C10101Browse', meta: { roles: [560] } }, staff, off)).toEqual({
      allow: false,
      redirect: 'Home',
      reason: 'noPermission',
    });
    expect(checkRoute({ name: 'C10101Browse', meta: { roles: [] } }, staff, off)).toEqual({ allow: true });
  });

  it('checks permissions: at least one match', () => {
    expect(checkRoute({ name: 'C50101Browse', meta: { permissions: ['x', 'report.review'] } }, staff, off)).toEqual({
      allow: true,
    });
    expect(checkRoute({ name: 'C50101Browse', meta: { permissions: ['x'] } }, staff, off)).toEqual({
      allow: false,
      redirect: 'Home',
      reason: 'noPermission',
    });
  });

  it('keeps debug routes for debug mode', () => {
    expect(checkRoute({ name: 'Example', meta: { debug: true } }, staff, off)).toEqual({
      allow: false,
      redirect: 'Home',
      reason: 'debugOnly',
    });
    expect(checkRoute({ name: 'Example', meta: { debug: true } }, staff, on)).toEqual({ allow: true });
  });

  it('applies the authority function id restriction', () => {
    expect(checkRoute({ name: 'C10101Edit' }, restricted, off)).toEqual({ allow: true });
    expect(checkRoute({ name: 'C20101Browse' }, restricted, off)).toEqual({
      allow: false,
      redirect: 'Home',
      reason: 'noPermission',
    });
    expect(checkRoute({ name: 'Home' }, restricted, off)).toEqual({ allow: true });
  });
});

describe('element visibility', () => {
  it('hides by login, role, permission and debug mode', () => {
    expect(canSeeElement({ login: true }, staff, off)).toBe(true);
    expect(canSeeElement({ login: true }, null, off)).toBe(false);
    expect(canSeeElement({ login: false }, null, off)).toBe(true);
    expect(canSeeElement({ login: false }, staff, off)).toBe(false);
    expect(canSeeElement({ roles: [540] }, staff, off)).toBe(true);
    expect(canSeeElement({ roles: [560] }, staff, off)).toBe(false);
    expect(canSeeElement({ roles: [540] }, null, off)).toBe(false);
    expect(canSeeElement({ permissions: ['report.review'] }, staff, off)).toBe(true);
    expect(canSeeElement({ permissions: ['x'] }, staff, off)).toBe(false);
    expect(canSeeElement({ debug: true }, staff, off)).toBe(false);
    expect(canSeeElement({ debug: true }, staff, on)).toBe(true);
    expect(canSeeElement({}, null, off)).toBe(true);
  });
});
