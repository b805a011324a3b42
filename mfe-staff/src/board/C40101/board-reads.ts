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

// The board's reads are started while its code loads, for the range of its URL. A URL without a range
// (the sidebar's link) is read ahead the way useBoardRange chooses one: the first of the user's
// centers, then where lessons still wait for a teacher there (C40101_getCourseStartDate), each
// answer kept for the screen's own identical call; with them the center groups and whether the
// user may edit, which the screen asks as it opens. A URL naming a center group without a center
// waits for the screen.
export const prefetchBoard: ScreenPrefetch = async (search, ahead) => {
  let centerNo = Number(search.get('center_no')) || 0;
  const end = search.get('end_date');
  if (!centerNo) {
    if (search.get('center_group_no')) return [];
    void ahead('M0110CenterService.getCentersDropdown_Authority', { group_flag: 1 });
    void ahead('C40101_canEdit', {});
    const centers = await ahead('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 });
    centerNo = centers[0]?.value ?? 0;
    if (!centerNo) return [];
  }
  const asked = search.get('start_date');
  if (isDateString(asked)) return boardReads(boardQuery(centerNo, asked, isDateString(end) ? end : boardDefaultEnd(asked)));
  const start = (await ahead('C40101_getCourseStartDate', { center_no: centerNo })).course_start_date;
  return isDateString(start) ? boardReads(boardQuery(centerNo, start, boardDefaultEnd(start))) : [];
};
