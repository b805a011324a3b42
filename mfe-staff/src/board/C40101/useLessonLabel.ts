import type { BoardLesson, BoardPeriod } from '@school/contracts';
import { formatDisplayDate, parseTimeLimitNo, TIME_DIVISION } from '@school/domain';
import { useTranslation } from 'react-i18next';

// A lesson as the board names it: student, date and its period (or the half of it).
export function useLessonLabel(periods: readonly BoardPeriod[]) {
  const { t } = useTranslation();
  const slotLabel = (tln: number) => {
    const { group, division } = parseTimeLimitNo(tln);
    const period = periods.find((p) => parseTimeLimitNo(p.time_limit_no).group === group)?.label ?? String(tln);
    return division === TIME_DIVISION.NINETY
      ? period
      : t('board.c40101.periodHalf', { period, half: t(`board.c40101.half.${division}`) });
  };
  return (lesson: BoardLesson) =>
    t('board.c40101.lessonLabel', {
      student: lesson.student_name ?? String(lesson.student_no),
      date: formatDisplayDate(lesson.schedule_date),
      slot: slotLabel(lesson.time_limit_no),
    });
}
