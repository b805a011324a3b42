import { assertDate, type DateString } from './date';

// Japanese school fiscal year: April 1 to March 31, named after the year it starts in.
export const FISCAL_YEAR_START_MONTH = 4;

export function fiscalYearOf(date: DateString): number {
  const [y, m] = assertDate(date).split('-').map(Number);
  return m >= FISCAL_YEAR_START_MONTH ? y : y - 1;
}

export function fiscalYearRange(fiscalYear: number): { start: DateString; end: DateString } {
  if (!Number.isInteger(fiscalYear) || fiscalYear < 1 || fiscalYear > 9998) {
    throw new Error(`Invalid fiscal year: ${fiscalYear}`);
  }
  const pad = (y: number): string => String(y).padStart(4, '0');
  return { start: `${pad(fiscalYear)}-04-01`, end: `${pad(fiscalYear + 1)}-03-31` };
}

export function fiscalYearRangeOf(date: DateString): { start: DateString; end: DateString } {
  return fiscalYearRange(fiscalYearOf(date));
}
