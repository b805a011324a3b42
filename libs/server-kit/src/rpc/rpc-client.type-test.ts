import type { Caller, DropdownOption, LinkCheckOutput } from '@school/contracts';
import type { RpcClient } from './rpc-client';

// Service-to-service calls take the registry's names, inputs and outputs (STYLE 12): every line
// expected to be an error below must stay one. Type-checked by tsconfig.spec.json, never run.
export async function rpcClientEdges(rpc: RpcClient, caller: Caller): Promise<void> {
  // @ts-expect-error: misspelt API name
  await rpc.call('M20901_checkLink', { teacher_no: 1, student_no: null }, caller);
  // @ts-expect-error: wrong input field
  await rpc.call('M20901_checkLinks', { teacher_no: 1, students_no: null }, caller);
  // @ts-expect-error: the answer is which links exist, not dropdown options
  const options: DropdownOption[] = await rpc.call('M20901_checkLinks', { teacher_no: 1, student_no: null }, caller);
  // the gateway's untyped path still names a registered API
  // @ts-expect-error: misspelt API name
  await rpc.forward('M20901_checkLink', {}, caller);
  const links: LinkCheckOutput = await rpc.call('M20901_checkLinks', { teacher_no: 1, student_no: null }, caller);

  void [options, links];
}
