import { Injectable } from '@nestjs/common';
import { type DropdownOption } from '@school/contracts';
import { type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

export const LABEL_KINDS = ['teacher', 'student', 'subject', 'center'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

// A deleted center or subject's event carries no version; their numbers are serials masters never
// reuses, so its tombstone outranks every version.
export const GONE_FOR_GOOD = 2147483647;

export type LabelRow = DropdownOption & { kind: LabelKind };

// The queries of reports' copy of masters' names (reports.label_projection).
@Injectable()
export class LabelRepository {
  // The name of a record at a version, unless the copy holds that version or a later one (a
  // tombstone included); returns whether the row changed.
  async upsertNewer(kind: LabelKind, no: number, name: string, version: number, db: Db): Promise<boolean> {
    const rows = (await db.query(
      `INSERT INTO "reports"."label_projection" AS l ("kind", "no", "name", "version")
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ("kind", "no") DO UPDATE SET "name" = EXCLUDED."name", "version" = EXCLUDED."version", "updated_at" = now()
        WHERE l."version" < EXCLUDED."version"
       RETURNING 1`,
      [kind, no, name, version],
    )) as unknown[];
    return rows.length > 0;
  }

  // The record is gone as of version: its name leaves, a tombstone stays (the newest removal wins);
  // returns whether a name went (old: the row as the statement found it).
  async remove(kind: LabelKind, no: number, version: number, db: Db): Promise<boolean> {
    const rows = (await db.query(
      `WITH old AS (SELECT "name" FROM "reports"."label_projection" WHERE "kind" = $1 AND "no" = $2)
       INSERT INTO "reports"."label_projection" AS l ("kind", "no", "name", "version")
       VALUES ($1, $2, NULL, $3)
       ON CONFLICT ("kind", "no") DO UPDATE SET "name" = NULL, "version" = greatest(l."version", EXCLUDED."version"), "updated_at" = now()
       RETURNING (SELECT "name" FROM old) IS NOT NULL AS "went"`,
      [kind, no, version],
    )) as { went: boolean }[];
    return rows[0]?.went ?? false;
  }

  // The current names of the given numbers per kind, in one query; removed and unknown ones are left out.
  async names(nos: Record<LabelKind, readonly number[]>, db: Db): Promise<LabelRow[]> {
    return (await db.query(
      `SELECT "kind", "no" AS "value", "name" AS "label" FROM "reports"."label_projection"
        WHERE "name" IS NOT NULL AND (("kind" = 'teacher' AND "no" = ANY($1::int[])) OR ("kind" = 'student' AND "no" = ANY($2::int[]))
           OR ("kind" = 'subject' AND "no" = ANY($3::int[])) OR ("kind" = 'center' AND "no" = ANY($4::int[])))
        ORDER BY "kind", "no"`,
      LABEL_KINDS.map((k) => nos[k]),
    )) as LabelRow[];
  }
}
