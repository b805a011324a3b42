import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { CsvExportAnswer } from '../csv-export.api';
import type { DropdownOption } from '../masters.api';
import { api, byFunction, SIGNED_IN } from '../define';

// M20401 subjects, flagged with the school levels they are taught at.
export type SubjectFields = {
  subject_name: string;
  subject_short_name: string;
  elementary_flag: 0 | 1;
  junior_high_flag: 0 | 1;
  high_school_flag: 0 | 1;
  sort_order: number;
};
export type SubjectRecord = SubjectFields & Locked & { subject_no: number; updated_at: string };
export type SubjectRow = Omit<SubjectRecord, 'lock_version'>;
export type SubjectKey = { subject_no: number };

export const SUBJECT_LEVELS = ['elementary', 'junior_high', 'high_school'] as const;
export type SubjectLevel = (typeof SUBJECT_LEVELS)[number];
// no level: every subject
export type SubjectsDropdownInput = { level?: SubjectLevel };

// The export takes the list's search, filters and order, never its paging: every matching row. It
// answers the file, or a job with a progress bar when the list is long (libs/server-kit csv/).
export type SubjectsCsvInput = Pick<BrowseInput, 'searchInfo' | 'orderBy'>;

const M20401 = byFunction('M20401');

export const M20401_APIS = {
  M20401_doBrowse: api<BrowseInput, BrowseOutput<SubjectRow>>()('masters', M20401),
  M20401_getEdit: api<SubjectKey, SubjectRecord>()('masters', M20401),
  M20401_doAdd: api<SubjectFields, SubjectRecord>()('masters', M20401),
  M20401_doEdit: api<SubjectFields & SubjectKey & Locked, SubjectRecord>()('masters', M20401),
  M20401_doDelete: api<SubjectKey & Locked, null>()('masters', M20401),
  // Report and teacher screens pick subjects too, so any signed-in user may list them.
  M20401_getSubjectsDropdown: api<SubjectsDropdownInput, DropdownOption[]>()('masters', SIGNED_IN),
  M20401_exportCSV: api<SubjectsCsvInput, CsvExportAnswer>()('masters', M20401),
} as const;
