import { DataSource } from 'typeorm';
import { EmailTokens } from './email-tokens';
import { TokensRepository } from './tokens.repository';

// Mailed single-use links against the real PostgreSQL the run migrated; the tokens belong to account
// 600_301, created here and removed after (its tokens go with it).
const USER = 600_301;
const EMAIL = 'i23-tokens@test.invalid';

describe('EmailTokens', () => {
  let ds: DataSource;
  let tokens: EmailTokens;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 1 } });
    await ds.initialize();
    tokens = new EmailTokens(new TokensRepository(ds));
    await ds.query(
      `INSERT INTO "auth"."user_account" ("user_no", "user_id", "user_named", "user_type_code") VALUES ($1, $2, 'Tokens', 540)`,
      [USER, `i23-tokens-${USER}`],
    );
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "auth"."user_account" WHERE "user_no" = $1`, [USER]);
    await ds.destroy();
  });

  it('gives the user and email back once, for its own kind only', async () => {
    const token = await tokens.issue('reset', USER, EMAIL);
    expect(await tokens.consume('login', token)).toBeNull();
    expect(await tokens.consume('reset', token)).toEqual({ userNo: USER, email: EMAIL });
    expect(await tokens.consume('reset', token)).toBeNull();
  });

  it('keeps only the hash of the token', async () => {
    const token = await tokens.issue('bind', USER, EMAIL);
    const stored = (await ds.query(
      `SELECT encode("token_hash", 'escape') AS "hash" FROM "auth"."email_token" WHERE "user_no" = $1`,
      [USER],
    )) as { hash: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((s) => s.hash.includes(token))).toBe(false);
  });

  it('replaces the unused link of the same kind, not of another', async () => {
    const first = await tokens.issue('login', USER, EMAIL);
    const register = await tokens.issue('register', USER, EMAIL);
    const second = await tokens.issue('login', USER, EMAIL);
    expect(await tokens.consume('login', first)).toBeNull();
    expect(await tokens.consume('login', second)).toEqual({ userNo: USER, email: EMAIL });
    expect(await tokens.consume('register', register)).toEqual({ userNo: USER, email: EMAIL });
  });

  it('refuses an expired link', async () => {
    const token = await tokens.issue('login', USER, EMAIL);
    await ds.query(
      `UPDATE "auth"."email_token" SET "expires_at" = now() - interval '1 second' WHERE "user_no" = $1 AND "used_at" IS NULL`,
      [USER],
    );
    expect(await tokens.consume('login', token)).toBeNull();
  });

  it('refuses anything that is not a token without asking the database', async () => {
    expect(await tokens.consume('login', 'x'.repeat(42))).toBeNull();
    expect(await tokens.consume('login', 42)).toBeNull();
  });
});
