import type { Locked } from '@school/contracts';
import { query } from '../support/db';
import { ApiSession, type ApiAnswer } from '../support/session';
import { sharedStack } from '../support/stack';

const RUN = Date.now().toString(36);

// A center, classroom, course or subject that lessons name stays: masters asks the scheduling
// service (which owns the lessons) before deleting, and refuses with 400 and the count. Once the
// lessons are gone, the delete goes through.
describe('master rows that lessons use', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);

  beforeAll(async () => {
    await admin.login('admin');
  }, 120000);

  // One lesson of next month at center 1 naming the given master row (any field not named: a demo value).
  const lessonUsing = async (field: string, value: number): Promise<number> => {
    const values: Record<string, number> = { center_no: 1, classroom_no: 1, course_no: 1, subject_no: 1, [field]: value };
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "center_no", "classroom_no", "course_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES (current_date + 30, (current_date + 30 + time '15:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, 1, $1, $2, $3, 201, $4,
         extract(isodow FROM current_date + 30))
       RETURNING "schedule_no"`,
      [values.center_no, values.classroom_no, values.course_no, values.subject_no],
    );
    return row.schedule_no;
  };
  const dropLesson = (scheduleNo: number) => query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [scheduleNo]);

  // A row added through its screen's API, as its number and lock_version (0 when the add failed).
  type Added = { status: number; no: number; lock_version: number };
  const added = async <R extends Locked>(call: Promise<ApiAnswer<R>>, no: (row: R) => number): Promise<Added> => {
    const { status, output } = await call;
    return status === 200 ? { status, no: no(output), lock_version: output.lock_version } : { status, no: 0, lock_version: 0 };
  };

  const cases = [
    {
      what: 'a center',
      field: 'center_no',
      add: (center_name = `授業テスト校${RUN}`) =>
        added(
          admin.call('M20101_doAdd', {
            center_name,
            center_short_name: '授T',
            group_flag: 0,
            center_group_no: null,
            postal_code: null,
            prefecture: null,
            address: null,
            tel: null,
            email: null,
            late_night_flag: 0,
            sort_order: 90,
          }),
          (r) => r.center_no,
        ),
      del: (center_no: number, lock_version: number) => admin.call('M20101_doDelete', { center_no, lock_version }),
      message: 'このセンターの授業（1件）があるため削除できません。',
    },
    {
      what: 'a classroom',
      field: 'classroom_no',
      add: () =>
        added(
          admin.call('M20201_doAdd', {
            center_no: 1,
            classroom_name: `授業テスト教室${RUN}`,
            classroom_type: 2,
            booth_count: 1,
            meeting_url: '',
            sort_order: 90,
          }),
          (r) => r.classroom_no,
        ),
      del: (classroom_no: number, lock_version: number) => admin.call('M20201_doDelete', { classroom_no, lock_version }),
      message: 'この教室の授業（1件）があるため削除できません。',
    },
    {
      what: 'a course',
      field: 'course_no',
      add: () =>
        added(
          admin.call('M20301_doAdd', {
            _course_type: 'M1010',
            course_type_no: 1,
            course_name: `授業テストコース${RUN}`,
            lesson_minutes: 90,
            capacity: 1,
            lessons_per_month: 4,
            monthly_fee: 1000,
            sort_order: 90,
          }),
          (r) => ('course_no' in r ? r.course_no : 0),
        ),
      del: (course_no: number, lock_version: number) =>
        admin.call('M20301_doDelete', { _course_type: 'M1010', course_no, lock_version }),
      message: 'このコースの授業（1件）があるため削除できません。',
    },
    {
      what: 'a subject',
      field: 'subject_no',
      add: () =>
        added(
          admin.call('M20401_doAdd', {
            subject_name: `授業テスト科目${RUN}`,
            subject_short_name: '授',
            elementary_flag: 1,
            junior_high_flag: 0,
            high_school_flag: 0,
            sort_order: 90,
          }),
          (r) => r.subject_no,
        ),
      del: (subject_no: number, lock_version: number) => admin.call('M20401_doDelete', { subject_no, lock_version }),
      message: 'この科目の授業（1件）があるため削除できません。',
    },
  ];

  it.each(cases)(
    'refuses to delete $what with lessons, and deletes it once they are gone',
    async ({ field, add, del, message }) => {
      const row = await add();
      expect(row.status).toBe(200);
      const lesson = await lessonUsing(field, row.no);

      const refused = await del(row.no, row.lock_version);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);

      await dropLesson(lesson);
      expect((await del(row.no, row.lock_version)).status).toBe(200);
    },
  );

  it('counts the lessons transferred away from a center too', async () => {
    const row = await cases[0].add(`移管元テスト校${RUN}`);
    const lesson = await lessonUsing('center_no', 1);
    await query(`UPDATE "scheduling"."lesson" SET "original_center_no" = $1 WHERE "schedule_no" = $2`, [row.no, lesson]);
    const refused = await admin.call('M20101_doDelete', { center_no: row.no, lock_version: row.lock_version });
    expect(refused.status).toBe(400);
    await dropLesson(lesson);
    expect((await admin.call('M20101_doDelete', { center_no: row.no, lock_version: row.lock_version })).status).toBe(200);
  });

  it('is an internal API: a browser session is refused, even an admin', async () => {
    const res = await admin.call('T3010LessonService.countReferences', { field: 'subject_no', value: 1 });
    expect(res.status).toBe(403);
  });
});
