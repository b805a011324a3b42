import type { Locale } from './locale';

// Who makes an RPC call; the gateway fills it from the session and sends it with every request.
export type Caller = {
  userNo: number | null;
  role: number | null;
  functionIds: string[];
  // Centers the caller may work on; null means all (headquarters roles).
  centerNos: number[] | null;
  // the teacher or student the account is linked to (roles 300 and 110–130), for "only their own"
  teacherNo: number | null;
  studentNo: number | null;
  locale: Locale;
  requestId: string;
  // The browser's address as the gateway saw it, for the audit log.
  ip: string;
  // Where links in mails should point (X-Frontend-URL of auth calls, checked against WEB_ORIGINS).
  frontendUrl: string | null;
};

export type RpcRequest<I = unknown> = { input: I; caller: Caller };

// A call a service makes on its own behalf (an event consumer, a CLI command): nobody signed in, no
// scope; requestId ties it to what caused it (the event's id, the command's run).
export const systemCaller = (requestId: string, ip = ''): Caller => ({
  userNo: null,
  role: null,
  functionIds: [],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId,
  ip,
  frontendUrl: null,
});
