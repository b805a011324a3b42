import { Injectable } from '@nestjs/common';
import { type ScheduleTableBy, type ScheduleTableOutput } from '@school/contracts';
import { DataSource } from 'typeorm';

// C40201's table (exported for the PDF benchmark): $1 center, $2 first date, $3 last date, $4
// 'teacher' or 'classroom' — the center's lessons of the range that are not cancelled (a lesson
// transferred in counts where it is now), with the names the table shows; names from the
// projections, '' where there is none.
export const TABLE_SQL = `SELECT json_build_object(
    'center_name', COALESCE((SELECT "center_short_name" FROM "scheduling"."center_projection" WHERE "center_no" = $1), ''),
    'lessons', COALESCE((SELECT json_agg(json_build_object(
        'schedule_no', l."schedule_no", 'schedule_date', to_char(l."schedule_date", 'YYYY-MM-DD'),
        'time_limit_no', l."time_limit_no",
        'group_label', CASE WHEN $4 = 'teacher' THEN COALESCE(t."teacher_name", '') ELSE COALESCE(r."classroom_name", '') END,
        'teacher_name', COALESCE(t."teacher_name", ''), 'student_name', COALESCE(s."student_name", ''),
        'capacity', l."capacity", 'operation_note', COALESCE(l."operation_note", ''))
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no")
      FROM "scheduling"."lesson" l
      LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no"
      LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
      LEFT JOIN "scheduling"."classroom_projection" r ON r."classroom_no" = l."classroom_no"
      WHERE l."center_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0), '[]'::json)
  ) AS "table"`;

@Injectable()
export class SchedulePdfRepository {
  constructor(private readonly ds: DataSource) {}

  async table(centerNo: number, start: string, end: string, by: ScheduleTableBy): Promise<ScheduleTableOutput> {
    const [row] = (await this.ds.query(TABLE_SQL, [centerNo, start, end, by])) as { table: ScheduleTableOutput }[];
    return row.table;
  }
}
