import { timeDivisionOf, timeGroupOf, timeLimitNo } from '@school/domain';
import { buildTimeSlots, slotMinutes, timeSlotLabel } from './time-slots';

describe('time slots (M0040)', () => {
  it('numbers each slot group * 10 + division', () => {
    const slots = buildTimeSlots();
    expect(slots).toHaveLength(24);
    for (const s of slots) {
      expect(s.time_limit_no).toBe(s.time_group * 10 + s.time_division);
      expect(timeGroupOf(s.time_limit_no)).toBe(s.time_group);
      expect(timeDivisionOf(s.time_limit_no)).toBe(s.time_division);
    }
  });

  it('starts at 14:50 with 90-minute periods split into two 40-minute halves', () => {
    expect(slotMinutes(timeLimitNo(1, 0))).toEqual({ start: 890, end: 980 });
    expect(timeSlotLabel(10)).toBe('14:50〜16:20');
    expect(timeSlotLabel(11)).toBe('14:50〜15:30');
    expect(timeSlotLabel(12)).toBe('15:40〜16:20');
    expect(timeSlotLabel(20)).toBe('16:30〜18:00');
  });

  it('marks the late-night specials', () => {
    const late = buildTimeSlots().filter((s) => s.late_night_flag === 1);
    expect(late.map((s) => s.time_group)).toEqual([6, 6, 6, 7, 7, 7, 8, 8, 8]);
    expect(late[0].start_time).toBe('23:10');
  });
});
