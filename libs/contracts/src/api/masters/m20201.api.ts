import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { CsvExportAnswer } from '../csv-export.api';
import { api, byFunction, INTERNAL } from '../define';

// M20201 classrooms of a center; classroom_type 1 online, 2 directly run, 3 franchise.
export const CLASSROOM_TYPES = [1, 2, 3] as const;
export type ClassroomType = (typeof CLASSROOM_TYPES)[number];

export type ClassroomFields = {
  center_no: number;
  classroom_name: string;
  classroom_type: ClassroomType;
  booth_count: number;
  meeting_url: string | null;
  sort_order: number;
};
export type ClassroomRecord = ClassroomFields & Locked & { classroom_no: number; updated_at: string };
export type ClassroomRow = Pick<
  ClassroomRecord,
  'classroom_no' | 'center_no' | 'classroom_name' | 'classroom_type' | 'booth_count' | 'sort_order' | 'updated_at'
> & { center_name: string };
export type ClassroomKey = { classroom_no: number };
// Another service's read of the classrooms of the caller's centers (e.g. scheduling for M00501).
export type ClassroomOption = Pick<
  ClassroomRecord,
  'classroom_no' | 'center_no' | 'classroom_name' | 'classroom_type' | 'meeting_url' | 'sort_order'
>;
// The list's search, filters (center_no, classroom_type) and order, without paging.
export type ClassroomExportInput = Pick<BrowseInput, 'searchInfo' | 'orderBy'>;

const M20201 = byFunction('M20201');

export const M20201_APIS = {
  M20201_doBrowse: api<BrowseInput, BrowseOutput<ClassroomRow>>()('masters', M20201),
  M20201_getEdit: api<ClassroomKey, ClassroomRecord>()('masters', M20201),
  M20201_doAdd: api<ClassroomFields, ClassroomRecord>()('masters', M20201),
  M20201_doEdit: api<ClassroomFields & ClassroomKey & Locked, ClassroomRecord>()('masters', M20201),
  M20201_doDelete: api<ClassroomKey & Locked, null>()('masters', M20201),
  M20201_exportCSV: api<ClassroomExportInput, CsvExportAnswer>()('masters', M20201),
  // Services ask for the classrooms of centers the caller may work on; never called from a browser.
  M20201_getCenterClassrooms: api<{ center_nos: number[] }, ClassroomOption[]>()('masters', INTERNAL),
} as const;
