import { loginPathWithNext, safeNextPath } from './next-path';

describe('paths after sign-in', () => {
  it('follows only paths of this site', () => {
    expect(safeNextPath('/C10101?x=1')).toBe('/C10101?x=1');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example/')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('sends to Login with the page to come back to, unless that is Home or Login', () => {
    expect(loginPathWithNext('/C10101?x=1')).toBe('/Auth/login?next=%2FC10101%3Fx%3D1');
    expect(loginPathWithNext('/')).toBe('/Auth/login');
    expect(loginPathWithNext('/Auth/login?next=%2F')).toBe('/Auth/login');
    expect(loginPathWithNext('//evil.example')).toBe('/Auth/login');
  });
});
