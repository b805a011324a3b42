import { Injectable } from '@nestjs/common';
import { type Caller, type LinkCheckOutput, type LinkChoice, type LinkKind } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

// The teachers and students an M20901 user account can be linked to. The auth service owns the
// accounts but not these tables, so it asks here (M20901_checkLinks) and the page picks from here.
const TABLES: Record<LinkKind, { table: string; key: string; name: string; reading: string }> = {
  teacher: { table: '"masters"."teacher"', key: 'teacher_no', name: 'teacher_name', reading: 'teacher_namej' },
  student: { table: '"masters"."student"', key: 'student_no', name: 'student_name', reading: 'student_namej' },
};
const CHOICES_LIMIT = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export const linkNo = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647) return v;
  throw validationError({ link: ['validation.integer'] });
};

@Injectable()
export class UserLinkService {
  constructor(private readonly ds: DataSource) {}

  // Up to 50 matches by number or name (and the current link, so the select can show it), limited
  // to the caller's centers.
  async choices(input: Record<string, unknown>, caller: Caller): Promise<LinkChoice[]> {
    const kind = input.kind;
    if (kind !== 'teacher' && kind !== 'student')
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const search = typeof input.search === 'string' ? input.search.trim().slice(0, 100) : '';
    const include = linkNo(input.include);
    const t = TABLES[kind];
    return this.ds.query(
      `SELECT "${t.key}" AS "value", "${t.key}" || ' ' || "${t.name}" AS "label" FROM ${t.table}
        WHERE ($4::int[] IS NULL OR "center_no" = ANY($4))
          AND ($1 = '' OR "${t.key}"::text = $1 OR "${t.name}" ILIKE $2 OR "${t.reading}" ILIKE $2 OR "${t.key}" = $3)
        ORDER BY ("${t.key}" = $3) DESC NULLS LAST, "${t.key}" LIMIT ${CHOICES_LIMIT}`,
      [search, `%${escapeLike(search)}%`, include, caller.centerNos],
    );
  }

  async check(input: Record<string, unknown>): Promise<LinkCheckOutput> {
    const teacherNo = linkNo(input.teacher_no);
    const studentNo = linkNo(input.student_no);
    const exists = async (kind: LinkKind, no: number | null): Promise<boolean> => {
      if (no === null) return true;
      const t = TABLES[kind];
      return ((await this.ds.query(`SELECT 1 FROM ${t.table} WHERE "${t.key}" = $1`, [no])) as unknown[]).length > 0;
    };
    return { teacher: await exists('teacher', teacherNo), student: await exists('student', studentNo) };
  }
}
