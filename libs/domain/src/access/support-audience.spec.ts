import { canReadSupportPage } from './support-audience';

describe('help page readers', () => {
  const forTeachers = { published: 1, audience: ['teacher'] };

  it('lets staff read every page, drafts included', () => {
    expect(canReadSupportPage(540, { published: 0, audience: [] })).toBe(true);
    expect(canReadSupportPage(410, forTeachers)).toBe(true);
  });

  it('lets teachers and students read only published pages meant for them', () => {
    expect(canReadSupportPage(300, forTeachers)).toBe(true);
    expect(canReadSupportPage(110, forTeachers)).toBe(false);
    expect(canReadSupportPage(300, { ...forTeachers, published: 0 })).toBe(false);
    expect(canReadSupportPage(120, { published: 1, audience: ['student'] })).toBe(true);
    expect(canReadSupportPage(null, forTeachers)).toBe(false);
  });
});
