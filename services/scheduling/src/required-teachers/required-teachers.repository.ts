import { Injectable } from '@nestjs/common';
import { type RegularLesson, type WeeklyShift } from '@school/domain';
import { DataSource } from 'typeorm';

export type RegularLessonRow = RegularLesson & { schedule_date: string };

// C40401 reads: raw rows, no entity hydration; the counting is libs/domain's requiredTeachersRows.

// A center's regular lessons of a week: class type 1, not changed, not cancelled, and not
// transferred (the board's regular section, libs/domain lessonSection). $1 center, $2 Monday, $3 Sunday
const REGULAR_LESSONS_SQL = `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date",
    extract(isodow FROM "schedule_date")::int AS "dayofweek_code", "time_limit_no", "capacity"
  FROM "scheduling"."lesson"
  WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3
    AND "class_type" = 1 AND "change_flag" = 0 AND "cancel_flag" = 0 AND "original_center_no" = 0`;

// The weekly shifts (C10201's usual week) at the center of the teachers still active. $1 center
const WEEKLY_SHIFTS_SQL = `SELECT w."teacher_no", w."dayofweek_code", w."time_limit_no"
  FROM "scheduling"."teacher_weekly_shift" w
  JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = w."teacher_no" AND t."status" = 1
  WHERE w."center_no" = $1`;

@Injectable()
export class RequiredTeachersRepository {
  constructor(private readonly ds: DataSource) {}

  regularLessons(centerNo: number, start: string, end: string): Promise<RegularLessonRow[]> {
    return this.ds.query(REGULAR_LESSONS_SQL, [centerNo, start, end]) as Promise<RegularLessonRow[]>;
  }

  weeklyShifts(centerNo: number): Promise<WeeklyShift[]> {
    return this.ds.query(WEEKLY_SHIFTS_SQL, [centerNo]) as Promise<WeeklyShift[]>;
  }
}
