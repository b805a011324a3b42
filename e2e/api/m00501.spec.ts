import type { M00501Lesson, M00501WeekOutput, M00501ZoomInput } from '@school/contracts';
import { addDays, fiscalYearOf, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// The week this spec owns: far beyond the seeded lessons and shifts (they end 8 weeks after the
// seed), at the 渋谷 center (1). Its lessons, shifts and calendar days are written here, so every
// count below is known.
const CENTER = 1;
const OTHER_CENTER = 2;
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 30);
const TUESDAY = addDays(MONDAY, 1);
const SATURDAY = addDays(MONDAY, 5);
const SUNDAY = addDays(MONDAY, 6);
const URL_A = 'https://us02web.zoom.us/j/11122233344';
const URL_B = 'https://us02web.zoom.us/j/55566677788';

type Outbox = { schedule_nos: number[]; zoom_url: string | null; zoom_meeting_id: string | null; center_no: number };

// M00501 center and classroom operation status against the real stack (scheduling service, with
// masters' centers and classrooms by RPC): the selectors, a week's counts, the Zoom meeting with its
// rules, the 409 of a stale lesson, the outbox event, and who may call it.
describe('M00501 center and classroom operation status', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);
  const no: Record<string, number> = {};
  let teachers: number[] = [];
  let students: { student_no: number; student_name: string }[] = [];

  const week = async (session: ApiSession = admin, start = MONDAY) => {
    const res = await session.call('M00501_getOneWeekTeacherCounts', { center_no: CENTER, start_date: start });
    expect(res.status).toBe(200);
    return res.output;
  };
  const lessonOf = (w: M00501WeekOutput, scheduleNo: number) => {
    const lesson = w.lessons.find((l) => l.schedule_no === scheduleNo);
    if (!lesson) throw new Error(`no lesson ${scheduleNo}`);
    return lesson;
  };
  const target = (l: M00501Lesson) => ({ schedule_no: l.schedule_no, lock_version: l.lock_version });
  // a Zoom input: these defaults, overridden by what a test gives
  const zoomInput = <I extends Partial<M00501ZoomInput> | Record<string, unknown>>(input: I) => ({
    center_no: CENTER,
    zoom_url: URL_A,
    zoom_meeting_id: null,
    zoom_passcode: null,
    ...input,
  });
  const setZoom = (session: ApiSession, input: Partial<M00501ZoomInput> & Pick<M00501ZoomInput, 'lessons'>) =>
    session.call('M00501_setZoomMeetingInSchedule', zoomInput(input));

  // events written after this point are the ones a test caused (lesson numbers can repeat after a re-seed)
  const lastOutboxId = async (): Promise<number> =>
    Number((await query<{ id: string }>(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`))[0].id);

  const insertLesson = async (
    key: string,
    date: string,
    tln: number,
    classroom: number | null,
    teacher: number,
    center = CENTER,
  ) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "classroom_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, $6, 200 + $2 % 10, 1,
         extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [date, tln, students[Object.keys(no).length % students.length].student_no, teacher, center, classroom],
    );
    no[key] = row.schedule_no;
  };

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), head.login('head')]);
    teachers = (
      await query<{ teacher_no: number }>(
        `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE "center_no" = $1 ORDER BY "teacher_no" LIMIT 3`,
        [CENTER],
      )
    ).map((r) => r.teacher_no);
    students = await query<{ student_no: number; student_name: string }>(
      `SELECT "student_no", "student_name" FROM "scheduling"."student_projection" WHERE "center_no" = $1 ORDER BY "student_no" LIMIT 3`,
      [CENTER],
    );
    for (const table of ['lesson', 'teacher_schedule'])
      await query(`DELETE FROM "scheduling"."${table}" WHERE "schedule_date" BETWEEN $1 AND $2`, [MONDAY, SUNDAY]);
    // Monday to Friday periods 1–5, Saturday 1–3, Sunday closed (SPEC §5: start and end slot 0).
    for (let i = 0; i < 7; i++) {
      const date = addDays(MONDAY, i);
      const [closed, start, end, remarks] = i === 6 ? [1, 0, 0, '定休日'] : i === 5 ? [0, 10, 30, null] : [0, 10, 50, null];
      await query(
        `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
           "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
         VALUES ($1, $2, $3, $4, $5, extract(isodow FROM $2::date), $6, $7)
         ON CONFLICT ("center_no", "schedule_date") DO UPDATE SET "closed_flag" = $3, "tstart_ime_limit_no" = $4,
           "end_time_limit_no" = $5, "remarks" = $6`,
        [CENTER, date, closed, start, end, remarks, fiscalYearOf(date)],
      );
    }
    const [t1, t2, t3] = teachers;
    // Monday period 1: t1 both halves, t2 the second half, t3 marked unavailable; one teacher at
    // another center. Period 2: t1 alone. Tuesday period 3: t2 (for the lesson they teach there).
    const shifts: [number, string, number, number, number][] = [
      [t1, MONDAY, 11, CENTER, 1],
      [t1, MONDAY, 12, CENTER, 1],
      [t2, MONDAY, 12, CENTER, 1],
      [t3, MONDAY, 11, CENTER, 0],
      [t1, MONDAY, 21, CENTER, 1],
      [t2, TUESDAY, 31, CENTER, 1],
      [t3, TUESDAY, 31, OTHER_CENTER, 1],
    ];
    for (const [teacher, date, tln, center, flag] of shifts)
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, $5)`,
        [teacher, date, tln, center, flag],
      );
    // Monday period 1: two lessons in classroom 3 (one unassigned), one unassigned 90-minute lesson
    // in classroom 4. Period 2: one lesson without a classroom. Tuesday period 3: one lesson at
    // classroom 3, and one at the other center that must not count.
    await insertLesson('mon1a', MONDAY, 11, 3, 0);
    await insertLesson('mon1b', MONDAY, 12, 3, t1);
    await insertLesson('mon1c', MONDAY, 10, 4, 0);
    await insertLesson('mon2', MONDAY, 21, null, t1);
    await insertLesson('tue3', TUESDAY, 31, 3, t2);
    await insertLesson('other', TUESDAY, 31, 5, 0, OTHER_CENTER);
  }, 120000);

  it('offers the caller’s centers with their classrooms, the periods and today in Tokyo', async () => {
    const res = await admin.call('M00501_initDropdown', {});
    expect(res.status).toBe(200);
    const { centers, periods, today } = res.output;
    expect(centers.map((c) => c.label)).toEqual(['オンライン', '渋谷', '横浜']);
    // the seeded ones (other test files add classrooms of their own meanwhile)
    const shibuya = centers.find((c) => c.value === CENTER)?.classrooms.map((r) => r.classroom_name) ?? [];
    expect(shibuya.filter((name) => name.startsWith('渋谷校'))).toEqual(['渋谷校 第1教室', '渋谷校 第2教室']);
    expect(centers.find((c) => c.value === CENTER)?.classrooms.find((r) => r.classroom_name === '渋谷校 第1教室')).toMatchObject({
      classroom_no: 3,
      meeting_url: expect.any(String),
    });
    expect(periods.map((p) => p.time_limit_no)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(periods[0]).toMatchObject({ label: '1限', start_time: '14:50', end_time: '16:20', late_night_flag: 0 });
    expect(today).toBe(tokyoDate(Date.now()));

    // a classroom account sees only its own center (SPEC §6)
    const classroom = new ApiSession(stack);
    await classroom.login('classroom');
    const own = (await classroom.call('M00501_initDropdown', {})).output.centers;
    expect(own.map((c) => c.label)).toEqual(['オンライン']);
    expect(own[0].classrooms.map((r) => r.classroom_name).filter((name) => name.startsWith('オンライン教室'))).toEqual([
      'オンライン教室A',
      'オンライン教室B',
    ]);
  });

  it('counts a week period by period: teachers available, lessons, unassigned, per classroom, closed days', async () => {
    const w = await week();
    expect(w).toMatchObject({ center_no: CENTER, start_date: MONDAY, end_date: SUNDAY });
    expect(w.days.map((d) => d.dayofweek_code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const cell = (date: string, period: number) => {
      const found = w.days.find((d) => d.schedule_date === date)?.cells.find((c) => c.time_limit_no === period);
      if (!found) throw new Error(`no cell ${date} ${period}`);
      return found;
    };
    expect(cell(MONDAY, 10)).toEqual({
      time_limit_no: 10,
      open: true,
      teacher_count: 2,
      lesson_count: 3,
      unassigned_count: 2,
      classrooms: [
        { classroom_no: 3, lesson_count: 2 },
        { classroom_no: 4, lesson_count: 1 },
      ],
    });
    expect(cell(MONDAY, 20)).toEqual({
      time_limit_no: 20,
      open: true,
      teacher_count: 1,
      lesson_count: 1,
      unassigned_count: 0,
      classrooms: [{ classroom_no: null, lesson_count: 1 }],
    });
    expect(cell(TUESDAY, 30)).toMatchObject({ teacher_count: 1, lesson_count: 1, unassigned_count: 0 });
    expect(cell(TUESDAY, 10)).toMatchObject({ open: true, teacher_count: 0, lesson_count: 0, classrooms: [] });
    // Saturday closes after period 3; Sunday is closed all day
    expect([30, 40].map((p) => cell(SATURDAY, p).open)).toEqual([true, false]);
    const sunday = w.days[6];
    expect(sunday).toMatchObject({
      closed: true,
      calendar: { closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '定休日' },
    });
    expect(sunday.cells.every((c) => !c.open)).toBe(true);
    const total = w.days.flatMap((d) => d.cells).reduce((n, c) => n + c.lesson_count, 0);
    expect(total).toBe(5);

    // the week's lessons, with the names the board shows
    expect(w.lessons.map((l) => l.schedule_no)).toEqual([no.mon1c, no.mon1a, no.mon1b, no.mon2, no.tue3]);
    expect(lessonOf(w, no.mon1b)).toMatchObject({
      schedule_date: MONDAY,
      time_limit_no: 12,
      classroom_no: 3,
      teacher_no: teachers[0],
      teacher_name: expect.any(String),
      student_name: expect.any(String),
      zoom_url: null,
      lock_version: 0,
    });
  });

  it('refuses a start date that is not a Monday or not a date, and a center the caller may not see', async () => {
    const bad = async (session: ApiSession, input: Record<string, unknown>) => {
      const res = await session.callRaw('M00501_getOneWeekTeacherCounts', input);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      return res.body.errors;
    };
    expect(await bad(admin, { center_no: CENTER, start_date: TUESDAY })).toEqual({
      start_date: ['週の開始日には月曜日を指定してください'],
    });
    expect(await bad(admin, { center_no: CENTER, start_date: '2026-02-30' })).toEqual({
      start_date: ['日付はYYYY-MM-DD形式で指定してください'],
    });
    expect(await bad(admin, { start_date: '2026/05/11' })).toEqual({
      center_no: ['必須項目です'],
      start_date: ['日付はYYYY-MM-DD形式で指定してください'],
    });
    const franchise = new ApiSession(stack);
    await franchise.login('franchise');
    expect(await bad(franchise, { center_no: CENTER, start_date: MONDAY })).toEqual({
      center_no: ['センターを正しく選択してください'],
    });
  });

  it('checks the Zoom meeting with the form rules before anything is written', async () => {
    const w = await week();
    const lessons = [target(lessonOf(w, no.mon1a))];
    const refused = async (input: Record<string, unknown>) => {
      // what the form rules refuse, sent as no screen would
      const res = await admin.callRaw('M00501_setZoomMeetingInSchedule', zoomInput(input));
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused({ lessons, zoom_url: 'us02web.zoom.us/j/1' })).toEqual({
      zoom_url: ['URL（https, http）を入力してください'],
    });
    expect(await refused({ lessons, zoom_url: '', zoom_meeting_id: '123 456 789' })).toEqual({
      zoom_url: ['ミーティングIDやパスコードを設定するときはURLも入力してください'],
    });
    expect(await refused({ lessons, zoom_meeting_id: '1234', zoom_passcode: 'has space!!' })).toEqual({
      zoom_meeting_id: ['9桁以上にしてください'],
      zoom_passcode: ['10文字以内で入力してください', '形式が正しくありません'],
    });
    expect(await refused({ lessons: [] })).toEqual({ lessons: ['対象の授業を1件以上100件以内で指定してください'] });
    // a lesson of another center, even with its right lock_version
    expect(await refused({ lessons: [...lessons, { schedule_no: no.other, lock_version: 0 }] })).toEqual({
      lessons: ['指定された授業はこのセンターにありません'],
    });
    const after = await week();
    expect(lessonOf(after, no.mon1a)).toEqual(lessonOf(w, no.mon1a));
  });

  it('sets the meeting on a classroom’s lessons of one period, with the event in the outbox', async () => {
    const w = await week();
    const lessons = [lessonOf(w, no.mon1a), lessonOf(w, no.mon1b)];
    const before = await lastOutboxId();
    const res = await setZoom(head, {
      lessons: lessons.map(target),
      zoom_url: ` ${URL_A} `,
      zoom_meeting_id: '111 2223 3344',
      zoom_passcode: 'pa55*',
    });
    expect(res.status).toBe(200);
    expect(res.output.map((l) => [l.schedule_no, l.zoom_url, l.zoom_meeting_id, l.zoom_passcode, l.lock_version])).toEqual([
      [no.mon1a, URL_A, '11122233344', 'pa55*', 1],
      [no.mon1b, URL_A, '11122233344', 'pa55*', 1],
    ]);
    const after = await week(admin);
    expect(lessonOf(after, no.mon1a)).toMatchObject({ zoom_url: URL_A, lock_version: 1 });
    // the other classroom's lesson of the same period is untouched
    expect(lessonOf(after, no.mon1c)).toEqual(lessonOf(w, no.mon1c));

    const rows = await query<{ payload: Outbox }>(
      `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'LessonZoomMeetingSet' AND "id" > $1`,
      [before],
    );
    expect(rows.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        center_no: CENTER,
        schedule_nos: [no.mon1a, no.mon1b],
        zoom_url: URL_A,
        zoom_meeting_id: '11122233344',
        has_passcode: true,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('pa55*');
  });

  it('refuses a stale lesson with 409 MSG_0001: the first save stays whole, nothing of the second is written', async () => {
    // Both opened the week; the center head saves classroom 3's Tuesday lesson first.
    const seen = await week(admin);
    const before = await lastOutboxId();
    const tue = lessonOf(seen, no.tue3);
    const mon = lessonOf(seen, no.mon1c);
    const first = await setZoom(head, { lessons: [target(tue)], zoom_url: URL_B });
    expect(first.status).toBe(200);

    const stale = await setZoom(admin, { lessons: [target(mon), target(tue)], zoom_url: URL_A, zoom_passcode: 'later' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const after = await week(admin);
    expect(lessonOf(after, no.tue3)).toMatchObject({ zoom_url: URL_B, zoom_passcode: null, lock_version: tue.lock_version + 1 });
    expect(lessonOf(after, no.mon1c)).toEqual(mon);
    // only the first save's event
    const rows = await query<{ payload: Outbox }>(
      `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'LessonZoomMeetingSet' AND "id" > $1`,
      [before],
    );
    expect(rows.map((r) => r.payload.schedule_nos)).toEqual([[no.tue3]]);

    // read again, the save goes through; an empty URL then removes the meeting
    const fresh = await setZoom(admin, { lessons: [target(lessonOf(after, no.tue3))], zoom_url: URL_A });
    expect(fresh.status).toBe(200);
    const removed = await setZoom(admin, { lessons: fresh.output.map(target), zoom_url: '' });
    expect(removed.output[0]).toMatchObject({ zoom_url: null, zoom_meeting_id: null, zoom_passcode: null });
  });

  it('is for the roles whose menu has M00501', async () => {
    const classroom = new ApiSession(stack);
    await classroom.login('classroom2');
    expect((await classroom.call('M00501_getOneWeekTeacherCounts', { center_no: CENTER, start_date: MONDAY })).status).toBe(200);
    for (const userId of ['sales', 'teacher1']) {
      const session = new ApiSession(stack);
      await session.login(userId);
      for (const api of ['M00501_initDropdown', 'M00501_getOneWeekTeacherCounts', 'M00501_setZoomMeetingInSchedule']) {
        const res = await session.callRaw(api, { center_no: CENTER, start_date: MONDAY });
        expect([userId, api, res.status, res.body.code]).toEqual([userId, api, 403, 'FORBIDDEN']);
      }
    }
    // and the internal classroom read is never a browser's
    expect((await admin.call('M20201_getCenterClassrooms', { center_nos: [CENTER] })).status).toBe(403);
  });
});
