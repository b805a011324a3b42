import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';
import { JAPAN_PREFECTURES } from './prefectures';

// The masters schema's share of the demo school.
export const seedMasters = async (ds: DataSource, _o: SeedOptions): Promise<void> => {
  await ds.transaction(async (tx) => {
    await tx.query(`TRUNCATE "masters"."city", "masters"."state", "masters"."country" RESTART IDENTITY CASCADE`);
    const [japan] = (await tx.query(
      `INSERT INTO "masters"."country" ("code", "name", "sort_order") VALUES ('JP', '日本', 1), ('TW', '台湾', 2), ('US', 'アメリカ合衆国', 3) RETURNING "o0101_id"`,
    )) as { o0101_id: number }[];
    await tx.query(
      `INSERT INTO "masters"."state" ("o0101_id", "name", "sort_order") SELECT $1, name, ord FROM unnest($2::text[]) WITH ORDINALITY AS p(name, ord)`,
      [japan.o0101_id, JAPAN_PREFECTURES],
    );
    await tx.query(
      `INSERT INTO "masters"."city" ("o0102_id", "name", "sort_order")
       SELECT s."o0102_id", c.name, c.ord FROM "masters"."state" s
       JOIN (VALUES ('東京都', '千代田区', 1), ('東京都', '新宿区', 2), ('東京都', '世田谷区', 3),
                    ('大阪府', '大阪市', 1), ('大阪府', '堺市', 2), ('神奈川県', '横浜市', 1), ('神奈川県', '川崎市', 2))
         AS c(state, name, ord) ON c.state = s."name"`,
    );
  });
};

export const mastersIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "masters"."country" LIMIT 1`)) as unknown[]).length === 0;
