import { Inject, Injectable } from '@nestjs/common';
import { type Locale } from '@school/contracts';
import { natsNamespace } from '@school/server-kit';
import { type Request } from 'express';
import type Redis from 'ioredis';
import { GATEWAY_CONFIG, REDIS, type GatewayConfig } from '../tokens';

// A signed-in session as the gateway holds it in Redis (the auth service writes it at login).
export type GatewaySession = {
  userNo: number;
  role: number;
  roleCode: string;
  status: string;
  authorityFunctionIds: string[];
  locale: Locale;
};

const SID = /^[A-Za-z0-9_-]{32,128}$/;

@Injectable()
export class SessionStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private key(sid: string) {
    return `${natsNamespace()}:session:${sid}`;
  }

  sidOf(req: Request): string | null {
    const header = req.header('cookie') ?? '';
    for (const part of header.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === this.config.SESSION_COOKIE) {
        const sid = decodeURIComponent(rest.join('='));
        return SID.test(sid) ? sid : null;
      }
    }
    return null;
  }

  async get(req: Request): Promise<GatewaySession | null> {
    const sid = this.sidOf(req);
    if (!sid) return null;
    const raw = await this.redis.get(this.key(sid));
    if (!raw) return null;
    const session = JSON.parse(raw) as GatewaySession;
    // SPEC §3: logged in means a non-visitor role code and an active status.
    return session.roleCode !== 'V' && session.status === 'A' ? session : null;
  }
}
