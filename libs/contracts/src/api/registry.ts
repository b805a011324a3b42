import { AUTH_APIS } from './auth.api';
import type { ApiDef } from './define';
import { MASTERS_APIS } from './masters.api';
import { M20101_APIS } from './masters/m20101.api';
import { T0010_APIS } from './samples/t0010.api';
import { M20901_APIS } from './masters/m20901.api';
import { M21201_APIS } from './masters/m21201.api';
import { M21001_APIS } from './masters/m21001.api';
import { M20601_APIS } from './masters/m20601.api';
import { M20701_APIS } from './masters/m20701.api';
import { M20801_APIS } from './masters/m20801.api';
import { M20201_APIS } from './masters/m20201.api';
import { JOB_APIS } from './jobs.api';
import { LESSON_APIS } from './lesson.api';
import { M20301_APIS } from './masters/m20301.api';
import { M20401_APIS } from './masters/m20401.api';
import { M00501_APIS } from './masters/m00501.api';
import { C20101_APIS } from './students/c20101.api';
import { C20301_APIS } from './students/c20301.api';
import { C21101_APIS } from './students/c21101.api';
import { C40101_ASSIGN_APIS } from './board/c40101-assign.api';
import { C40101_BOARD_APIS } from './board/c40101-board.api';
import { C40201_APIS } from './board/c40201.api';
import { C40401_APIS } from './board/c40401.api';
import { C20201_APIS } from './students/c20201.api';
import { C10101_APIS } from './teachers/c10101.api';
import { C10201_APIS } from './teachers/c10201.api';
import { PROJECTION_SNAPSHOT_APIS } from './teachers/projection-snapshot.api';
import { M21101_APIS } from './masters/m21101.api';
import { SUPPORT_APIS } from './support.api';
import { C00102_APIS } from './alerts/c00102.api';
import { M00101_APIS } from './masters/m00101.api';
import { NOTICE_APIS } from './notice.api';
import { LABELS_APIS } from './masters/labels.api';
import { C50101_APIS } from './reports/c50101.api';
import { C50102_APIS } from './reports/c50102.api';
import { PERSON_REFERENCE_APIS } from './person-references.api';
import { C30101_SUBMIT_APIS } from './entries/c30101-submit.api';
import { C30101_APIS } from './entries/c30101.api';
import { C30101_STUDENT_APIS } from './entries/c30101-student.api';
import { PENDING_SCHEDULE_APIS } from './entries/pending-schedule.api';
import { APPLICATION_MAIL_APIS } from './masters/application-mail.api';
import { WEEKLY_COURSE_APIS } from './entries/weekly-course.api';
import { C30201_APIS } from './entries/c30201.api';
import { CALENDAR_FEED_APIS } from './calendar-feed.api';
import { ZOOM_LOG_APIS } from './schedule/zoom-log.api';
import { C11101_APIS } from './teachers/c11101.api';
import { REBOOKING_REQUEST_APIS } from './entries/rebooking-request.api';
import { C40501_APIS } from './lessons/c40501.api';
import { C40701_APIS } from './lessons/c40701.api';
import { LESSON_SNAPSHOT_APIS } from './lessons/lesson-snapshot.api';
import { CHAT_APIS } from './chat.api';
import { LIVE_APIS } from './live.api';

// Every API name the gateway accepts (SPEC §7). A name missing here is refused with UNKNOWN_API.
export const API_REGISTRY = {
  ...AUTH_APIS,
  ...MASTERS_APIS,
  ...M20101_APIS,
  ...T0010_APIS,
  ...M20901_APIS,
  ...M21201_APIS,
  ...M21001_APIS,
  ...M20601_APIS,
  ...M20701_APIS,
  ...M20801_APIS,
  ...M20201_APIS,
  ...JOB_APIS,
  ...LESSON_APIS,
  ...M20301_APIS,
  ...M20401_APIS,
  ...M00501_APIS,
  ...C10101_APIS,
  ...C10201_APIS,
  ...C20101_APIS,
  ...C20301_APIS,
  ...C21101_APIS,
  ...C30101_SUBMIT_APIS,
  ...C30101_APIS,
  ...C30101_STUDENT_APIS,
  ...PENDING_SCHEDULE_APIS,
  ...APPLICATION_MAIL_APIS,
  ...WEEKLY_COURSE_APIS,
  ...C30201_APIS,
  ...C11101_APIS,
  ...REBOOKING_REQUEST_APIS,
  ...C40101_ASSIGN_APIS,
  ...C40101_BOARD_APIS,
  ...C40201_APIS,
  ...C40401_APIS,
  ...C20201_APIS,
  ...PROJECTION_SNAPSHOT_APIS,
  ...M21101_APIS,
  ...SUPPORT_APIS,
  ...C00102_APIS,
  ...M00101_APIS,
  ...NOTICE_APIS,
  ...LABELS_APIS,
  ...C50101_APIS,
  ...C50102_APIS,
  ...PERSON_REFERENCE_APIS,
  ...CALENDAR_FEED_APIS,
  ...ZOOM_LOG_APIS,
  ...C40501_APIS,
  ...C40701_APIS,
  ...LESSON_SNAPSHOT_APIS,
  ...CHAT_APIS,
  ...LIVE_APIS,
} as const;

export type ApiRegistry = typeof API_REGISTRY;
export type ApiName = keyof ApiRegistry;
export type ApiInput<N extends ApiName> = ApiRegistry[N] extends ApiDef<infer I, unknown> ? I : never;
export type ApiOutput<N extends ApiName> = ApiRegistry[N] extends ApiDef<unknown, infer O> ? O : never;

export const isApiName = (name: unknown): name is ApiName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(API_REGISTRY, name);

export const apiDefinition = (name: ApiName): ApiDef<unknown, unknown> => API_REGISTRY[name];
