import { type CalendarFeedEnableOutput } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import ICAL from 'ical.js';
import { LessonShifts, query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Calendar feeds through the gateway (issue 25): teacher1 and student1 turn their feed on, a calendar
// app with no cookie reads it, and it lists exactly their lessons from 30 days back to 15 weeks ahead
// in Asia/Tokyo, naming no other person; a lesson cancelled on the board leaves it; a revoked or
// unknown token is 404; staff cannot have a feed. The lesson of teacher1 with student1 is this file's
// own, on a coming day neither has a lesson or teacher1 a shift, removed at the end.
const SLOT = 41;
const CENTER = 9;

type FeedEvent = { uid: string; start: Date; end: Date; zone: string; text: string };

const parse = (ics: string): FeedEvent[] => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate(),
      end: e.endDate.toJSDate(),
      zone: e.startDate.zone?.tzid ?? '',
      text: [e.summary, e.location, e.description, v.getFirstPropertyValue('url')].join('\n'),
    };
  });
};

describe('calendar feeds (CalendarFeed_*, GET /api/calendar/<token>.ics)', () => {
  const stack = sharedStack();
  const teacher = new ApiSession(stack);
  const student = new ApiSession(stack);
  const admin = new ApiSession(stack);
  const shifts = new LessonShifts();
  const today = tokyoDate(Date.now());
  const from = addDays(today, -30);
  const to = addDays(today, 15 * 7);
  let lessonNo = 0;

  const read = (path: string) => fetch(`${stack.baseUrl}${path}`);
  const enable = async (s: ApiSession): Promise<CalendarFeedEnableOutput> => {
    const res = await s.call('CalendarFeed_enable', {});
    expect(res.status).toBe(200);
    return res.output;
  };
  const feedOf = async (path: string) => {
    const res = await read(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/private/);
    const ics = await res.text();
    return { ics, events: parse(ics) };
  };
  // the owner's lessons of the range as the database holds them, and the names of the others on them
  const expected = async (column: 'teacher_no' | 'student_no') =>
    query<{ schedule_no: number; starts: Date; other_name: string | null }>(
      `SELECT l."schedule_no", l."schedule_datetime" AS "starts",
              ${column === 'teacher_no' ? 's."student_name"' : 't."teacher_name"'} AS "other_name"
         FROM "scheduling"."lesson" l
         LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
         LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no"
        WHERE l."${column}" = 1 AND l."cancel_flag" = 0 AND l."schedule_date" BETWEEN $1 AND $2`,
      [from, to],
    );
  const checkFeed = async (path: string, column: 'teacher_no' | 'student_no') => {
    const { ics, events } = await feedOf(path);
    const rows = await expected(column);
    expect(events.map((e) => Number(/^lesson-(\d+)@/.exec(e.uid)?.[1])).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.schedule_no).sort((a, b) => a - b),
    );
    for (const e of events) {
      expect(e.zone).toBe('Asia/Tokyo');
      const row = rows.find((r) => e.uid.startsWith(`lesson-${r.schedule_no}@`))!;
      expect(e.start.toISOString()).toBe(new Date(row.starts).toISOString());
      expect(e.end > e.start).toBe(true);
    }
    for (const name of new Set(rows.map((r) => r.other_name).filter((n): n is string => !!n))) expect(ics).not.toContain(name);
    return events;
  };

  beforeAll(async () => {
    await Promise.all([teacher.login('teacher1'), student.login('student1'), admin.login('admin')]);
    const [free] = await query<{ d: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS "d" FROM generate_series($1::date, $2::date, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."schedule_date" = d AND (l."teacher_no" = 1 OR l."student_no" = 1))
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."schedule_date" = d AND s."teacher_no" = 1)
        ORDER BY d LIMIT 1`,
      [addDays(today, 3), addDays(today, 28)],
    );
    await shifts.add(1, CENTER, free.d, SLOT);
    [{ schedule_no: lessonNo }] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       SELECT $1, ($1::date + t."start_time"::time) AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, 1, 1, $3, 200 + $2 % 10, 1,
              extract(isodow FROM $1::date)
         FROM "scheduling"."time_slot" t WHERE t."time_limit_no" = $2 RETURNING "schedule_no"`,
      [free.d, SLOT, CENTER],
    );
  }, 120000);

  afterAll(async () => {
    await Promise.all([teacher.call('CalendarFeed_revoke', {}), student.call('CalendarFeed_revoke', {})]);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [lessonNo]);
    await shifts.remove();
  });

  it("serves teacher1's and student1's own lessons without a cookie; a lesson cancelled on the board leaves both", async () => {
    const teacherFeed = await enable(teacher);
    const studentFeed = await enable(student);
    expect(await teacher.call('CalendarFeed_getStatus', {})).toMatchObject({
      status: 200,
      output: { enabled: true, enabled_at: teacherFeed.enabled_at },
    });
    const uid = (events: FeedEvent[]) => events.some((e) => e.uid.startsWith(`lesson-${lessonNo}@`));
    expect(uid(await checkFeed(teacherFeed.path, 'teacher_no'))).toBe(true);
    expect(uid(await checkFeed(studentFeed.path, 'student_no'))).toBe(true);

    const cancelled = await admin.call('C40101_cancelSchedule_SingleCell', {
      schedule: { schedule_no: lessonNo, lock_version: 0 },
    });
    expect(cancelled.status).toBe(200);
    expect(uid(await checkFeed(teacherFeed.path, 'teacher_no'))).toBe(false);
    expect(uid(await checkFeed(studentFeed.path, 'student_no'))).toBe(false);
  });

  it('answers 404 to a replaced or revoked token and to an unknown one', async () => {
    const old = await enable(student);
    const renewed = await enable(student);
    expect((await read(old.path)).status).toBe(404);
    expect((await read(renewed.path)).status).toBe(200);
    expect((await student.call('CalendarFeed_revoke', {})).output).toEqual({ enabled: false, enabled_at: null });
    expect((await read(renewed.path)).status).toBe(404);
    expect((await student.call('CalendarFeed_getStatus', {})).output).toEqual({ enabled: false, enabled_at: null });
    expect((await read(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await read('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('refuses staff and callers with no session', async () => {
    expect((await admin.call('CalendarFeed_enable', {})).status).toBe(403);
    expect((await new ApiSession(stack).call('CalendarFeed_enable', {})).status).toBe(401);
    expect((await teacher.callRaw('CalendarFeed_getFeed', { token: 'A'.repeat(43) })).status).toBe(403);
  });
});
