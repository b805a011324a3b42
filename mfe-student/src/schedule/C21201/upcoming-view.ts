import { type C21101Lesson, type C21101ScheduleOutput } from '@school/contracts';
import { addDays, type DateString } from '@school/domain';
import { type BrowseOutput } from '@school/ui';

// C21201 reads the coming weeks a page at a time from tomorrow: PAGE_DAYS days a page, PAGES pages
// (eight weeks, past the end of next month that SPEC §9's change range reaches).
export const PAGE_DAYS = 14;
export const PAGES = 4;

// A day of the list with its lessons in start order (the rows of the browse state).
export type UpcomingDay = { schedule_date: DateString; lessons: C21101Lesson[] };

export const pageRange = (today: DateString, page: number): { start_date: DateString; end_date: DateString } => {
  const start = addDays(today, 1 + (page - 1) * PAGE_DAYS);
  return { start_date: start, end_date: addDays(start, PAGE_DAYS - 1) };
};

// One answer as the shared browse state takes a page: every day of the page is a row (days without
// lessons stay in the state, the screen shows the days that have some), so the total is the days
// of all pages and a page of no lessons still offers the next one.
export function upcomingPage(out: C21101ScheduleOutput, page: number): BrowseOutput<UpcomingDay> {
  const data = Array.from({ length: PAGE_DAYS }, (_, i) => {
    const date = addDays(out.start_date, i);
    return { schedule_date: date, lessons: out.lessons.filter((l) => l.schedule_date === date) };
  });
  return { data, pagination: { current_page: page, last_page: PAGES, per_page: PAGE_DAYS, total: PAGES * PAGE_DAYS } };
}
