import { type DropdownOption } from '@school/contracts';
import { useApi } from '@school/ui';
import { useEffect, useState } from 'react';

// The subjects (masters' subject list, empty until it is read) and a subject's name by number (the
// number itself until the list is read).
export function useSubjects(): { subjects: DropdownOption[]; subjectOf: (subjectNo: number) => string } {
  const api = useApi();
  const [subjects, setSubjects] = useState<DropdownOption[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call('M20401_getSubjectsDropdown', {}, { silent: true })
      .then((rows) => live && setSubjects(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return { subjects, subjectOf: (no) => subjects.find((s) => s.value === no)?.label ?? String(no) };
}

// A subject's name by number, for screens that need no list.
export function useSubjectLabel(): (subjectNo: number) => string {
  return useSubjects().subjectOf;
}
