import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { TokensRepository } from './tokens.repository';

export type TokenKind = 'login' | 'register' | 'bind' | 'reset';

// Login link 15 minutes (the issue); the others long enough to find the mail.
const LIFETIME_MINUTES: Record<TokenKind, number> = { login: 15, register: 24 * 60, bind: 24 * 60, reset: 60 };

const hash = (token: string) => createHash('sha256').update(token).digest();

// Single-use links. The mail carries the token; the database only its hash, so a copy of the
// database gives no working link.
@Injectable()
export class EmailTokens {
  constructor(private readonly repo: TokensRepository) {}

  async issue(kind: TokenKind, userNo: number, email: string, db?: DataSource | EntityManager): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // A new link replaces the unused ones of the same kind.
    await this.repo.deleteUnused(userNo, kind, db);
    await this.repo.insert({ tokenHash: hash(token), kind, userNo, email, lifetimeMinutes: LIFETIME_MINUTES[kind] }, db);
    return token;
  }

  // Marks the token used and returns its user and email, or null when unknown, used or expired.
  async consume(
    kind: TokenKind,
    token: unknown,
    db?: DataSource | EntityManager,
  ): Promise<{ userNo: number; email: string } | null> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.repo.markUsed(hash(token), kind, db);
    return row ? { userNo: row.user_no, email: row.email } : null;
  }
}
