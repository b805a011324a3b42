import { type PendingScheduleRow } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// PendingSchedule_doBrowse against the real stack, one read scoped by role: student1's waiting
// application shows to student1 and to the staff of its center (online, 9), not to student2 or to
// staff of another center; teacher1 sees their coming lesson changed now. The rows are this file's
// own, in a week 40 weeks ahead, removed at the end.
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 40 + 2);
const CENTER = 9;
const page = (searchInfo: Record<string, unknown> = {}) => ({
  searchInfo,
  orderBy: [],
  pagination: { current_page: 1, per_page: 100 },
});

describe('PendingSchedule_doBrowse (scoped by role)', () => {
  const stack = sharedStack();
  const sessions = new Map<string, ApiSession>();
  let entryNo = 0;
  let lessonNo = 0;
  let teacherLessonNo = 0;

  const insertLesson = async (student: number, teacher: number, entry: number, slot: number) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "entry_schedule_no")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, 200 + $2 % 10, 1,
         extract(isodow FROM $1::date), $6) RETURNING "schedule_no"`,
      [DATE, slot, student, teacher, CENTER, entry],
    );
    return row.schedule_no;
  };
  const rows = async (user: string, searchInfo: Record<string, unknown> = {}) => {
    const res = await sessions.get(user)!.call('PendingSchedule_doBrowse', page(searchInfo));
    expect(res.status).toBe(200);
    return (res.output as { data: PendingScheduleRow[] }).data;
  };
  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [[lessonNo, teacherLessonNo]]);
    await query(`DELETE FROM "scheduling"."entry" WHERE "entry_schedule_no" = $1`, [entryNo]);
    await query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = 1 AND "schedule_date" = $1 AND "time_limit_no" = 51`,
      [DATE],
    );
  };

  beforeAll(async () => {
    for (const user of ['student1', 'student2', 'classroom', 'classroom2', 'admin', 'teacher1']) {
      const s = new ApiSession(stack);
      await s.login(user);
      sessions.set(user, s);
    }
    const [entry] = await query<{ entry_schedule_no: number }>(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_role") VALUES (2, 1, $1, $2, 41, 1, 1, 110) RETURNING "entry_schedule_no"`,
      [CENTER, DATE],
    );
    entryNo = entry.entry_schedule_no;
    lessonNo = await insertLesson(1, 0, entryNo, 41);
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES (1, $1, 51, $2, 1)`,
      [DATE, CENTER],
    );
    teacherLessonNo = await insertLesson(2, 1, 0, 51);
  }, 120000);

  afterAll(cleanUp);

  it("shows student1's waiting application to student1, not to student2", async () => {
    const own = (await rows('student1')).filter((r) => r.schedule_date === DATE);
    expect(own).toEqual([
      expect.objectContaining({
        kind: 'waiting',
        entry_schedule_no: entryNo,
        schedule_no: lessonNo,
        student_no: 1,
        time_limit_no: 41,
      }),
    ]);
    expect((await rows('student1')).every((r) => r.student_no === 1)).toBe(true);
    expect((await rows('student2')).some((r) => r.entry_schedule_no === entryNo)).toBe(false);
  });

  it("shows it to the staff of the student's center and headquarters, not to another center's staff", async () => {
    const waiting = { kind: 'waiting' };
    expect((await rows('classroom', waiting)).some((r) => r.entry_schedule_no === entryNo)).toBe(true);
    expect((await rows('admin', waiting)).some((r) => r.entry_schedule_no === entryNo)).toBe(true);
    const shibuya = await rows('classroom2');
    expect(shibuya.some((r) => r.entry_schedule_no === entryNo)).toBe(false);
    expect(shibuya.every((r) => r.center_no === 1)).toBe(true);
  });

  it("shows teacher1 their lesson changed now, and no student's waiting rows", async () => {
    const teacher = await rows('teacher1', { kind: 'changed' });
    expect(teacher.find((r) => r.schedule_no === teacherLessonNo)).toMatchObject({
      kind: 'changed',
      student_no: 2,
      cancelled: false,
    });
    expect((await rows('teacher1')).every((r) => r.kind === 'changed')).toBe(true);
  });

  it('refuses a caller with no session', async () => {
    const res = await new ApiSession(stack).call('PendingSchedule_doBrowse', page());
    expect(res.status).toBe(401);
  });
});
