import type { Locked } from '../../browse';
import { api, byFunction } from '../define';

// M20601 name settings (M0020): one group (names_no) of coded names, edited as one batch.
export type NameEntry = { names_code: string; names_name: string; sort_order: number };
export type NameEntryRecord = NameEntry & Locked & { names_no: number; updated_at: string };

export type NamesGroupInput = { names_no?: number };
// groups: every names_no the table holds, for the group picker
export type NamesGroupOutput = { names_no: number; groups: number[]; rows: NameEntryRecord[] };

// The group's rows as the page shows them, in order: a row read from the server names the code it
// was read with (key) and its lock_version; an added row has key null. Removed rows go in deleted.
export type NamesBatchRow = NameEntry & { key: string | null; lock_version?: number };
export type NamesBatchInput = {
  names_no: number;
  rows: NamesBatchRow[];
  deleted: ({ names_code: string } & Locked)[];
};

const M20601 = byFunction('M20601');

export const M20601_APIS = {
  M20601_getBatchEdit: api<NamesGroupInput, NamesGroupOutput>()('masters', M20601),
  // 422 VALIDATION_ERROR names failing cells 'rows.<index>.<field>'; any stale row is a 409 and
  // nothing of the batch is saved.
  M20601_doBatchEdit: api<NamesBatchInput, NamesGroupOutput>()('masters', M20601),
} as const;
