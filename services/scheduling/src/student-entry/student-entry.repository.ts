import { Injectable } from '@nestjs/common';
import {
  type C30101StudentLesson,
  type C30101StudentSeminar,
  type C30101StudentSlot,
  type EntryRecord,
  type NotAttendedRecord,
} from '@school/contracts';
import { DataSource } from 'typeorm';

// One day of the center's calendar (t0050) as libs/domain's CalendarDay reads it.
export type StudentCalendarDayRow = {
  schedule_date: string;
  closed_flag: number;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  dayofweek_code: number;
};

const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

// C30101Student's reads: the student's center, the center's calendar and the student's own lessons,
// applications (t1031) and not-attended days (t1032). The cells' counts come from EntryCellRepository.
@Injectable()
export class StudentEntryRepository {
  constructor(private readonly ds: DataSource) {}

  async centerOf(studentNo: number): Promise<number | null> {
    const [row] = (await this.ds.query(`SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [
      studentNo,
    ])) as { center_no: number }[];
    return row?.center_no ?? null;
  }

  calendar(centerNo: number, from: string, to: string): Promise<StudentCalendarDayRow[]> {
    return this.ds.query(
      `SELECT ${day('d."schedule_date"')} AS "schedule_date", d."closed_flag", d."tstart_ime_limit_no", d."end_time_limit_no",
              d."dayofweek_code"
         FROM "scheduling"."calendar_day" d
        WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3
        ORDER BY d."schedule_date"`,
      [centerNo, from, to],
    );
  }

  slots(): Promise<C30101StudentSlot[]> {
    return this.ds.query(`SELECT "time_limit_no", "label" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`);
  }

  lessons(studentNo: number, from: string, to: string): Promise<C30101StudentLesson[]> {
    return this.ds.query(
      `SELECT l."schedule_no", ${day('l."schedule_date"')} AS "schedule_date", l."time_limit_no", l."subject_no", l."capacity",
              l."teacher_no" > 0 AS "assigned", l."entry_schedule_no"
         FROM "scheduling"."lesson" l
        WHERE l."student_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no"`,
      [studentNo, from, to],
    );
  }

  // The student's applications in the range with the lesson each created (none once taken back).
  entries(studentNo: number, from: string, to: string): Promise<EntryRecord[]> {
    return this.ds.query(
      `SELECT e."entry_schedule_no", e."entry_type", e."student_no", e."center_no", ${day('e."schedule_date"')} AS "schedule_date",
              e."time_limit_no", e."subject_no", e."capacity", e."seminar_calendar_no", e."original_schedule_no", e."request_note",
              e."status", e."applied_by_user_no", e."applied_role",
              (SELECT min(l."schedule_no") FROM "scheduling"."lesson" l
                WHERE l."entry_schedule_no" = e."entry_schedule_no" AND l."entry_schedule_no" > 0 AND l."cancel_flag" = 0) AS "schedule_no",
              e."lock_version", e."updated_at"
         FROM "scheduling"."entry" e
        WHERE e."student_no" = $1 AND e."schedule_date" BETWEEN $2 AND $3
        ORDER BY e."schedule_date", e."time_limit_no", e."entry_schedule_no"`,
      [studentNo, from, to],
    );
  }

  notAttended(studentNo: number, from: string, to: string): Promise<NotAttendedRecord[]> {
    return this.ds.query(
      `SELECT n."not_attended_no", n."student_no", ${day('n."schedule_date"')} AS "schedule_date", n."remarks", n."lock_version"
         FROM "scheduling"."not_attended" n
        WHERE n."student_no" = $1 AND n."schedule_date" BETWEEN $2 AND $3
        ORDER BY n."schedule_date"`,
      [studentNo, from, to],
    );
  }

  // The seminar periods (t0060) taking applications on this date.
  openSeminars(today: string): Promise<C30101StudentSeminar[]> {
    return this.ds.query(
      `SELECT s."seminar_calendar_no", s."seminar_name", ${day('s."schedule_start_date"')} AS "schedule_start_date",
              ${day('s."schedule_end_date"')} AS "schedule_end_date", s."start_time_limit_no", s."end_time_limit_no",
              ${day('s."entry_start_date"')} AS "entry_start_date", ${day('s."entry_end_date"')} AS "entry_end_date"
         FROM "scheduling"."seminar_calendar" s
        WHERE $1::date BETWEEN s."entry_start_date" AND s."entry_end_date"
        ORDER BY s."schedule_start_date", s."seminar_calendar_no"`,
      [today],
    );
  }
}
