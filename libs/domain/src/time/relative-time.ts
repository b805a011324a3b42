import { instantMs, type Instant } from './date';

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

// value is signed like Intl.RelativeTimeFormat: negative in the past, positive in the future,
// so `new Intl.RelativeTimeFormat(locale).format(value, unit)` or an i18n key can use it as is.
export type RelativeTime = { unit: RelativeTimeUnit; value: number };

export const RELATIVE_TIME_THRESHOLDS = {
  daysPerYear: 365,
  monthsPerYear: 12,
  weeksPerMonth: 4,
  daysPerMonth: 31,
  hoursPerDay: 24,
  minutesPerHour: 60,
  secondsPerMinute: 60,
} as const;

const T = RELATIVE_TIME_THRESHOLDS;

// Cascade (SPEC §9): under 60 s → seconds, under 60 min → minutes, under 24 h → hours,
// under 7 days → days, under 31 days → weeks (so at most 4), under 365 days → months of
// 31 days (so at most 11, a 12th month is a year), otherwise years of 365 days.
export function relativeTime(target: Instant, now: Instant): RelativeTime {
  const diffMs = instantMs(target) - instantMs(now);
  const sign = diffMs < 0 ? -1 : 1;
  const seconds = Math.floor(Math.abs(diffMs) / 1000);
  const minutes = Math.floor(seconds / T.secondsPerMinute);
  const hours = Math.floor(minutes / T.minutesPerHour);
  const days = Math.floor(hours / T.hoursPerDay);

  const signed = (unit: RelativeTimeUnit, n: number): RelativeTime => ({ unit, value: n === 0 ? 0 : sign * n });

  if (seconds < T.secondsPerMinute) return signed('second', seconds);
  if (minutes < T.minutesPerHour) return signed('minute', minutes);
  if (hours < T.hoursPerDay) return signed('hour', hours);
  if (days < 7) return signed('day', days);
  if (days < T.daysPerMonth) return signed('week', Math.min(Math.floor(days / 7), T.weeksPerMonth));
  if (days < T.daysPerYear) return signed('month', Math.min(Math.floor(days / T.daysPerMonth), T.monthsPerYear - 1));
  return signed('year', Math.floor(days / T.daysPerYear));
}
