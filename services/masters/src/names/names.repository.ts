import { Injectable } from '@nestjs/common';
import { type NameEntryRecord } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;
export type StoredName = NameEntryRecord & { created_at: Date };

// One group's batch is saved by one request at a time (the second one then finds stale rows).
const NAMES_LOCK_CLASS = 20601;

const SELECT = `SELECT "names_no", "names_code", "names_name", "sort_order", "lock_version", "updated_at", "created_at"
  FROM "masters"."names" WHERE "names_no" = $1`;

// masters.names: the name groups (M20601).
@Injectable()
export class NamesRepository {
  constructor(private readonly ds: DataSource) {}

  // The group's rows in the page's order.
  listed(namesNo: number, db: Db = this.ds): Promise<StoredName[]> {
    return db.query(`${SELECT} ORDER BY "sort_order", "names_code"`, [namesNo]);
  }

  async groups(db: Db = this.ds): Promise<number[]> {
    const rows = (await db.query(`SELECT DISTINCT "names_no" FROM "masters"."names" ORDER BY "names_no"`)) as {
      names_no: number;
    }[];
    return rows.map((g) => g.names_no);
  }

  // Holds the group for the transaction (pg_advisory_xact_lock) and reads its rows.
  async lockGroup(tx: Db, namesNo: number): Promise<StoredName[]> {
    await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [NAMES_LOCK_CLASS, namesNo]);
    return tx.query(SELECT, [namesNo]);
  }

  async deleteCodes(tx: Db, namesNo: number, codes: readonly string[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."names" WHERE "names_no" = $1 AND "names_code" = ANY($2)`, [namesNo, codes]);
  }

  async update(tx: Db, namesNo: number, code: string | null, name: unknown, sortOrder: number): Promise<void> {
    await tx.query(
      `UPDATE "masters"."names" SET "names_name" = $3, "sort_order" = $4, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "names_no" = $1 AND "names_code" = $2`,
      [namesNo, code, name, sortOrder],
    );
  }

  // A renamed row keeps its created_at and goes on from its version; a new one starts at 0 now.
  async insert(
    tx: Db,
    namesNo: number,
    row: { code: string; name: unknown; sortOrder: number; lockVersion: number; createdAt: Date | null },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO "masters"."names" ("names_no", "names_code", "names_name", "sort_order", "lock_version", "created_at")
       VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))`,
      [namesNo, row.code, row.name, row.sortOrder, row.lockVersion, row.createdAt],
    );
  }
}
