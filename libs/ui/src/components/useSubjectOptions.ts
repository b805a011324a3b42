import type { DropdownOption } from '@school/contracts';
import { useApi } from './ServicesContext';
import { useEffect, useState } from 'react';

// Every subject (M20401), fresh, for pickers and filters.
export function useSubjectOptions(): DropdownOption[] {
  const api = useApi();
  const [options, setOptions] = useState<DropdownOption[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call('M20401_getSubjectsDropdown', {}, { silent: true })
      .then((rows) => live && setOptions(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return options;
}
