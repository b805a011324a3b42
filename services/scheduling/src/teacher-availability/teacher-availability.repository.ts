import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type TeacherAvailabilityRow } from '@school/contracts';
import { runBrowse, type BrowseSpec } from '@school/server-kit';
import { DataSource } from 'typeorm';

// The active and on-leave teachers working at a center (the teacher projection), or one teacher,
// with their shift cells over [start, end]: C10101 doBrowseAllByCalendar (the center's cells) and
// C10201 doBrowseAllTeacherByCenter (every center's cells, each naming its center, so a half taken
// elsewhere shows, and with versions the teacher's shift version of each date, which its saves send
// back). The numbers and dates are checked before they are written into the SQL.
export type AvailabilityScope = {
  centerNo: number | null;
  teacherNo?: number | null;
  everyCenter?: boolean;
  versions?: boolean;
};

export const availabilitySpec = (scope: AvailabilityScope, start: string, end: string): BrowseSpec => {
  const { centerNo, teacherNo, everyCenter, versions } = scope;
  const where = ['t."status" <> 3'];
  if (centerNo !== null) where.push(`${centerNo} = ANY(t."center_nos")`);
  if (teacherNo) where.push(`t."teacher_no" = ${teacherNo}`);
  const cellCenter = everyCenter || centerNo === null ? '' : ` AND s."center_no" = ${centerNo}`;
  return {
    from: `"scheduling"."teacher_projection" t`,
    where: where.join(' AND '),
    columns: {
      teacher_no: 't."teacher_no"',
      teacher_name: 't."teacher_name"',
      teacher_namej: 't."teacher_namej"',
      sex: 't."sex"',
      teacher_type: 't."teacher_type"',
      subject_nos: 't."subject_nos"',
      center_no: 't."center_no"',
      center_nos: 't."center_nos"',
      shifts: `COALESCE((SELECT json_agg(json_build_object('schedule_date', to_char(s."schedule_date", 'YYYY-MM-DD'),
          'time_limit_no', s."time_limit_no", 'work_flag', s."work_flag", 'center_no', s."center_no")
          ORDER BY s."schedule_date", s."time_limit_no")
        FROM "scheduling"."teacher_schedule" s
        WHERE s."teacher_no" = t."teacher_no"${cellCenter}
          AND s."schedule_date" BETWEEN '${start}'::date AND '${end}'::date), '[]'::json)`,
      ...(versions
        ? {
            shift_versions: `COALESCE((SELECT json_object_agg(to_char(v."schedule_date", 'YYYY-MM-DD'), v."lock_version")
                FROM "scheduling"."teacher_shift_version" v
                WHERE v."teacher_no" = t."teacher_no"
                  AND v."schedule_date" BETWEEN '${start}'::date AND '${end}'::date), '{}'::json)`,
          }
        : {}),
    },
    searchColumns: ['t."teacher_no"', 't."teacher_name"', 't."teacher_namej"'],
    defaultOrder: [{ column: 'teacher_no', direction: 'asc' }],
    key: 't."teacher_no"',
  };
};

// C10101: the teachers of a center with their shifts there, a page at a time (runBrowse's paging,
// search and order over availabilitySpec).
@Injectable()
export class TeacherAvailabilityRepository {
  constructor(private readonly ds: DataSource) {}

  browse(centerNo: number, start: string, end: string, input: unknown): Promise<BrowseOutput<TeacherAvailabilityRow>> {
    return runBrowse<TeacherAvailabilityRow>(this.ds, availabilitySpec({ centerNo }, start, end), input);
  }
}
