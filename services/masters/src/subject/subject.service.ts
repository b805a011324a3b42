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
import { DataSource, type EntityManager } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';
import { SubjectRepository } from './subject.repository';

type Input = Record<string, unknown>;

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
    private readonly subjects: SubjectRepository,
    private readonly rpc: RpcClient,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<SubjectRow>({
      api: 'M20401_exportCSV',
      fileNameKey: 'route.M20401Browse',
      columns: CSV_COLUMNS,
      ...subjects.csvSource(),
    });
  }

  browse(input: Input): Promise<BrowseOutput<SubjectRow>> {
    return this.subjects.browse(input);
  }

  async getEdit(input: Input): Promise<SubjectRecord> {
    const subjectNo = keyOf(input, 'subject_no');
    const row = await this.subjects.find(subjectNo);
    if (!row) throw notFoundError('subject');
    return row;
  }

  // Other screens (reports, teachers) choose a subject by its name, so two subjects never share one.
  private async checkName(tx: EntityManager, values: Input, subjectNo: number | null): Promise<void> {
    if (await this.subjects.nameTaken(tx, values.subject_name, subjectNo))
      throw validationError({ subject_name: ['masters.m20401.nameTaken'] });
  }

  async add(input: Input): Promise<SubjectRecord> {
    const values = checkForm(input, SUBJECT_FORM);
    return this.ds.transaction(async (tx) => {
      await this.checkName(tx, values, null);
      const row = await this.subjects.insert(tx, values);
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
      const row = await this.subjects.updateWithLock(tx, subjectNo, lockVersion, values);
      await writeEvent(tx, 'SubjectChanged', { action: 'edited', subject: row });
      return row;
    });
  }

  // A subject teachers teach stays (business rule, 400): masters' own refusal first, then the lessons
  // (common/lesson-use.ts, before the transaction), then masters' own again inside it.
  async delete(input: Input, caller: Caller): Promise<null> {
    const subjectNo = keyOf(input, 'subject_no');
    const lockVersion = lockVersionOf(input);
    if (await this.subjects.isUsed(subjectNo)) throw businessRuleError('masters.m20401.inUse');
    await refuseIfLessonsUse(this.rpc, 'subject_no', subjectNo, caller, 'masters.m20401.usedByLessons');
    return this.ds.transaction(async (tx) => {
      if (await this.subjects.isUsed(subjectNo, tx)) throw businessRuleError('masters.m20401.inUse');
      await this.subjects.deleteWithLock(tx, subjectNo, lockVersion);
      await writeEvent(tx, 'SubjectChanged', { action: 'deleted', subject_no: subjectNo });
      return null;
    });
  }

  // value/label pairs for the subject selects of other screens, optionally one school level's.
  dropdown(input: Input): Promise<DropdownOption[]> {
    return this.subjects.dropdown(levelFlagOf(input.level));
  }
}
