import { api, INTERNAL } from './define';

// Lessons (t3010, owned by the scheduling service) as other services need them; never called from a
// browser. Masters asks before it deletes a center, classroom, course or subject: a lesson, past or
// coming, must keep naming what it was held at and in.
export type LessonReferenceField = 'center_no' | 'classroom_no' | 'course_no' | 'subject_no';
export type LessonReferencesInput = { field: LessonReferenceField; value: number };

export const LESSON_APIS = {
  'T3010LessonService.countReferences': api<LessonReferencesInput, { lessons: number }>()('scheduling', INTERNAL),
} as const;
