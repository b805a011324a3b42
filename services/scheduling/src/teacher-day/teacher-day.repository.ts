import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// C11101/C11201 teacher day: what the board's reads (BoardRepository) do not answer — the teacher
// themselves, their shifts at every center, and the students of their lessons.

// A lesson of the teacher's, with whom it belongs to (the per-record rule reads them).
export type TeacherLessonRef = { schedule_no: number; student_no: number; center_no: number };

export type TeacherRow = {
  teacher_no: number;
  teacher_name: string;
  // the home center; center_nos every center the teacher works at
  center_no: number;
  center_nos: number[];
  subject_nos: number[];
};

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

@Injectable()
export class TeacherDayRepository {
  constructor(private readonly ds: DataSource) {}

  async teacher(teacherNo: number): Promise<TeacherRow | undefined> {
    const [row] = (await this.ds.query(
      `SELECT "teacher_no", "teacher_name", "center_no", "center_nos", "subject_nos"
         FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
      [teacherNo],
    )) as TeacherRow[];
    return row;
  }

  // The teacher's shifts in the range at every center (one per half).
  shifts(teacherNo: number, start: string, end: string): Promise<{ schedule_date: string; work_flag: number }[]> {
    return this.ds.query(
      `SELECT ${DAY('"schedule_date"')} AS "schedule_date", "work_flag" FROM "scheduling"."teacher_schedule"
        WHERE "teacher_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`,
      [teacherNo, start, end],
    ) as Promise<{ schedule_date: string; work_flag: number }[]>;
  }

  // The teacher's lessons in the range, not cancelled, in timetable order (their students and
  // openings: ZoomLogRepository.openedBy).
  async lessons(teacherNo: number, start: string, end: string): Promise<TeacherLessonRef[]> {
    return (await this.ds.query(
      `SELECT l."schedule_no", l."student_no", l."center_no"
         FROM "scheduling"."lesson" l
        WHERE l."teacher_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no"`,
      [teacherNo, start, end],
    )) as TeacherLessonRef[];
  }
}
