import type { Lesson } from './types';

// Board sections (SPEC §4).
export type LessonSection = 'transfer' | 'regular' | 'addition';
export type SectionType = LessonSection | 'fewerThan4Classes';

export const REGULAR_CLASS_TYPE = 1;
export const FEWER_CLASSES_MAX = 3;
export const NO_TEACHER_PREFERENCE = 3;

export function isTransferred(lesson: Pick<Lesson, 'original_center_no'>): boolean {
  return (lesson.original_center_no ?? 0) > 0;
}

export function isUnassigned(lesson: Pick<Lesson, 'teacher_no'>): boolean {
  return (lesson.teacher_no ?? 0) === 0;
}

// A transferred lesson is shown as a transfer whatever its class type; the rest split into
// regular (class type 1, unchanged) and addition (other class types or changed).
export function lessonSection(lesson: Pick<Lesson, 'original_center_no' | 'class_type' | 'change_flag'>): LessonSection {
  if (isTransferred(lesson)) return 'transfer';
  return lesson.class_type === REGULAR_CLASS_TYPE && lesson.change_flag === 0 ? 'regular' : 'addition';
}

// Fewer than 4 classes is a marker on top of the section; an unknown count is not "fewer".
export function hasFewerThanFourClasses(lesson: Pick<Lesson, 'class_count'>): boolean {
  return lesson.class_count !== null && lesson.class_count !== undefined && lesson.class_count <= FEWER_CLASSES_MAX;
}

export function sectionTypes(
  lesson: Pick<Lesson, 'original_center_no' | 'class_type' | 'change_flag' | 'class_count'>,
): SectionType[] {
  const types: SectionType[] = [lessonSection(lesson)];
  if (hasFewerThanFourClasses(lesson)) types.push('fewerThan4Classes');
  return types;
}

export function isAssignable(lesson: Pick<Lesson, 'teacher_no'>): boolean {
  return isUnassigned(lesson);
}

// Only an unassigned lesson moves between centers, and a transfer is undone the same way.
export function canTransfer(lesson: Pick<Lesson, 'teacher_no' | 'original_center_no'>): boolean {
  return !isTransferred(lesson) && isUnassigned(lesson);
}

export function canRemoveTransfer(lesson: Pick<Lesson, 'teacher_no' | 'original_center_no'>): boolean {
  return isTransferred(lesson) && isUnassigned(lesson);
}

// The board lists each unassigned lesson once, under one of the four sections; a first lesson
// (fewer than 4 classes) is listed there unless it is a transfer, which keeps its own section.
export const BOARD_SECTIONS: readonly SectionType[] = ['transfer', 'regular', 'addition', 'fewerThan4Classes'];
export function boardListSection(
  lesson: Pick<Lesson, 'original_center_no' | 'class_type' | 'change_flag' | 'class_count'>,
): SectionType {
  const section = lessonSection(lesson);
  return section !== 'transfer' && hasFewerThanFourClasses(lesson) ? 'fewerThan4Classes' : section;
}
