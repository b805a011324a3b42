import { Injectable } from '@nestjs/common';
import {
  SUBJECT_LEVELS,
  type BrowseOutput,
  type Caller,
  type CsvExportAnswer,
  type DropdownOption,
  type SubjectLevel,
  type SubjectRecord,
  type SubjectRow,
} from '@school/contracts';
import { SUBJECT_FORM } from '@school/domain';
import {
  browseCsvSource,
  type BrowseSpec,
  businessRuleError,
  checkForm,
  type CsvColumn,
  CsvExporter,
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
import { DataSource, type EntityManager } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';

type Input = Record<string, unknown>;

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

// The list's columns; a level is marked ○ as on the screen.
const level = (v: unknown) => (v === 1 ? '○' : '');
const CSV_COLUMNS: readonly CsvColumn<SubjectRow>[] = [
  { key: 'subject_no', header: 'masters.m20401.field.subject_no' },
  { key: 'subject_name', header: 'masters.m20401.field.subject_name' },
  { key: 'subject_short_name', header: 'masters.m20401.field.subject_short_name' },
  { key: 'elementary_flag', header: 'masters.m20401.field.elementary_flag', format: level },
  { key: 'junior_high_flag', header: 'masters.m20401.field.junior_high_flag', format: level },
  { key: 'high_school_flag', header: 'masters.m20401.field.high_school_flag', format: level },
  { key: 'sort_order', header: 'masters.m20401.field.sort_order' },
  { key: 'updated_at', header: 'masters.m20401.field.updated_at' },
];

const COLUMNS = Object.keys(SUBJECT_FORM);
const LEVEL_COLUMN: Readonly<Record<SubjectLevel, string>> = {
  elementary: 'elementary_flag',
  junior_high: 'junior_high_flag',
  high_school: 'high_school_flag',
};

// The flag column of the school level a dropdown asks for; null for every subject.
export const levelFlagOf = (level: unknown): string | null => {
  if (level !== undefined && level !== null && level !== '' && !(SUBJECT_LEVELS as readonly unknown[]).includes(level))
    throw validationError({ level: [{ key: 'validation.oneOf', params: { values: SUBJECT_LEVELS.join(', ') } }] });
  return typeof level === 'string' && level ? LEVEL_COLUMN[level as SubjectLevel] : null;
};

// M20401 subjects. Every change publishes SubjectChanged through the outbox in the same transaction;
// the CSV export streams the list as searched and ordered.
@Injectable()
export class SubjectService {
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<SubjectRow>({
      api: 'M20401_exportCSV',
      fileNameKey: 'route.M20401Browse',
      columns: CSV_COLUMNS,
      ...browseCsvSource<SubjectRow>(ds, SUBJECT_BROWSE),
    });
  }

  browse(input: Input): Promise<BrowseOutput<SubjectRow>> {
    return runBrowse<SubjectRow>(this.ds, SUBJECT_BROWSE, input);
  }

  async getEdit(input: Input): Promise<SubjectRecord> {
    const subjectNo = keyOf(input, 'subject_no');
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."subject" WHERE "subject_no" = $1`, [
      subjectNo,
    ])) as SubjectRecord[];
    if (!row) throw notFoundError('subject');
    return row;
  }

  // Other screens (reports, teachers) choose a subject by its name, so two subjects never share one.
  private async checkName(tx: EntityManager, values: Input, subjectNo: number | null): Promise<void> {
    const rows = (await tx.query(
      `SELECT 1 FROM "masters"."subject" WHERE "subject_name" = $1 AND ($2::int IS NULL OR "subject_no" <> $2)`,
      [values.subject_name, subjectNo],
    )) as unknown[];
    if (rows.length) throw validationError({ subject_name: ['masters.m20401.nameTaken'] });
  }

  async add(input: Input): Promise<SubjectRecord> {
    const values = checkForm(input, SUBJECT_FORM);
    return this.ds.transaction(async (tx) => {
      await this.checkName(tx, values, null);
      const [row] = (await tx.query(
        `INSERT INTO "masters"."subject" (${COLUMNS.map((c) => `"${c}"`).join(', ')})
         VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        COLUMNS.map((c) => values[c]),
      )) as SubjectRecord[];
      await writeEvent(tx, 'SubjectChanged', { action: 'added', subject: row });
      return row;
    });
  }

  async edit(input: Input): Promise<SubjectRecord> {
    const subjectNo = keyOf(input, 'subject_no');
    const lockVersion = lockVersionOf(input);
    const values = checkForm(input, SUBJECT_FORM);
    return this.ds.transaction(async (tx) => {
      await this.checkName(tx, values, subjectNo);
      const row = await updateWithLock<SubjectRecord>(tx, {
        schema: 'masters',
        table: 'subject',
        key: { subject_no: subjectNo },
        lockVersion,
        values: Object.fromEntries(COLUMNS.map((c) => [c, values[c]])),
      });
      await writeEvent(tx, 'SubjectChanged', { action: 'edited', subject: row });
      return row;
    });
  }

  // A subject teachers teach stays (business rule, 400).
  async delete(input: Input, caller: Caller): Promise<null> {
    const subjectNo = keyOf(input, 'subject_no');
    const lockVersion = lockVersionOf(input);
    return this.ds.transaction(async (tx) => {
      const [used] = (await tx.query(`SELECT 1 FROM "masters"."teacher_subject" WHERE "subject_no" = $1 LIMIT 1`, [
        subjectNo,
      ])) as unknown[];
      if (used) throw businessRuleError('masters.m20401.inUse');
      await refuseIfLessonsUse(this.rpc, 'subject_no', subjectNo, caller, 'masters.m20401.usedByLessons');
      await deleteWithLock(tx, { schema: 'masters', table: 'subject', key: { subject_no: subjectNo }, lockVersion });
      await writeEvent(tx, 'SubjectChanged', { action: 'deleted', subject_no: subjectNo });
      return null;
    });
  }

  // value/label pairs for the subject selects of other screens, optionally one school level's.
  dropdown(input: Input): Promise<DropdownOption[]> {
    const flag = levelFlagOf(input.level);
    return this.ds.query(
      `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject"
        ${flag ? `WHERE "${flag}" = 1` : ''} ORDER BY "sort_order", "subject_no"`,
    );
  }
}
