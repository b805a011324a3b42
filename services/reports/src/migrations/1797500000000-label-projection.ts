import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The names reports shows beside its rows (teachers, students, subjects, centers), kept from masters'
// events instead of asking masters on every request (issue 23, docs/events.md "Reading another
// service's data"). version: the record's version the name was copied at; an older or repeated event
// changes nothing. A deleted record stays as a tombstone (name null) at the version it was deleted at,
// so a late edit does not bring it back.
export class LabelProjection1797500000000 implements MigrationInterface {
  name = 'LabelProjection1797500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."label_projection" (
      "kind" text NOT NULL CHECK ("kind" IN ('teacher', 'student', 'subject', 'center')),
      "no" int NOT NULL,
      "name" text,
      "version" int NOT NULL DEFAULT 0,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("kind", "no"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reports"."label_projection"`);
  }
}
