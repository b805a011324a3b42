import { Injectable } from '@nestjs/common';
import { type C30201CellRef } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export type ControlDetail = C30201CellRef & { set_by_user_no: number | null; set_at: string };

// C30201 application limits and full seats: the control rows (t0062) staff set and clear. The grid's
// calendar days and slots, and counting a cell, are the entry cell's (EntryCellRepository).
@Injectable()
export class EntryControlRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  // The control rows with who set them and when.
  details(centerNo: number, from: string, to: string, db: Queryable = this.ds): Promise<ControlDetail[]> {
    return db.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "set_by_user_no",
              to_char("updated_at" AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI:SS') AS "set_at"
         FROM "scheduling"."entry_control"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3
        ORDER BY 1, 2`,
      [centerNo, from, to],
    );
  }

  // Rows a cell has already keep who set them first; returns how many were added.
  async insert(tx: EntityManager, centerNo: number, cells: readonly C30201CellRef[], userNo: number | null): Promise<number> {
    const rows = (await tx.query(
      `INSERT INTO "scheduling"."entry_control" ("center_no", "schedule_date", "time_limit_no", "set_by_user_no")
       SELECT $1, d, t, $4 FROM unnest($2::date[], $3::int[]) AS x(d, t) ORDER BY d, t
       ON CONFLICT DO NOTHING
       RETURNING 1`,
      [centerNo, cells.map((c) => c.schedule_date), cells.map((c) => c.time_limit_no), userNo],
    )) as unknown[];
    return rows.length;
  }

  async remove(tx: EntityManager, centerNo: number, cells: readonly C30201CellRef[]): Promise<number> {
    // (typeorm answers a DELETE with [rows, count])
    const [, count] = (await tx.query(
      `DELETE FROM "scheduling"."entry_control"
        WHERE "center_no" = $1 AND ("schedule_date", "time_limit_no") IN (SELECT * FROM unnest($2::date[], $3::int[]))`,
      [centerNo, cells.map((c) => c.schedule_date), cells.map((c) => c.time_limit_no)],
    )) as [unknown[], number];
    return count;
  }
}
