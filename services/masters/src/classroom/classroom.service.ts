import { Injectable } from '@nestjs/common';
import {
  CLASSROOM_TYPES,
  type BrowseOutput,
  type Caller,
  type ClassroomOption,
  type ClassroomRecord,
  type ClassroomRow,
  type CsvExportAnswer,
} from '@school/contracts';
import { CLASSROOM_FORM } from '@school/domain';
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
import { DataSource } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';
import { isKey, oneOf } from '../common/input-checks';

// M20201 classrooms. Every change publishes ClassroomChanged through the outbox in the same
// transaction. A caller limited to some centers (SPEC §6) sees and changes only their classrooms.
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

type ExportRow = ClassroomRow & { meeting_url: string | null };

// The CSV has the list's columns plus the meeting URL; the type is written as its name.
const CSV_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { key: 'classroom_no', header: 'masters.m20201.field.classroom_no' },
  { key: 'center_no', header: 'masters.m20201.field.center_no' },
  { key: 'center_name', header: 'masters.m20201.field.center_name' },
  { key: 'classroom_name', header: 'masters.m20201.field.classroom_name' },
  {
    key: 'classroom_type',
    header: 'masters.m20201.field.classroom_type',
    format: (v, _row, t) => t(`masters.m20201.type.${String(v)}`),
  },
  { key: 'booth_count', header: 'masters.m20201.field.booth_count' },
  { key: 'meeting_url', header: 'masters.m20201.field.meeting_url' },
  { key: 'sort_order', header: 'masters.m20201.field.sort_order' },
  { key: 'updated_at', header: 'masters.m20201.field.updated_at' },
];

const COLUMNS = Object.keys(CLASSROOM_FORM);
const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);

// The caller's centers as a condition; centerNos come from the session (integers), never from input.
const scopeOf = (caller: Caller): string | undefined =>
  caller.centerNos === null
    ? undefined
    : `r."center_no" = ANY('{${caller.centerNos.filter((n) => Number.isInteger(n)).join(',')}}'::int[])`;

export const scoped = (caller: Caller): BrowseSpec => ({ ...BROWSE, where: scopeOf(caller) });

@Injectable()
export class ClassroomService {
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<ExportRow>({
      api: 'M20201_exportCSV',
      fileNameKey: 'route.M20201Browse',
      columns: CSV_COLUMNS,
      count: (input, caller) => browseCsvSource<ExportRow>(ds, scoped(caller)).count(input, caller),
      rows: (input, caller) => browseCsvSource<ExportRow>(ds, scoped(caller)).rows(input, caller),
    });
  }

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<ClassroomRow>> {
    return runBrowse<ClassroomRow>(this.ds, scoped(caller), input);
  }

  // The classrooms of the given centers, limited to the caller's centers like everything here.
  centerClassrooms(input: Record<string, unknown>, caller: Caller): Promise<ClassroomOption[]> {
    const centerNos = input.center_nos;
    if (!Array.isArray(centerNos) || centerNos.length > 1000 || !centerNos.every((n) => isKey(n)))
      throw validationError({ center_nos: ['validation.integer'] });
    return this.ds.query(
      `SELECT r."classroom_no", r."center_no", r."classroom_name", r."classroom_type", r."meeting_url", r."sort_order"
         FROM "masters"."classroom" r
        WHERE r."center_no" = ANY($1::int[]) AND ($2::int[] IS NULL OR r."center_no" = ANY($2::int[]))
        ORDER BY r."center_no", r."sort_order", r."classroom_no"`,
      [centerNos.map(Number), caller.centerNos],
    );
  }

  private async read(classroomNo: number, caller: Caller): Promise<ClassroomRecord> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."classroom" WHERE "classroom_no" = $1`, [
      classroomNo,
    ])) as ClassroomRecord[];
    if (!row || (caller.centerNos !== null && !caller.centerNos.includes(row.center_no))) throw notFoundError('classroom');
    return row;
  }

  getEdit(input: Record<string, unknown>, caller: Caller): Promise<ClassroomRecord> {
    return this.read(keyOf(input, 'classroom_no'), caller);
  }

  // A classroom belongs to a center (group_flag 0) the caller may work on.
  private async checkCenter(centerNo: unknown, caller: Caller): Promise<void> {
    const rows = (await this.ds.query(`SELECT 1 FROM "masters"."center" WHERE "center_no" = $1 AND "group_flag" = 0`, [
      centerNo,
    ])) as unknown[];
    if (!rows.length || (caller.centerNos !== null && !caller.centerNos.includes(Number(centerNo))))
      throw validationError({ center_no: ['masters.m20201.centerInvalid'] });
  }

  async add(input: Record<string, unknown>, caller: Caller): Promise<ClassroomRecord> {
    const values = checkForm(input, CLASSROOM_FORM);
    await this.checkCenter(values.center_no, caller);
    return this.ds.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO "masters"."classroom" (${COLUMNS.map((c) => `"${c}"`).join(', ')})
         VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        COLUMNS.map((c) => nullIfEmpty(values[c])),
      )) as ClassroomRecord[];
      await writeEvent(tx, 'ClassroomChanged', { action: 'added', classroom: row });
      return row;
    });
  }

  async edit(input: Record<string, unknown>, caller: Caller): Promise<ClassroomRecord> {
    const classroomNo = keyOf(input, 'classroom_no');
    const lockVersion = lockVersionOf(input);
    const values = checkForm(input, CLASSROOM_FORM);
    await this.read(classroomNo, caller);
    await this.checkCenter(values.center_no, caller);
    return this.ds.transaction(async (tx) => {
      const row = await updateWithLock<ClassroomRecord>(tx, {
        schema: 'masters',
        table: 'classroom',
        key: { classroom_no: classroomNo },
        lockVersion,
        values: Object.fromEntries(COLUMNS.map((c) => [c, nullIfEmpty(values[c])])),
      });
      await writeEvent(tx, 'ClassroomChanged', { action: 'edited', classroom: row });
      return row;
    });
  }

  async delete(input: Record<string, unknown>, caller: Caller): Promise<null> {
    const classroomNo = keyOf(input, 'classroom_no');
    const lockVersion = lockVersionOf(input);
    const { center_no } = await this.read(classroomNo, caller);
    return this.ds.transaction(async (tx) => {
      const used = (await tx.query(`SELECT 1 FROM "masters"."student" WHERE "classroom_no" = $1 LIMIT 1`, [
        classroomNo,
      ])) as unknown[];
      if (used.length) throw businessRuleError('masters.m20201.inUse');
      await refuseIfLessonsUse(this.rpc, 'classroom_no', classroomNo, caller, 'masters.m20201.usedByLessons');
      await deleteWithLock(tx, { schema: 'masters', table: 'classroom', key: { classroom_no: classroomNo }, lockVersion });
      await writeEvent(tx, 'ClassroomChanged', { action: 'deleted', classroom_no: classroomNo, center_no });
      return null;
    });
  }
}
