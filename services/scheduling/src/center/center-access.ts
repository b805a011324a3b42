import { type Caller, type DropdownOption } from '@school/contracts';
import { type RpcClient, validationError } from '@school/server-kit';

// The centers the caller may work on (SPEC §6), as the masters service, which owns them, lists them.
export const callerCenters = async (rpc: RpcClient, caller: Caller): Promise<DropdownOption[]> =>
  ((await rpc.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }, caller)) as DropdownOption[] | null) ??
  [];

// A center named in the input must be one of those; otherwise a 422 on center_no with the screen's message.
export const checkCallerCenter = async (rpc: RpcClient, centerNo: number, caller: Caller, messageKey: string): Promise<void> => {
  if (!(await callerCenters(rpc, caller)).some((c) => c.value === centerNo)) throw validationError({ center_no: [messageKey] });
};
