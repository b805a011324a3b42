import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type CourseKind,
  type CourseRecord,
  type CourseRow,
  type CourseTypeRecord,
  type CourseTypeRow,
  isCourseKind,
} from '@school/contracts';
import { COURSE_FORM, COURSE_TYPE_FORM, type FormSchema } from '@school/domain';
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
import { DataSource, type EntityManager } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';

type Input = Record<string, unknown>;

// One description of each child of M20301: its table, key, form and list.
type Child = {
  table: 'course_type' | 'course';
  key: 'course_type_no' | 'course_no';
  form: FormSchema;
  browse: BrowseSpec;
};

const CHILDREN: Readonly<Record<CourseKind, Child>> = {
  M1005: {
    table: 'course_type',
    key: 'course_type_no',
    form: COURSE_TYPE_FORM,
    browse: {
      from: `"masters"."course_type" t`,
      columns: {
        course_type_no: 't."course_type_no"',
        course_type_name: 't."course_type_name"',
        description: 't."description"',
        sort_order: 't."sort_order"',
        updated_at: 't."updated_at"',
        course_count: `(SELECT count(*)::int FROM "masters"."course" c WHERE c."course_type_no" = t."course_type_no")`,
        course_names: `(SELECT string_agg(c."course_name", '、' ORDER BY c."sort_order", c."course_no") FROM "masters"."course" c
          WHERE c."course_type_no" = t."course_type_no")`,
      },
      searchColumns: [
        't."course_type_name"',
        't."description"',
        `(SELECT string_agg(c."course_name", ' ') FROM "masters"."course" c WHERE c."course_type_no" = t."course_type_no")`,
      ],
      defaultOrder: [{ column: 'sort_order', direction: 'asc' }],
      key: 't."course_type_no"',
    },
  },
  M1010: {
    table: 'course',
    key: 'course_no',
    form: COURSE_FORM,
    browse: {
      from: `"masters"."course" c JOIN "masters"."course_type" t ON t."course_type_no" = c."course_type_no"`,
      columns: {
        course_no: 'c."course_no"',
        course_type_no: 'c."course_type_no"',
        course_type_name: 't."course_type_name"',
        course_name: 'c."course_name"',
        lesson_minutes: 'c."lesson_minutes"',
        capacity: 'c."capacity"',
        lessons_per_month: 'c."lessons_per_month"',
        monthly_fee: 'c."monthly_fee"',
        sort_order: 'c."sort_order"',
        updated_at: 'c."updated_at"',
      },
      searchColumns: ['c."course_name"', 't."course_type_name"'],
      filters: {
        course_type_no: (v, param) => {
          const n = Number(v);
          return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? `c."course_type_no" = ${param(n)}` : null;
        },
      },
      defaultOrder: [
        { column: 'course_type_no', direction: 'asc' },
        { column: 'sort_order', direction: 'asc' },
      ],
      key: 'c."course_no"',
    },
  },
};

export const kindOf = (value: unknown): CourseKind => {
  if (isCourseKind(value)) return value;
  throw validationError({ _course_type: [{ key: 'validation.oneOf', params: { values: 'M1005, M1010' } }] });
};

const searchInfoOf = (input: Input): Input =>
  typeof input.searchInfo === 'object' && input.searchInfo !== null ? (input.searchInfo as Input) : {};

// The columns a save writes; a course type's description is never null in the table.
export const columnValues = (kind: CourseKind, values: Input): Input => {
  const out = Object.fromEntries(Object.keys(CHILDREN[kind].form).map((c) => [c, values[c]]));
  if (kind === 'M1005' && (out.description === null || out.description === undefined)) out.description = '';
  return out;
};

type ChildRecord = CourseTypeRecord | CourseRecord;

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
    private readonly rpc: RpcClient,
  ) {}

  browse(input: Input): Promise<BrowseOutput<CourseTypeRow> | BrowseOutput<CourseRow>> {
    const kind = kindOf(searchInfoOf(input)._course_type);
    return kind === 'M1005'
      ? runBrowse<CourseTypeRow>(this.ds, CHILDREN.M1005.browse, input)
      : runBrowse<CourseRow>(this.ds, CHILDREN.M1010.browse, input);
  }

  async getEdit(input: Input): Promise<ChildRecord> {
    const child = CHILDREN[kindOf(input._course_type)];
    const no = keyOf(input, child.key);
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."${child.table}" WHERE "${child.key}" = $1`, [
      no,
    ])) as ChildRecord[];
    if (!row) throw notFoundError(child.table);
    return row;
  }

  // A course belongs to an existing course type; the row is held until commit so the type cannot
  // be deleted meanwhile.
  private async checkCourseType(tx: EntityManager, kind: CourseKind, values: Input): Promise<void> {
    if (kind !== 'M1010') return;
    const rows = (await tx.query(`SELECT 1 FROM "masters"."course_type" WHERE "course_type_no" = $1 FOR KEY SHARE`, [
      values.course_type_no,
    ])) as unknown[];
    if (!rows.length) throw validationError({ course_type_no: ['masters.m20301.courseTypeMissing'] });
  }

  async add(input: Input): Promise<ChildRecord> {
    const kind = kindOf(input._course_type);
    const child = CHILDREN[kind];
    const values = columnValues(kind, checkForm(input, child.form));
    const columns = Object.keys(values);
    return this.ds.transaction(async (tx) => {
      await this.checkCourseType(tx, kind, values);
      const [row] = (await tx.query(
        `INSERT INTO "masters"."${child.table}" (${columns.map((c) => `"${c}"`).join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        columns.map((c) => values[c]),
      )) as ChildRecord[];
      await publishSaved(tx, 'added', row);
      return row;
    });
  }

  async edit(input: Input): Promise<ChildRecord> {
    const kind = kindOf(input._course_type);
    const child = CHILDREN[kind];
    const no = keyOf(input, child.key);
    const lockVersion = lockVersionOf(input);
    const values = columnValues(kind, checkForm(input, child.form));
    return this.ds.transaction(async (tx) => {
      await this.checkCourseType(tx, kind, values);
      const row = await updateWithLock<ChildRecord>(tx, {
        schema: 'masters',
        table: child.table,
        key: { [child.key]: no },
        lockVersion,
        values,
      });
      await publishSaved(tx, 'edited', row);
      return row;
    });
  }

  // A course type with courses, or a course students take, stays (business rule, 400).
  async delete(input: Input, caller: Caller): Promise<null> {
    const kind = kindOf(input._course_type);
    const child = CHILDREN[kind];
    const no = keyOf(input, child.key);
    const lockVersion = lockVersionOf(input);
    return this.ds.transaction(async (tx) => {
      const [used] = (await tx.query(
        kind === 'M1005'
          ? `SELECT 1 FROM "masters"."course" WHERE "course_type_no" = $1 LIMIT 1`
          : `SELECT 1 FROM "masters"."student" WHERE "course_no" = $1 LIMIT 1`,
        [no],
      )) as unknown[];
      if (used) throw businessRuleError(kind === 'M1005' ? 'masters.m20301.courseTypeInUse' : 'masters.m20301.courseInUse');
      if (kind === 'M1010') await refuseIfLessonsUse(this.rpc, 'course_no', no, caller, 'masters.m20301.courseUsedByLessons');
      await deleteWithLock(tx, { schema: 'masters', table: child.table, key: { [child.key]: no }, lockVersion });
      await publishDeleted(tx, kind, no);
      return null;
    });
  }
}
