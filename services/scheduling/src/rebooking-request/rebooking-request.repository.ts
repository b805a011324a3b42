import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type C40411RequestRow, type RebookingRequestRecord } from '@school/contracts';
import { type BrowseSpec, runBrowse } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// The lesson a request is about, as it is now (locked).
export type RequestLessonRow = {
  schedule_no: number;
  student_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
  subject_no: number;
  cancel_flag: number;
};
export type RequestInsert = {
  schedule_no: number;
  student_no: number;
  center_no: number;
  wanted_date: string | null;
  wanted_time_limit_no: number | null;
  note: string | null;
  requested_by_user_no: number | null;
  requested_role: number;
};
// Which requests C40411 lists: the centers (null: every center, headquarters), open or hidden ones.
export type RequestScope = { centerNos: readonly number[] | null; hidden: 0 | 1 };

const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

// A request with its lesson as it is now and the slots' labels.
const RECORD_COLUMNS = {
  request_no: 'r."request_no"',
  schedule_no: 'r."schedule_no"',
  student_no: 'r."student_no"',
  center_no: 'r."center_no"',
  schedule_date: day('l."schedule_date"'),
  time_limit_no: 'l."time_limit_no"',
  slot_label: 't."label"',
  subject_no: 'l."subject_no"',
  wanted_date: day('r."wanted_date"'),
  wanted_time_limit_no: 'r."wanted_time_limit_no"',
  wanted_slot_label: 'w."label"',
  note: 'r."note"',
  status: `CASE WHEN r."hidden_flag" = 1 THEN 'done' ELSE 'open' END`,
  hidden_flag: 'r."hidden_flag"',
  created_at: 'r."created_at"',
  lock_version: 'r."lock_version"',
} as const;
const RECORD_FROM = `"scheduling"."rebooking_request" r
  JOIN "scheduling"."lesson" l ON l."schedule_no" = r."schedule_no"
  JOIN "scheduling"."time_slot" t ON t."time_limit_no" = l."time_limit_no"
  LEFT JOIN "scheduling"."time_slot" w ON w."time_limit_no" = r."wanted_time_limit_no"`;
const RECORD_SELECT = Object.entries(RECORD_COLUMNS)
  .map(([name, expr]) => `${expr} AS "${name}"`)
  .join(', ');

const int = (n: number): string => {
  // the scope's numbers come from the session, never from the input; still only integers reach SQL
  if (!Number.isInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

const specOf = (scope: RequestScope): BrowseSpec => ({
  from: `${RECORD_FROM}
    LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = r."center_no"
    LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = r."student_no"`,
  columns: { ...RECORD_COLUMNS, center_name: 'c."center_short_name"', student_name: 's."student_name"' },
  searchColumns: ['s."student_name"', 's."student_namej"'],
  where: [
    scope.centerNos === null
      ? 'true'
      : scope.centerNos.length
        ? `r."center_no" IN (${scope.centerNos.map(int).join(', ')})`
        : 'false',
    `r."hidden_flag" = ${scope.hidden}`,
  ].join(' AND '),
  filters: {
    // an int4 column: a larger number matches nothing rather than failing the query
    center_no: (v, param) =>
      typeof v === 'number' && Number.isInteger(v) ? `r."center_no" = ${param(Math.abs(v) <= 2147483647 ? v : 0)}` : null,
  },
  defaultOrder: [{ column: 'created_at', direction: 'desc' }],
  key: 'r."request_no"',
});

// T1035 rebooking requests (docs/rebooking-requests.md).
@Injectable()
export class RebookingRequestRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  // Locked, so that a lesson moved or cancelled meanwhile is seen as it is after that write.
  async lockLesson(tx: EntityManager, scheduleNo: number): Promise<RequestLessonRow | undefined> {
    const [row] = (await tx.query(
      `SELECT "schedule_no", "student_no", "center_no", ${day('"schedule_date"')} AS "schedule_date", "time_limit_no", "subject_no",
              "cancel_flag"
         FROM "scheduling"."lesson" WHERE "schedule_no" = $1 FOR UPDATE`,
      [scheduleNo],
    )) as RequestLessonRow[];
    return row;
  }

  async hasOpenRequest(scheduleNo: number, db: Queryable = this.ds): Promise<boolean> {
    const rows = (await db.query(
      `SELECT 1 FROM "scheduling"."rebooking_request" WHERE "schedule_no" = $1 AND "hidden_flag" = 0`,
      [scheduleNo],
    )) as unknown[];
    return rows.length > 0;
  }

  async insert(tx: EntityManager, r: RequestInsert): Promise<number> {
    const [row] = (await tx.query(
      `INSERT INTO "scheduling"."rebooking_request" ("schedule_no", "student_no", "center_no", "wanted_date", "wanted_time_limit_no",
          "note", "requested_by_user_no", "requested_role")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING "request_no"`,
      [
        r.schedule_no,
        r.student_no,
        r.center_no,
        r.wanted_date,
        r.wanted_time_limit_no,
        r.note,
        r.requested_by_user_no,
        r.requested_role,
      ],
    )) as { request_no: number }[];
    return row.request_no;
  }

  async byNo(requestNo: number, db: Queryable = this.ds, lock = false): Promise<RebookingRequestRecord | undefined> {
    const [row] = (await db.query(
      `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r."request_no" = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [requestNo],
    )) as RebookingRequestRecord[];
    return row;
  }

  ofStudent(studentNo: number): Promise<RebookingRequestRecord[]> {
    return this.ds.query(
      `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r."student_no" = $1 ORDER BY r."created_at" DESC, r."request_no" DESC`,
      [studentNo],
    );
  }

  async setHidden(tx: EntityManager, requestNo: number, hidden: 0 | 1): Promise<void> {
    await tx.query(
      `UPDATE "scheduling"."rebooking_request" SET "hidden_flag" = $2, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "request_no" = $1`,
      [requestNo, hidden],
    );
  }

  browse(scope: RequestScope, input: unknown): Promise<BrowseOutput<C40411RequestRow>> {
    return runBrowse<C40411RequestRow>(this.ds, specOf(scope), input);
  }
}
