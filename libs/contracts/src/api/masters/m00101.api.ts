import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';
import type { DropdownOption } from '../masters.api';
import type { SupportFile } from './m21101.api';

// M00101 notices (masters.notice). Staff with M00101 write them; their audience reads them in C00101.
export type NoticeFields = {
  title: string;
  // sanitised HTML (libs/server-kit sanitizeRichText)
  content: string;
  important_flag: 0 | 1;
  // YYYY-MM-DD, both days included; no end: until further notice
  publish_start_date: string;
  publish_end_date: string | null;
  // the roles (user_type_code) it is addressed to (libs/domain NOTICE_AUDIENCE_ROLES)
  roles: number[];
  // the centers it is limited to; empty: every center
  center_nos: number[];
  // attached files, as help pages hold them
  file_json: SupportFile[];
};
export type NoticeRecord = NoticeFields & Locked & { notice_no: number; updated_at: string };
export type NoticeRow = Omit<NoticeRecord, 'content' | 'file_json' | 'lock_version'>;
// doSave adds when notice_no is absent, else edits that notice at its lock_version.
export type NoticeSaveInput = NoticeFields & { notice_no?: number; lock_version?: number };
export type NoticeKey = { notice_no: number };
export type NoticeDropdowns = { roles: number[]; centers: DropdownOption[] };

const M00101 = byFunction('M00101');

export const M00101_APIS = {
  M00101_doBrowse: api<BrowseInput, BrowseOutput<NoticeRow>>()('masters', M00101),
  M00101_getEdit: api<NoticeKey, NoticeRecord>()('masters', M00101),
  M00101_doSave: api<NoticeSaveInput, NoticeRecord>()('masters', M00101),
  M00101_getDropdownData: api<Record<string, never>, NoticeDropdowns>()('masters', M00101),
} as const;
