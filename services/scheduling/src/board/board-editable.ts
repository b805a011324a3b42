import { boardEditablePeriod, isInEditablePeriod, tokyoDate, type DateString } from '@school/domain';

// Whether a lesson of this date may be changed today (Asia/Tokyo): the board's one editable period
// (libs/domain boardEditablePeriod), which C40101_canEdit answers, checked by every board write.
export const isBoardEditable = (date: DateString): boolean =>
  isInEditablePeriod(date, boardEditablePeriod(tokyoDate(Date.now())));
