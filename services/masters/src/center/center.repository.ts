import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type CenterRecord, type CenterRow, type DropdownOption } from '@school/contracts';
import { CENTER_FORM } from '@school/domain';
import { type BrowseSpec, deleteWithLock, runBrowse, updateWithLock, insertRow } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

const BROWSE: BrowseSpec = {
  from: `"masters"."center" c LEFT JOIN "masters"."center" g ON g."center_no" = c."center_group_no"`,
  columns: {
    center_no: 'c."center_no"',
    center_name: 'c."center_name"',
    center_short_name: 'c."center_short_name"',
    group_flag: 'c."group_flag"',
    center_group_name: 'g."center_name"',
    prefecture: 'c."prefecture"',
    tel: 'c."tel"',
    sort_order: 'c."sort_order"',
    updated_at: 'c."updated_at"',
  },
  searchColumns: ['c."center_name"', 'c."center_short_name"', 'c."prefecture"', 'c."address"', 'c."tel"'],
  filters: {
    group_flag: (v, param) => (v === 0 || v === 1 || v === '0' || v === '1' ? `c."group_flag" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'sort_order', direction: 'asc' }],
  key: 'c."center_no"',
};

export const CENTER_COLUMNS = Object.keys(CENTER_FORM);
export type CenterValues = Record<string, unknown>;

// masters.center: centers and center groups, and the dropdowns other screens choose them from.
@Injectable()
export class CenterRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<CenterRow>> {
    return runBrowse<CenterRow>(this.ds, BROWSE, input);
  }

  async find(centerNo: number): Promise<CenterRecord | undefined> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."center" WHERE "center_no" = $1`, [centerNo])) as CenterRecord[];
    return row;
  }

  async isGroup(centerNo: unknown): Promise<boolean> {
    const rows = (await this.ds.query(`SELECT 1 FROM "masters"."center" WHERE "center_no" = $1 AND "group_flag" = 1`, [
      centerNo,
    ])) as unknown[];
    return rows.length > 0;
  }

  // How many of the numbers are centers (group_flag 0).
  async countCenters(centerNos: readonly number[]): Promise<number> {
    const [{ known }] = (await this.ds.query(
      `SELECT count(*)::int AS "known" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = ANY($1::int[])`,
      [centerNos],
    )) as { known: number }[];
    return known;
  }

  // Centers (groupFlag 0) or groups (1) in the masters' order, limited to centerNos (null: all; a group
  // is visible when one of its centers is) and to one group's members (null: any group).
  dropdown(groupFlag: 0 | 1, centerNos: readonly number[] | null, groupNo: number | null): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT c."center_no" AS "value", c."center_short_name" AS "label" FROM "masters"."center" c
        WHERE c."group_flag" = $1
          AND ($2::int[] IS NULL OR c."center_no" = ANY($2) OR EXISTS (
            SELECT 1 FROM "masters"."center" m WHERE m."center_group_no" = c."center_no" AND m."center_no" = ANY($2)))
          AND ($3::int IS NULL OR c."center_group_no" = $3)
        ORDER BY c."sort_order", c."center_no"`,
      [groupFlag, centerNos, groupNo],
    );
  }

  async insert(tx: Db, values: CenterValues): Promise<CenterRecord> {
    return insertRow<CenterRecord>(tx, { schema: 'masters', table: 'center', columns: CENTER_COLUMNS, values: values });
  }

  updateWithLock(tx: Db, centerNo: number, lockVersion: number, values: CenterValues): Promise<CenterRecord> {
    return updateWithLock<CenterRecord>(tx, {
      schema: 'masters',
      table: 'center',
      key: { center_no: centerNo },
      lockVersion,
      values: Object.fromEntries(CENTER_COLUMNS.map((c) => [c, values[c]])),
    });
  }

  // A center with classrooms, or a group with centers, is in use.
  async isUsed(centerNo: number, db: Db = this.ds): Promise<boolean> {
    const used = (await db.query(
      `SELECT 1 FROM "masters"."classroom" WHERE "center_no" = $1
       UNION ALL SELECT 1 FROM "masters"."center" WHERE "center_group_no" = $1 LIMIT 1`,
      [centerNo],
    )) as unknown[];
    return used.length > 0;
  }

  deleteWithLock(tx: Db, centerNo: number, lockVersion: number): Promise<void> {
    return deleteWithLock(tx, { schema: 'masters', table: 'center', key: { center_no: centerNo }, lockVersion });
  }
}
