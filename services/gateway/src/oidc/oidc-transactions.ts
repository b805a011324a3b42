import { Inject, Injectable } from '@nestjs/common';
import { type SocialProfile } from '@school/contracts';
import { natsNamespace } from '@school/server-kit';
import { type Request, type Response } from 'express';
import type Redis from 'ioredis';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GATEWAY_CONFIG, REDIS, type GatewayConfig } from '../tokens';
import { type PassportSession } from './oidc-strategies';

// A login in progress at a provider: the strategy's session (state, nonce, code verifier) and the
// page to open afterwards.
export type OidcFlow = { provider: string; next: string; passport: PassportSession };

type Kind = 'flow' | 'bind';

// Ten minutes to sign in at the provider, and as long to answer the bind dialog.
const TTL_SECONDS = 600;
const COOKIE: Record<Kind, string> = { flow: 'oidc_tx', bind: 'social_bind' };
const ID = /^[A-Za-z0-9_-]{43}$/;

export const cookieValue = (req: Request, name: string): string | null => {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
};

// Short-lived state of social login, kept in Redis (shared by every gateway replica) under a random
// id that only an httpOnly, SameSite=Lax cookie carries. The cookie is signed with SESSION_SECRET,
// so a forged one is refused without a Redis lookup. Each record is read once: taking deletes it.
@Injectable()
export class OidcTransactions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private key(kind: Kind, id: string): string {
    return `${natsNamespace()}:oidc:${kind}:${id}`;
  }

  private signature(kind: Kind, id: string): string {
    return createHmac('sha256', this.config.SESSION_SECRET).update(`${kind}:${id}`).digest('base64url');
  }

  private idOf(kind: Kind, req: Request): string | null {
    const value = cookieValue(req, COOKIE[kind]);
    const [id, signature] = (value ?? '').split('.');
    if (!id || !signature || !ID.test(id)) return null;
    const expected = Buffer.from(this.signature(kind, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  // Scoped to the OpenID Connect routes: no other request carries it.
  private cookie(req: Request, kind: Kind, value: string, maxAge: number): string {
    const parts = [`${COOKIE[kind]}=${value}`, 'Path=/auth/oidc', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
    if (req.secure) parts.push('Secure');
    return parts.join('; ');
  }

  private async save(kind: Kind, req: Request, res: Response, value: unknown): Promise<void> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(kind, id), JSON.stringify(value), 'EX', TTL_SECONDS);
    res.append('Set-Cookie', this.cookie(req, kind, `${id}.${this.signature(kind, id)}`, TTL_SECONDS));
  }

  private async take(kind: Kind, req: Request, res: Response): Promise<unknown> {
    if (cookieValue(req, COOKIE[kind]) !== null) res.append('Set-Cookie', this.cookie(req, kind, '', 0));
    const id = this.idOf(kind, req);
    const raw = id ? await this.redis.getdel(this.key(kind, id)) : null;
    return raw ? (JSON.parse(raw) as unknown) : null;
  }

  saveFlow(req: Request, res: Response, flow: OidcFlow): Promise<void> {
    return this.save('flow', req, res, flow);
  }

  async takeFlow(req: Request, res: Response): Promise<OidcFlow | null> {
    return (await this.take('flow', req, res)) as OidcFlow | null;
  }

  // The provider's profile, waiting for the user's answer to "bind to your existing account?".
  savePendingBind(req: Request, res: Response, profile: SocialProfile): Promise<void> {
    return this.save('bind', req, res, profile);
  }

  async takePendingBind(req: Request, res: Response): Promise<SocialProfile | null> {
    return (await this.take('bind', req, res)) as SocialProfile | null;
  }
}
