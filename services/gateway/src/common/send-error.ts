import { toHttpError } from '@school/server-kit';
import { type Request, type Response } from 'express';
import { localeFromHeaders, requestIdOf } from './request-context';

// For plain express middlewares, which run outside Nest's exception filters: the same mapping.
export const sendError = (req: Request, res: Response, error: unknown): void => {
  const { status, body } = toHttpError(error, localeFromHeaders(req), requestIdOf(req));
  res.status(status).json(body);
};
