import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { API_REGISTRY, CALENDAR_FEED_TOKEN_PATTERN } from '@school/contracts';
import { AppError, RpcClient } from '@school/server-kit';
import { type Request, type Response } from 'express';
import { callerOf } from '../common/call-context';
import { localeFromHeaders, requestIdOf } from '../common/request-context';
import { RateLimiter } from '../security/rate-limiter';

const FEED_LIMIT = API_REGISTRY.CalendarFeed_getFeed.rateLimit!;

// GET /api/calendar/<token>.ics: a teacher's or student's private lesson feed, read by calendar apps
// that hold no cookie; the token is the whole credential (docs/calendar-feeds.md). Anonymous, so it is
// limited per address like the other anonymous routes; an unknown or revoked token is 404.
@Controller('api/calendar')
export class CalendarFeedController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':file')
  async feed(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    await this.limiter.check(FEED_LIMIT, ip, {}, null);
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', 'error.notFound');
    const caller = callerOf({
      session: null,
      locale: localeFromHeaders(req),
      requestId: requestIdOf(req),
      ip,
      frontendUrl: null,
    });
    const { ics } = await this.rpc.call('CalendarFeed_getFeed', { token }, caller);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    // the feed is one person's: no shared cache (proxy, CDN) may keep it; the app asks again each time
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.status(200).send(ics);
  }
}
