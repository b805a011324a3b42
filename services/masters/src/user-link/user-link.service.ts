import { Injectable } from '@nestjs/common';
import { type Caller, type LinkCheckOutput, type LinkChoice, type LinkKind } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { UserLinkRepository } from './user-link.repository';

// The teachers and students an M20901 user account can be linked to. The auth service owns the
// accounts but not these tables, so it asks here (M20901_checkLinks) and the page picks from here.
export const linkNo = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647) return v;
  throw validationError({ link: ['validation.integer'] });
};

@Injectable()
export class UserLinkService {
  constructor(private readonly links: UserLinkRepository) {}

  // Up to 50 matches by number or name (and the current link, so the select can show it), limited
  // to the caller's centers.
  async choices(input: Record<string, unknown>, caller: Caller): Promise<LinkChoice[]> {
    const kind = input.kind;
    if (kind !== 'teacher' && kind !== 'student')
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const search = typeof input.search === 'string' ? input.search.trim().slice(0, 100) : '';
    const include = linkNo(input.include);
    return this.links.choices(kind, search, include, caller.centerNos);
  }

  async check(input: Record<string, unknown>): Promise<LinkCheckOutput> {
    const teacherNo = linkNo(input.teacher_no);
    const studentNo = linkNo(input.student_no);
    const exists = async (kind: LinkKind, no: number | null): Promise<boolean> => {
      if (no === null) return true;
      return this.links.exists(kind, no);
    };
    return { teacher: await exists('teacher', teacherNo), student: await exists('student', studentNo) };
  }
}
