import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type CenterRecord, type CenterRow } from '@school/contracts';
import { CENTER_FORM } from '@school/domain';
import {
  type BrowseSpec,
  businessRuleError,
  checkForm,
  deleteWithLock,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  runBrowse,
  updateWithLock,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';

// M20101 centers. Every change publishes CenterChanged through the outbox in the same transaction.
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

const COLUMNS = Object.keys(CENTER_FORM);
const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);

@Injectable()
export class CenterService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  browse(input: unknown): Promise<BrowseOutput<CenterRow>> {
    return runBrowse<CenterRow>(this.ds, BROWSE, input);
  }

  async getEdit(input: Record<string, unknown>): Promise<CenterRecord> {
    const centerNo = keyOf(input, 'center_no');
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."center" WHERE "center_no" = $1`, [centerNo])) as CenterRecord[];
    if (!row) throw notFoundError('center');
    return row;
  }

  // A center belongs to a group, never to a center or to itself.
  private async checkGroup(values: Record<string, unknown>, centerNo: number | null): Promise<void> {
    const groupNo = values.center_group_no;
    if (groupNo === null || groupNo === undefined || groupNo === '') return;
    const rows = (await this.ds.query(`SELECT 1 FROM "masters"."center" WHERE "center_no" = $1 AND "group_flag" = 1`, [
      groupNo,
    ])) as unknown[];
    if (!rows.length || groupNo === centerNo || values.group_flag === 1)
      throw validationError({ center_group_no: ['masters.center.groupInvalid'] });
  }

  async add(input: Record<string, unknown>): Promise<CenterRecord> {
    const values = checkForm(input, CENTER_FORM);
    await this.checkGroup(values, null);
    return this.ds.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO "masters"."center" (${COLUMNS.map((c) => `"${c}"`).join(', ')})
         VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        COLUMNS.map((c) => nullIfEmpty(values[c])),
      )) as CenterRecord[];
      await writeEvent(tx, 'CenterChanged', { action: 'added', center: row });
      return row;
    });
  }

  async edit(input: Record<string, unknown>): Promise<CenterRecord> {
    const centerNo = keyOf(input, 'center_no');
    const lockVersion = lockVersionOf(input);
    const values = checkForm(input, CENTER_FORM);
    await this.checkGroup(values, centerNo);
    return this.ds.transaction(async (tx) => {
      const row = await updateWithLock<CenterRecord>(tx, {
        schema: 'masters',
        table: 'center',
        key: { center_no: centerNo },
        lockVersion,
        values: Object.fromEntries(COLUMNS.map((c) => [c, nullIfEmpty(values[c])])),
      });
      await writeEvent(tx, 'CenterChanged', { action: 'edited', center: row });
      return row;
    });
  }

  async delete(input: Record<string, unknown>, caller: Caller): Promise<null> {
    const centerNo = keyOf(input, 'center_no');
    const lockVersion = lockVersionOf(input);
    return this.ds.transaction(async (tx) => {
      const used = (await tx.query(
        `SELECT 1 FROM "masters"."classroom" WHERE "center_no" = $1
         UNION ALL SELECT 1 FROM "masters"."center" WHERE "center_group_no" = $1 LIMIT 1`,
        [centerNo],
      )) as unknown[];
      if (used.length) throw businessRuleError('masters.center.inUse');
      await refuseIfLessonsUse(this.rpc, 'center_no', centerNo, caller, 'masters.center.usedByLessons');
      await deleteWithLock(tx, { schema: 'masters', table: 'center', key: { center_no: centerNo }, lockVersion });
      await writeEvent(tx, 'CenterChanged', { action: 'deleted', center_no: centerNo });
      return null;
    });
  }
}
