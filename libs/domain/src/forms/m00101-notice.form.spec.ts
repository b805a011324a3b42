import { validateNotice } from './m00101-notice.form';

const valid = {
  title: '冬期講習のお知らせ',
  content: '<p>受付中です。</p>',
  important_flag: 0,
  publish_start_date: '2026-12-01',
  publish_end_date: '2026-12-20',
  roles: [110, 120],
  center_nos: [3],
};
const keys = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(validateNotice(values).errors)
      .filter(([, list]) => list.length)
      .map(([field, list]) => [field, list.map((e) => e.key)]),
  );

describe('M00101 notice form', () => {
  it('accepts a complete notice, an open end and no centers', () => {
    expect(validateNotice(valid).valid).toBe(true);
    expect(validateNotice({ ...valid, publish_end_date: null, center_nos: [] }).valid).toBe(true);
  });

  it('asks for a title, content, start date and roles with the help page’s messages', () => {
    expect(keys({ ...valid, title: ' ', content: '<p></p>', publish_start_date: '', roles: [] })).toEqual({
      title: ['support.title.required'],
      content: ['support.content.required'],
      publish_start_date: ['validation.required'],
      roles: ['validation.required'],
    });
    expect(keys({ ...valid, title: 'あ'.repeat(501) })).toEqual({ title: ['support.title.max'] });
  });

  it('refuses an end before the start, an impossible date, a teacher or unknown role and a bad center', () => {
    expect(keys({ ...valid, publish_end_date: '2026-11-30' })).toEqual({ publish_end_date: ['masters.m00101.endBeforeStart'] });
    expect(keys({ ...valid, publish_start_date: '2026-02-30' })).toEqual({ publish_start_date: ['masters.m00101.invalidDate'] });
    expect(keys({ ...valid, roles: [110, 300] })).toEqual({ roles: ['masters.m00101.roleUnknown'] });
    expect(keys({ ...valid, center_nos: [0] })).toEqual({ center_nos: ['masters.m00101.centerUnknown'] });
    expect(keys({ ...valid, center_nos: 'all' })).toEqual({ center_nos: ['masters.m00101.centerUnknown'] });
  });
});
