import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { AppError, JsonLogger, RpcCallError, RpcClient } from '@school/server-kit';
import { type Request, type Response } from 'express';
import { callContext, callerOf } from '../common/call-context';
import { requestIdOf } from '../common/request-context';
import { Sessions } from '../session/sessions';
import { GATEWAY_CONFIG, type GatewayConfig } from '../tokens';
import { type OidcProviderInfo } from './oidc-providers';
import { appUrl, loginPageUrl, safeNextPath } from './oidc-redirects';
import { OidcFlowError, OidcStrategies, type PassportSession } from './oidc-strategies';
import { OidcTransactions } from './oidc-transactions';

// Social login with OpenID Connect (SPEC §1, §2: the dialog asking to bind a social account to the
// existing account that uses the same email). The browser comes here by top-level navigation; the
// outcome goes back to the shell's login screen as ?social=bind|unknown|error.
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new JsonLogger('gateway');

  constructor(
    private readonly strategies: OidcStrategies,
    private readonly transactions: OidcTransactions,
    private readonly sessions: Sessions,
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private get webUrl(): string {
    return this.config.WEB_ORIGINS[0];
  }

  // The login screen's buttons.
  @Get('providers')
  providers(): { data: OidcProviderInfo[] } {
    return { data: this.strategies.list() };
  }

  @Get(':provider')
  async start(
    @Param('provider') provider: string,
    @Query('next') next: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    try {
      if (!this.strategies.has(provider)) throw new OidcFlowError('unknown provider');
      const passport: PassportSession = {};
      const location = await this.strategies.begin(provider, req, passport);
      await this.transactions.saveFlow(req, res, { provider, next: safeNextPath(next), passport });
      res.redirect(location);
    } catch (e) {
      this.failed(req, res, provider, 'start', e);
    }
  }

  @Get(':provider/callback')
  async callback(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      const flow = await this.transactions.takeFlow(req, res);
      // No flow: the cookie is missing, expired, forged, or the callback is replayed or from another browser.
      if (!flow || flow.provider !== provider) throw new OidcFlowError('no login in progress for this browser');
      const profile = await this.strategies.finish(provider, req, flow.passport);
      const caller = callerOf(await callContext(req, this.sessions, this.config.WEB_ORIGINS));
      const answer = await this.rpc.call('Auth_socialLogin', profile, caller);
      if (answer.outcome === 'signedIn') {
        res.append('Set-Cookie', await this.sessions.login(req, answer.user));
        res.redirect(appUrl(this.webUrl, flow.next));
      } else if (answer.outcome === 'bindOffered') {
        // Never bound silently: the shell asks, and the answer comes back to POST bind or bind/cancel.
        await this.transactions.savePendingBind(req, res, profile);
        res.redirect(loginPageUrl(this.webUrl, 'bind', { email: answer.email, next: flow.next }));
      } else {
        res.redirect(loginPageUrl(this.webUrl, 'unknown', { next: flow.next }));
      }
    } catch (e) {
      this.failed(req, res, provider, 'callback', e);
    }
  }

  // The bind dialog's "yes".
  @Post('bind')
  async bind(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.requireWebOrigin(req);
    const profile = await this.transactions.takePendingBind(req, res);
    if (!profile) throw new AppError('BUSINESS_RULE', 'auth.socialBindExpired');
    const caller = callerOf(await callContext(req, this.sessions, this.config.WEB_ORIGINS));
    const user = await this.rpc.call('Auth_socialBind', profile, caller);
    res.append('Set-Cookie', await this.sessions.login(req, user));
    res.status(200).json({ data: { user } });
  }

  // The bind dialog's "no": the provider's profile is forgotten.
  @Post('bind/cancel')
  async cancel(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.requireWebOrigin(req);
    await this.transactions.takePendingBind(req, res);
    res.status(200).json({ data: null });
  }

  // The CSRF middleware lets a request without Origin through when it has no session cookie; these
  // act on the pending-bind cookie instead, so they insist on an allowed origin.
  private requireWebOrigin(req: Request): void {
    const origin = req.header('origin');
    if (!origin || !this.config.WEB_ORIGINS.includes(origin)) throw new AppError('CSRF_REJECTED', 'error.csrf');
  }

  private failed(req: Request, res: Response, provider: string, stage: 'start' | 'callback', e: unknown): void {
    const expected = e instanceof OidcFlowError || (e instanceof RpcCallError && e.payload.status < 500);
    this.logger.event(expected ? 'warn' : 'error', 'social login failed', {
      requestId: requestIdOf(req),
      provider: provider.slice(0, 40),
      stage,
      reason: e instanceof Error ? e.message : String(e),
    });
    if (res.headersSent) res.end();
    else res.redirect(loginPageUrl(this.webUrl, 'error'));
  }
}
