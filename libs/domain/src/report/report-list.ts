import { addDays, type DateString } from '../time/date';

// C50101's default range (SPEC §9 "last 7 days"): today and the six days before it.
export const REPORT_LIST_DEFAULT_DAYS = 7;

export function reportListDefaultRange(today: DateString): { since: DateString; before: DateString } {
  return { since: addDays(today, -(REPORT_LIST_DEFAULT_DAYS - 1)), before: today };
}

// The day after a lesson its report should exist (docs/alerts.md reportUnwritten): the check run on
// `today` looks at yesterday's lessons.
export function reportUnwrittenAlertDate(today: DateString): DateString {
  return addDays(today, -1);
}
