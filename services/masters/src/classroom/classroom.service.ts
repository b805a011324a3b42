import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type ClassroomOption,
  type ClassroomRecord,
  type ClassroomRow,
  type CsvExportAnswer,
} from '@school/contracts';
import { CLASSROOM_FORM } from '@school/domain';
import {
  businessRuleError,
  checkForm,
  type CsvColumn,
  CsvExporter,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';
import { isKey } from '../common/input-checks';
import { CLASSROOM_COLUMNS, ClassroomRepository, type ClassroomExportRow } from './classroom.repository';

// M20201 classrooms. Every change publishes ClassroomChanged through the outbox in the same
// transaction. A caller limited to some centers (SPEC §6) sees and changes only their classrooms.
type ExportRow = ClassroomExportRow;

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

const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);
const valuesOf = (values: Record<string, unknown>) =>
  Object.fromEntries(CLASSROOM_COLUMNS.map((c) => [c, nullIfEmpty(values[c])]));

@Injectable()
export class ClassroomService {
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly ds: DataSource,
    private readonly classrooms: ClassroomRepository,
    private readonly rpc: RpcClient,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<ExportRow>({
      api: 'M20201_exportCSV',
      fileNameKey: 'route.M20201Browse',
      columns: CSV_COLUMNS,
      count: (input, caller) => classrooms.csvSource(caller).count(input, caller),
      rows: (input, caller) => classrooms.csvSource(caller).rows(input, caller),
    });
  }

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<ClassroomRow>> {
    return this.classrooms.browse(input, caller);
  }

  // The classrooms of the given centers, limited to the caller's centers like everything here.
  centerClassrooms(input: Record<string, unknown>, caller: Caller): Promise<ClassroomOption[]> {
    const centerNos = input.center_nos;
    if (!Array.isArray(centerNos) || centerNos.length > 1000 || !centerNos.every((n) => isKey(n)))
      throw validationError({ center_nos: ['validation.integer'] });
    return this.classrooms.ofCenters(centerNos.map(Number), caller.centerNos);
  }

  private async read(classroomNo: number, caller: Caller): Promise<ClassroomRecord> {
    const row = await this.classrooms.find(classroomNo);
    if (!row || (caller.centerNos !== null && !caller.centerNos.includes(row.center_no))) throw notFoundError('classroom');
    return row;
  }

  getEdit(input: Record<string, unknown>, caller: Caller): Promise<ClassroomRecord> {
    return this.read(keyOf(input, 'classroom_no'), caller);
  }

  // A classroom belongs to a center (group_flag 0) the caller may work on.
  private async checkCenter(centerNo: unknown, caller: Caller): Promise<void> {
    if (
      !(await this.classrooms.isCenter(centerNo)) ||
      (caller.centerNos !== null && !caller.centerNos.includes(Number(centerNo)))
    )
      throw validationError({ center_no: ['masters.m20201.centerInvalid'] });
  }

  async add(input: Record<string, unknown>, caller: Caller): Promise<ClassroomRecord> {
    const values = checkForm(input, CLASSROOM_FORM);
    await this.checkCenter(values.center_no, caller);
    return this.ds.transaction(async (tx) => {
      const row = await this.classrooms.insert(tx, valuesOf(values));
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
      const row = await this.classrooms.updateWithLock(tx, classroomNo, lockVersion, valuesOf(values));
      await writeEvent(tx, 'ClassroomChanged', { action: 'edited', classroom: row });
      return row;
    });
  }

  async delete(input: Record<string, unknown>, caller: Caller): Promise<null> {
    const classroomNo = keyOf(input, 'classroom_no');
    const lockVersion = lockVersionOf(input);
    const { center_no } = await this.read(classroomNo, caller);
    // masters' own refusal first, then the lessons (common/lesson-use.ts, before the transaction), then
    // masters' own again inside it
    if (await this.classrooms.isUsed(classroomNo)) throw businessRuleError('masters.m20201.inUse');
    await refuseIfLessonsUse(this.rpc, 'classroom_no', classroomNo, caller, 'masters.m20201.usedByLessons');
    return this.ds.transaction(async (tx) => {
      if (await this.classrooms.isUsed(classroomNo, tx)) throw businessRuleError('masters.m20201.inUse');
      await this.classrooms.deleteWithLock(tx, classroomNo, lockVersion);
      await writeEvent(tx, 'ClassroomChanged', { action: 'deleted', classroom_no: classroomNo, center_no });
      return null;
    });
  }
}
