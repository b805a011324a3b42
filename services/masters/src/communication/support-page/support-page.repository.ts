import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type SupportListItem, type SupportPageRecord, type SupportPageRow } from '@school/contracts';
import { type BrowseSpec, deleteWithLock, runBrowse, updateWithLock, insertRow } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

const BROWSE: BrowseSpec = {
  from: `"masters"."support_page" s`,
  columns: {
    support_no: 's."support_no"',
    title: 's."title"',
    function_id: 's."function_id"',
    published: 's."published"',
    audience: 's."audience"',
    sort_order: 's."sort_order"',
    updated_at: 's."updated_at"',
  },
  searchColumns: ['s."title"', 's."function_id"', 's."remarks"'],
  filters: {
    published: (v, param) => (v === 0 || v === 1 || v === '0' || v === '1' ? `s."published" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'sort_order', direction: 'asc' }],
  key: 's."support_no"',
};

export const SUPPORT_PAGE_COLUMNS = [
  'title',
  'content',
  'function_id',
  'published',
  'audience',
  'file_json',
  'remarks',
  'sort_order',
] as const;
export type SupportPageColumns = Record<(typeof SUPPORT_PAGE_COLUMNS)[number], unknown>;
export type SupportPageAudience = { published: number; audience: string[] };

// masters.support_page: the help pages (M21101, C00103).
@Injectable()
export class SupportPageRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<SupportPageRow>> {
    return runBrowse<SupportPageRow>(this.ds, BROWSE, input);
  }

  async find(supportNo: number): Promise<SupportPageRecord | undefined> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."support_page" WHERE "support_no" = $1`, [
      supportNo,
    ])) as SupportPageRecord[];
    return row;
  }

  // Every page with what decides who reads it, in the list's order.
  list(): Promise<(SupportListItem & SupportPageAudience)[]> {
    return this.ds.query(
      `SELECT "support_no", "title", "function_id", "published", "audience" FROM "masters"."support_page"
       ORDER BY "sort_order", "support_no"`,
    );
  }

  audiences(supportNos: readonly number[]): Promise<SupportPageAudience[]> {
    return this.ds.query(`SELECT "published", "audience" FROM "masters"."support_page" WHERE "support_no" = ANY($1)`, [
      supportNos,
    ]);
  }

  async insert(tx: Db, columns: SupportPageColumns): Promise<SupportPageRecord> {
    return insertRow<SupportPageRecord>(tx, {
      schema: 'masters',
      table: 'support_page',
      columns: SUPPORT_PAGE_COLUMNS,
      values: columns,
    });
  }

  updateWithLock(tx: Db, supportNo: number, lockVersion: number, columns: SupportPageColumns): Promise<SupportPageRecord> {
    return updateWithLock<SupportPageRecord>(tx, {
      schema: 'masters',
      table: 'support_page',
      key: { support_no: supportNo },
      lockVersion,
      values: Object.fromEntries(SUPPORT_PAGE_COLUMNS.map((c) => [c, columns[c]])),
    });
  }

  deleteWithLock(tx: Db, supportNo: number, lockVersion: number): Promise<void> {
    return deleteWithLock(tx, { schema: 'masters', table: 'support_page', key: { support_no: supportNo }, lockVersion });
  }
}
