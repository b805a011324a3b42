import { type C30101StudentBrowseOutput } from '@school/contracts';
import { addDays, endOfNextMonth, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C30101Student_doBrowse against the real stack: student 110 reads their own center's calendar only;
// students 120 and 130, teachers and staff are refused. student1 is student 1 of the online center (9).
const OWN_CENTER = 9;
const OTHER_CENTER = 1;
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7);
const WEEK = { start_date: MONDAY, end_date: addDays(MONDAY, 6), center_no: OWN_CENTER };

describe('C30101Student_doBrowse (student 110 only)', () => {
  const stack = sharedStack();
  const sessions = new Map<string, ApiSession>();

  beforeAll(async () => {
    for (const user of ['student1', 'student2', 'student3', 'teacher1', 'office']) {
      const s = new ApiSession(stack);
      await s.login(user);
      sessions.set(user, s);
    }
  }, 120000);

  it("answers student1 the week of their own center with open cells, full flags and today's ranges", async () => {
    const res = await sessions.get('student1')!.call('C30101Student_doBrowse', WEEK);
    expect(res.status).toBe(200);
    const out = res.output as C30101StudentBrowseOutput;
    expect(out).toMatchObject({ student_no: 1, center_no: OWN_CENTER });
    const today = tokyoDate(Date.now());
    expect(out.today).toBe(today);
    expect(out.days.map((d) => d.schedule_date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i)));
    // an open day lists its open slots, each full or not, and nothing else
    const open = out.days.find((d) => !d.closed);
    expect(open?.cells.length).toBeGreaterThan(0);
    for (const cell of open?.cells ?? []) expect(Object.keys(cell).sort()).toEqual(['full', 'time_limit_no']);
    // the center's calendar: a closed day has no cells
    const calendar = await query<{ schedule_date: string; closed_flag: number }>(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag" FROM "scheduling"."calendar_day"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 ORDER BY 1`,
      [OWN_CENTER, WEEK.start_date, WEEK.end_date],
    );
    expect(out.days.map((d) => d.closed)).toEqual(calendar.map((d) => d.closed_flag === 1));
    // the student's own lessons only
    expect(out.lessons.length).toBe(
      (
        await query(
          `SELECT 1 FROM "scheduling"."lesson" WHERE "student_no" = 1 AND "cancel_flag" = 0 AND "schedule_date" BETWEEN $1 AND $2`,
          [WEEK.start_date, WEEK.end_date],
        )
      ).length,
    );
    expect(out.ranges.extra?.end).toBe(endOfNextMonth(today));
    expect(out.ranges.extra!.start > today).toBe(true);
    expect(out.ranges.not_attended.start).toBe(addDays(today, 1));
  });

  it("refuses another center's calendar and a range over six weeks", async () => {
    const student1 = sessions.get('student1')!;
    const other = await student1.call('C30101Student_doBrowse', { ...WEEK, center_no: OTHER_CENTER });
    expect(other.status).toBe(403);
    const long = await student1.call('C30101Student_doBrowse', { ...WEEK, end_date: addDays(MONDAY, 42) });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    const sixWeeks = await student1.call('C30101Student_doBrowse', { ...WEEK, end_date: addDays(MONDAY, 41) });
    expect(sixWeeks.status).toBe(200);
  });

  it('refuses students 120 and 130, the teacher and staff (403)', async () => {
    for (const user of ['student2', 'student3', 'teacher1', 'office']) {
      const res = await sessions.get(user)!.call('C30101Student_doBrowse', WEEK);
      expect([user, res.status]).toEqual([user, 403]);
    }
  });
});
