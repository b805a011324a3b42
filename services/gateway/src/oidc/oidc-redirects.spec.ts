import { appUrl, callbackUrl, loginPageUrl, safeNextPath } from './oidc-redirects';

describe('social login redirects', () => {
  it.each([
    ['/C40101?center=1', '/C40101?center=1'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/a b', '/'],
    ['', '/'],
    [['/a', '/b'], '/'],
    [undefined, '/'],
  ])('keeps only a path of the web app as next (%j → %s)', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('builds the redirect URI registered with the provider', () => {
    expect(callbackUrl('https://api.school.example/', 'google')).toBe('https://api.school.example/auth/oidc/google/callback');
    expect(callbackUrl('http://127.0.0.1:8443', 'line')).toBe('http://127.0.0.1:8443/auth/oidc/line/callback');
  });

  it('sends the outcome to the login screen', () => {
    expect(loginPageUrl('http://localhost:4200', 'bind', { email: 'head+x@demo.school.example.jp', next: '/C40101' })).toBe(
      'http://localhost:4200/Auth/login?social=bind&email=head%2Bx%40demo.school.example.jp&next=%2FC40101',
    );
    expect(loginPageUrl('http://localhost:4200/', 'unknown', { next: '/' })).toBe(
      'http://localhost:4200/Auth/login?social=unknown',
    );
    expect(appUrl('http://localhost:4200', '//evil.example')).toBe('http://localhost:4200/');
  });
});
