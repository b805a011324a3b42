import { AsyncLocalStorage } from 'node:async_hooks';

// Who a piece of work is done for, for the events it writes (the audit trail, docs/audit.md): the
// signed-in user of an RPC call and its request id, or those of the event a consumer applies. Set
// where the work starts (GracefulNatsServer's dispatch, IdempotentConsumer), read by writeEvent, so
// no handler passes it along. Outside both (a CLI command, a job) there is none.
export type RequestContext = { userNo: number | null; requestId: string | null };

const storage = new AsyncLocalStorage<RequestContext>();

export const runInRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

export const currentRequestContext = (): RequestContext | undefined => storage.getStore();

// The context of an RPC request's data ({input, caller}); health checks have no caller.
export const requestContextOf = (data: unknown): RequestContext => {
  const caller = (data as { caller?: { userNo?: unknown; requestId?: unknown } | null } | null)?.caller;
  return {
    userNo: typeof caller?.userNo === 'number' ? caller.userNo : null,
    requestId: typeof caller?.requestId === 'string' ? caller.requestId : null,
  };
};
