import { canReadNoticeFiles, isInPublishPeriod, isNoticeShownTo, NOTICE_AUDIENCE_ROLES } from './notice-audience';

const TODAY = '2026-11-25';
const notice = (over = {}) => ({
  roles: [110, 120],
  center_nos: [3],
  publish_start_date: '2026-11-20',
  publish_end_date: '2026-11-30' as string | null,
  ...over,
});

describe('notice audience', () => {
  it('addresses every role but the teacher, who has no C00101', () => {
    expect(NOTICE_AUDIENCE_ROLES).not.toContain(300);
    expect([...NOTICE_AUDIENCE_ROLES].sort()).toEqual([110, 120, 130, 410, 420, 430, 520, 530, 540, 550, 560]);
  });

  it('is in its period from the start to the end date, both included; no end is open', () => {
    expect(isInPublishPeriod(notice(), '2026-11-19')).toBe(false);
    expect(isInPublishPeriod(notice(), '2026-11-20')).toBe(true);
    expect(isInPublishPeriod(notice(), '2026-11-30')).toBe(true);
    expect(isInPublishPeriod(notice(), '2026-12-01')).toBe(false);
    expect(isInPublishPeriod(notice({ publish_end_date: null }), '2099-01-01')).toBe(true);
  });

  it('shows a notice to its roles at its centers inside its period', () => {
    expect(isNoticeShownTo({ role: 110, centerNos: [3] }, notice(), TODAY)).toBe(true);
    expect(isNoticeShownTo({ role: 130, centerNos: [3] }, notice(), TODAY)).toBe(false);
    expect(isNoticeShownTo({ role: 110, centerNos: [4] }, notice(), TODAY)).toBe(false);
    expect(isNoticeShownTo({ role: 110, centerNos: [] }, notice(), TODAY)).toBe(false);
    expect(isNoticeShownTo({ role: 110, centerNos: [3] }, notice(), '2026-12-01')).toBe(false);
    expect(isNoticeShownTo({ role: null, centerNos: null }, notice(), TODAY)).toBe(false);
  });

  it('shows a notice without centers everywhere, and every center’s notices to headquarters', () => {
    expect(isNoticeShownTo({ role: 120, centerNos: [9] }, notice({ center_nos: [] }), TODAY)).toBe(true);
    expect(isNoticeShownTo({ role: 550, centerNos: null }, notice({ roles: [550] }), TODAY)).toBe(true);
  });

  it('never shows a notice to a teacher, even one addressed to role 300', () => {
    expect(isNoticeShownTo({ role: 300, centerNos: [3] }, notice({ roles: [300] }), TODAY)).toBe(false);
  });

  it('gives the files to the readers and to staff who edit notices, whatever the period', () => {
    const outside = notice({ publish_end_date: '2026-11-21' });
    expect(canReadNoticeFiles({ role: 540, centerNos: null, functionIds: ['M00101'] }, outside, TODAY)).toBe(true);
    expect(canReadNoticeFiles({ role: 540, centerNos: null, functionIds: ['C00101'] }, outside, TODAY)).toBe(false);
    expect(canReadNoticeFiles({ role: 110, centerNos: [3], functionIds: ['M00101'] }, outside, TODAY)).toBe(false);
    expect(canReadNoticeFiles({ role: 110, centerNos: [3], functionIds: [] }, notice(), TODAY)).toBe(true);
  });
});
