import { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';

// helmet's headers, computed once at start-up: every answer gets the same set, and the hot path
// (every API call) sets a fixed list instead of running thirteen middlewares.
export const securityHeaders = (): ((req: Request, res: Response, next: NextFunction) => void) => {
  const collected: [string, string][] = [];
  const probe = {
    setHeader: (name: string, value: string | number | readonly string[]) => collected.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet({ crossOriginResourcePolicy: { policy: 'same-site' } })({} as Request, probe as unknown as Response, () => undefined);
  return (_req, res, next) => {
    for (const [name, value] of collected) res.setHeader(name, value);
    next();
  };
};
