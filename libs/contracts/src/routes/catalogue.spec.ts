import { buildPath, findRoute, ROUTE_CATALOGUE, routesOf } from './catalogue';

// Each route's title in every locale: libs/i18n src/route-titles.spec.ts.
describe('route catalogue (SPEC §2)', () => {
  it('has unique names and paths', () => {
    const names = ROUTE_CATALOGUE.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTE_CATALOGUE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('places screens per DESIGN §1', () => {
    const names = (p: Parameters<typeof routesOf>[0]) => routesOf(p).map((r) => r.name);
    expect(names('mfe_teacher')).toEqual(['C11101', 'C11201', 'C10201Teacher', 'C50101TeacherBrowse']);
    expect(names('mfe_student')).toEqual(['C21101', 'C21201', 'C30101Student']);
    expect(names('shell')).toEqual(expect.arrayContaining(['Home', 'Login', '404', 'terms-and-conditions', 'Example']));
    expect(names('mfe_staff')).toEqual(
      expect.arrayContaining(['C10101Browse', 'C50101Browse', 'M20101Browse', 'M00101', 'M00501Browse']),
    );
  });

  // A student or teacher who opens one of these must not download the staff portal (issue 25).
  it("lets the shell route the screens every portal's user opens", () => {
    const shared = [
      'Chatroom',
      'PendingSchedule',
      'ZoomLog',
      'C40501',
      'C40501Browse',
      'C00101',
      'C00103',
      'C50102',
      'C50102PastReport',
      'C50103',
    ];
    expect(shared.map((name) => findRoute(name)?.portal)).toEqual(shared.map(() => 'shell'));
  });

  it('keeps the teacher out of C00101 (SPEC §6) and lets students in', () => {
    const roles = findRoute('C00101')?.meta.roles ?? [];
    expect(roles).not.toContain(300);
    expect(roles).toEqual(expect.arrayContaining([110, 120, 130, 560, 410]));
  });

  it('opens C00102 to staff and teachers, not to students (issue 22)', () => {
    const roles = findRoute('C00102')?.meta.roles ?? [];
    expect(roles).toEqual(expect.arrayContaining([300, 560, 410, 520]));
    expect(roles).not.toEqual(expect.arrayContaining([110]));
  });

  it('opens C30101Student to student 110 only (SPEC §6: 120 and 130 have neither C30101 nor it)', () => {
    expect(findRoute('C30101Student')?.meta.roles).toEqual([110]);
  });

  it('gives the spec’s paths and meta', () => {
    expect(findRoute('Login')).toMatchObject({ path: '/Auth/login', meta: { notLogged: true } });
    // the paths the auth service's mails link to
    expect(['LoginLink', 'RegisterConfirm', 'BindEmailConfirm', 'ResetPassword'].map((n) => findRoute(n)?.path)).toEqual([
      '/Auth/link/login',
      '/Auth/register/confirm',
      '/Auth/email/bind',
      '/Auth/password/reset',
    ]);
    expect(findRoute('LoginLink')?.meta.notLogged).toBe(true);
    expect(findRoute('BindEmail')?.meta).toEqual({});
    expect(findRoute('404')).toMatchObject({ path: '/404', meta: { authenticated: false } });
    expect(findRoute('Example')?.meta.debug).toBe(true);
    expect(findRoute('C40101')?.meta.showFooter).toBe(false);
    expect(findRoute('C40501')?.redirectTo).toBe('C40501Browse');
    expect(findRoute('M20301')?.redirectTo).toBe('M20301Browse');
    expect(['B00101', 'B00201', 'B00301'].map((n) => findRoute(n)?.status)).toEqual([
      'underConstruction',
      'underConstruction',
      'underConstruction',
    ]);
    expect(findRoute('C50102PastReport')?.path).toBe('/C50102/pastReport/:schedule_no?');
  });

  it('fills path parameters and drops missing optional ones', () => {
    expect(buildPath('/C10101/:teacher_id?/edit', { teacher_id: 5 })).toBe('/C10101/5/edit');
    expect(buildPath('/C10101/:teacher_id?/edit')).toBe('/C10101/edit');
    expect(buildPath('/C50103/:schedule_no?')).toBe('/C50103');
    expect(() => buildPath('/C10201/teacher/:teacher_no')).toThrow('teacher_no');
    expect(buildPath('/')).toBe('/');
  });
});
