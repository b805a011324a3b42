import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';

// M20301 course management: one screen with two children, named as its routes name them
// (/M20301/add/{_course_type}): M1005 course types and M1010 courses. The five APIs take the child in
// an input field `_course_type` instead of a set of names per child, so routes, page and server speak
// the same word; doBrowse carries it in searchInfo, where the Browse page keeps a list's fixed filters.
export const COURSE_KINDS = ['M1005', 'M1010'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
export const isCourseKind = (v: unknown): v is CourseKind => (COURSE_KINDS as readonly unknown[]).includes(v);

// M1005
export type CourseTypeFields = { course_type_name: string; description: string; sort_order: number };
export type CourseTypeRecord = CourseTypeFields & Locked & { course_type_no: number; updated_at: string };
export type CourseTypeRow = Pick<
  CourseTypeRecord,
  'course_type_no' | 'course_type_name' | 'description' | 'sort_order' | 'updated_at'
> & {
  // its courses, so the list shows which types can be deleted
  course_count: number;
  course_names: string | null;
};
export type CourseTypeKey = { course_type_no: number };

// M1010: lesson length 40 or 90 minutes, capacity 1 one-to-one or 2 one-to-two (SPEC §9).
export type CourseFields = {
  course_type_no: number;
  course_name: string;
  lesson_minutes: 40 | 90;
  capacity: 1 | 2;
  lessons_per_month: number;
  monthly_fee: number;
  sort_order: number;
};
export type CourseRecord = CourseFields & Locked & { course_no: number; updated_at: string };
export type CourseRow = Omit<CourseRecord, 'lock_version'> & { course_type_name: string };
export type CourseKey = { course_no: number };

type Child<K extends CourseKind, T> = { _course_type: K } & T;

export type M20301BrowseInput = BrowseInput & {
  // course_type_no narrows the course list to one type
  searchInfo: { _course_type: CourseKind; course_type_no?: number };
};
export type M20301BrowseOutput = BrowseOutput<CourseTypeRow> | BrowseOutput<CourseRow>;
export type M20301Key = Child<'M1005', CourseTypeKey> | Child<'M1010', CourseKey>;
export type M20301Record = CourseTypeRecord | CourseRecord;
export type M20301AddInput = Child<'M1005', CourseTypeFields> | Child<'M1010', CourseFields>;
export type M20301EditInput =
  Child<'M1005', CourseTypeFields & CourseTypeKey & Locked> | Child<'M1010', CourseFields & CourseKey & Locked>;

const M20301 = byFunction('M20301');

export const M20301_APIS = {
  M20301_doBrowse: api<M20301BrowseInput, M20301BrowseOutput>()('masters', M20301),
  M20301_getEdit: api<M20301Key, M20301Record>()('masters', M20301),
  M20301_doAdd: api<M20301AddInput, M20301Record>()('masters', M20301),
  M20301_doEdit: api<M20301EditInput, M20301Record>()('masters', M20301),
  M20301_doDelete: api<M20301Key & Locked, null>()('masters', M20301),
} as const;
