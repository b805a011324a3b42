import type { Locale } from './locale';

// Who makes an RPC call; the gateway fills it from the session and sends it with every request.
export type Caller = {
  userNo: number | null;
  role: number | null;
  authorityFunctionIds: string[];
  locale: Locale;
  requestId: string;
};

export type RpcRequest<I = unknown> = { input: I; caller: Caller };
