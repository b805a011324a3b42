import { DataSource } from 'typeorm';
import { chatIsEmpty } from './seed';

// The chat schema as the run's seed left it, against the real PostgreSQL: the demo school's messages
// are there and the serial was moved past their explicit ids, so a new message gets a free number.
// The one message this spec adds (rel_id 640_701) is removed after.
const REL_ID = 640_701;

describe('chat seed', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 1 } });
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "chat"."chat_message" WHERE "rel_id" = $1`, [REL_ID]);
    await ds.destroy();
  });

  it('is not empty after seeding, so a second seed --if-empty leaves it alone', async () => {
    expect(await chatIsEmpty(ds)).toBe(false);
  });

  it('numbers a new message after every seeded one', async () => {
    const [{ max }] = (await ds.query(`SELECT max("id")::int AS "max" FROM "chat"."chat_message"`)) as { max: number }[];
    const [{ id }] = (await ds.query(
      `INSERT INTO "chat"."chat_message" ("rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name")
       VALUES ('lesson', $1, 'i23', 600701, 'staff', 'Test') RETURNING "id"::int AS "id"`,
      [REL_ID],
    )) as { id: number }[];
    expect(id).toBeGreaterThan(max);
  });
});
