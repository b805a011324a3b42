import { type DataSource } from 'typeorm';
import { endOfWeek } from '@school/domain';
import { type SeedOptions } from '@school/server-kit';
import { raiseUnassignedLessonAlerts } from '../alert-check/unassigned-lessons.check';
import {
  buildDemoSchool,
  columnsOf,
  syncSerialSql,
  numbersBy,
  tokyoToday,
  insertRows,
  type CalendarDayRow,
  type CenterRow,
  type ClassroomRow,
  type ColumnSpec,
  type LessonRow,
  type SeminarCalendarRow,
  type StudentCenterChangeRow,
  type StudentRow,
  type TeacherRow,
  type TeacherScheduleRow,
  type TeacherWeeklyShiftRow,
  type TimeSlotRow,
} from '@school/demo-school';

const SCHEMA = 'scheduling';

const LESSON_COLUMNS = columnsOf<LessonRow>([
  ['schedule_no', 'int'],
  ['schedule_date', 'date'],
  ['schedule_datetime', 'timestamptz'],
  ['time_limit_no', 'int'],
  ['time_division', 'smallint'],
  ['student_no', 'int'],
  ['teacher_no', 'int'],
  ['center_no', 'int'],
  ['original_center_no', 'int'],
  ['classroom_no', 'int'],
  ['course_no', 'int'],
  ['course_setting_no', 'smallint'],
  ['subject_no', 'int'],
  ['subject_type', 'smallint'],
  ['capacity', 'smallint'],
  ['class_type', 'smallint'],
  ['class_count', 'int'],
  ['change_flag', 'smallint'],
  ['school_year_code', 'smallint'],
  ['dayofweek_code', 'smallint'],
  ['teacher_request', 'smallint'],
  ['teacher_request_type', 'smallint'],
  ['attendance_distinction', 'smallint'],
  ['manual_flag', 'smallint'],
  ['entry_schedule_no', 'int'],
  ['operation_note', 'text'],
]);

// The scheduling schema's share of the demo school, replaced in one transaction.
export const seedScheduling = async (ds: DataSource, o: SeedOptions): Promise<void> => {
  const today = tokyoToday(new Date());
  const school = buildDemoSchool({ scale: o.scale, seed: o.seed, today });
  const teacherSubjects = numbersBy(
    school.teacherSubjects,
    (r) => r.teacher_no,
    (r) => r.subject_no,
  );
  const teacherCenters = numbersBy(
    school.teacherCenters,
    (r) => r.teacher_no,
    (r) => r.center_no,
  );
  const studentSubjects = numbersBy(
    school.studentSubjects,
    (r) => r.student_no,
    (r) => r.subject_no,
  );
  const ngTeachers = numbersBy(
    school.ngTeachers,
    (r) => r.student_no,
    (r) => r.teacher_no,
  );
  await ds.transaction(async (tx) => {
    // the demo school's lessons are no change anyone hears of: no lesson events (docs/events.md)
    await tx.query(`SET LOCAL school.lesson_events = 'off'`);
    await tx.query(
      `TRUNCATE "scheduling"."lesson", "scheduling"."teacher_schedule", "scheduling"."teacher_weekly_shift", "scheduling"."seminar_calendar",
        "scheduling"."calendar_day", "scheduling"."time_slot", "scheduling"."teacher_projection", "scheduling"."student_projection",
        "scheduling"."student_center_move", "scheduling"."person_removal", "scheduling"."center_projection",
        "scheduling"."classroom_projection" RESTART IDENTITY CASCADE`,
    );
    await insertRows(
      tx,
      SCHEMA,
      'time_slot',
      columnsOf<TimeSlotRow>([
        ['time_limit_no', 'int'],
        ['time_group', 'smallint'],
        ['time_division', 'smallint'],
        ['start_time', 'text'],
        ['end_time', 'text'],
        ['minutes', 'smallint'],
        ['label', 'text'],
        ['late_night_flag', 'smallint'],
        ['sort_order', 'int'],
      ]),
      school.timeSlots,
    );
    await insertRows(
      tx,
      SCHEMA,
      'calendar_day',
      columnsOf<CalendarDayRow>([
        ['center_no', 'int'],
        ['schedule_date', 'date'],
        ['closed_flag', 'smallint'],
        ['tstart_ime_limit_no', 'int'],
        ['end_time_limit_no', 'int'],
        ['dayofweek_code', 'smallint'],
        ['remarks', 'text'],
        ['fiscal_year', 'int'],
      ]),
      school.calendarDays,
    );
    await insertRows(
      tx,
      SCHEMA,
      'seminar_calendar',
      columnsOf<SeminarCalendarRow>([
        ['seminar_calendar_no', 'int'],
        ['seminar_name', 'text'],
        ['fiscal_year', 'int'],
        ['schedule_start_date', 'date'],
        ['schedule_end_date', 'date'],
        ['start_time_limit_no', 'int'],
        ['end_time_limit_no', 'int'],
        ['entry_start_date', 'date'],
        ['entry_end_date', 'date'],
        ['remarks', 'text'],
      ]),
      school.seminarCalendars,
    );
    await insertRows(
      tx,
      SCHEMA,
      'teacher_weekly_shift',
      columnsOf<TeacherWeeklyShiftRow>([
        ['teacher_no', 'int'],
        ['dayofweek_code', 'smallint'],
        ['time_limit_no', 'int'],
        ['center_no', 'int'],
      ]),
      school.teacherWeeklyShifts,
    );
    await insertRows(
      tx,
      SCHEMA,
      'teacher_schedule',
      columnsOf<TeacherScheduleRow>([
        ['teacher_no', 'int'],
        ['schedule_date', 'date'],
        ['time_limit_no', 'int'],
        ['center_no', 'int'],
        ['work_flag', 'smallint'],
      ]),
      school.teacherSchedules,
    );
    await insertRows(tx, SCHEMA, 'lesson', LESSON_COLUMNS, school.lessons);
    // M00501: lessons up to the end of this week already meet in their classroom's Zoom room; the
    // weeks after are still to be set by staff.
    const rooms = school.classrooms.filter((c) => c.meeting_url);
    await tx.query(
      `UPDATE "scheduling"."lesson" l SET "zoom_url" = r."url" FROM unnest($1::int[], $2::text[]) AS r("no", "url")
        WHERE l."classroom_no" = r."no" AND l."schedule_date" <= $3`,
      [rooms.map((c) => c.classroom_no), rooms.map((c) => c.meeting_url), endOfWeek(today)],
    );
    // The projections as masters' seed has the same demo school (version 0); `npm run seed` then
    // rebuilds them from masters' snapshot (scheduling:projection:rebuild).
    const teacherColumns: ColumnSpec<TeacherRow>[] = [
      ...columnsOf<TeacherRow>([
        ['teacher_no', 'int'],
        ['center_no', 'int'],
        ['teacher_name', 'text'],
        ['teacher_namej', 'text'],
        ['sex', 'smallint'],
        ['teacher_type', 'smallint'],
        ['status', 'smallint'],
      ]),
      ['center_nos', 'int[]', (t) => teacherCenters.get(t.teacher_no) ?? [t.center_no]],
      ['subject_nos', 'int[]', (t) => teacherSubjects.get(t.teacher_no) ?? []],
    ];
    await insertRows(tx, SCHEMA, 'teacher_projection', teacherColumns, school.teachers);
    const studentColumns: ColumnSpec<StudentRow>[] = [
      ...columnsOf<StudentRow>([
        ['student_no', 'int'],
        ['center_no', 'int'],
        ['student_name', 'text'],
        ['student_namej', 'text'],
        ['sex', 'smallint'],
        ['school_year_code', 'smallint'],
        ['enrollment_status', 'smallint'],
        ['teacher_request', 'smallint'],
        ['teacher_request_type', 'smallint'],
      ]),
      ['subject_nos', 'int[]', (s) => studentSubjects.get(s.student_no) ?? []],
      ['ng_teacher_nos', 'int[]', (s) => ngTeachers.get(s.student_no) ?? []],
    ];
    await insertRows(tx, SCHEMA, 'student_projection', studentColumns, school.students);
    await insertRows(
      tx,
      SCHEMA,
      'center_projection',
      columnsOf<CenterRow>([
        ['center_no', 'int'],
        ['center_short_name', 'text'],
        ['group_flag', 'smallint'],
        ['center_group_no', 'int'],
        ['sort_order', 'int'],
      ]),
      school.centers,
    );
    await insertRows(
      tx,
      SCHEMA,
      'classroom_projection',
      columnsOf<ClassroomRow>([
        ['classroom_no', 'int'],
        ['center_no', 'int'],
        ['classroom_name', 'text'],
        ['classroom_type', 'smallint'],
        ['meeting_url', 'text'],
        ['sort_order', 'int'],
      ]),
      school.classrooms,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student_center_move',
      columnsOf<StudentCenterChangeRow>([
        ['student_no', 'int'],
        ['version', 'int'],
        ['schedule_date', 'date'],
      ]).concat([
        ['center_no', 'int', (c) => c.to_center_no],
        ['previous_center_no', 'int', (c) => c.from_center_no],
      ]),
      school.centerChanges,
    );
    await tx.query(syncSerialSql(SCHEMA, 'seminar_calendar', 'seminar_calendar_no'));
    await tx.query(syncSerialSql(SCHEMA, 'lesson', 'schedule_no'));
    // C00102: the demo's lessons still without a teacher in the next two days raise their alerts, as
    // the daily check would; masters stores them once the services run and relay the outbox.
    await raiseUnassignedLessonAlerts(tx);
  });
};

export const schedulingIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "scheduling"."lesson" LIMIT 1`)) as unknown[]).length === 0;
