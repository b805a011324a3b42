import { type Caller, type StudentCenterChangedEvent } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { MovingLessonsService } from './moving-lessons.service';
import { moveStudentLessons } from './student-center-move.apply';
import { CenterMoveRepository } from './center-move.repository';

// C20301 moving a student to another center against the real PostgreSQL: the preview
// (C20301_getMovingLessons) and what the StudentCenterChanged event does to the lessons. Every row
// is this file's own: centers 831_00x no seed uses, a teacher 831_201, students 831_1xx and their
// lessons 831_0xx in months no seed reaches, removed at the end.
const HOME = 831_001;
const NEW_HOME = 831_002;
const ELSEWHERE = 831_003;
const TEACHER = 831_201;
const STUDENT = { preview: 831_101, moving: 831_102 } as const;
const FIRST_LESSON = 831_001;
const CHANGE = '2096-06-10';

const staff = (centerNos: number[] | null): Caller => ({
  userNo: 831_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C20301'],
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'center-move.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
});

type LessonState = { center_no: number; original_center_no: number; teacher_no: number; classroom_no: number | null };

describe('moving a student’s lessons to another center (C20301) against PostgreSQL', () => {
  let ds: DataSource;
  let lessons: MovingLessonsService;
  let next = FIRST_LESSON;

  const addLesson = async (
    student: number,
    date: string,
    o: { teacher?: boolean; center?: number; original?: number; held?: boolean; cancelled?: boolean } = {},
  ) => {
    const no = next++;
    const center = o.center ?? HOME;
    if (o.teacher)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, 21, $3, 1) ON CONFLICT DO NOTHING`,
        [TEACHER, date, center],
      );
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "classroom_no", "course_setting_no", "subject_no",
         "dayofweek_code", "attendance_distinction", "cancel_flag")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $3, $4, $5, $6, 831001, 201, 1,
         extract(isodow FROM $2::date), $7, $8)`,
      [no, date, student, o.teacher ? TEACHER : 0, center, o.original ?? 0, o.held ? 1 : 0, o.cancelled ? 1 : 0],
    );
    return no;
  };
  const stateOf = async (no: number) =>
    (
      (await ds.query(
        `SELECT "center_no", "original_center_no", "teacher_no", "classroom_no" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [no],
      )) as LessonState[]
    )[0];
  const change = (version: number, center: number, date = CHANGE): StudentCenterChangedEvent => ({
    student_no: STUDENT.moving,
    version,
    schedule_date: date,
    center_no: center,
    previous_center_no: HOME,
  });
  const students = Object.values(STUDENT);
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [TEACHER]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = $1`, [TEACHER]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [TEACHER]);
    await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [students]);
    await ds.query(`DELETE FROM "scheduling"."student_center_move" WHERE "student_no" = ANY($1::int[])`, [students]);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    lessons = new MovingLessonsService(new CenterMoveRepository(ds));
    await cleanUp();
    await ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej", "sex", "teacher_type")
       VALUES ($1, $2, ARRAY[$2, $3]::int[], '移動試験', 'イドウシケン', 1, 1)`,
      [TEACHER, HOME, ELSEWHERE],
    );
    for (const no of students)
      await ds.query(
        `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
         VALUES ($1, $2, '移動試験', 'イドウシケン', 1, 1)`,
        [no, HOME],
      );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('get (C20301_getMovingLessons)', () => {
    it('counts the lessons from the date not yet held nor cancelled, and those that would lose their teacher', async () => {
      await addLesson(STUDENT.preview, '2096-06-01', { teacher: true });
      await addLesson(STUDENT.preview, '2096-06-11', { teacher: true });
      await addLesson(STUDENT.preview, '2096-06-12');
      await addLesson(STUDENT.preview, '2096-06-13', { teacher: true, center: ELSEWHERE, original: HOME });
      await addLesson(STUDENT.preview, '2096-06-14', { held: true });
      await addLesson(STUDENT.preview, '2096-06-15', { cancelled: true });
      expect(await lessons.get({ student_no: STUDENT.preview, schedule_date: CHANGE }, staff([HOME]))).toEqual({
        lessons: 3,
        assigned: 1,
        first_date: '2096-06-11',
        last_date: '2096-06-13',
      });
    });

    it('treats a student of a center the caller does not work at as unknown (404)', async () => {
      const refused = await lessons
        .get({ student_no: STUDENT.preview, schedule_date: CHANGE }, staff([ELSEWHERE]))
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 404 });
      expect(
        await lessons.get({ student_no: 831_199, schedule_date: CHANGE }, staff(null)).catch((e: unknown) => e),
      ).toMatchObject({
        status: 404,
      });
    });
  });

  describe('moveStudentLessons (StudentCenterChanged)', () => {
    it('moves the lessons from the date to the new center; the moved ones lose teacher and classroom', async () => {
      const before = await addLesson(STUDENT.moving, '2096-06-09', { teacher: true });
      const after = await addLesson(STUDENT.moving, '2096-06-20', { teacher: true });
      const transferred = await addLesson(STUDENT.moving, '2096-06-21', { teacher: true, center: ELSEWHERE, original: HOME });
      const held = await addLesson(STUDENT.moving, '2096-06-22', { held: true });

      expect(await ds.transaction((tx) => moveStudentLessons(tx, change(2, NEW_HOME)))).toBe(2);
      expect(await stateOf(before)).toEqual({
        center_no: HOME,
        original_center_no: 0,
        teacher_no: TEACHER,
        classroom_no: 831001,
      });
      expect(await stateOf(after)).toEqual({ center_no: NEW_HOME, original_center_no: 0, teacher_no: 0, classroom_no: null });
      // held where it was transferred to, with its new home as the origin
      expect(await stateOf(transferred)).toEqual({
        center_no: ELSEWHERE,
        original_center_no: NEW_HOME,
        teacher_no: TEACHER,
        classroom_no: 831001,
      });
      expect(await stateOf(held)).toMatchObject({ center_no: HOME });

      // the same change again, and an older one arriving late, change nothing
      expect(await ds.transaction((tx) => moveStudentLessons(tx, change(2, NEW_HOME)))).toBe(0);
      expect(await ds.transaction((tx) => moveStudentLessons(tx, change(1, HOME, '2096-06-01')))).toBe(0);
      expect(await stateOf(after)).toMatchObject({ center_no: NEW_HOME });
      expect(await stateOf(before)).toMatchObject({ center_no: HOME });
    });

    // in a transaction rolled back, so the events never leave the outbox for the copies of lessons
    it('writes each moved lesson’s LessonCenterMoved in the move’s transaction', async () => {
      const moved = await addLesson(STUDENT.moving, '2096-07-20', { teacher: true });
      const transferred = await addLesson(STUDENT.moving, '2096-07-21', { teacher: true, center: ELSEWHERE, original: HOME });
      const events = await ds
        .transaction(async (tx) => {
          const [{ id }] = (await tx.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as {
            id: string;
          }[];
          await moveStudentLessons(tx, change(3, NEW_HOME, '2096-07-01'));
          const rows = (await tx.query(`SELECT "type", "payload" FROM "scheduling"."outbox" WHERE "id" > $1 ORDER BY "id"`, [
            id,
          ])) as { type: string; payload: Record<string, unknown> }[];
          throw Object.assign(new Error('rollback'), { rows });
        })
        .catch((e: { rows: { type: string; payload: Record<string, unknown> }[] }) => e.rows);
      expect(events.map((e) => e.type)).toEqual(['LessonCenterMoved', 'LessonCenterMoved']);
      expect(events[0].payload).toMatchObject({
        schedule_no: moved,
        schedule_date: '2096-07-20',
        center_no: NEW_HOME,
        original_center_no: 0,
        teacher_no: 0,
        previous_center_no: HOME,
        previous_teacher_no: TEACHER,
        student_no: STUDENT.moving,
        user_no: null,
      });
      expect(events[1].payload).toMatchObject({
        schedule_no: transferred,
        center_no: ELSEWHERE,
        original_center_no: NEW_HOME,
        teacher_no: TEACHER,
        previous_center_no: ELSEWHERE,
      });
    });
  });
});
