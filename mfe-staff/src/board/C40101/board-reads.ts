import { boardDefaultEnd, isDateString } from '@school/domain';
import type { ApiAction, ScreenPrefetch } from '@school/ui';

// What the board reads for a center and range: its calendar, teachers with their shifts, lessons and
// the automatic assignment's state, four calls side by side (a batch would run them one after the
// other). One definition for the screen (useBoard) and for the shell's prefetch on a cold visit.
export type BoardQuery = { center_no: number; start_date: string; end_date: string };

export const boardQuery = (centerNo: number, start: string, end: string): BoardQuery => ({
  center_no: centerNo,
  start_date: start,
  end_date: end,
});

export const boardReads = (query: BoardQuery) =>
  [
    { api: 'C40101_getCalendar', input: query },
    { api: 'C40101_getTeacherInfoAndSchedule', input: query },
    { api: 'C40101_getAppliedSchedule', input: query },
    { api: 'C40101_getDistributeState', input: query },
  ] as const satisfies readonly ApiAction[];

// A URL naming its center and start (as useBoardRange reads them; the end defaults the same way) is
// read ahead; one without waits for the screen, which chooses the center and asks where to start.
export const prefetchBoard: ScreenPrefetch = (search) => {
  const centerNo = Number(search.get('center_no')) || 0;
  const start = search.get('start_date');
  const end = search.get('end_date');
  if (!centerNo || !isDateString(start)) return [];
  return boardReads(boardQuery(centerNo, start, isDateString(end) ? end : boardDefaultEnd(start)));
};
