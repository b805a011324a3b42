import { Inject, Injectable } from '@nestjs/common';
import { type RateLimit, type RateLimitScope } from '@school/contracts';
import { AppError, natsNamespace } from '@school/server-kit';
import type Redis from 'ioredis';
import { GATEWAY_CONFIG, REDIS, type GatewayConfig } from '../tokens';

type Window = { max: number; seconds: number };

// Per IP and per account, fixed windows in Redis (shared by every gateway replica).
const LIMITS: Record<RateLimitScope, { ip: Window; account: Window }> = {
  login: { ip: { max: 30, seconds: 300 }, account: { max: 10, seconds: 900 } },
  emailLink: { ip: { max: 20, seconds: 3600 }, account: { max: 5, seconds: 3600 } },
  register: { ip: { max: 20, seconds: 3600 }, account: { max: 5, seconds: 3600 } },
  reset: { ip: { max: 20, seconds: 3600 }, account: { max: 5, seconds: 3600 } },
  password: { ip: { max: 30, seconds: 300 }, account: { max: 10, seconds: 300 } },
  // calendar apps poll a feed every 15 minutes or so; one school's address may carry a few hundred
  // people's feeds, while guessing tokens from one address is held to a minute's worth. No account:
  // the caller is anonymous.
  calendarFeed: { ip: { max: 60, seconds: 60 }, account: { max: 60, seconds: 60 } },
};

@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private async hit(key: string, w: Window): Promise<boolean> {
    const full = `${natsNamespace()}:rate:${key}`;
    const [[, count]] = (await this.redis.multi().incr(full).expire(full, w.seconds, 'NX').exec()) as [[null, number]];
    return count <= w.max * this.config.RATE_LIMIT_SCALE;
  }

  async check(limit: RateLimit, ip: string, input: Record<string, unknown>, userNo: number | null): Promise<void> {
    const l = LIMITS[limit.scope];
    const raw = limit.accountField ? input[limit.accountField] : userNo;
    const account =
      typeof raw === 'string' ? raw.trim().toLowerCase().slice(0, 254) : typeof raw === 'number' ? String(raw) : null;
    const ipOk = await this.hit(`${limit.scope}:ip:${ip}`, l.ip);
    const accountOk = account ? await this.hit(`${limit.scope}:account:${account}`, l.account) : true;
    if (!ipOk || !accountOk) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
}
