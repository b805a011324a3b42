import { DataSource } from 'typeorm';
import { LessonReferencesService } from './lesson-references.service';
import { PersonReleaseService } from './person-release.service';
import { LessonRepository } from './lesson.repository';
import { refusalOf } from '@school/server-kit/testing';

// What masters asks before deleting a master row or a person (T3010LessonService.countReferences,
// releasePerson), against the real PostgreSQL. Every row is this file's own: lessons, a center, a
// classroom, a course and a subject no seed uses (828_0xx), teachers and students 828_2xx/828_3xx,
// removed at the end.
const LESSON = 828_001;
const CENTER = 828_001;
const OTHER_CENTER = 828_002;
const CLASSROOM = 828_011;
const COURSE = 828_021;
const SUBJECT = 828_031;
const TEACHER = { free: 828_201, shifted: 828_202, teaching: 828_203 } as const;
const STUDENT = { free: 828_301, studying: 828_302 } as const;
const DAY = '2096-11-05';

describe('lesson references (LessonReferencesService, PersonReleaseService) against PostgreSQL', () => {
  let ds: DataSource;
  let references: LessonReferencesService;
  let persons: PersonReleaseService;

  const addLesson = (no: number, o: { center: number; original?: number; teacher?: number; student: number }) =>
    ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "classroom_no", "course_no", "course_setting_no",
         "subject_no", "dayofweek_code")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $3, $4, $5, $6, $7, $8, 201, $9,
         extract(isodow FROM $2::date))`,
      [no, DAY, o.student, o.teacher ?? 0, o.center, o.original ?? 0, CLASSROOM, COURSE, SUBJECT],
    );
  const teacherRow = (no: number) =>
    ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "version")
       VALUES ($1, $2, ARRAY[$2]::int[], '参照試験', 'サンショウシケン', 1, 1, 3)`,
      [no, CENTER],
    );
  const studentRow = (no: number) =>
    ds.query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status", "version")
       VALUES ($1, $2, '参照試験', 'サンショウシケン', 1, 1, 3)`,
      [no, CENTER],
    );
  const projected = async (kind: 'teacher' | 'student', no: number) =>
    ((await ds.query(`SELECT 1 FROM "scheduling"."${kind}_projection" WHERE "${kind}_no" = $1`, [no])) as unknown[]).length > 0;
  const removal = async (kind: string, no: number) =>
    (
      (await ds.query(`SELECT "version" FROM "scheduling"."person_removal" WHERE "kind" = $1 AND "person_no" = $2`, [
        kind,
        no,
      ])) as { version: number }[]
    )[0]?.version;
  const teachers = Object.values(TEACHER);
  const students = Object.values(STUDENT);
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
    await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [students]);
    await ds.query(
      `DELETE FROM "scheduling"."person_removal" WHERE ("kind" = 'teacher' AND "person_no" = ANY($1::int[]))
          OR ("kind" = 'student' AND "person_no" = ANY($2::int[]))`,
      [teachers, students],
    );
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    references = new LessonReferencesService(new LessonRepository(ds));
    persons = new PersonReleaseService(new LessonRepository(ds));
    await cleanUp();
    for (const no of teachers) await teacherRow(no);
    for (const no of students) await studentRow(no);
    await ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $3, 21, $4, 1), ($2, $3, 21, $4, 1)`,
      [TEACHER.shifted, TEACHER.teaching, DAY, CENTER],
    );
    await addLesson(LESSON, { center: CENTER, student: STUDENT.studying, teacher: TEACHER.teaching });
    // held elsewhere, transferred away from CENTER
    await addLesson(LESSON + 1, { center: OTHER_CENTER, original: CENTER, student: 828_399 });
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('count (T3010LessonService.countReferences)', () => {
    it('counts the lessons naming a master row; a center also counts the lessons transferred away from it', async () => {
      expect(await references.count({ field: 'center_no', value: CENTER })).toEqual({ lessons: 2 });
      expect(await references.count({ field: 'center_no', value: OTHER_CENTER })).toEqual({ lessons: 1 });
      expect(await references.count({ field: 'classroom_no', value: CLASSROOM })).toEqual({ lessons: 2 });
      expect(await references.count({ field: 'course_no', value: COURSE })).toEqual({ lessons: 2 });
      expect(await references.count({ field: 'subject_no', value: SUBJECT })).toEqual({ lessons: 2 });
      expect(await references.count({ field: 'subject_no', value: SUBJECT + 1 })).toEqual({ lessons: 0 });
    });

    it('refuses a field lessons do not name (422), never putting it into the query', async () => {
      expect(await refusalOf(references.count({ field: 'teacher_no', value: TEACHER.teaching }))).toMatchObject({
        status: 422,
        errors: { field: [{ key: 'validation.oneOf' }] },
      });
      expect(await refusalOf(references.count({ field: 'center_no', value: 0 }))).toMatchObject({ status: 422 });
    });
  });

  describe('release (T3010LessonService.releasePerson)', () => {
    it('releases a person nothing names: the projection row goes and the removal is kept at its version', async () => {
      expect(await persons.release({ kind: 'teacher', no: TEACHER.free, lock_version: 4, release: true })).toEqual({
        lessons: 0,
        shifts: 0,
        released: true,
      });
      expect(await projected('teacher', TEACHER.free)).toBe(false);
      expect(await removal('teacher', TEACHER.free)).toBe(4);
      expect(await persons.release({ kind: 'student', no: STUDENT.free, lock_version: 4, release: true })).toMatchObject({
        released: true,
      });
      expect(await projected('student', STUDENT.free)).toBe(false);
    });

    it('only counts when not asked to release, and keeps a person lessons or shifts name', async () => {
      expect(await persons.release({ kind: 'teacher', no: TEACHER.shifted, lock_version: 4, release: false })).toEqual({
        lessons: 0,
        shifts: 1,
        released: false,
      });
      expect(await persons.release({ kind: 'teacher', no: TEACHER.shifted, lock_version: 4, release: true })).toEqual({
        lessons: 0,
        shifts: 1,
        released: false,
      });
      expect(await persons.release({ kind: 'teacher', no: TEACHER.teaching, lock_version: 4, release: true })).toEqual({
        lessons: 1,
        shifts: 1,
        released: false,
      });
      expect(await persons.release({ kind: 'student', no: STUDENT.studying, lock_version: 4, release: true })).toEqual({
        lessons: 1,
        shifts: 0,
        released: false,
      });
      for (const [kind, no] of [
        ['teacher', TEACHER.shifted],
        ['teacher', TEACHER.teaching],
        ['student', STUDENT.studying],
      ] as const) {
        expect(await projected(kind, no)).toBe(true);
        expect(await removal(kind, no)).toBeUndefined();
      }
    });

    it('refuses an unknown kind or a missing release flag (422)', async () => {
      expect(
        await refusalOf(persons.release({ kind: 'parent', no: TEACHER.free, lock_version: 1, release: true })),
      ).toMatchObject({
        status: 422,
        errors: { kind: [{ key: 'validation.oneOf' }] },
      });
      expect(await refusalOf(persons.release({ kind: 'teacher', no: TEACHER.shifted, lock_version: 1 }))).toMatchObject({
        status: 422,
        errors: { release: [{ key: 'validation.oneOf' }] },
      });
      expect(await projected('teacher', TEACHER.shifted)).toBe(true);
    });
  });
});
