import type {
  MailSettingRow,
  ScheduleDateInfoOutput,
  StudentHeader,
  StudentLessonView,
  WeeklyEntryView,
} from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { useApi, useScreenLoad, type Loaded } from '@school/ui';
import { useEffect, useState } from 'react';
import { weekDataOf, weekOf, type WeekData } from './c30101-week';

const FAILED = 'masters.c30101.loadFailed';
// How far ahead a change may pick the lesson it moves (a range read covers at most 62 days).
const COMING_DAYS = 61;

export type StudentData = { header: StudentHeader; coming: StudentLessonView[]; courses: WeeklyEntryView[]; today: string };

// The chosen student's header (subjects read-only, t1033 stays in masters), coming lessons and
// running weekly courses.
export function useStudentData(studentNo: number | null, reload: number): Loaded<StudentData | null> {
  const api = useApi();
  return useScreenLoad(
    async () => {
      if (!studentNo) return null;
      const today = tokyoDate(Date.now());
      const [header, coming, courses] = await api.batch([
        { api: 'C30101_getSchedule', input: { student_no: studentNo } },
        {
          api: 'C30101_getStudentSchedule',
          input: { student_no: studentNo, start_date: today, end_date: addDays(today, COMING_DAYS) },
        },
        { api: 'C30101_getWeeklyEntrySchedule', input: { student_no: studentNo } },
      ] as const);
      return { header, coming: coming.lessons, courses: courses.courses, today };
    },
    [studentNo, reload],
    FAILED,
  );
}

// One week of the student (Monday to Sunday) at their center: calendar and editable ranges, lessons,
// applications, not-attended days, changes, cancel rows, fully booked cells and seminars, in one batch.
export function useWeekData(student: StudentHeader | null, date: string, reload: number): Loaded<WeekData | null> {
  const api = useApi();
  const { start, end } = weekOf(date);
  const studentNo = student?.student_no ?? 0;
  const centerNo = student?.center_no ?? 0;
  return useScreenLoad(
    async () => {
      if (!studentNo) return null;
      const range = { start_date: start, end_date: end };
      const own = { student_no: studentNo, ...range };
      const answers = await api.batch([
        { api: 'C30101_getCalendarByRange', input: { center_no: centerNo, ...range } },
        { api: 'C30101_getStudentScheduleWeek', input: { student_no: studentNo, start_date: start } },
        { api: 'C30101_getEntryScheduleWeek', input: { student_no: studentNo, start_date: start } },
        { api: 'C30101_getNotAttendedSchedule', input: own },
        { api: 'C30101_getChangeSchedule', input: own },
        { api: 'C30101_getCancelSchedule', input: own },
        { api: 'C30101_getCellTeacherCount', input: { center_no: centerNo, ...range } },
        { api: 'T0060_getList', input: range },
      ] as const);
      return weekDataOf(answers);
    },
    [studentNo, centerNo, start, reload],
    FAILED,
  );
}

// The single view's date: its periods with the remaining teacher count and the seminars that day.
export function useDateInfo(
  student: StudentHeader | null,
  date: string,
  active: boolean,
  reload: number,
): Loaded<ScheduleDateInfoOutput | null> {
  const api = useApi();
  const centerNo = student?.center_no ?? 0;
  return useScreenLoad(
    async () =>
      active && centerNo ? api.call('C30101_getScheduleDateInfo', { center_no: centerNo, schedule_date: date }) : null,
    [centerNo, date, active, reload],
    FAILED,
  );
}

// The last answer for the same key while it is read again (after a save), so the screen does not
// blank out; another key (student, week) shows nothing until its own answer.
export function useKept<T>(loaded: Loaded<T>, key: string): T | null {
  const [kept, setKept] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    if (loaded.state === 'loaded') setKept({ key, data: loaded.data });
  }, [loaded]);
  if (loaded.state === 'loaded') return loaded.data;
  return loaded.state === 'loading' && kept?.key === key ? kept.data : null;
}

// Which mails a student's own application sends (C30101_doBrowse, masters' M20701 templates).
export function useMailSettings(): MailSettingRow[] {
  const api = useApi();
  const [rows, setRows] = useState<MailSettingRow[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call('C30101_doBrowse', {}, { silent: true })
      .then((found) => live && setRows(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return rows;
}
