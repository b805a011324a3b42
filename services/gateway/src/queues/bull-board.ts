import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { QUEUES } from '@school/contracts';
import { natsNamespace, toHttpError } from '@school/server-kit';
import { Queue } from 'bullmq';
import { type NextFunction, type Request, type Response, type Router } from 'express';
import { localeFromHeaders, requestIdOf } from '../common/request-context';
import { type SessionStore } from '../session/session.store';
import { AppError } from '@school/server-kit';

export const BULL_BOARD_PATH = '/admin/queues';
const ADMIN_ROLE = 560;

// bull-board over every BullMQ queue, for administrators (role 560) only (DESIGN §4).
export const bullBoard = (redisUrl: string, sessions: SessionStore): { router: Router; guard: (req: Request, res: Response, next: NextFunction) => void; close: () => Promise<void> } => {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix: natsNamespace() }));
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  const guard = (req: Request, res: Response, next: NextFunction) => {
    sessions
      .get(req)
      .then((session) => {
        if (session?.role === ADMIN_ROLE) return next();
        const error = session ? new AppError('FORBIDDEN', 'error.forbidden') : new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
        const { status, body } = toHttpError(error, session?.locale ?? localeFromHeaders(req), requestIdOf(req));
        res.status(status).json(body);
      })
      .catch(next);
  };
  return {
    router: serverAdapter.getRouter() as Router,
    guard,
    close: async () => {
      await Promise.all(queues.map((q) => q.close()));
    },
  };
};
