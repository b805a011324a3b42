import type { DropdownOption } from '@school/contracts';
import type { ApiClient } from '../api/api-client';
import { useApi } from './ServicesContext';
import { useEffect, useState } from 'react';

// Centers (group_flag 0) or center groups (1) fresh from M0110CenterService, so a center added a
// moment ago is there; authority: only the centers the user works on (SPEC §6); centerGroupNo: only
// that group's centers. The call itself, for a screen that applies several answers in one update.
export const centersDropdown = (
  api: ApiClient,
  groupFlag: 0 | 1,
  authority = false,
  centerGroupNo: number | null = null,
): Promise<DropdownOption[]> =>
  api.call(
    authority ? 'M0110CenterService.getCentersDropdown_Authority' : 'M0110CenterService.getCentersDropdown_ShortLabel',
    centerGroupNo === null ? { group_flag: groupFlag } : { group_flag: groupFlag, center_group_no: centerGroupNo },
    { silent: true },
  );

export function useCenterOptions(groupFlag: 0 | 1, authority = false, centerGroupNo: number | null = null): DropdownOption[] {
  const api = useApi();
  const [options, setOptions] = useState<DropdownOption[]>([]);
  useEffect(() => {
    let live = true;
    centersDropdown(api, groupFlag, authority, centerGroupNo)
      .then((rows) => live && setOptions(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, groupFlag, authority, centerGroupNo]);
  return options;
}
