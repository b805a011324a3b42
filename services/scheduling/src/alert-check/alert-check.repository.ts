import { type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// A lesson the daily check looks at, with its period's times.
export type AlertLessonRow = {
  schedule_no: number;
  teacher_no: number;
  schedule_date: string;
  time_limit_no: number;
  start_time: string | null;
  end_time: string | null;
  center_no: number;
  student_no: number;
};

// The daily unassigned-lesson check's query. Built over the transaction the check runs in.
export class AlertCheckRepository {
  constructor(private readonly db: Queryable) {}

  // The lessons not cancelled from one date to another, in timetable order.
  lessonsBetween(from: string, to: string): Promise<AlertLessonRow[]> {
    return this.db.query(
      `SELECT l."schedule_no", l."teacher_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no",
              t."start_time", t."end_time", l."center_no", l."student_no"
         FROM "scheduling"."lesson" l
         LEFT JOIN "scheduling"."time_slot" t ON t."time_limit_no" = l."time_limit_no"
        WHERE l."schedule_date" BETWEEN $1 AND $2 AND l."cancel_flag" = 0
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no"`,
      [from, to],
    ) as Promise<AlertLessonRow[]>;
  }
}
