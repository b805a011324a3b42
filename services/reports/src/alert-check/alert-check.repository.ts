import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type LessonCopyRow } from '../report/report.repository';

type Db = Pick<EntityManager, 'query'>;

// The daily check's query, run in the check's transaction.
@Injectable()
export class AlertCheckRepository {
  // The day's lessons that had a teacher, still took place and have no report, by period.
  async unwrittenLessons(day: string, db: Db): Promise<LessonCopyRow[]> {
    return (await db.query(
      `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no", l."center_no",
              l."student_no", l."subject_no", l."teacher_no", l."cancelled"
         FROM "reports"."lesson" l
        WHERE l."schedule_date" = $1 AND l."teacher_no" > 0 AND NOT l."cancelled"
          AND NOT EXISTS (SELECT 1 FROM "reports"."lesson_report" r WHERE r."schedule_no" = l."schedule_no")
        ORDER BY l."time_limit_no", l."schedule_no"`,
      [day],
    )) as LessonCopyRow[];
  }
}
