import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type CourseKind,
  type CourseRow,
  type CourseTypeRow,
  isCourseKind,
} from '@school/contracts';
import { COURSE_FORM, COURSE_TYPE_FORM, type FormSchema } from '@school/domain';
import {
  businessRuleError,
  checkForm,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';
import { CourseRepository, type CourseChildRecord } from './course.repository';

type Input = Record<string, unknown>;

// Each child of M20301: its table (for messages), key and form.
const FORMS: Readonly<Record<CourseKind, { table: string; key: 'course_type_no' | 'course_no'; form: FormSchema }>> = {
  M1005: { table: 'course_type', key: 'course_type_no', form: COURSE_TYPE_FORM },
  M1010: { table: 'course', key: 'course_no', form: COURSE_FORM },
};

export const kindOf = (value: unknown): CourseKind => {
  if (isCourseKind(value)) return value;
  throw validationError({ _course_type: [{ key: 'validation.oneOf', params: { values: 'M1005, M1010' } }] });
};

const searchInfoOf = (input: Input): Input =>
  typeof input.searchInfo === 'object' && input.searchInfo !== null ? (input.searchInfo as Input) : {};

// The columns a save writes; a course type's description is never null in the table.
export const columnValues = (kind: CourseKind, values: Input): Input => {
  const out = Object.fromEntries(Object.keys(FORMS[kind].form).map((c) => [c, values[c]]));
  if (kind === 'M1005' && (out.description === null || out.description === undefined)) out.description = '';
  return out;
};

type ChildRecord = CourseChildRecord;

// What a save or a delete publishes: CourseChanged for a course (the row with a course_no),
// CourseTypeChanged for a course type.
const publishSaved = (tx: EntityManager, action: 'added' | 'edited', row: ChildRecord): Promise<void> =>
  'course_no' in row
    ? writeEvent(tx, 'CourseChanged', { action, course: row })
    : writeEvent(tx, 'CourseTypeChanged', { action, course_type: row });
const publishDeleted = (tx: EntityManager, kind: CourseKind, no: number): Promise<void> =>
  kind === 'M1010'
    ? writeEvent(tx, 'CourseChanged', { action: 'deleted', course_no: no })
    : writeEvent(tx, 'CourseTypeChanged', { action: 'deleted', course_type_no: no });

// M20301 course management: course types (M1005) and their courses (M1010). Every change publishes
// CourseTypeChanged or CourseChanged through the outbox in the same transaction.
@Injectable()
export class CourseService {
  constructor(
    private readonly ds: DataSource,
    private readonly courses: CourseRepository,
    private readonly rpc: RpcClient,
  ) {}

  browse(input: Input): Promise<BrowseOutput<CourseTypeRow> | BrowseOutput<CourseRow>> {
    return this.courses.browse(kindOf(searchInfoOf(input)._course_type), input);
  }

  async getEdit(input: Input): Promise<ChildRecord> {
    const kind = kindOf(input._course_type);
    const child = FORMS[kind];
    const row = await this.courses.find(kind, keyOf(input, child.key));
    if (!row) throw notFoundError(child.table);
    return row;
  }

  // A course belongs to an existing course type; the row is held until commit so the type cannot
  // be deleted meanwhile.
  private async checkCourseType(tx: EntityManager, kind: CourseKind, values: Input): Promise<void> {
    if (kind !== 'M1010') return;
    if (!(await this.courses.holdCourseType(tx, values.course_type_no)))
      throw validationError({ course_type_no: ['masters.m20301.courseTypeMissing'] });
  }

  async add(input: Input): Promise<ChildRecord> {
    const kind = kindOf(input._course_type);
    const child = FORMS[kind];
    const values = columnValues(kind, checkForm(input, child.form));
    return this.ds.transaction(async (tx) => {
      await this.checkCourseType(tx, kind, values);
      const row = await this.courses.insert(tx, kind, values);
      await publishSaved(tx, 'added', row);
      return row;
    });
  }

  async edit(input: Input): Promise<ChildRecord> {
    const kind = kindOf(input._course_type);
    const child = FORMS[kind];
    const no = keyOf(input, child.key);
    const lockVersion = lockVersionOf(input);
    const values = columnValues(kind, checkForm(input, child.form));
    return this.ds.transaction(async (tx) => {
      await this.checkCourseType(tx, kind, values);
      const row = await this.courses.updateWithLock(tx, kind, no, lockVersion, values);
      await publishSaved(tx, 'edited', row);
      return row;
    });
  }

  // A course type with courses, or a course students take, stays (business rule, 400): masters' own
  // refusal first, then the lessons (common/lesson-use.ts, before the transaction), then masters' own
  // again inside it.
  async delete(input: Input, caller: Caller): Promise<null> {
    const kind = kindOf(input._course_type);
    const child = FORMS[kind];
    const no = keyOf(input, child.key);
    const lockVersion = lockVersionOf(input);
    const inUse = kind === 'M1005' ? 'masters.m20301.courseTypeInUse' : 'masters.m20301.courseInUse';
    if (await this.courses.isUsed(kind, no)) throw businessRuleError(inUse);
    if (kind === 'M1010') await refuseIfLessonsUse(this.rpc, 'course_no', no, caller, 'masters.m20301.courseUsedByLessons');
    return this.ds.transaction(async (tx) => {
      if (await this.courses.isUsed(kind, no, tx)) throw businessRuleError(inUse);
      await this.courses.deleteWithLock(tx, kind, no, lockVersion);
      await publishDeleted(tx, kind, no);
      return null;
    });
  }
}
