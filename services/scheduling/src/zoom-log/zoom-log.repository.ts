import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type ZoomLogActor, type ZoomLogRow } from '@school/contracts';
import { isDateString, type ZoomMeetingValues } from '@school/domain';
import { type BrowseSpec, runBrowse } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { lessonScopeCondition, type LessonScope } from '../center/lesson-scope';

// Who writes a row: the role's actor and, for a teacher or student, their own number.
export type ZoomLogWriter = { userNo: number | null; actor: ZoomLogActor; actorNo: number | null };

// C11101_getJoinedStudent's read: a lesson's student and their openings of its link (none: nulls, 0).
export type LessonOpenedBy = {
  schedule_no: number;
  student_no: number;
  student_name: string | null;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
  open_count: number;
};

export type OpenedLink = { schedule_no: number; zoom_url: string; zoom_meeting_id: string | null };

// The lessons (alias l) whose log a caller reads and whose link a caller may open (docs/zoom-log.md).
const lessonCondition = lessonScopeCondition;

const LOGGED_DAY = `(g."logged_at" AT TIME ZONE 'Asia/Tokyo')::date`;
// an int4 column: a number beyond it matches nothing rather than failing the query
const int4 = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? (Math.abs(v) <= 2147483647 ? v : 0) : null;

// The link and the staff member's number only to staff: teachers and students get the link through
// recordOpen alone, so every handing out of it is in the log.
const specOf = (scope: LessonScope): BrowseSpec => {
  const staffOnly = (expr: string) => (scope.kind === 'staff' ? expr : 'NULL');
  return {
    from: `"scheduling"."lesson_meeting_log" g
      JOIN "scheduling"."lesson" l ON l."schedule_no" = g."schedule_no"
      JOIN "scheduling"."time_slot" t ON t."time_limit_no" = l."time_limit_no"
      LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = l."center_no"
      LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
      LEFT JOIN "scheduling"."teacher_projection" tp ON tp."teacher_no" = l."teacher_no"
      LEFT JOIN "scheduling"."student_projection" os ON g."actor" = 'student' AND os."student_no" = g."actor_no"
      LEFT JOIN "scheduling"."teacher_projection" ot ON g."actor" = 'teacher' AND ot."teacher_no" = g."actor_no"`,
    columns: {
      log_no: 'g."log_no"',
      kind: 'g."kind"',
      logged_at: 'g."logged_at"',
      schedule_no: 'l."schedule_no"',
      schedule_date: `to_char(l."schedule_date", 'YYYY-MM-DD')`,
      time_limit_no: 'l."time_limit_no"',
      slot_label: 't."label"',
      center_no: 'l."center_no"',
      center_name: 'c."center_short_name"',
      student_no: 'l."student_no"',
      student_name: 's."student_name"',
      teacher_no: 'l."teacher_no"',
      teacher_name: 'tp."teacher_name"',
      zoom_url: staffOnly('g."zoom_url"'),
      zoom_meeting_id: staffOnly('g."zoom_meeting_id"'),
      passcode_changed: 'g."passcode_changed"',
      actor: 'g."actor"',
      actor_name: 'coalesce(os."student_name", ot."teacher_name")',
      actor_user_no: staffOnly('g."user_no"'),
    },
    searchColumns: ['s."student_name"', 's."student_namej"', 'tp."teacher_name"'],
    filters: {
      kind: (v, param) => (v === 'set' || v === 'changed' || v === 'removed' || v === 'opened' ? `g."kind" = ${param(v)}` : null),
      schedule_no: (v, param) => (int4(v) === null ? null : `g."schedule_no" = ${param(int4(v))}`),
      since: (v, param) => (isDateString(v) ? `${LOGGED_DAY} >= ${param(v)}::date` : null),
      until: (v, param) => (isDateString(v) ? `${LOGGED_DAY} <= ${param(v)}::date` : null),
    },
    where: lessonCondition(scope),
    defaultOrder: [
      { column: 'logged_at', direction: 'desc' },
      { column: 'log_no', direction: 'desc' },
    ],
    key: 'g."log_no"',
  };
};

// One row per lesson whose meeting differs from the new one, read before M00501's update (same
// transaction: a refused save rolls these back). The passcode is compared, never stored.
// $1 schedule_no[], $2 url, $3 meeting id, $4 passcode, $5 user, $6 actor, $7 actor_no
const MEETING_CHANGES_SQL = `INSERT INTO "scheduling"."lesson_meeting_log"
    ("schedule_no", "kind", "zoom_url", "zoom_meeting_id", "passcode_changed", "user_no", "actor", "actor_no")
  SELECT l."schedule_no",
         CASE WHEN l."zoom_url" IS NULL THEN 'set' WHEN $2::text IS NULL THEN 'removed' ELSE 'changed' END,
         $2::text, $3::text, l."zoom_passcode" IS DISTINCT FROM $4::text, $5::int, $6::text, $7::int
    FROM "scheduling"."lesson" l
   WHERE l."schedule_no" = ANY($1::int[])
     AND (l."zoom_url" IS DISTINCT FROM $2::text OR l."zoom_meeting_id" IS DISTINCT FROM $3::text
       OR l."zoom_passcode" IS DISTINCT FROM $4::text)`;

// An opening of a coming or past lesson the scope covers, not cancelled, with a link: the row logs the
// link it hands out. $1 schedule_no, $2 user, $3 actor, $4 actor_no
const recordOpenSql = (scope: LessonScope) => `INSERT INTO "scheduling"."lesson_meeting_log"
    ("schedule_no", "kind", "zoom_url", "zoom_meeting_id", "user_no", "actor", "actor_no")
  SELECT l."schedule_no", 'opened', l."zoom_url", l."zoom_meeting_id", $2::int, $3::text, $4::int
    FROM "scheduling"."lesson" l
   WHERE l."schedule_no" = $1 AND l."cancel_flag" = 0 AND l."zoom_url" IS NOT NULL AND ${lessonCondition(scope)}
  RETURNING "schedule_no", "zoom_url", "zoom_meeting_id"`;

// $1 schedule_no: the lesson when the scope covers it and it is not cancelled
const visibleLessonSql = (scope: LessonScope) => `SELECT l."schedule_no" FROM "scheduling"."lesson" l
   WHERE l."schedule_no" = $1 AND l."cancel_flag" = 0 AND ${lessonCondition(scope)}`;

// $1 schedule_no[]
const OPENED_BY_SQL = `SELECT l."schedule_no", l."student_no", s."student_name",
       min(g."logged_at") AS "first_opened_at", max(g."logged_at") AS "last_opened_at", count(g."log_no")::int AS "open_count"
  FROM "scheduling"."lesson" l
  LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
  LEFT JOIN "scheduling"."lesson_meeting_log" g ON g."schedule_no" = l."schedule_no" AND g."kind" = 'opened'
       AND g."actor" = 'student' AND g."actor_no" = l."student_no"
 WHERE l."schedule_no" = ANY($1::int[])
 GROUP BY l."schedule_no", l."student_no", s."student_name"
 ORDER BY l."schedule_no"`;

// ZoomLog: the meeting link's history (lesson_meeting_log, this product's own table).
@Injectable()
export class ZoomLogRepository {
  constructor(private readonly ds: DataSource) {}

  browse(scope: LessonScope, input: unknown): Promise<BrowseOutput<ZoomLogRow>> {
    return runBrowse<ZoomLogRow>(this.ds, specOf(scope), input);
  }

  // M00501's write path calls this inside its transaction, before it updates the lessons.
  async recordMeetingChanges(
    tx: EntityManager,
    scheduleNos: readonly number[],
    meeting: ZoomMeetingValues,
    writer: ZoomLogWriter,
  ): Promise<void> {
    await tx.query(MEETING_CHANGES_SQL, [
      scheduleNos,
      meeting.zoom_url,
      meeting.zoom_meeting_id,
      meeting.zoom_passcode,
      writer.userNo,
      writer.actor,
      writer.actorNo,
    ]);
  }

  // The link handed out, or null when the scope does not cover the lesson, it is cancelled or has no link.
  async recordOpen(scope: LessonScope, scheduleNo: number, writer: ZoomLogWriter): Promise<OpenedLink | null> {
    const [row] = (await this.ds.query(recordOpenSql(scope), [scheduleNo, writer.userNo, writer.actor, writer.actorNo])) as
      OpenedLink[] | [];
    return row ?? null;
  }

  async isVisible(scope: LessonScope, scheduleNo: number): Promise<boolean> {
    return ((await this.ds.query(visibleLessonSql(scope), [scheduleNo])) as unknown[]).length > 0;
  }

  // For the teacher's day (C11101_getJoinedStudent): each listed lesson's student and when they first
  // and last opened its link. The caller checks the lessons are the teacher's; openings by the teacher
  // or staff do not count.
  openedBy(scheduleNos: readonly number[]): Promise<LessonOpenedBy[]> {
    if (!scheduleNos.length) return Promise.resolve([]);
    return this.ds.query(OPENED_BY_SQL, [scheduleNos]) as Promise<LessonOpenedBy[]>;
  }
}
