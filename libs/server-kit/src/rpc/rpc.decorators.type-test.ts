import type { Caller, CenterKey, CenterRecord, SubjectRecord } from '@school/contracts';
import { Rpc } from './rpc.decorators';

// A handler is bound to a registered name and checked against its registry types (STYLE 12): every
// decorator expected to be an error below must stay one. Type-checked by tsconfig.spec.json, never run.
declare const center: CenterRecord;
declare const subject: SubjectRecord;

export class RpcHandlerEdges {
  // @ts-expect-error: misspelt API name
  @Rpc('M20101_getEdt')
  misspelt(input: Record<string, unknown>) {
    return input.center_no === 1 ? center : center;
  }

  // @ts-expect-error: the handler reads a field the input does not have
  @Rpc('M20101_getEdit')
  wrongInput(input: { centre_no: number }) {
    return input.centre_no === 1 ? center : center;
  }

  // @ts-expect-error: the handler answers a subject for a center API
  @Rpc('M20101_getEdit')
  wrongOutput(input: CenterKey): Promise<SubjectRecord> {
    return Promise.resolve(input.center_no === 1 ? subject : subject);
  }

  // @ts-expect-error: the input comes first, the caller second
  @Rpc('M20101_doDelete')
  swapped(caller: Caller, input: Record<string, unknown>) {
    return caller.userNo === input.center_no ? null : null;
  }

  @Rpc('M20101_getEdit')
  typed(input: Record<string, unknown>, caller: Caller): Promise<CenterRecord> {
    return Promise.resolve(input.center_no === caller.userNo ? center : center);
  }

  @Rpc('getCurrentUser')
  callerOnly(caller: Caller) {
    return caller.userNo === null ? null : null;
  }
}
