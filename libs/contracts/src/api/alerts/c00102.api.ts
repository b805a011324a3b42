import type { BrowseInput, BrowseOutput } from '../../browse';
import { api, byFunction } from '../define';

// C00102 alerts (masters.alert, masters.alert_read): raised by the system from AlertRaised events
// (docs/alerts.md), read per user. The kinds:
//   lessonUnassigned   a lesson still without a teacher two days before it (scheduling's daily check)
//   reportUnwritten    a lesson's report still unwritten the day after it (reports, issue 13)
//   applicationWaiting a student's application waiting for staff (C30101_submit, docs/applications.md),
//                      or a student's rebooking request (C21201_doAddRequest, docs/rebooking-requests.md)
//   reportRejected     a lesson report the reviewer rejected, for its teacher (reports)
//   reportResubmitted  a rejected report handed in again, for the reviewer who rejected it (reports)
export const ALERT_KINDS = [
  'lessonUnassigned',
  'reportUnwritten',
  'applicationWaiting',
  'reportRejected',
  'reportResubmitted',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

// What an alert is about, as its raiser names it. A lesson carries what masters cannot look up
// (the date and the time slot are scheduling's); names of the center and the student masters joins
// when the list is read, so they stay current.
export type LessonAlertSubject = {
  type: 'lesson';
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  // the time slot as scheduling shows it, e.g. '19:00～20:20'
  time_label: string;
  center_no: number;
  student_no: number;
};
// An application waiting for staff: entry_type 2 additional lesson, 3 seminar, 4 transfer/change (SPEC §4).
export type ApplicationAlertSubject = {
  type: 'application';
  application_no: number;
  entry_type: 2 | 3 | 4;
  center_no: number;
  student_no: number;
};
// A student's rebooking request (T1035) waiting for staff on C40411.
export type RebookingRequestAlertSubject = {
  type: 'rebookingRequest';
  request_no: number;
  schedule_no: number;
  center_no: number;
  student_no: number;
};
export type AlertSubject = LessonAlertSubject | ApplicationAlertSubject | RebookingRequestAlertSubject;

// Who sees an alert (libs/domain canSeeAlert): a signed-in user of one of the roles; a teacher only
// when teacher_no names them; anyone else only when user_no (if set) is them and, when center_no is
// set, when authorised for that center.
export type AlertAudience = { roles: number[]; center_no: number | null; teacher_no?: number | null; user_no?: number | null };

export type AlertSearch = {
  // 0 unread, 1 read (by the caller); '' or absent: both
  confirmed_flag?: 0 | 1 | '';
  search?: string;
};

export type AlertRow = {
  alert_no: number;
  kind: AlertKind;
  // the kind's name in the caller's language (alerts.kind.*)
  classification_name: string;
  subject: AlertSubject;
  center_name: string | null;
  student_name: string | null;
  raised_at: string;
  // read by the caller: 0 no, 1 yes (with when)
  confirmed_flag: 0 | 1;
  read_at: string | null;
};
export type AlertKey = { alert_no: number };
export type AlertReadState = { alert_no: number; confirmed_flag: 1; read_at: string };

// A batch names the alerts to mark read (the selected rows, or every row the list shows); at most one page.
export const ALERT_BATCH_MAX = 100;

const C00102 = byFunction('C00102');

export const C00102_APIS = {
  C00102_getAlert: api<BrowseInput & { searchInfo: AlertSearch }, BrowseOutput<AlertRow>>()('masters', C00102),
  C00102_updateAlert: api<AlertKey, AlertReadState>()('masters', C00102),
  C00102_updateBatchAlert: api<{ alert_nos: number[] }, { alert_nos: number[]; read_at: string }>()('masters', C00102),
} as const;
