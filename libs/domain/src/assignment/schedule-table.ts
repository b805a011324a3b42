// C40201's availability table, for the screen and the PDF alike: a center's lessons of a range laid
// out per date, one row per teacher or classroom (its label), one column per period (time group of
// the lesson's start: 11 and 12 are period 1).

export type TableLesson = { schedule_date: string; time_limit_no: number; group_label: string };

export type ScheduleTableRow<L> = { label: string; cells: L[][] };
export type ScheduleTableDay<L> = { date: string; periods: number[]; rows: ScheduleTableRow<L>[] };

const periodOf = (timeLimitNo: number): number => Math.floor(timeLimitNo / 10);

// Dates in order; each date's periods those its lessons start in; rows by label (the unlabelled one —
// lessons without a teacher or classroom — last), lessons of a cell by start half.
export function scheduleTable<L extends TableLesson>(lessons: readonly L[]): ScheduleTableDay<L>[] {
  const byDate = new Map<string, L[]>();
  for (const l of lessons) byDate.set(l.schedule_date, [...(byDate.get(l.schedule_date) ?? []), l]);
  return [...byDate.keys()].sort().map((date) => {
    const day = byDate.get(date)!;
    const periods = [...new Set(day.map((l) => periodOf(l.time_limit_no)))].sort((a, b) => a - b);
    const labels = [...new Set(day.map((l) => l.group_label))].sort((a, b) =>
      a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'ja'),
    );
    const rows = labels.map((label) => ({
      label,
      cells: periods.map((p) =>
        day
          .filter((l) => l.group_label === label && periodOf(l.time_limit_no) === p)
          .sort((a, b) => a.time_limit_no - b.time_limit_no),
      ),
    }));
    return { date, periods, rows };
  });
}
