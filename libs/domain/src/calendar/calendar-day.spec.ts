import { applyClosedRule, closeDay, isCalendarDateEditable, isClosedBySlots, isWorkingDay, openDay } from './calendar-day';

describe('closed day rule', () => {
  it('is closed exactly when start and end slots are both 0', () => {
    expect(isClosedBySlots(0, 0)).toBe(true);
    expect(isClosedBySlots(null, undefined)).toBe(true);
    expect(isClosedBySlots(0, 92)).toBe(false);
    expect(isClosedBySlots(10, 0)).toBe(false);
  });

  it('derives closed_flag from the slots', () => {
    expect(
      applyClosedRule({ schedule_date: '2024-04-01', closed_flag: 0, tstart_ime_limit_no: 0, end_time_limit_no: 0 }).closed_flag,
    ).toBe(1);
    expect(
      applyClosedRule({ schedule_date: '2024-04-01', closed_flag: 1, tstart_ime_limit_no: 10, end_time_limit_no: 92 })
        .closed_flag,
    ).toBe(0);
  });

  it('closes and opens a day consistently', () => {
    const day = { schedule_date: '2024-04-01', closed_flag: 0, tstart_ime_limit_no: 10, end_time_limit_no: 92, remarks: 'x' };
    const closed = closeDay(day);
    expect(closed).toEqual({
      schedule_date: '2024-04-01',
      closed_flag: 1,
      tstart_ime_limit_no: 0,
      end_time_limit_no: 0,
      remarks: 'x',
    });
    expect(isWorkingDay(closed)).toBe(false);
    const open = openDay(closed, 20, 80);
    expect(open).toMatchObject({ closed_flag: 0, tstart_ime_limit_no: 20, end_time_limit_no: 80 });
    expect(isWorkingDay(open)).toBe(true);
    expect(() => openDay(closed, 0, 0)).toThrow();
    expect(() => openDay(closed, 80, 20)).toThrow();
  });
});

describe('calendar editability', () => {
  it('starts tomorrow', () => {
    expect(isCalendarDateEditable('2024-04-01', '2024-04-01')).toBe(false);
    expect(isCalendarDateEditable('2024-03-31', '2024-04-01')).toBe(false);
    expect(isCalendarDateEditable('2024-04-02', '2024-04-01')).toBe(true);
  });
});
