import { Inject, Injectable } from '@nestjs/common';
import { type CurrentUser, isLocale } from '@school/contracts';
import { type SessionData, SessionStore } from '@school/server-kit';
import { type Request } from 'express';
import { GATEWAY_CONFIG, SESSION_STORE, type GatewayConfig } from '../tokens';

export type RequestSession = { sid: string; data: SessionData };

// SPEC §3: logged in means a non-visitor role code and an active status.
const isActive = (s: SessionData) => s.roleCode !== 'V' && s.status === 'A';

// The session behind the cookie: httpOnly, SameSite=Lax, Secure when served over TLS.
@Injectable()
export class Sessions {
  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  sidOf(req: Request): string | null {
    return this.sidOfCookie(req.header('cookie'));
  }

  // The cookie header of a request Express has not seen (the live socket's upgrade).
  sidOfCookie(header: string | undefined): string | null {
    for (const part of (header ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === this.config.SESSION_COOKIE) {
        const sid = part.slice(at + 1).trim();
        return SessionStore.isSid(sid) ? sid : null;
      }
    }
    return null;
  }

  async of(req: Request): Promise<RequestSession | null> {
    const cached = (req as Request & { schoolSession?: RequestSession | null }).schoolSession;
    if (cached !== undefined) return cached;
    const session = await this.ofSid(this.sidOf(req));
    (req as Request & { schoolSession?: RequestSession | null }).schoolSession = session;
    return session;
  }

  // peek: read without sliding the idle expiry (a live socket's later checks)
  async ofSid(sid: string | null, peek = false): Promise<RequestSession | null> {
    const data = sid ? await (peek ? this.store.peek(sid) : this.store.get(sid)) : null;
    return sid && data && isActive(data) ? { sid, data } : null;
  }

  private cookie(req: Request, value: string, maxAge?: number): string {
    const parts = [`${this.config.SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
    if (req.secure) parts.push('Secure');
    if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
    return parts.join('; ');
  }

  private dataOf(user: CurrentUser): Omit<SessionData, 'createdAt' | 'lastSeenAt'> {
    return {
      userNo: user.user_no,
      role: user.user_type_code,
      roleCode: user.role_code,
      status: user.status,
      functionIds: user.allowed_function_ids,
      centerNos: user.center_nos,
      teacherNo: user.teacher_no,
      studentNo: user.student_no,
      locale: isLocale(user.locale_code) ? user.locale_code : 'ja',
    };
  }

  // Login: the old session (if any) ends and a new id is issued. Login and logout answer the
  // Set-Cookie header the browser needs; the controller sends it (HTTP stays in controllers).
  async login(req: Request, user: CurrentUser): Promise<string> {
    const old = this.sidOf(req);
    if (old) await this.store.destroy(old);
    const sid = await this.store.create(this.dataOf(user));
    return this.cookie(req, sid);
  }

  async logout(req: Request): Promise<string> {
    const sid = this.sidOf(req);
    if (sid) await this.store.destroy(sid);
    return this.cookie(req, '', 0);
  }

  async refresh(req: Request, user: CurrentUser): Promise<void> {
    const session = await this.of(req);
    if (session && session.data.userNo === user.user_no) await this.store.update(session.sid, this.dataOf(user));
  }
}
