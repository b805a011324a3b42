import { type Request } from 'express';
import { type CallContext } from '../api/dispatcher.service';
import { type SessionStore } from '../session/session.store';
import { localeFromHeaders, requestIdOf } from './request-context';

export const callContext = async (req: Request, sessions: SessionStore): Promise<CallContext> => {
  const session = await sessions.get(req);
  return { session, locale: session?.locale ?? localeFromHeaders(req), requestId: requestIdOf(req) };
};
