import { type BrowseSpec } from '@school/server-kit';

// C10101 doBrowseAllByCalendar: the active and on-leave teachers working at a center (the teacher
// projection) with their shift cells at that center over [start, end]. The numbers and dates are
// checked before they are written into the SQL.
export const availabilitySpec = (centerNo: number, start: string, end: string): BrowseSpec => ({
  from: `"scheduling"."teacher_projection" t`,
  where: `${centerNo} = ANY(t."center_nos") AND t."status" <> 3`,
  columns: {
    teacher_no: 't."teacher_no"',
    teacher_name: 't."teacher_name"',
    teacher_namej: 't."teacher_namej"',
    sex: 't."sex"',
    teacher_type: 't."teacher_type"',
    subject_nos: 't."subject_nos"',
    shifts: `COALESCE((SELECT json_agg(json_build_object('schedule_date', to_char(s."schedule_date", 'YYYY-MM-DD'),
        'time_limit_no', s."time_limit_no", 'work_flag', s."work_flag") ORDER BY s."schedule_date", s."time_limit_no")
      FROM "scheduling"."teacher_schedule" s
      WHERE s."teacher_no" = t."teacher_no" AND s."center_no" = ${centerNo}
        AND s."schedule_date" BETWEEN '${start}'::date AND '${end}'::date), '[]'::json)`,
  },
  searchColumns: ['t."teacher_no"', 't."teacher_name"', 't."teacher_namej"'],
  defaultOrder: [{ column: 'teacher_no', direction: 'asc' }],
  key: 't."teacher_no"',
});
