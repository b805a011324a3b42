import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type CourseKind,
  type CourseRecord,
  type CourseRow,
  type CourseTypeRecord,
  type CourseTypeRow,
} from '@school/contracts';
import { type BrowseSpec, deleteWithLock, runBrowse, updateWithLock } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;
export type CourseChildRecord = CourseTypeRecord | CourseRecord;

// Each child of M20301: its table, key and list.
type Table = {
  table: 'course_type' | 'course';
  key: 'course_type_no' | 'course_no';
  browse: BrowseSpec;
};

const TABLES: Readonly<Record<CourseKind, Table>> = {
  M1005: {
    table: 'course_type',
    key: 'course_type_no',
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

// masters.course_type (M1005) and masters.course (M1010).
@Injectable()
export class CourseRepository {
  constructor(private readonly ds: DataSource) {}

  browse(kind: CourseKind, input: unknown): Promise<BrowseOutput<CourseTypeRow> | BrowseOutput<CourseRow>> {
    return kind === 'M1005'
      ? runBrowse<CourseTypeRow>(this.ds, TABLES.M1005.browse, input)
      : runBrowse<CourseRow>(this.ds, TABLES.M1010.browse, input);
  }

  async find(kind: CourseKind, no: number): Promise<CourseChildRecord | undefined> {
    const { table, key } = TABLES[kind];
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."${table}" WHERE "${key}" = $1`, [no])) as CourseChildRecord[];
    return row;
  }

  // Whether the course type exists; held until commit so it cannot be deleted meanwhile.
  async holdCourseType(tx: Db, courseTypeNo: unknown): Promise<boolean> {
    const rows = (await tx.query(`SELECT 1 FROM "masters"."course_type" WHERE "course_type_no" = $1 FOR KEY SHARE`, [
      courseTypeNo,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insert(tx: Db, kind: CourseKind, values: Record<string, unknown>): Promise<CourseChildRecord> {
    const columns = Object.keys(values);
    const [row] = (await tx.query(
      `INSERT INTO "masters"."${TABLES[kind].table}" (${columns.map((c) => `"${c}"`).join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      columns.map((c) => values[c]),
    )) as CourseChildRecord[];
    return row;
  }

  updateWithLock(
    tx: Db,
    kind: CourseKind,
    no: number,
    lockVersion: number,
    values: Record<string, unknown>,
  ): Promise<CourseChildRecord> {
    const { table, key } = TABLES[kind];
    return updateWithLock<CourseChildRecord>(tx, { schema: 'masters', table, key: { [key]: no }, lockVersion, values });
  }

  // A course type with courses, or a course students take, is in use.
  async isUsed(kind: CourseKind, no: number, db: Db = this.ds): Promise<boolean> {
    const [used] = (await db.query(
      kind === 'M1005'
        ? `SELECT 1 FROM "masters"."course" WHERE "course_type_no" = $1 LIMIT 1`
        : `SELECT 1 FROM "masters"."student" WHERE "course_no" = $1 LIMIT 1`,
      [no],
    )) as unknown[];
    return used !== undefined;
  }

  deleteWithLock(tx: Db, kind: CourseKind, no: number, lockVersion: number): Promise<void> {
    const { table, key } = TABLES[kind];
    return deleteWithLock(tx, { schema: 'masters', table, key: { [key]: no }, lockVersion });
  }
}
