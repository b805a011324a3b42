import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type DropdownOption, type SubjectRecord, type SubjectRow } from '@school/contracts';
import { SUBJECT_FORM } from '@school/domain';
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

type Db = Pick<EntityManager, 'query'>;

const flagFilter =
  (column: string) =>
  (v: unknown, param: (v: unknown) => string): string | null =>
    v === 0 || v === 1 || v === '0' || v === '1' ? `${column} = ${param(Number(v))}` : null;

export const SUBJECT_BROWSE: BrowseSpec = {
  from: `"masters"."subject" s`,
  columns: {
    subject_no: 's."subject_no"',
    subject_name: 's."subject_name"',
    subject_short_name: 's."subject_short_name"',
    elementary_flag: 's."elementary_flag"',
    junior_high_flag: 's."junior_high_flag"',
    high_school_flag: 's."high_school_flag"',
    sort_order: 's."sort_order"',
    updated_at: 's."updated_at"',
  },
  searchColumns: ['s."subject_name"', 's."subject_short_name"'],
  filters: {
    elementary_flag: flagFilter('s."elementary_flag"'),
    junior_high_flag: flagFilter('s."junior_high_flag"'),
    high_school_flag: flagFilter('s."high_school_flag"'),
  },
  defaultOrder: [{ column: 'sort_order', direction: 'asc' }],
  key: 's."subject_no"',
};

export const SUBJECT_COLUMNS = Object.keys(SUBJECT_FORM);

// masters.subject (M20401) and the subject dropdowns of other screens.
@Injectable()
export class SubjectRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<SubjectRow>> {
    return runBrowse<SubjectRow>(this.ds, SUBJECT_BROWSE, input);
  }

  // The CSV export's rows: the list as searched and ordered.
  csvSource(): Pick<CsvExportSpec<SubjectRow>, 'count' | 'rows'> {
    return browseCsvSource<SubjectRow>(this.ds, SUBJECT_BROWSE);
  }

  async find(subjectNo: number): Promise<SubjectRecord | undefined> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."subject" WHERE "subject_no" = $1`, [
      subjectNo,
    ])) as SubjectRecord[];
    return row;
  }

  // Whether another subject (than subjectNo; null: any) has the name.
  async nameTaken(tx: Db, name: unknown, subjectNo: number | null): Promise<boolean> {
    const rows = (await tx.query(
      `SELECT 1 FROM "masters"."subject" WHERE "subject_name" = $1 AND ($2::int IS NULL OR "subject_no" <> $2)`,
      [name, subjectNo],
    )) as unknown[];
    return rows.length > 0;
  }

  async insert(tx: Db, values: Record<string, unknown>): Promise<SubjectRecord> {
    return insertRow<SubjectRecord>(tx, { schema: 'masters', table: 'subject', columns: SUBJECT_COLUMNS, values: values });
  }

  updateWithLock(tx: Db, subjectNo: number, lockVersion: number, values: Record<string, unknown>): Promise<SubjectRecord> {
    return updateWithLock<SubjectRecord>(tx, {
      schema: 'masters',
      table: 'subject',
      key: { subject_no: subjectNo },
      lockVersion,
      values: Object.fromEntries(SUBJECT_COLUMNS.map((c) => [c, values[c]])),
    });
  }

  // A subject teachers teach is in use.
  async isUsed(subjectNo: number, db: Db = this.ds): Promise<boolean> {
    const [used] = (await db.query(`SELECT 1 FROM "masters"."teacher_subject" WHERE "subject_no" = $1 LIMIT 1`, [
      subjectNo,
    ])) as unknown[];
    return used !== undefined;
  }

  deleteWithLock(tx: Db, subjectNo: number, lockVersion: number): Promise<void> {
    return deleteWithLock(tx, { schema: 'masters', table: 'subject', key: { subject_no: subjectNo }, lockVersion });
  }

  // value/label pairs, optionally of the subjects whose flag column (a school level's) is set.
  dropdown(flag: string | null): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject"
        ${flag ? `WHERE "${flag}" = 1` : ''} ORDER BY "sort_order", "subject_no"`,
    );
  }
}
