import { type DataSource } from 'typeorm';
import { addLesson, addShifts, addStudents, addTeachers, dataSource, removeYearRows } from '../entry-cell/entry-cell.test-bed';
import { TeacherAttendanceRepository } from './teacher-attendance.repository';
import { attendanceRangeOf } from './teacher-attendance.service';

// C40701's counts against the real PostgreSQL: teachers 849_2xx, student 849_101 and lessons 849_0xx in
// 2096 are this file's own, removed at the end. One teacher's day: three work halves, three lessons (one
// held, one absent, two with a link of which the teacher opened one) beside a cancelled one; another
// teacher with one half and its lesson; a teacher with a shift and no lesson.
const CENTER = 2;
const DAY = '2096-05-14';
const STUDENT = 849_101;
const [TEACHER, LATE, NO_LESSON] = [849_201, 849_202, 849_203];
const FIRST_LESSON = 849_001;

describe('TeacherAttendanceRepository (C40701_doBrowse) against PostgreSQL', () => {
  let ds: DataSource;
  let repo: TeacherAttendanceRepository;
  const cleanUp = () =>
    removeYearRows(ds, { year: 2096, firstLesson: FIRST_LESSON, students: [STUDENT], teachers: [TEACHER, LATE, NO_LESSON] });

  beforeAll(async () => {
    ds = await dataSource(2);
    repo = new TeacherAttendanceRepository(ds);
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT], () => 'attendance-student');
    await addTeachers(ds, CENTER, [TEACHER, LATE, NO_LESSON], (no) => `attendance-${no}`);
    await addShifts(ds, CENTER, [TEACHER], [DAY], [21, 22, 31]);
    await addShifts(ds, CENTER, [NO_LESSON], [DAY], [41]);
    await addShifts(ds, CENTER, [LATE], [DAY], [51]);
    const lessons = [
      await addLesson(ds, { no: FIRST_LESSON, date: DAY, slot: 21, student: STUDENT, center: CENTER, teacher: TEACHER }),
      await addLesson(ds, { no: FIRST_LESSON + 1, date: DAY, slot: 22, student: STUDENT, center: CENTER, teacher: TEACHER }),
      await addLesson(ds, { no: FIRST_LESSON + 2, date: DAY, slot: 31, student: STUDENT, center: CENTER, teacher: TEACHER }),
      await addLesson(ds, { no: FIRST_LESSON + 3, date: DAY, slot: 31, student: STUDENT, center: CENTER, cancelled: true }),
      await addLesson(ds, { no: FIRST_LESSON + 4, date: DAY, slot: 51, student: STUDENT, center: CENTER, teacher: LATE }),
    ];
    await ds.query(
      `UPDATE "scheduling"."lesson" SET "attendance_distinction" = 1, "zoom_url" = 'https://zoom.example/j/1' WHERE "schedule_no" = $1`,
      [lessons[0]],
    );
    await ds.query(
      `UPDATE "scheduling"."lesson" SET "attendance_distinction" = 3, "zoom_url" = 'https://zoom.example/j/2' WHERE "schedule_no" = $1`,
      [lessons[1]],
    );
    await ds.query(
      `INSERT INTO "scheduling"."lesson_meeting_log" ("schedule_no", "kind", "zoom_url", "actor", "actor_no")
       VALUES ($1, 'opened', 'https://zoom.example/j/1', 'teacher', $2), ($1, 'opened', 'https://zoom.example/j/1', 'teacher', $2),
              ($3, 'opened', 'https://zoom.example/j/2', 'student', $4)`,
      [lessons[0], TEACHER, lessons[1], STUDENT],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it("counts each teacher's day: shift halves, lessons assigned, held, absent, links opened", async () => {
    const page = await repo.browse(
      { centerNos: [CENTER] },
      { since: DAY, until: DAY },
      { searchInfo: { search: 'attendance-' }, pagination: { current_page: 1, per_page: 100 } },
    );
    expect(page.data.map(({ row_key: _, center_name: __, ...r }) => r)).toEqual([
      {
        teacher_no: TEACHER,
        teacher_name: `attendance-${TEACHER}`,
        schedule_date: DAY,
        center_no: CENTER,
        shift_halves: 3,
        shift_start: expect.any(String),
        shift_end: expect.any(String),
        lessons: 3,
        held: 1,
        absent: 1,
        meeting_lessons: 2,
        links_opened: 1,
      },
      {
        teacher_no: LATE,
        teacher_name: `attendance-${LATE}`,
        schedule_date: DAY,
        center_no: CENTER,
        shift_halves: 1,
        shift_start: expect.any(String),
        shift_end: expect.any(String),
        lessons: 1,
        held: 0,
        absent: 0,
        meeting_lessons: 0,
        links_opened: null,
      },
      {
        teacher_no: NO_LESSON,
        teacher_name: `attendance-${NO_LESSON}`,
        schedule_date: DAY,
        center_no: CENTER,
        shift_halves: 1,
        shift_start: expect.any(String),
        shift_end: expect.any(String),
        lessons: 0,
        held: 0,
        absent: 0,
        meeting_lessons: 0,
        links_opened: null,
      },
    ]);
    // another center's staff: none of it
    const other = await repo.browse({ centerNos: [1] }, { since: DAY, until: DAY }, { searchInfo: { search: 'attendance-' } });
    expect(other.data).toEqual([]);
  });

  it('reads this week without dates, refuses a reversed or over-long range', () => {
    expect(attendanceRangeOf({}, '2096-05-16')).toEqual({ since: '2096-05-14', until: '2096-05-20' });
    expect(attendanceRangeOf({ searchInfo: { since: DAY, until: DAY } }, '2096-05-16')).toEqual({ since: DAY, until: DAY });
    expect(() => attendanceRangeOf({ searchInfo: { since: DAY, until: '2096-05-13' } }, DAY)).toThrow();
    expect(() => attendanceRangeOf({ searchInfo: { since: DAY, until: '2096-07-15' } }, DAY)).toThrow();
    expect(() => attendanceRangeOf({ searchInfo: { since: DAY } }, DAY)).toThrow();
  });
});
