import { Injectable } from '@nestjs/common';
import { type LessonSnapshotRow } from '@school/contracts';
import { DataSource } from 'typeorm';

// Every lesson, page by page in schedule_no order, as the copies of lessons keep them (LessonSnapshot).
@Injectable()
export class LessonSnapshotRepository {
  constructor(private readonly ds: DataSource) {}

  // A cancelled lesson's cancelled_on is the day of its last change: its cancellation (the board changes
  // a cancelled lesson no more), or a contact note saved since, which only keeps its room writable longer.
  page(after: number, limit: number): Promise<LessonSnapshotRow[]> {
    return this.ds.query(
      `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."student_no", l."teacher_no",
              l."center_no", l."original_center_no", l."lock_version",
              CASE WHEN l."cancel_flag" = 1 THEN to_char(l."updated_at" AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') END AS "cancelled_on"
         FROM "scheduling"."lesson" l
        WHERE l."schedule_no" > $1
        ORDER BY l."schedule_no"
        LIMIT $2`,
      [after, limit],
    ) as Promise<LessonSnapshotRow[]>;
  }
}
