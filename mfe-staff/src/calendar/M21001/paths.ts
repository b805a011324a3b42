import { buildPath, findRoute } from '@school/contracts';

// M21001: the browse page keeps its center and fiscal year in the query (?center_no=&year=) so the
// batch edit can come back to the same view; the batch edit names its center the same way.
export const m21001BrowsePath = (centerNo: number, year: number) =>
  `${findRoute('M21001Browse')?.path ?? '/M21001'}?center_no=${centerNo}&year=${year}`;

export const m21001EditPath = (centerNo: number, year: number) =>
  `${buildPath(findRoute('M21001BatchEdit')?.path ?? '/M21001/edit/:year', { year })}?center_no=${centerNo}`;
