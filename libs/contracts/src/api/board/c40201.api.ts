import { api, byFunction } from '../define';
import type { JobRef } from '../jobs.api';

// C40201 availability table and schedule PDF (SPEC §2, §7): a center's lessons of a date range, by
// teacher or by classroom. The PDF is rendered on the server from its own template (SPEC's `html`
// input is replaced on purpose: a server rendering a client's HTML can be made to fetch internal
// addresses), as a job on the schedule-pdf queue followed with Job_getProgress.
export type ScheduleTableBy = 'teacher' | 'classroom';
export type ScheduleTableInput = { center_no: number; start_date: string; end_date: string; by: ScheduleTableBy };
// One lesson of the table: group_label is the teacher's or the classroom's name (by), '' when the
// lesson has none (not assigned, no classroom).
export type ScheduleTableLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  group_label: string;
  teacher_name: string;
  student_name: string;
  capacity: number;
  operation_note: string;
};
export type ScheduleTableOutput = { center_name: string; lessons: ScheduleTableLesson[] };
// file_name: the PDF's name without its extension
export type GeneratePdfInput = ScheduleTableInput & { file_name: string };

const C40201 = byFunction('C40201');

export const C40201_APIS = {
  C40201_getSchedule: api<ScheduleTableInput, ScheduleTableOutput>()('scheduling', C40201),
  C40201_generatePDF: api<GeneratePdfInput, JobRef>()('scheduling', C40201),
} as const;
