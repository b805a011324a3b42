import { type TeacherAttendanceRow } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C40701 teacher attendance check against the real stack, read only: last week's figures of the seeded
// center with the most lessons equal an independent count of the rows behind them (scheduling's lessons,
// shifts and meeting log, the reports' copy of lessons and their reports), summed here in the test.
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), -7);
const SUNDAY = addDays(MONDAY, 6);

type Expected = Omit<TeacherAttendanceRow, 'row_key' | 'teacher_name' | 'center_name' | 'shift_start' | 'shift_end'>;

describe('C40701 teacher attendance check', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);

  beforeAll(async () => {
    await admin.login('admin');
  });

  const browseAll = async (session: ApiSession, searchInfo: Record<string, unknown>) => {
    const found: TeacherAttendanceRow[] = [];
    for (let current = 1; ; current += 1) {
      const res = await session.call('C40701_doBrowse', {
        searchInfo,
        orderBy: [],
        pagination: { current_page: current, per_page: 100 },
      });
      expect(res.status).toBe(200);
      found.push(...res.output.data);
      if (current >= res.output.pagination.last_page) return found;
    }
  };

  it("equals an independent count of one center's week", async () => {
    const [{ center_no: center }] = await query<{ center_no: number }>(
      `SELECT "center_no" FROM "scheduling"."lesson" WHERE "schedule_date" BETWEEN $1 AND $2 AND "teacher_no" > 0
        GROUP BY "center_no" ORDER BY count(*) DESC, "center_no" LIMIT 1`,
      [MONDAY, SUNDAY],
    );
    const lessons = await query<{
      schedule_no: number;
      teacher_no: number;
      day: string;
      attendance_distinction: number;
      zoom_url: string | null;
    }>(
      `SELECT "schedule_no", "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "day", "attendance_distinction", "zoom_url"
         FROM "scheduling"."lesson"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "teacher_no" > 0 AND "cancel_flag" = 0`,
      [center, MONDAY, SUNDAY],
    );
    const shifts = await query<{ teacher_no: number; day: string }>(
      `SELECT "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "day" FROM "scheduling"."teacher_schedule"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "work_flag" = 1`,
      [center, MONDAY, SUNDAY],
    );
    const opened = new Set(
      (
        await query<{ schedule_no: number; actor_no: number }>(
          `SELECT DISTINCT "schedule_no", "actor_no" FROM "scheduling"."lesson_meeting_log" WHERE "kind" = 'opened' AND "actor" = 'teacher'`,
        )
      ).map((o) => `${o.schedule_no}/${o.actor_no}`),
    );
    const unwritten = await query<{ teacher_no: number; day: string }>(
      `SELECT l."teacher_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "day" FROM "reports"."lesson" l
        LEFT JOIN "reports"."lesson_report" r ON r."schedule_no" = l."schedule_no"
        WHERE l."center_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."teacher_no" > 0 AND NOT l."cancelled"
          AND r."schedule_no" IS NULL`,
      [center, MONDAY, SUNDAY],
    );
    expect(lessons.length).toBeGreaterThan(0);

    const expected = new Map<string, Expected>();
    const at = (teacher: number, day: string) => {
      const key = `${teacher}-${day}-${center}`;
      let e = expected.get(key);
      if (!e) {
        e = {
          teacher_no: teacher,
          schedule_date: day,
          center_no: center,
          shift_halves: 0,
          lessons: 0,
          held: 0,
          absent: 0,
          reports_unwritten: 0,
          meeting_lessons: 0,
          links_opened: 0,
        };
        expected.set(key, e);
      }
      return e;
    };
    for (const s of shifts) at(s.teacher_no, s.day).shift_halves += 1;
    for (const l of lessons) {
      const e = at(l.teacher_no, l.day);
      e.lessons += 1;
      if (l.attendance_distinction === 1) e.held += 1;
      if (l.attendance_distinction === 2 || l.attendance_distinction === 3) e.absent += 1;
      if (l.zoom_url !== null) {
        e.meeting_lessons += 1;
        if (opened.has(`${l.schedule_no}/${l.teacher_no}`)) e.links_opened = (e.links_opened ?? 0) + 1;
      }
    }
    for (const e of expected.values()) if (e.meeting_lessons === 0) e.links_opened = null;
    for (const u of unwritten) {
      const e = expected.get(`${u.teacher_no}-${u.day}-${center}`);
      if (e) e.reports_unwritten = (e.reports_unwritten ?? 0) + 1;
    }

    const answered = await browseAll(admin, { center_no: center, since: MONDAY, until: SUNDAY });
    const got = new Map(
      answered.map((r) => [
        r.row_key,
        {
          teacher_no: r.teacher_no,
          schedule_date: r.schedule_date,
          center_no: r.center_no,
          shift_halves: r.shift_halves,
          lessons: r.lessons,
          held: r.held,
          absent: r.absent,
          reports_unwritten: r.reports_unwritten,
          meeting_lessons: r.meeting_lessons,
          links_opened: r.links_opened,
        },
      ]),
    );
    expect(got).toEqual(expected);
    expect(answered.every((r) => r.teacher_name !== null && r.center_name !== null)).toBe(true);
    expect(answered.filter((r) => r.shift_halves > 0).every((r) => r.shift_start !== null && r.shift_end !== null)).toBe(true);
  });

  it('leaves the reports of days after today unknown, refuses a reversed or over-long range (422)', async () => {
    const next = addDays(startOfWeek(tokyoDate(Date.now())), 7);
    const rows = await browseAll(admin, { since: next, until: addDays(next, 6) });
    expect(rows.every((r) => r.reports_unwritten === null)).toBe(true);
    const call = (since: string, until: string) =>
      admin.call('C40701_doBrowse', { searchInfo: { since, until }, orderBy: [], pagination: { current_page: 1, per_page: 10 } });
    expect((await call(SUNDAY, MONDAY)).status).toBe(422);
    expect((await call(MONDAY, addDays(MONDAY, 62))).status).toBe(422);
  });

  it("shows a center's staff only their centers; refuses teachers, students, sales and classroom accounts (403)", async () => {
    const manager = new ApiSession(stack);
    await manager.login('manager');
    const mine = await browseAll(manager, { since: MONDAY, until: SUNDAY });
    const centers = (await manager.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 })).output.map((c) =>
      Number(c.value),
    );
    expect(mine.every((r) => centers.includes(r.center_no))).toBe(true);
    for (const user of ['teacher1', 'student1', 'sales', 'classroom']) {
      const other = new ApiSession(stack);
      await other.login(user);
      const res = await other.call('C40701_doBrowse', {
        searchInfo: {},
        orderBy: [],
        pagination: { current_page: 1, per_page: 10 },
      });
      expect({ user, status: res.status }).toEqual({ user, status: 403 });
    }
  });
});
