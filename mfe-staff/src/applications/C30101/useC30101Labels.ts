import type { DropdownOption, EntryRecord, StudentLessonView, TimeSlotView, WeeklyEntryView } from '@school/contracts';
import { formatDisplayDate, isoWeekday, parseTimeLimitNo, TIME_DIVISION } from '@school/domain';
import { useTranslation } from 'react-i18next';
import type { Marked } from './c30101-changes';

export type C30101Labels = ReturnType<typeof useC30101Labels>;

// How C30101 names its periods, dates, subjects, applications and marked rows, in the user's language.
// slots: the periods as C30101_getCalendarByRange gives them (with their times), once read.
export function useC30101Labels(subjects: readonly DropdownOption[], slots: readonly TimeSlotView[] = []) {
  const { t } = useTranslation();
  // the period's times as scheduling.time_slot has them ('16:30〜17:10'); '' before the read. Its
  // stored label is a Japanese name only, so the name stays the catalogue's.
  const slotTimes = (no: number) => {
    const found = slots.find((s) => s.time_limit_no === no);
    return found ? t('masters.c30101.slotTimes', { start: found.start_time, end: found.end_time }) : '';
  };
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
  // a running course: its weekday and period, subject and capacity, and its days
  const course = (c: WeeklyEntryView) =>
    t('masters.c30101.courseLabel', {
      weekday: t(`masters.c30101.weekday.${c.dayofweek_code}`),
      slot: slot(c.time_limit_no),
      subject: subject(c.subject_no),
      capacity: capacity(c.capacity),
      start: date(c.course_start_date),
      end: c.course_end_date ? date(c.course_end_date) : '',
    });

  const marked = (m: Marked): string => {
    if (m.part === 'weekly') {
      const row = m.row;
      if (row.action === 'del') return 'record' in m ? t('masters.c30101.rowWeeklyEnd', { course: course(m.record) }) : '';
      return t('masters.c30101.rowWeekly', {
        date: date(row.first_date),
        weekday: weekday(row.first_date),
        slot: slot(row.time_limit_no),
        subject: subject(row.subject_no),
        capacity: capacity(row.capacity),
        weeks: row.weeks ?? 0,
      });
    }
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

  return { slot, slotTimes, date, weekday, day, subject, entryType, entry, lesson, capacity, course, marked };
}
