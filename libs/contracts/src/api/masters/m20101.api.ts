import type { BrowseInput, BrowseOutput, Locked } from '../../browse';
import { api, byFunction } from '../define';

// M20101 centers (M0110, group_flag 0) and center groups (group_flag 1).
export type CenterFields = {
  center_name: string;
  center_short_name: string;
  group_flag: 0 | 1;
  center_group_no: number | null;
  postal_code: string | null;
  prefecture: string | null;
  address: string | null;
  tel: string | null;
  email: string | null;
  late_night_flag: 0 | 1;
  sort_order: number;
};
export type CenterRecord = CenterFields & Locked & { center_no: number; updated_at: string };
export type CenterRow = Pick<
  CenterRecord,
  'center_no' | 'center_name' | 'center_short_name' | 'group_flag' | 'prefecture' | 'tel' | 'sort_order' | 'updated_at'
> & {
  center_group_name: string | null;
};
export type CenterKey = { center_no: number };

const M20101 = byFunction('M20101');

export const M20101_APIS = {
  M20101_doBrowse: api<BrowseInput, BrowseOutput<CenterRow>>()('masters', M20101),
  M20101_getEdit: api<CenterKey, CenterRecord>()('masters', M20101),
  M20101_doAdd: api<CenterFields, CenterRecord>()('masters', M20101),
  M20101_doEdit: api<CenterFields & CenterKey & Locked, CenterRecord>()('masters', M20101),
  M20101_doDelete: api<CenterKey & Locked, null>()('masters', M20101),
} as const;
