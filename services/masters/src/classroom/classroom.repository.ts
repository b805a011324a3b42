import { Injectable } from '@nestjs/common';
import {
  CLASSROOM_TYPES,
  type BrowseOutput,
  type Caller,
  type ClassroomOption,
  type ClassroomRecord,
  type ClassroomRow,
} from '@school/contracts';
import { CLASSROOM_FORM } from '@school/domain';
import {
  type BrowseSpec,
  browseCsvSource,
  type CsvExportSpec,
  deleteWithLock,
  runBrowse,
  updateWithLock,
  insertRow,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isKey, oneOf } from '../common/input-checks';

type Db = Pick<EntityManager, 'query'>;

const BROWSE: BrowseSpec = {
  from: `"masters"."classroom" r JOIN "masters"."center" c ON c."center_no" = r."center_no"`,
  columns: {
    classroom_no: 'r."classroom_no"',
    center_no: 'r."center_no"',
    center_name: 'c."center_name"',
    classroom_name: 'r."classroom_name"',
    classroom_type: 'r."classroom_type"',
    booth_count: 'r."booth_count"',
    meeting_url: 'r."meeting_url"',
    sort_order: 'r."sort_order"',
    updated_at: 'r."updated_at"',
  },
  searchColumns: ['r."classroom_name"', 'c."center_name"', 'c."center_short_name"', 'r."meeting_url"'],
  filters: {
    center_no: (v, param) => (isKey(v) ? `r."center_no" = ${param(Number(v))}` : null),
    classroom_type: (v, param) => (oneOf(CLASSROOM_TYPES)(v) ? `r."classroom_type" = ${param(Number(v))}` : null),
  },
  defaultOrder: [
    { column: 'center_no', direction: 'asc' },
    { column: 'sort_order', direction: 'asc' },
  ],
  key: 'r."classroom_no"',
};

// The caller's centers as a condition; centerNos come from the session (integers), never from input.
const scopeOf = (caller: Caller): string | undefined =>
  caller.centerNos === null
    ? undefined
    : `r."center_no" = ANY('{${caller.centerNos.filter((n) => Number.isInteger(n)).join(',')}}'::int[])`;

export const scoped = (caller: Caller): BrowseSpec => ({ ...BROWSE, where: scopeOf(caller) });

export const CLASSROOM_COLUMNS = Object.keys(CLASSROOM_FORM);
export type ClassroomExportRow = ClassroomRow & { meeting_url: string | null };

// masters.classroom (M20201), limited to the caller's centers.
@Injectable()
export class ClassroomRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<ClassroomRow>> {
    return runBrowse<ClassroomRow>(this.ds, scoped(caller), input);
  }

  // The CSV export's rows: the list as searched and ordered, with the meeting URL.
  csvSource(caller: Caller): Pick<CsvExportSpec<ClassroomExportRow>, 'count' | 'rows'> {
    return browseCsvSource<ClassroomExportRow>(this.ds, scoped(caller));
  }

  // The classrooms of the given centers, limited to the caller's centers (null: all).
  ofCenters(centerNos: readonly number[], callerCenters: readonly number[] | null): Promise<ClassroomOption[]> {
    return this.ds.query(
      `SELECT r."classroom_no", r."center_no", r."classroom_name", r."classroom_type", r."meeting_url", r."sort_order"
         FROM "masters"."classroom" r
        WHERE r."center_no" = ANY($1::int[]) AND ($2::int[] IS NULL OR r."center_no" = ANY($2::int[]))
        ORDER BY r."center_no", r."sort_order", r."classroom_no"`,
      [centerNos, callerCenters],
    );
  }

  async find(classroomNo: number): Promise<ClassroomRecord | undefined> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."classroom" WHERE "classroom_no" = $1`, [
      classroomNo,
    ])) as ClassroomRecord[];
    return row;
  }

  async isCenter(centerNo: unknown): Promise<boolean> {
    const rows = (await this.ds.query(`SELECT 1 FROM "masters"."center" WHERE "center_no" = $1 AND "group_flag" = 0`, [
      centerNo,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insert(tx: Db, values: Record<string, unknown>): Promise<ClassroomRecord> {
    return insertRow<ClassroomRecord>(tx, { schema: 'masters', table: 'classroom', columns: CLASSROOM_COLUMNS, values: values });
  }

  updateWithLock(tx: Db, classroomNo: number, lockVersion: number, values: Record<string, unknown>): Promise<ClassroomRecord> {
    return updateWithLock<ClassroomRecord>(tx, {
      schema: 'masters',
      table: 'classroom',
      key: { classroom_no: classroomNo },
      lockVersion,
      values: Object.fromEntries(CLASSROOM_COLUMNS.map((c) => [c, values[c]])),
    });
  }

  // A classroom students are placed in is in use.
  async isUsed(classroomNo: number, db: Db = this.ds): Promise<boolean> {
    const used = (await db.query(`SELECT 1 FROM "masters"."student" WHERE "classroom_no" = $1 LIMIT 1`, [
      classroomNo,
    ])) as unknown[];
    return used.length > 0;
  }

  deleteWithLock(tx: Db, classroomNo: number, lockVersion: number): Promise<void> {
    return deleteWithLock(tx, { schema: 'masters', table: 'classroom', key: { classroom_no: classroomNo }, lockVersion });
  }
}
