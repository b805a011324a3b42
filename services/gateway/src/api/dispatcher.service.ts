import { Injectable } from '@nestjs/common';
import { API_REGISTRY, decideAccess, type ActionError, type CurrentUser, type RpcErrorPayload } from '@school/contracts';
import { AppError, payloadToHttp, RpcClient, toPayload, valueOf, type HttpError } from '@school/server-kit';
import { type Request } from 'express';
import { callerOf, type CallContext } from '../common/call-context';
import { RateLimiter } from '../security/rate-limiter';
import { Sessions } from '../session/sessions';
import { type ParsedAction } from './batch';

type BatchAnswer = { status: 200; outputs: unknown[] } | HttpError;

// What a batch answers, with the Set-Cookie headers its actions' session effects need; the controller
// sends them whatever the answer (a login that succeeded in a partly failed batch still signs in).
export type BatchResult = BatchAnswer & { cookies: string[] };

// Runs a batch: every action is checked for access and rate limits before any runs (a refused batch
// changes nothing); then the actions run in order, each on its own, and the answer keeps their order.
@Injectable()
export class Dispatcher {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: Sessions,
    private readonly limiter: RateLimiter,
  ) {}

  authorize(actions: ParsedAction[], ctx: CallContext): void {
    const subject = ctx.session ? { role: ctx.session.data.role, functionIds: ctx.session.data.functionIds } : null;
    for (const action of actions) {
      const decision = decideAccess(API_REGISTRY[action.api].access, subject);
      if (decision === 'not-logged-in') throw new AppError('NOT_LOGGED_IN', 'error.notLoggedIn');
      if (decision === 'forbidden') throw new AppError('FORBIDDEN', 'error.forbidden');
    }
  }

  async run(actions: ParsedAction[], ctx: CallContext, req: Request): Promise<BatchResult> {
    this.authorize(actions, ctx);
    for (const action of actions) {
      const limit = API_REGISTRY[action.api].rateLimit;
      if (limit) await this.limiter.check(limit, ctx.ip, action.input, ctx.session?.data.userNo ?? null);
    }
    const caller = callerOf(ctx);
    const outcomes: ({ output: unknown } | { error: RpcErrorPayload })[] = [];
    const cookies: string[] = [];
    for (const action of actions) {
      try {
        const output = await this.rpc.forward(action.api, action.input, caller);
        const cookie = await this.applySessionEffect(action, output, req);
        if (cookie) cookies.push(cookie);
        outcomes.push({ output });
      } catch (e) {
        outcomes.push({ error: toPayload(e, ctx.requestId) });
      }
    }
    return { ...this.answer(actions, outcomes, ctx), cookies };
  }

  // The session cookie to set after a login or logout; null when the action sets none.
  private async applySessionEffect(action: ParsedAction, output: unknown, req: Request): Promise<string | null> {
    const effect = API_REGISTRY[action.api].session;
    if (effect === 'login') return this.sessions.login(req, valueOf(output) as CurrentUser);
    if (effect === 'logout') return this.sessions.logout(req);
    if (effect === 'refresh') await this.sessions.refresh(req, valueOf(output) as CurrentUser);
    return null;
  }

  private answer(
    actions: ParsedAction[],
    outcomes: ({ output: unknown } | { error: RpcErrorPayload })[],
    ctx: CallContext,
  ): BatchAnswer {
    const failed = outcomes.flatMap((o, index) => ('error' in o ? [{ index, error: o.error }] : []));
    if (!failed.length) return { status: 200, outputs: outcomes.map((o) => ('output' in o ? o.output : null)) };
    // A lost session outranks everything: the shell must log out (SPEC §8).
    const unauthorized = failed.find((f) => f.error.status === 401);
    if (unauthorized) return payloadToHttp(unauthorized.error, ctx.locale);
    const statuses = new Set(failed.map((f) => f.error.status));
    if (failed.length === actions.length && statuses.size === 1) return payloadToHttp(failed[0].error, ctx.locale);
    const errors: ActionError[] = failed.map(({ index, error }) => {
      const http = payloadToHttp(error, ctx.locale);
      return {
        index,
        api: actions[index].api,
        status: http.status,
        code: http.body.code,
        message: http.body.message,
        ...(http.body.errors && !Array.isArray(http.body.errors) ? { errors: http.body.errors } : {}),
      };
    });
    const batch = payloadToHttp(
      { status: 522, code: 'BATCH_FAILED', messageKey: 'error.batchFailed', requestId: ctx.requestId },
      ctx.locale,
    );
    batch.body.errors = errors;
    (batch.body as typeof batch.body & { data: unknown[] }).data = outcomes.map((o) =>
      'output' in o ? { output: o.output } : null,
    );
    return batch;
  }
}
