import { reportMode, REPORT_STATUS } from './report-mode';

const admin = (status: number | string | null | undefined, viewMode = false) => reportMode({ status, isAdmin: true, viewMode });
const teacher = (status: number | string | null | undefined, viewMode = false) =>
  reportMode({ status, isAdmin: false, viewMode });

describe('report status → mode', () => {
  it('0 attended-in-progress: teacher adds, admin views', () => {
    expect(teacher(0)).toEqual({ mode: 'add', buttonDisabled: false });
    expect(admin(0)).toEqual({ mode: 'view', buttonDisabled: false });
  });

  it('1 attended-done: admin reviews, others view', () => {
    expect(admin(1)).toEqual({ mode: 'review', buttonDisabled: false });
    expect(teacher(1)).toEqual({ mode: 'view', buttonDisabled: false });
  });

  it('2 attended-rejected: admin reviews, teacher amends', () => {
    expect(admin(2)).toEqual({ mode: 'review', buttonDisabled: false });
    expect(teacher(2)).toEqual({ mode: 'amend', buttonDisabled: false });
  });

  it('3 attended-resubmitted: admin reviews, others view', () => {
    expect(admin(3)).toEqual({ mode: 'review', buttonDisabled: false });
    expect(teacher(3)).toEqual({ mode: 'view', buttonDisabled: false });
  });

  it('8 absent: admin reviews, button disabled for non-admin', () => {
    expect(admin(8)).toEqual({ mode: 'review', buttonDisabled: false });
    expect(teacher(8)).toEqual({ mode: 'view', buttonDisabled: true });
  });

  it('4 attended-completed: admin afterReview, disabled for non-admin', () => {
    expect(admin(4)).toEqual({ mode: 'afterReview', buttonDisabled: false });
    expect(teacher(4)).toEqual({ mode: 'view', buttonDisabled: true });
  });

  it('9 absent-completed: view only, disabled for everyone', () => {
    expect(admin(9)).toEqual({ mode: 'view', buttonDisabled: true });
    expect(teacher(9)).toEqual({ mode: 'view', buttonDisabled: true });
  });

  it('any other status (not written yet): teacher adds, admin views with the button disabled', () => {
    for (const s of [null, undefined, '', 5, 6, 7, 10, -1, 'x']) {
      expect(teacher(s)).toEqual({ mode: 'add', buttonDisabled: false });
      expect(admin(s)).toEqual({ mode: 'view', buttonDisabled: true });
    }
  });

  it('reads statuses sent as text', () => {
    expect(admin('2')).toEqual({ mode: 'review', buttonDisabled: false });
    expect(teacher('2')).toEqual({ mode: 'amend', buttonDisabled: false });
  });

  it('viewMode forces view', () => {
    expect(teacher(0, true).mode).toBe('view');
    expect(admin(1, true).mode).toBe('view');
    expect(admin(4, true)).toEqual({ mode: 'view', buttonDisabled: false });
    expect(teacher(4, true)).toEqual({ mode: 'view', buttonDisabled: true });
  });

  it('covers every named status', () => {
    expect(Object.values(REPORT_STATUS).sort()).toEqual([0, 1, 2, 3, 4, 8, 9]);
  });
});
