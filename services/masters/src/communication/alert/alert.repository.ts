import { Injectable } from '@nestjs/common';
import { type AlertRaisedEvent, type AlertRow, type BrowseOutput, type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type BrowseSpec, runBrowse } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

const ints = (list: readonly number[]) => `'{${list.filter((n) => Number.isInteger(n)).join(',')}}'::int[]`;

const userOf = (caller: Caller): number => (Number.isInteger(caller.userNo) ? caller.userNo! : -1);
const teacherOf = (caller: Caller): number => (Number.isInteger(caller.teacherNo) ? caller.teacherNo! : -1);

// The alerts the caller may see (libs/domain canSeeAlert, in SQL): addressed to their role and, for
// a teacher, naming them (their own rejected and unwritten reports); for anyone else, addressed to
// them when naming one user, and, when about a center, to one they are authorised for. Role, user,
// teacher and centers come from the session.
const visibleTo = (caller: Caller): string => {
  const role = Number.isInteger(caller.role) ? caller.role : -1;
  if (role === ROLE.TEACHER) return `${role} = ANY(a."audience_roles") AND a."audience_teacher_no" = ${teacherOf(caller)}`;
  const centers =
    caller.centerNos === null ? '' : ` AND (a."center_no" IS NULL OR a."center_no" = ANY(${ints(caller.centerNos)}))`;
  const person = ` AND (a."audience_user_no" IS NULL OR a."audience_user_no" = ${userOf(caller)})`;
  return `${role} = ANY(a."audience_roles")${centers}${person}`;
};

// Newest first; the caller's read state joined in.
const browseSpec = (caller: Caller): BrowseSpec => ({
  from: `"masters"."alert" a
    LEFT JOIN "masters"."alert_read" r ON r."alert_no" = a."alert_no" AND r."user_no" = ${userOf(caller)}
    LEFT JOIN "masters"."center" c ON c."center_no" = a."center_no"
    LEFT JOIN "masters"."student" s ON s."student_no" = a."student_no"`,
  columns: {
    alert_no: 'a."alert_no"',
    kind: 'a."kind"',
    subject: 'a."subject"',
    center_name: 'c."center_short_name"',
    student_name: 's."student_name"',
    raised_at: 'a."raised_at"',
    confirmed_flag: `(CASE WHEN r."alert_no" IS NULL THEN 0 ELSE 1 END)`,
    read_at: 'r."read_at"',
  },
  searchColumns: [
    'a."alert_no"',
    'c."center_name"',
    'c."center_short_name"',
    's."student_name"',
    's."student_namej"',
    `a."subject"->>'schedule_date'`,
    `a."subject"->>'time_label'`,
  ],
  filters: {
    confirmed_flag: (v) =>
      v === 0 || v === '0' ? `r."alert_no" IS NULL` : v === 1 || v === '1' ? `r."alert_no" IS NOT NULL` : null,
  },
  where: visibleTo(caller),
  defaultOrder: [{ column: 'raised_at', direction: 'desc' }],
  key: 'a."alert_no"',
});

// masters.alert and the users' read marks (alert_read).
@Injectable()
export class AlertRepository {
  constructor(private readonly ds: DataSource) {}

  // One alert per dedupe key: a repeated or redelivered event changes nothing. Answers whether it was new.
  async insert(tx: Db, event: AlertRaisedEvent, eventId: string): Promise<boolean> {
    const subject = event.subject;
    const rows = (await tx.query(
      `INSERT INTO "masters"."alert" ("kind", "dedupe_key", "subject", "audience_roles", "center_no", "student_no", "raised_at", "event_id",
         "audience_teacher_no", "audience_user_no")
       VALUES ($1, $2, $3, $4::int[], $5, $6, $7, $8, $9, $10) ON CONFLICT ("dedupe_key") DO NOTHING RETURNING 1`,
      [
        event.kind,
        event.dedupe_key,
        JSON.stringify(subject),
        event.audience.roles,
        event.audience.center_no,
        subject.student_no,
        event.raised_at,
        eventId,
        event.audience.teacher_no ?? null,
        event.audience.user_no ?? null,
      ],
    )) as unknown[];
    return rows.length > 0;
  }

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<Omit<AlertRow, 'classification_name'>>> {
    return runBrowse<Omit<AlertRow, 'classification_name'>>(this.ds, browseSpec(caller), input);
  }

  // Which of the alerts the caller may see.
  async visible(tx: Db, alertNos: readonly number[], caller: Caller): Promise<number[]> {
    const seen = (await tx.query(
      `SELECT a."alert_no" FROM "masters"."alert" a WHERE a."alert_no" = ANY($1::int[]) AND ${visibleTo(caller)}`,
      [alertNos],
    )) as { alert_no: number }[];
    return seen.map((r) => r.alert_no);
  }

  // Marks the alerts read for the caller (again is no change); answers when they were last read.
  async markRead(tx: Db, alertNos: readonly number[], caller: Caller): Promise<string> {
    await tx.query(
      `INSERT INTO "masters"."alert_read" ("alert_no", "user_no") SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING`,
      [alertNos, userOf(caller)],
    );
    const [{ read_at }] = (await tx.query(
      `SELECT max("read_at") AS "read_at" FROM "masters"."alert_read" WHERE "alert_no" = ANY($1::int[]) AND "user_no" = $2`,
      [alertNos, userOf(caller)],
    )) as { read_at: string }[];
    return read_at;
  }
}
