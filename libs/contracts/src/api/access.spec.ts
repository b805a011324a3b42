import { decideAccess } from './access';

describe('decideAccess', () => {
  const staff = { role: 540, functionIds: ['M20101', 'C40101'] };

  it('lets anyone call a public API', () => {
    expect(decideAccess({ public: true }, null)).toBe('allowed');
  });

  it('never lets a browser call an internal API, not even an admin', () => {
    expect(decideAccess({ internal: true }, null)).toBe('forbidden');
    expect(decideAccess({ internal: true }, { role: 560, functionIds: [] })).toBe('forbidden');
  });

  it('denies by default: any non-public API needs a session', () => {
    expect(decideAccess({}, null)).toBe('not-logged-in');
    expect(decideAccess({}, staff)).toBe('allowed');
  });

  it('needs one listed role or one listed function id', () => {
    expect(decideAccess({ roles: [560] }, staff)).toBe('forbidden');
    expect(decideAccess({ roles: [560, 540] }, staff)).toBe('allowed');
    expect(decideAccess({ functionIds: ['M20901'] }, staff)).toBe('forbidden');
    expect(decideAccess({ functionIds: ['M20901', 'M20101'] }, staff)).toBe('allowed');
    expect(decideAccess({ roles: [560], functionIds: ['C40101'] }, staff)).toBe('allowed');
  });

  it('refuses an excluded role even when it holds the function id', () => {
    const teacher = { role: 300, functionIds: ['C20201'] };
    const access = { functionIds: ['C20201'], exceptRoles: [300] };
    expect(decideAccess(access, teacher)).toBe('forbidden');
    expect(decideAccess(access, { role: 540, functionIds: ['C20201'] })).toBe('allowed');
    expect(decideAccess(access, null)).toBe('not-logged-in');
  });
});
