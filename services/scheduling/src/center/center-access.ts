import { type Caller, type DropdownOption } from '@school/contracts';
import { type MessageKey } from '@school/i18n';
import { type RpcClient, validationError } from '@school/server-kit';

// The centers the caller may work on (SPEC §6), as the masters service, which owns them, lists them.
export const callerCenters = (rpc: RpcClient, caller: Caller): Promise<DropdownOption[]> =>
  rpc.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }, caller);

// A center named in the input must be one of those; otherwise a 422 on center_no with the screen's message.
export const checkCallerCenter = async (
  rpc: RpcClient,
  centerNo: number,
  caller: Caller,
  messageKey: MessageKey,
): Promise<void> => {
  if (!(await callerCenters(rpc, caller)).some((c) => c.value === centerNo)) throw validationError({ center_no: [messageKey] });
};
