import { type Caller } from '@school/contracts';
import { STUDENT_ROLES, type NoticeReader } from '@school/domain';

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// Who reads a notice (C00101 and its files): a student belongs to their own center (masters.student);
// anyone else to the centers of their session (null: every center, headquarters).
export async function noticeReaderOf(db: Queryable, caller: Caller): Promise<NoticeReader> {
  if (caller.role === null || !STUDENT_ROLES.includes(caller.role)) return { role: caller.role, centerNos: caller.centerNos };
  const rows = (
    caller.studentNo === null
      ? []
      : await db.query(`SELECT "center_no" FROM "masters"."student" WHERE "student_no" = $1`, [caller.studentNo])
  ) as { center_no: number }[];
  return { role: caller.role, centerNos: rows.map((r) => r.center_no) };
}
