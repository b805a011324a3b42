import { formatDisplayDateTime, isDateTimeString, parseTimeLimitNo, TIME_DIVISION, tokyoDateTime } from '@school/domain';
import type { TFunction } from 'i18next';

// How the report screens name a lesson's period and a report's status (reports.screen.*).
export function reportSlotText(t: TFunction, timeLimitNo: number): string {
  const { group, division } = parseTimeLimitNo(timeLimitNo);
  return division === TIME_DIVISION.NINETY
    ? t('reports.screen.slot', { period: group })
    : t('reports.screen.slotHalf', { period: group, half: t(`reports.screen.half.${division}`) });
}

// null: the lesson's report is not written yet
export const reportStatusText = (t: TFunction, status: number | null | undefined): string =>
  status === null || status === undefined ? t('reports.screen.status.unwritten') : t(`reports.screen.status.${status}`);

// A report's times (submitted, reviewed, commented) as the school reads them: Tokyo time, SPEC §9 format.
export const reportTimeText = (value: string): string =>
  formatDisplayDateTime(isDateTimeString(value) ? value : tokyoDateTime(value));
