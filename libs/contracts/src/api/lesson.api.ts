import { api, INTERNAL } from './define';

// Lessons (t3010, owned by the scheduling service) as other services need them; never called from a
// browser. Masters asks before it deletes a center, classroom, course or subject: a lesson, past or
// coming, must keep naming what it was held at and in.
export type LessonReferenceField = 'center_no' | 'classroom_no' | 'course_no' | 'subject_no';
export type LessonReferencesInput = { field: LessonReferenceField; value: number };

// Where and for whom a lesson (or an application for one) is held, as the browse rows that list
// lessons show it (PendingSchedule, ZoomLog).
export type LessonPlaceFields = {
  schedule_date: string;
  time_limit_no: number;
  slot_label: string;
  center_no: number;
  center_name: string | null;
  student_no: number;
  student_name: string | null;
};

export const LESSON_APIS = {
  'T3010LessonService.countReferences': api<LessonReferencesInput, { lessons: number }>()('scheduling', INTERNAL),
} as const;
