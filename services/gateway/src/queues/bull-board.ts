import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ALL_QUEUES } from '@school/contracts';
import { AppError, natsNamespace } from '@school/server-kit';
import { Queue } from 'bullmq';
import { type NextFunction, type Request, type Response, type Router } from 'express';
import { sendError } from '../common/send-error';
import { type Sessions } from '../session/sessions';

export const BULL_BOARD_PATH = '/admin/queues';
const ADMIN_ROLE = 560;

// bull-board over every BullMQ queue, for administrators (role 560) only (DESIGN §4).
export const bullBoard = (
  redisUrl: string,
  sessions: Sessions,
): { router: Router; guard: (req: Request, res: Response, next: NextFunction) => void; close: () => Promise<void> } => {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queues = ALL_QUEUES.map((name) => new Queue(name, { connection, prefix: natsNamespace() }));
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  const guard = (req: Request, res: Response, next: NextFunction) => {
    sessions
      .of(req)
      .then((session) => {
        if (session?.data.role === ADMIN_ROLE) return next();
        sendError(
          req,
          res,
          session ? new AppError('FORBIDDEN', 'error.forbidden') : new AppError('NOT_LOGGED_IN', 'error.notLoggedIn'),
        );
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
