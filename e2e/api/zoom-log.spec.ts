import { type ZoomLogRow } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// ZoomLog against the real stack: M00501 sets the meeting of student1's lesson with teacher1 and of
// student2's lesson with another teacher at the online center (9); the link is opened through
// ZoomLog_recordOpen; ZoomLog_doBrowse shows each lesson's history to its own student and teacher and
// to the staff of its center, never to another center's staff; the passcode is in no answer. The
// lessons and shifts are this file's own, in a week 41 weeks ahead, removed at the end (their log rows
// with them).
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 41 + 3);
const CENTER = 9;
const URL = 'https://us02web.zoom.us/j/84412345678';
const PASSCODE = 'e2eZoom7';
const page = (searchInfo: Record<string, unknown> = {}) => ({
  searchInfo,
  orderBy: [],
  pagination: { current_page: 1, per_page: 100 },
});

describe('ZoomLog (the meeting link history, scoped by role)', () => {
  const stack = sharedStack();
  const sessions = new Map<string, ApiSession>();
  const answers: unknown[] = [];
  let otherTeacher = 0;
  let student1Lesson = 0;
  let student2Lesson = 0;
  let noLinkLesson = 0;

  const as = (user: string) => sessions.get(user)!;
  const insertLesson = async (student: number, teacher: number, slot: number) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, 200 + $2 % 10, 1,
         extract(isodow FROM $1::date)) RETURNING "schedule_no"`,
      [DATE, slot, student, teacher, CENTER],
    );
    return row.schedule_no;
  };
  const rows = async (user: string, searchInfo: Record<string, unknown> = {}) => {
    const res = await as(user).call('ZoomLog_doBrowse', page(searchInfo));
    expect(res.status).toBe(200);
    answers.push(res.body);
    return (res.output as { data: ZoomLogRow[] }).data;
  };
  const recordOpen = async (user: string, scheduleNo: number) => {
    const res = await as(user).call('ZoomLog_recordOpen', { schedule_no: scheduleNo });
    answers.push(res.body);
    return res;
  };
  const lessonsOf = (list: readonly ZoomLogRow[]) => new Set(list.map((r) => r.schedule_no));
  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [
      [student1Lesson, student2Lesson, noLinkLesson],
    ]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[]) AND "schedule_date" = $2`, [
      [1, otherTeacher],
      DATE,
    ]);
  };

  beforeAll(async () => {
    for (const user of ['student1', 'student2', 'classroom', 'classroom2', 'admin', 'teacher1']) {
      const s = new ApiSession(stack);
      await s.login(user);
      sessions.set(user, s);
    }
    [{ teacher_no: otherTeacher }] = await query<{ teacher_no: number }>(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "teacher_no" <> 1
         AND "status" = 1 ORDER BY 1 LIMIT 1`,
      [CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES (1, $1, 41, $2, 1), (1, $1, 51, $2, 1), ($3, $1, 41, $2, 1)`,
      [DATE, CENTER, otherTeacher],
    );
    student1Lesson = await insertLesson(1, 1, 41);
    student2Lesson = await insertLesson(2, otherTeacher, 41);
    noLinkLesson = await insertLesson(1, 1, 51);
    const set = await as('admin').call('M00501_setZoomMeetingInSchedule', {
      center_no: CENTER,
      zoom_url: URL,
      zoom_meeting_id: '844 1234 5678',
      zoom_passcode: PASSCODE,
      lessons: [student1Lesson, student2Lesson].map((schedule_no) => ({ schedule_no, lock_version: 0 })),
    });
    expect(set.status).toBe(200);
  }, 120000);

  afterAll(cleanUp);

  it("hands the link to the lesson's own student and teacher, refuses another student's lesson (404) and one without a link", async () => {
    for (const user of ['student1', 'teacher1']) {
      const res = await recordOpen(user, student1Lesson);
      expect(res.status).toBe(200);
      expect(res.output).toEqual({ schedule_no: student1Lesson, zoom_url: URL, zoom_meeting_id: '84412345678' });
    }
    expect((await recordOpen('student2', student1Lesson)).status).toBe(404);
    expect((await recordOpen('student1', student2Lesson)).status).toBe(404);
    expect((await recordOpen('classroom2', student1Lesson)).status).toBe(404);
    const noLink = await recordOpen('student1', noLinkLesson);
    expect(noLink.status).toBe(422);
    expect(JSON.stringify(noLink.body)).toContain('schedule_no');
    expect((await recordOpen('classroom', student2Lesson)).status).toBe(200);
  });

  it("refuses a student's opening while app.C21101_SHOW_ZOOM_INFO is off, logging nothing", async () => {
    const key = 'app.C21101_SHOW_ZOOM_INFO';
    const [{ value }] = await query<{ value: unknown }>(`SELECT "value" FROM "auth"."app_config" WHERE "key" = $1`, [key]);
    const openings = async () =>
      (
        await query(`SELECT 1 FROM "scheduling"."lesson_meeting_log" WHERE "schedule_no" = $1 AND "kind" = 'opened'`, [
          student1Lesson,
        ])
      ).length;
    await query(`UPDATE "auth"."app_config" SET "value" = 'false'::jsonb WHERE "key" = $1`, [key]);
    try {
      const before = await openings();
      const refused = await recordOpen('student1', student1Lesson);
      expect(refused.status).toBe(422);
      // scheduling.zoomLog.notShown, in the session's language
      expect(JSON.stringify(refused.body)).toContain('ミーティングのリンクは現在公開されていません');
      expect(await openings()).toBe(before);
    } finally {
      await query(`UPDATE "auth"."app_config" SET "value" = $2::jsonb WHERE "key" = $1`, [key, JSON.stringify(value)]);
    }
  });

  it("shows the center's staff both lessons' history with the link; another center's staff neither", async () => {
    const staff = await rows('classroom');
    const ours = staff.filter((r) => r.schedule_no === student1Lesson || r.schedule_no === student2Lesson);
    expect(
      ours
        .filter((r) => r.kind === 'set')
        .map((r) => [r.schedule_no, r.zoom_url, r.passcode_changed])
        .sort(),
    ).toEqual(
      [
        [student1Lesson, URL, true],
        [student2Lesson, URL, true],
      ].sort(),
    );
    expect(ours.find((r) => r.schedule_no === student1Lesson && r.actor === 'student')).toMatchObject({
      kind: 'opened',
      student_no: 1,
      teacher_no: 1,
    });
    expect(lessonsOf(await rows('admin', { schedule_no: student1Lesson }))).toEqual(new Set([student1Lesson]));
    const elsewhere = await rows('classroom2');
    expect(elsewhere.some((r) => r.schedule_no === student1Lesson || r.schedule_no === student2Lesson)).toBe(false);
    expect(elsewhere.every((r) => r.center_no === 1)).toBe(true);
  });

  it("shows teacher1 their own lessons' history only, without the link", async () => {
    const own = await rows('teacher1');
    expect(own.every((r) => r.teacher_no === 1)).toBe(true);
    const lesson = own.filter((r) => r.schedule_no === student1Lesson);
    expect(lesson.map((r) => `${r.kind}:${r.actor}`)).toEqual(['opened:teacher', 'opened:student', 'set:staff']);
    expect(lesson.every((r) => r.zoom_url === null && r.zoom_meeting_id === null)).toBe(true);
    expect(own.some((r) => r.schedule_no === student2Lesson)).toBe(false);
  });

  it("shows each student their own lessons' history only", async () => {
    const student1 = await rows('student1');
    expect(student1.every((r) => r.student_no === 1)).toBe(true);
    expect(lessonsOf(student1).has(student1Lesson)).toBe(true);
    expect(lessonsOf(student1).has(student2Lesson)).toBe(false);
    const student2 = await rows('student2', { kind: 'opened' });
    expect(student2.every((r) => r.student_no === 2 && r.kind === 'opened')).toBe(true);
    expect(lessonsOf(student2)).toEqual(new Set([student2Lesson]));
  });

  it('never answers the passcode, and refuses a caller with no session', async () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(JSON.stringify(answers)).not.toContain(PASSCODE);
    const anonymous = new ApiSession(stack);
    expect((await anonymous.call('ZoomLog_doBrowse', page())).status).toBe(401);
    expect((await anonymous.call('ZoomLog_recordOpen', { schedule_no: student1Lesson })).status).toBe(401);
  });
});
