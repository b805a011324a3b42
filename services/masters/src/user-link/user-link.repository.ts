import { Injectable } from '@nestjs/common';
import { type LinkChoice, type LinkKind } from '@school/contracts';
import { DataSource } from 'typeorm';

const TABLES: Record<LinkKind, { table: string; key: string; name: string; reading: string }> = {
  teacher: { table: '"masters"."teacher"', key: 'teacher_no', name: 'teacher_name', reading: 'teacher_namej' },
  student: { table: '"masters"."student"', key: 'student_no', name: 'student_name', reading: 'student_namej' },
};
const CHOICES_LIMIT = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// The teachers and students an M20901 user account can be linked to.
@Injectable()
export class UserLinkRepository {
  constructor(private readonly ds: DataSource) {}

  // Up to 50 matches by number or name (and the one to include first), limited to the centers (null: all).
  choices(kind: LinkKind, search: string, include: number | null, centerNos: readonly number[] | null): Promise<LinkChoice[]> {
    const t = TABLES[kind];
    return this.ds.query(
      `SELECT "${t.key}" AS "value", "${t.key}" || ' ' || "${t.name}" AS "label" FROM ${t.table}
        WHERE ($4::int[] IS NULL OR "center_no" = ANY($4))
          AND ($1 = '' OR "${t.key}"::text = $1 OR "${t.name}" ILIKE $2 OR "${t.reading}" ILIKE $2 OR "${t.key}" = $3)
        ORDER BY ("${t.key}" = $3) DESC NULLS LAST, "${t.key}" LIMIT ${CHOICES_LIMIT}`,
      [search, `%${escapeLike(search)}%`, include, centerNos],
    );
  }

  async exists(kind: LinkKind, no: number): Promise<boolean> {
    const t = TABLES[kind];
    return ((await this.ds.query(`SELECT 1 FROM ${t.table} WHERE "${t.key}" = $1`, [no])) as unknown[]).length > 0;
  }
}
