import { type Caller, type Locale } from '@school/contracts';
import { type Request } from 'express';
import { type RequestSession, type Sessions } from '../session/sessions';
import { localeFromHeaders, requestIdOf } from './request-context';

export type CallContext = {
  session: RequestSession | null;
  locale: Locale;
  requestId: string;
  ip: string;
  frontendUrl: string | null;
};

// X-Frontend-URL is used for links in mails, so only a page of an allowed web origin counts.
const frontendUrlOf = (req: Request, origins: readonly string[]): string | null => {
  const given = req.header('x-frontend-url');
  if (!given) return null;
  try {
    const url = new URL(given);
    return origins.includes(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
};

export const callContext = async (req: Request, sessions: Sessions, origins: readonly string[]): Promise<CallContext> => {
  const session = await sessions.of(req);
  return {
    session,
    locale: session?.data.locale ?? localeFromHeaders(req),
    requestId: requestIdOf(req),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    frontendUrl: frontendUrlOf(req, origins),
  };
};

export const callerOf = (ctx: CallContext): Caller => ({
  userNo: ctx.session?.data.userNo ?? null,
  role: ctx.session?.data.role ?? null,
  functionIds: ctx.session?.data.functionIds ?? [],
  centerNos: ctx.session ? ctx.session.data.centerNos : [],
  teacherNo: ctx.session?.data.teacherNo ?? null,
  studentNo: ctx.session?.data.studentNo ?? null,
  locale: ctx.locale,
  requestId: ctx.requestId,
  ip: ctx.ip,
  frontendUrl: ctx.frontendUrl,
});
