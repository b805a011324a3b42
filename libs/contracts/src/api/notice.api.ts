import { api, byFunction } from './define';
import type { SupportFile } from './masters/m21101.api';

// C00101 notices for the signed-in user (SPEC §7 Notices): those addressed to the user's role and
// centers, inside their publish period, newest first. published_at is when the notice reached its
// readers: its first day, or its writing when written on that day or later.
export type NoticeItem = {
  notice_no: number;
  title: string;
  content: string;
  important_flag: 0 | 1;
  published_at: string;
  file_json: SupportFile[];
};

// byFunction: teachers never hold C00101 (SPEC §6), so the gateway refuses them.
export const NOTICE_APIS = {
  C00101_getNotice: api<Record<string, never>, NoticeItem[]>()('masters', byFunction('C00101')),
} as const;
