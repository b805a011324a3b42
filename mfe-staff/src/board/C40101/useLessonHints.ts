import type { BoardLesson } from '@school/contracts';
import { halvesOf } from '@school/domain';
import { useApi } from '@school/ui';
import { useEffect, useState } from 'react';

type Range = { centerNo: number; start: string | null; end: string | null };

// What the board shows about the picked lesson besides the lesson itself: its likely teachers,
// marked on the grid as 'teacher_no|time_limit_no' (a hint: the checks still decide), and its
// student's latest report before it (C40101_getLatestScheduleNoForReport; undefined while unknown,
// null when there is none).
export function useLessonHints(selected: BoardLesson | undefined, { centerNo, start, end }: Range) {
  const api = useApi();
  const [candidates, setCandidates] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setCandidates(new Set());
    if (!selected || !start || !end) return;
    let live = true;
    const halves = halvesOf(selected.time_limit_no);
    api
      .call(
        'C40101_getSelectedScheduleInfomation',
        {
          schedule_date: selected.schedule_date,
          student_no: selected.student_no,
          center_no: centerNo,
          time_limit_no: selected.time_limit_no,
          start_date: start,
          end_date: end,
          subject_no: selected.subject_no,
          subject_type: selected.subject_type,
          school_year_code: selected.school_year_code,
        },
        { silent: true, handleErrors: false },
      )
      .then((info) => {
        if (live) setCandidates(new Set(info.candidate_teacher_nos.flatMap((no) => halves.map((h) => `${no}|${h}`))));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, selected, centerNo, start, end]);

  const [latestReport, setLatestReport] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    setLatestReport(undefined);
    if (!selected) return;
    let live = true;
    api
      .call(
        'C40101_getLatestScheduleNoForReport',
        { center_no: centerNo, student_no: selected.student_no, schedule_date: selected.schedule_date },
        { silent: true, handleErrors: false },
      )
      .then((answer) => live && setLatestReport(answer.schedule_no))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, selected, centerNo]);

  return { candidates, latestReport };
}
