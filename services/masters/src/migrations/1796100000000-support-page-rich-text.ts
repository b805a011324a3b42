import { richTextToHtml } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Help pages get a draft/published state and an audience; the files that records hold are listed so
// the gateway serves them to the records' readers; rich text becomes sanitised HTML (it was an
// EditorJS document). The conversion runs the sanitiser of the day: sanitising again later only
// removes more.
export class SupportPageRichText1796100000000 implements MigrationInterface {
  name = 'SupportPageRichText1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."support_page"
      ADD "published" smallint NOT NULL DEFAULT 1 CHECK ("published" IN (0, 1)),
      ADD "audience" text[] NOT NULL DEFAULT '{teacher,student}' CHECK ("audience" <@ ARRAY['teacher', 'student'])`);

    // owner_type: the table of the record ('support_page'; notices will add theirs)
    await q.query(`CREATE TABLE "masters"."attachment" (
      "owner_type" text NOT NULL,
      "owner_no" int NOT NULL,
      "file_key" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("owner_type", "owner_no", "file_key"))`);
    await q.query(`CREATE INDEX "attachment_file" ON "masters"."attachment" ("file_key")`);

    for (const [table, key] of [
      ['support_page', 'support_no'],
      ['notice', 'notice_no'],
    ]) {
      const rows = (await q.query(`SELECT "${key}" AS no, "content" FROM "masters"."${table}"`)) as {
        no: number;
        content: string;
      }[];
      for (const row of rows) {
        await q.query(`UPDATE "masters"."${table}" SET "content" = $2 WHERE "${key}" = $1`, [
          row.no,
          richTextToHtml(row.content),
        ]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // the content stays HTML: an EditorJS document cannot be rebuilt from it
    await q.query(`DROP TABLE "masters"."attachment"`);
    await q.query(`ALTER TABLE "masters"."support_page" DROP COLUMN "audience", DROP COLUMN "published"`);
  }
}
