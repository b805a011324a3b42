import { useApi } from '@school/ui';
import type { FieldOption } from '@school/ui/screens';
import { useEffect, useState } from 'react';

// Japan's prefectures from the address lookups (Address_getCountries, then its states), as the
// names a record stores.
export function usePrefectureOptions(): FieldOption<string>[] {
  const api = useApi();
  const [options, setOptions] = useState<FieldOption<string>[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call('Address_getCountries', {}, { silent: true })
      .then((countries) => {
        const japan = countries.find((c) => c.code === 'JP');
        return japan ? api.call('Address_getStates', { o0101_id: japan.o0101_id }, { silent: true }) : [];
      })
      .then((states) => live && setOptions(states.map((s) => ({ value: s.name, label: s.name }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return options;
}
