import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppError } from '@school/server-kit';
import { type Request } from 'express';
import { type RequestSession, Sessions } from './sessions';

export type RequestWithSession = Request & { session?: RequestSession };

// For HTTP endpoints outside the RPC wire (uploads, files): a signed-in session, checked before the
// body is read so an anonymous upload is refused without storing a byte.
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: Sessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.of(req);
    if (!session) throw new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
    req.session = session;
    return true;
  }
}
