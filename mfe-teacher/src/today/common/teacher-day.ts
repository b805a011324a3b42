import type { ReportListRow, TeacherDayInitOutput, TeacherScheduleLesson } from '@school/contracts';
import { addDays, lessonStartMs, tokyoDate } from '@school/domain';
import { useApi } from '@school/ui';
import { useCallback, useEffect, useState } from 'react';

// A lesson as the teacher's day shows it: its times, student, subject, classroom and whether its
// report is still to write.
export type DayLesson = TeacherScheduleLesson & {
  start_ms: number;
  // 'HH:mm': the period's start (as nextLesson reads it) and end
  start_time: string;
  start: string;
  end: string;
  student_name: string | null;
  subject_name: string | null;
  classroom_name: string | null;
  unwritten: boolean;
};

export type TeacherDayBase = { init: TeacherDayInitOutput; unwritten: ReportListRow[] };

// initData and the unwritten reports, read once per screen; null while loading, 'error' when a read failed.
export function useTeacherDayBase(): { base: TeacherDayBase | null | 'error'; reload: () => void } {
  const api = useApi();
  const [base, setBase] = useState<TeacherDayBase | null | 'error'>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    setBase(null);
    Promise.all([api.call('C11101_initData', {}), api.call('C11101_getTeacherReporting', {})]).then(
      ([init, unwritten]) => live && setBase({ init, unwritten }),
      () => live && setBase('error'),
    );
    return () => {
      live = false;
    };
  }, [api, reloads]);
  return { base, reload: useCallback(() => setReloads((n) => n + 1), []) };
}

// The teacher's lessons of a range (at every center), with what the list shows of each.
export function useLessonReader(base: TeacherDayBase | null | 'error') {
  const api = useApi();
  return useCallback(
    async (start: string, end: string): Promise<DayLesson[]> => {
      if (!base || base === 'error') return [];
      const [lessons, students] = await Promise.all([
        api.call('C11101_getTeacherSchedule', { start_date: start, end_date: end }),
        api.call('C11101_getJoinedStudent', { start_date: start, end_date: end }),
      ]);
      const { periods, subjects, classrooms } = base.init;
      const unwritten = new Set(base.unwritten.map((r) => r.schedule_no));
      return lessons.map((l) => {
        const period = periods.find((p) => p.time_limit_no === l.time_limit_no);
        return {
          ...l,
          start_ms: lessonStartMs(l.schedule_date, period?.start_time.slice(0, 5) ?? '00:00'),
          start_time: period?.start_time.slice(0, 5) ?? '00:00',
          start: period?.start_time.slice(0, 5) ?? '',
          end: period?.end_time.slice(0, 5) ?? '',
          student_name: students.find((s) => s.schedule_no === l.schedule_no)?.student_name ?? null,
          subject_name: subjects.find((s) => s.value === l.subject_no)?.label ?? null,
          classroom_name: classrooms.find((c) => c.classroom_no === l.classroom_no)?.classroom_name ?? null,
          unwritten: unwritten.has(l.schedule_no),
        };
      });
    },
    [api, base],
  );
}

export const todayInTokyo = (): string => tokyoDate(Date.now());
export const daysFrom = (start: string, days: number): string => addDays(start, days - 1);
