import { isCellFullyBooked } from './fully-booked';

const cell = { schedule_date: '2024-04-10', time_limit_no: 51 };

describe('fully-booked cell', () => {
  it('is full when a control row exists for the date and slot', () => {
    expect(isCellFullyBooked(cell, [{ schedule_date: '2024-04-10', time_limit_no: 51 }], 10)).toBe(true);
    expect(isCellFullyBooked(cell, [{ schedule_date: '2024-04-10', time_limit_no: 52 }], 10)).toBe(false);
    expect(isCellFullyBooked(cell, [{ schedule_date: '2024-04-11', time_limit_no: 51 }], 10)).toBe(false);
  });

  it('is full when a control row closes an overlapping slot', () => {
    expect(isCellFullyBooked(cell, [{ schedule_date: '2024-04-10', time_limit_no: 50 }], 10)).toBe(true);
    expect(isCellFullyBooked({ ...cell, time_limit_no: 50 }, [{ schedule_date: '2024-04-10', time_limit_no: 52 }], 10)).toBe(
      true,
    );
    expect(isCellFullyBooked(cell, [{ schedule_date: '2024-04-10', time_limit_no: 60 }], 10)).toBe(false);
  });

  it('is full when at most one teacher remains', () => {
    expect(isCellFullyBooked(cell, [], 0)).toBe(true);
    expect(isCellFullyBooked(cell, [], 1)).toBe(true);
    expect(isCellFullyBooked(cell, [], 2)).toBe(false);
    expect(isCellFullyBooked(cell, [], null)).toBe(false);
    expect(isCellFullyBooked(cell, [], undefined)).toBe(false);
  });
});
