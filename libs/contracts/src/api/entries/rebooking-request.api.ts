import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction } from '../define';

// Rebooking requests (T1035, docs/rebooking-requests.md): a student (110/120/130) asks staff to move
// one of their own coming lessons (C21201_doAddRequest), inside SPEC §9's change range, to a wanted
// date and slot or with a free note; one open request per lesson. Staff of the lesson's center list
// them on C40411 and hide the handled ones (hiding closes a request, unhiding opens it again).

// open: waiting for staff; done: staff hid it on C40411.
export type RebookingRequestStatus = 'open' | 'done';

export type RebookingRequestRecord = {
  request_no: number;
  schedule_no: number;
  student_no: number;
  center_no: number;
  // the lesson as it is now
  schedule_date: string;
  time_limit_no: number;
  slot_label: string;
  subject_no: number;
  wanted_date: string | null;
  wanted_time_limit_no: number | null;
  wanted_slot_label: string | null;
  note: string | null;
  status: RebookingRequestStatus;
  hidden_flag: 0 | 1;
  created_at: string;
  lock_version: number;
};

export type C21201AddRequestInput = {
  schedule_no: number;
  // a wanted date (optionally with a slot), or a note, or both
  wanted_date?: string | null;
  wanted_time_limit_no?: number | null;
  note?: string | null;
};

// C40411's row: the request with the names staff read.
export type C40411RequestRow = RebookingRequestRecord & {
  center_name: string | null;
  student_name: string | null;
};
// searchInfo: search (student name or kana), hidden_flag (0 the open requests, the default; 1 the
// hidden ones), center_no. Either list loses a request whose flag is toggled.
export type C40411SearchInfo = { search?: string; hidden_flag?: 0 | 1; center_no?: number };

export type C40411ToggleHiddenInput = { request_no: number; lock_version: number };

const C21201 = byFunction('C21201');
const C40411 = byFunction('C40411');

export const REBOOKING_REQUEST_APIS = {
  C21201_doAddRequest: api<C21201AddRequestInput, RebookingRequestRecord>()('scheduling', C21201),
  // the caller's own requests, newest first (handled ones too)
  C21201_getRequest: api<Record<string, never>, { requests: RebookingRequestRecord[] }>()('scheduling', C21201),
  C40411_doBrowse: api<BrowseInput & { searchInfo: C40411SearchInfo }, BrowseOutput<C40411RequestRow>>()('scheduling', C40411),
  C40411_toggleHiddenRequest: api<C40411ToggleHiddenInput, RebookingRequestRecord>()('scheduling', C40411),
} as const;
