import type { DropdownOption } from '@school/contracts';
import { useApi } from '@school/ui';
import { useEffect, useState } from 'react';

// Centers (group_flag 0) or center groups (1) fresh from M0110CenterService, so a center added a
// moment ago is there; authority: only the centers the user works on (SPEC §6).
export function useCenterOptions(groupFlag: 0 | 1, authority = false): DropdownOption[] {
  const api = useApi();
  const [options, setOptions] = useState<DropdownOption[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(
        authority ? 'M0110CenterService.getCentersDropdown_Authority' : 'M0110CenterService.getCentersDropdown_ShortLabel',
        { group_flag: groupFlag },
        { silent: true },
      )
      .then((rows) => live && setOptions(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, groupFlag, authority]);
  return options;
}
