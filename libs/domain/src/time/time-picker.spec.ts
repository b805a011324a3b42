import {
  formatTwelveHour,
  fromTwelveHour,
  isOnStep,
  isTimeString,
  minuteOptions,
  snapToStep,
  timeOptions,
  toTwelveHour,
} from './time-picker';

describe('12-hour display', () => {
  it('maps midnight and noon to 12', () => {
    expect(toTwelveHour('00:05')).toEqual({ hour: 12, minute: 5, meridiem: 'AM' });
    expect(toTwelveHour('11:59')).toEqual({ hour: 11, minute: 59, meridiem: 'AM' });
    expect(toTwelveHour('12:00')).toEqual({ hour: 12, minute: 0, meridiem: 'PM' });
    expect(toTwelveHour('13:30')).toEqual({ hour: 1, minute: 30, meridiem: 'PM' });
    expect(toTwelveHour('23:45')).toEqual({ hour: 11, minute: 45, meridiem: 'PM' });
    expect(formatTwelveHour('14:50')).toBe('2:50 PM');
  });

  it('converts back to 24-hour time', () => {
    expect(fromTwelveHour({ hour: 12, minute: 0, meridiem: 'AM' })).toBe('00:00');
    expect(fromTwelveHour({ hour: 12, minute: 15, meridiem: 'PM' })).toBe('12:15');
    expect(fromTwelveHour({ hour: 1, minute: 30, meridiem: 'PM' })).toBe('13:30');
    expect(() => fromTwelveHour({ hour: 0, minute: 0, meridiem: 'AM' })).toThrow();
    expect(() => fromTwelveHour({ hour: 13, minute: 0, meridiem: 'PM' })).toThrow();
  });

  it('validates HH:mm', () => {
    expect(isTimeString('23:59')).toBe(true);
    expect(isTimeString('24:00')).toBe(false);
    expect(isTimeString('9:00')).toBe(false);
    expect(() => toTwelveHour('25:00')).toThrow();
  });
});

describe('15-minute step', () => {
  it('offers 00, 15, 30, 45', () => {
    expect(minuteOptions()).toEqual([0, 15, 30, 45]);
    expect(minuteOptions(30)).toEqual([0, 30]);
    expect(timeOptions()).toHaveLength(96);
    expect(timeOptions().slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timeOptions().at(-1)).toBe('23:45');
  });

  it('checks and snaps to the step', () => {
    expect(isOnStep('10:15')).toBe(true);
    expect(isOnStep('10:14')).toBe(false);
    expect(isOnStep('10:16')).toBe(false);
    expect(snapToStep('10:14')).toBe('10:00');
    expect(snapToStep('10:15')).toBe('10:15');
    expect(snapToStep('23:59')).toBe('23:45');
  });

  it('refuses steps that do not divide the hour', () => {
    expect(() => minuteOptions(7)).toThrow();
    expect(() => minuteOptions(0)).toThrow();
    expect(() => isOnStep('10:00', 90)).toThrow();
  });
});
