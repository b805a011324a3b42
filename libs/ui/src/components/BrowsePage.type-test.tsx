import type { CenterRow, CourseTypeRow, SubjectRow } from '@school/contracts';
import type { ColDef } from 'ag-grid-community';
import { BrowsePage } from './BrowsePage';

// A Browse page lists what its doBrowse API answers (STYLE 12): every prop expected to be an error
// below must stay one. Type-checked by tsconfig.spec.json, never rendered.
declare const centerColumns: ColDef<CenterRow>[];
declare const subjectColumns: ColDef<SubjectRow>[];
declare const courseTypeColumns: ColDef<CourseTypeRow>[];

export const browsePageEdges = [
  <BrowsePage
    // @ts-expect-error: misspelt API name
    api="M20101_doBrowze"
    titleKey="route.M20101Browse"
    columns={centerColumns}
  />,
  <BrowsePage
    // @ts-expect-error: a getEdit answers one row, not pages of rows
    api="M20101_getEdit"
    titleKey="route.M20101Browse"
    columns={centerColumns}
  />,
  <BrowsePage
    // @ts-expect-error: the centers' list answers no subject rows for these columns
    api="M20101_doBrowse"
    titleKey="route.M20101Browse"
    columns={subjectColumns}
  />,
  <BrowsePage
    api="M20301_doBrowse"
    titleKey="masters.m20301.courseTypes"
    columns={courseTypeColumns}
    // @ts-expect-error: the course list's searchInfo names a kind of M20301, not any string
    initialSearch={{ _course_type: 'M9999' }}
  />,
  <BrowsePage
    api="M20301_doBrowse"
    titleKey="masters.m20301.courseTypes"
    columns={courseTypeColumns}
    initialSearch={{ _course_type: 'M1005' }}
  />,
];
