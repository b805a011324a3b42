import { AppError } from '@school/server-kit';
import { type NextFunction, type Request, type Response } from 'express';
import { sendError } from '../common/send-error';

// CSRF defence beside SameSite=Lax cookies: a state-changing request must come from an allowed web
// origin. Browsers send Origin on every cross-origin and same-origin POST; a request without Origin
// and Referer is only accepted when it carries no session cookie (servers, scripts, the benchmark).
export const csrfGuard =
  (origins: readonly string[], cookieName: string) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.header('origin') ?? refererOrigin(req.header('referer'));
    const hasSession = (req.header('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${cookieName}=`));
    const allowed = origin ? isWebOrigin(origins, origin) : !hasSession;
    if (allowed) next();
    else sendError(req, res, new AppError('CSRF_REJECTED', 'error.csrf'));
  };

// The one Origin rule of the API and the live socket (live/live-upgrade.ts): one of WEB_ORIGINS exactly.
export const isWebOrigin = (origins: readonly string[], origin: string | undefined): boolean =>
  !!origin && origins.includes(origin);

const refererOrigin = (referer: string | undefined): string | undefined => {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
};
