import { validateCenterChange } from './c20301-center-change.form';

describe('C20301 center change rules', () => {
  const today = '2026-11-25';
  const ok = { student_no: 12, schedule_date: '2026-12-01', target_center_no: 3 };
  const keys = (values: Record<string, unknown>, current?: number) =>
    Object.fromEntries(
      Object.entries(validateCenterChange(values, today, current).errors)
        .filter(([, list]) => list.length)
        .map(([field, list]) => [field, list.map((m) => m.key)]),
    );

  it('accepts a change from today or later to another center', () => {
    expect(validateCenterChange(ok, today, 1).valid).toBe(true);
    expect(validateCenterChange({ ...ok, schedule_date: today }, today, 1).valid).toBe(true);
  });

  it('refuses a date before today, a day that does not exist, and the current center', () => {
    expect(keys({ ...ok, schedule_date: '2026-11-24' })).toEqual({ schedule_date: ['masters.c20301.pastDate'] });
    expect(keys({ ...ok, schedule_date: '2026-02-30' })).toEqual({ schedule_date: ['masters.c20301.invalidDate'] });
    expect(keys(ok, 3)).toEqual({ target_center_no: ['masters.c20301.sameCenter'] });
  });

  it('needs every field', () => {
    expect(Object.keys(keys({}))).toEqual(['student_no', 'schedule_date', 'target_center_no']);
    expect(Object.keys(keys({ ...ok, student_no: 'x', schedule_date: '1/12' }))).toEqual(['student_no', 'schedule_date']);
  });
});
