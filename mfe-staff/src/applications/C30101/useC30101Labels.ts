import type { DropdownOption, EntryRecord, StudentLessonView } from '@school/contracts';
import { formatDisplayDate, isoWeekday, parseTimeLimitNo, TIME_DIVISION } from '@school/domain';
import { useTranslation } from 'react-i18next';
import type { Marked } from './c30101-changes';

export type C30101Labels = ReturnType<typeof useC30101Labels>;

// How C30101 names its periods, dates, subjects, applications and marked rows, in the user's language.
export function useC30101Labels(subjects: readonly DropdownOption[]) {
  const { t } = useTranslation();
  const slot = (no: number) => {
    const { group, division } = parseTimeLimitNo(no);
    return division === TIME_DIVISION.NINETY
      ? t('masters.c30101.slot', { group })
      : t('masters.c30101.slotHalf', { group, half: t(`masters.c30101.half.${division}`) });
  };
  const date = (d: string) => formatDisplayDate(d);
  const weekday = (d: string) => t(`masters.c30101.weekday.${isoWeekday(d)}`);
  const day = (d: string) => t('masters.c30101.dayHeader', { date: date(d), weekday: weekday(d) });
  const subject = (no: number) => subjects.find((s) => Number(s.value) === no)?.label ?? String(no);
  const entryType = (type: number) => t(`masters.c30101.entryType.${type}`);
  const entry = (e: EntryRecord) =>
    t('masters.c30101.entryLabel', { type: entryType(e.entry_type), status: t(`masters.c30101.status.${e.status}`) });
  const lesson = (l: StudentLessonView) =>
    t('masters.c30101.lessonLabel', { date: day(l.schedule_date), slot: slot(l.time_limit_no), subject: subject(l.subject_no) });
  const capacity = (c: number) => t(c === 2 ? 'masters.c30101.oneToTwo' : 'masters.c30101.oneToOne');

  const marked = (m: Marked): string => {
    if (m.part === 'weekly')
      return t('masters.c30101.rowWeekly', {
        date: date(m.row.first_date),
        weekday: weekday(m.row.first_date),
        slot: slot(m.row.time_limit_no),
        subject: subject(m.row.subject_no),
        capacity: capacity(m.row.capacity),
        weeks: m.row.weeks ?? 0,
      });
    if (m.part === 'not_attended')
      return m.row.action === 'add'
        ? t('masters.c30101.rowNotAttended', { date: day(m.row.schedule_date) })
        : t('masters.c30101.rowNotAttendedDel', { date: day('record' in m ? m.record.schedule_date : '') });
    if (m.row.action === 'del' && 'record' in m)
      return t('masters.c30101.rowTakeBack', {
        type: entryType(m.record.entry_type),
        date: day(m.record.schedule_date),
        slot: slot(m.record.time_limit_no),
      });
    if (m.row.action === 'add')
      return t('masters.c30101.rowEntry', {
        type: entryType(m.row.entry_type),
        date: day(m.row.schedule_date),
        slot: slot(m.row.time_limit_no),
        subject: m.row.entry_type === 4 ? t('masters.c30101.sameAsLesson') : subject(m.row.subject_no),
      });
    return '';
  };

  return { slot, date, weekday, day, subject, entryType, entry, lesson, capacity, marked };
}
