import type { AuditRecordType } from '../../audit';
import type { BrowseInput, BrowseOutput } from '../../browse';
import type { CsvExportAnswer } from '../csv-export.api';
import { api, byFunction } from '../define';

// M21201 audit trail (docs/audit.md): every change to people, lessons, reports, masters and settings,
// from the events, kept by the auth service. searchInfo: record_type, record_key, actor_user_no,
// request_id, date_from / date_to (the school's dates of occurred_at, both included).
export type AuditEntryRow = {
  event_id: string;
  occurred_at: string;
  service: string;
  event_type: string;
  record_type: AuditRecordType;
  record_key: string;
  actor_user_no: number | null;
  // the user's name as the account has it now (null: nobody signed in, or the account is gone)
  actor_name: string | null;
  request_id: string | null;
  // the record as the previous event of this kind told it (null: the first one the trail heard)
  before: unknown;
  after: unknown;
};
export type AuditCsvInput = Pick<BrowseInput, 'searchInfo' | 'orderBy'>;

const M21201 = byFunction('M21201');

export const M21201_APIS = {
  M21201_doBrowse: api<BrowseInput, BrowseOutput<AuditEntryRow>>()('auth', M21201),
  M21201_exportCSV: api<AuditCsvInput, CsvExportAnswer>()('auth', M21201),
} as const;
