import type { Locked } from '../browse';
import { api, INTERNAL } from './define';

// What names a teacher or a student in the services that do not own them; masters asks before
// C10101_doDelete / C20101_doDelete (a record something names stays, SPEC §7 history rule). Never
// called from a browser.
export type PersonKind = 'teacher' | 'student';
export type PersonReferencesInput = { kind: PersonKind; no: number };
// scheduling: lessons past or coming, and (teachers) shifts, daily and weekly. With release, when
// nothing names the record there it is released in the same transaction: the projection row goes and
// a removal at lock_version (the version masters deletes it at) is kept, so from then on no shift
// (hence no lesson) can name it and no older event brings it back.
export type PersonReleaseInput = PersonReferencesInput & Locked & { release: boolean };
export type SchedulingPersonReferences = { lessons: number; shifts: number; released: boolean };

export const PERSON_REFERENCE_APIS = {
  'T3010LessonService.releasePerson': api<PersonReleaseInput, SchedulingPersonReferences>()('scheduling', INTERNAL),
  // lesson reports written for or by the person
  'T5010ReportService.countPersonReferences': api<PersonReferencesInput, { reports: number }>()('reports', INTERNAL),
  // sign-in accounts linked to the teacher or student (M20901)
  M20901_countLinks: api<PersonReferencesInput, { accounts: number }>()('auth', INTERNAL),
} as const;
