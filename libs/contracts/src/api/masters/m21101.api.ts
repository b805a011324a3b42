import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import type { UploadedFile } from '../../wire';
import { api, byFunction } from '../define';

// M21101 help pages (support_page). Staff read and write every page; teachers and students read the
// published pages meant for them in C00103.
export const SUPPORT_AUDIENCES = ['teacher', 'student'] as const;
export type SupportAudience = (typeof SUPPORT_AUDIENCES)[number];

// An attached file as the page lists it (SPEC §3 uploaded file record).
export type SupportFile = UploadedFile & { order: number };

export type SupportPageFields = {
  title: string;
  // sanitised HTML (libs/server-kit sanitizeRichText)
  content: string;
  // the screen the page helps with, when it is about one
  function_id: string | null;
  // 0 draft (staff only), 1 published to its audience
  published: 0 | 1;
  audience: SupportAudience[];
  file_json: SupportFile[];
  remarks: string | null;
  sort_order: number;
};
export type SupportPageRecord = SupportPageFields & Locked & { support_no: number; updated_at: string };
export type SupportPageRow = Pick<
  SupportPageRecord,
  'support_no' | 'title' | 'function_id' | 'published' | 'audience' | 'sort_order' | 'updated_at'
>;
export type SupportKey = { support_no: number };

const M21101 = byFunction('M21101');

export const M21101_APIS = {
  M21101_doBrowse: api<BrowseInput, BrowseOutput<SupportPageRow>>()('masters', M21101),
  M21101_getEdit: api<SupportKey, SupportPageRecord>()('masters', M21101),
  M21101_doAdd: api<SupportPageFields, SupportPageRecord>()('masters', M21101),
  M21101_doEdit: api<SupportPageFields & SupportKey & Locked, SupportPageRecord>()('masters', M21101),
  M21101_doDelete: api<SupportKey & Locked, null>()('masters', M21101),
} as const;
