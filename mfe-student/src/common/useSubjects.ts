import { type DropdownOption } from '@school/contracts';
import { useSubjectOptions } from '@school/ui';

// The subjects (libs/ui's list, empty until it is read) and a subject's name by number (the number
// itself until the list is read).
export function useSubjects(): { subjects: DropdownOption[]; subjectOf: (subjectNo: number) => string } {
  const subjects = useSubjectOptions();
  return { subjects, subjectOf: (no) => subjects.find((s) => s.value === no)?.label ?? String(no) };
}

// A subject's name by number, for screens that need no list.
export function useSubjectLabel(): (subjectNo: number) => string {
  return useSubjects().subjectOf;
}
