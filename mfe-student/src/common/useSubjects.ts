import { type DropdownOption } from '@school/contracts';
import { useApi } from '@school/ui';
import { useEffect, useState } from 'react';

// A subject's name by number (masters' subject list; the number itself until it is read).
export function useSubjectLabel(): (subjectNo: number) => string {
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
  return (no) => subjects.find((s) => s.value === no)?.label ?? String(no);
}
