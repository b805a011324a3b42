import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type PendingScheduleRow } from '@school/contracts';
import { type BrowseSpec, runBrowse } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { scopeNumber, type LessonScope } from '../center/lesson-scope';
import { entryLessonNo } from '../student-schedule/student-rows.repository';

// Whose rows a PendingSchedule read shows (docs/applications.md, "PendingSchedule").
export type PendingScope = LessonScope;

// The school's today (Asia/Tokyo) as the database sees it.
const TODAY = `(now() AT TIME ZONE 'Asia/Tokyo')::date`;
const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

// A student's unsettled rows: applications waiting for a teacher (coming ones), and coming lessons with
// no teacher that no waiting application stands for; studentCondition picks whose.
const studentRows = (studentCondition: (alias: string) => string) => `
  SELECT 'e' || e."entry_schedule_no" AS "row_key", 'waiting' AS "kind", e."schedule_date", e."time_limit_no", e."center_no",
         e."student_no", e."subject_no", e."capacity", e."entry_schedule_no", e."entry_type",
         ${entryLessonNo('e')} AS "schedule_no",
         false AS "cancelled", e."updated_at"
    FROM "scheduling"."entry" e
   WHERE e."status" = 'waiting' AND e."schedule_date" >= ${TODAY} AND ${studentCondition('e')}
  UNION ALL
  SELECT 'l' || l."schedule_no", 'unassigned', l."schedule_date", l."time_limit_no", l."center_no", l."student_no", l."subject_no",
         l."capacity", NULLIF(l."entry_schedule_no", 0), w."entry_type", l."schedule_no", false, l."updated_at"
    FROM "scheduling"."lesson" l
    LEFT JOIN "scheduling"."entry" w ON w."entry_schedule_no" = l."entry_schedule_no" AND l."entry_schedule_no" > 0
   WHERE l."teacher_no" = 0 AND l."cancel_flag" = 0 AND l."schedule_date" >= ${TODAY} AND ${studentCondition('l')}
     AND (w."entry_schedule_no" IS NULL OR w."status" <> 'waiting')`;

// A teacher's coming lessons changed (updated_at) in the last 7 days, cancelled ones included.
const teacherRows = `
  SELECT 'l' || l."schedule_no" AS "row_key", 'changed' AS "kind", l."schedule_date", l."time_limit_no", l."center_no",
         l."student_no", l."subject_no", l."capacity", NULLIF(l."entry_schedule_no", 0) AS "entry_schedule_no",
         w."entry_type", l."schedule_no", l."cancel_flag" = 1 AS "cancelled", l."updated_at"
    FROM "scheduling"."lesson" l
    LEFT JOIN "scheduling"."entry" w ON w."entry_schedule_no" = l."entry_schedule_no" AND l."entry_schedule_no" > 0
   WHERE l."teacher_no" = $TEACHER AND l."schedule_date" >= ${TODAY} AND l."updated_at" >= now() - interval '7 days'`;

function scopeSql(scope: PendingScope): string {
  switch (scope.kind) {
    case 'student':
      return studentRows((a) => `${a}."student_no" = ${scopeNumber(scope.studentNo)}`);
    case 'staff':
      return studentRows((a) =>
        scope.centerNos === null
          ? 'true'
          : scope.centerNos.length
            ? `${a}."center_no" IN (${scope.centerNos.map(scopeNumber).join(', ')})`
            : 'false',
      );
    case 'teacher':
      return teacherRows.replace('$TEACHER', scopeNumber(scope.teacherNo));
  }
}

const specOf = (scope: PendingScope): BrowseSpec => ({
  from: `(${scopeSql(scope)}) p
    JOIN "scheduling"."time_slot" t ON t."time_limit_no" = p."time_limit_no"
    LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = p."center_no"
    LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = p."student_no"`,
  columns: {
    row_key: 'p."row_key"',
    kind: 'p."kind"',
    schedule_date: day('p."schedule_date"'),
    time_limit_no: 'p."time_limit_no"',
    slot_label: 't."label"',
    center_no: 'p."center_no"',
    center_name: 'c."center_short_name"',
    student_no: 'p."student_no"',
    student_name: 's."student_name"',
    subject_no: 'p."subject_no"',
    capacity: 'p."capacity"',
    entry_schedule_no: 'p."entry_schedule_no"',
    entry_type: 'p."entry_type"',
    schedule_no: 'p."schedule_no"',
    cancelled: 'p."cancelled"',
    updated_at: 'p."updated_at"',
  },
  searchColumns: ['s."student_name"', 's."student_namej"'],
  filters: {
    kind: (v, param) => (v === 'waiting' || v === 'unassigned' || v === 'changed' ? `p."kind" = ${param(v)}` : null),
    // an int4 column: a larger number matches nothing rather than failing the query
    center_no: (v, param) =>
      typeof v === 'number' && Number.isInteger(v) ? `p."center_no" = ${param(Math.abs(v) <= 2147483647 ? v : 0)}` : null,
  },
  defaultOrder: [
    { column: 'schedule_date', direction: 'asc' },
    { column: 'time_limit_no', direction: 'asc' },
  ],
  key: 'p."row_key"',
});

// PendingSchedule: the unsettled applications and lessons a caller may see, one page at a time.
@Injectable()
export class PendingScheduleRepository {
  constructor(private readonly ds: DataSource) {}

  browse(scope: PendingScope, input: unknown): Promise<BrowseOutput<PendingScheduleRow>> {
    return runBrowse<PendingScheduleRow>(this.ds, specOf(scope), input);
  }
}
