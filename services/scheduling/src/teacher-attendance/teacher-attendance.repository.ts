import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type TeacherAttendanceRow } from '@school/contracts';
import { isDateString, type DateString } from '@school/domain';
import { runBrowse, type BrowseSpec } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { scopeNumber } from '../center/lesson-scope';

// The rows as scheduling counts them; reports_unwritten comes from the reports service afterwards.
export type AttendanceRow = Omit<TeacherAttendanceRow, 'reports_unwritten'>;

// The dates of a read, checked (isDateString) before they are written into the query.
export type AttendanceRange = { since: DateString; until: DateString };
// null: every center (headquarters)
export type AttendanceScope = { centerNos: readonly number[] | null };

const dateLiteral = (d: string): string => {
  if (!isDateString(d)) throw new Error(`not a date: ${d}`);
  return `'${d}'::date`;
};
const int4 = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? (Math.abs(v) <= 2147483647 ? v : 0) : null;

// One row per teacher, date and center with a work shift or a lesson (with that teacher, not
// cancelled) in the range; the range is in every part so that each reads only its dates.
const attendanceFrom = (r: AttendanceRange): string => {
  const inRange = (col: string) => `${col} BETWEEN ${dateLiteral(r.since)} AND ${dateLiteral(r.until)}`;
  return `(SELECT k."teacher_no", k."schedule_date", k."center_no",
        coalesce(sh."halves", 0) AS "shift_halves", sh."shift_start", sh."shift_end",
        coalesce(ls."lessons", 0) AS "lessons", coalesce(ls."held", 0) AS "held", coalesce(ls."absent", 0) AS "absent",
        coalesce(ls."meeting_lessons", 0) AS "meeting_lessons", ls."links_opened"
      FROM (SELECT s."teacher_no", s."schedule_date", s."center_no" FROM "scheduling"."teacher_schedule" s
             WHERE s."work_flag" = 1 AND ${inRange('s."schedule_date"')}
            UNION
            SELECT l."teacher_no", l."schedule_date", l."center_no" FROM "scheduling"."lesson" l
             WHERE l."teacher_no" > 0 AND l."cancel_flag" = 0 AND ${inRange('l."schedule_date"')}) k
      LEFT JOIN (SELECT s."teacher_no", s."schedule_date", s."center_no", count(*)::int AS "halves",
                        min(ts."start_time") AS "shift_start", max(ts."end_time") AS "shift_end"
                   FROM "scheduling"."teacher_schedule" s JOIN "scheduling"."time_slot" ts ON ts."time_limit_no" = s."time_limit_no"
                  WHERE s."work_flag" = 1 AND ${inRange('s."schedule_date"')}
                  GROUP BY s."teacher_no", s."schedule_date", s."center_no") sh
        ON sh."teacher_no" = k."teacher_no" AND sh."schedule_date" = k."schedule_date" AND sh."center_no" = k."center_no"
      LEFT JOIN (SELECT l."teacher_no", l."schedule_date", l."center_no", count(*)::int AS "lessons",
                        (count(*) FILTER (WHERE l."attendance_distinction" = 1))::int AS "held",
                        (count(*) FILTER (WHERE l."attendance_distinction" IN (2, 3)))::int AS "absent",
                        (count(*) FILTER (WHERE l."zoom_url" IS NOT NULL))::int AS "meeting_lessons",
                        CASE WHEN count(*) FILTER (WHERE l."zoom_url" IS NOT NULL) = 0 THEN NULL
                             ELSE (count(*) FILTER (WHERE l."zoom_url" IS NOT NULL AND EXISTS (
                               SELECT 1 FROM "scheduling"."lesson_meeting_log" g
                                WHERE g."schedule_no" = l."schedule_no" AND g."kind" = 'opened' AND g."actor" = 'teacher'
                                  AND g."actor_no" = l."teacher_no")))::int END AS "links_opened"
                   FROM "scheduling"."lesson" l
                  WHERE l."teacher_no" > 0 AND l."cancel_flag" = 0 AND ${inRange('l."schedule_date"')}
                  GROUP BY l."teacher_no", l."schedule_date", l."center_no") ls
        ON ls."teacher_no" = k."teacher_no" AND ls."schedule_date" = k."schedule_date" AND ls."center_no" = k."center_no") a
    LEFT JOIN "scheduling"."teacher_projection" tp ON tp."teacher_no" = a."teacher_no"
    LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = a."center_no"`;
};

const specOf = (scope: AttendanceScope, range: AttendanceRange): BrowseSpec => ({
  from: attendanceFrom(range),
  columns: {
    row_key: `a."teacher_no" || '-' || to_char(a."schedule_date", 'YYYY-MM-DD') || '-' || a."center_no"`,
    teacher_no: 'a."teacher_no"',
    teacher_name: 'tp."teacher_name"',
    schedule_date: `to_char(a."schedule_date", 'YYYY-MM-DD')`,
    center_no: 'a."center_no"',
    center_name: 'c."center_short_name"',
    shift_halves: 'a."shift_halves"',
    shift_start: 'a."shift_start"',
    shift_end: 'a."shift_end"',
    lessons: 'a."lessons"',
    held: 'a."held"',
    absent: 'a."absent"',
    meeting_lessons: 'a."meeting_lessons"',
    links_opened: 'a."links_opened"',
  },
  searchColumns: ['tp."teacher_name"', 'tp."teacher_namej"'],
  filters: {
    center_no: (v, param) => (int4(v) === null ? null : `a."center_no" = ${param(int4(v))}`),
    teacher_no: (v, param) => (int4(v) === null ? null : `a."teacher_no" = ${param(int4(v))}`),
  },
  where:
    scope.centerNos === null
      ? undefined
      : scope.centerNos.length
        ? `a."center_no" IN (${scope.centerNos.map(scopeNumber).join(', ')})`
        : 'false',
  defaultOrder: [
    { column: 'schedule_date', direction: 'asc' },
    { column: 'center_no', direction: 'asc' },
    { column: 'teacher_no', direction: 'asc' },
  ],
  key: `(a."teacher_no", a."schedule_date", a."center_no")`,
});

// C40701: the teachers' days at the centers, one page at a time.
@Injectable()
export class TeacherAttendanceRepository {
  constructor(private readonly ds: DataSource) {}

  browse(scope: AttendanceScope, range: AttendanceRange, input: unknown): Promise<BrowseOutput<AttendanceRow>> {
    return runBrowse<AttendanceRow>(this.ds, specOf(scope, range), input);
  }
}
