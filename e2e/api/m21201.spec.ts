import { type AuditEntryRow } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// M21201 audit trail against the real stack: a classroom user's change to a lesson (C40501's contact
// note, at the online center 9, on a day of this file's own 44 weeks ahead; removed at the end) comes
// into the administrator's trail once, naming the user and the request the browser sent, with the
// note before and after; the CSV has it; nobody but the administrator may read the trail.
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 44 + 3);
const CENTER = 9;
const REQUEST = (n: number) => `m21201-${process.pid}-${n}`;

describe('M21201 audit trail', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);
  let scheduleNo = 0;

  const trail = async (searchInfo: Record<string, unknown>) => {
    const res = await admin.call('M21201_doBrowse', { searchInfo, orderBy: [], pagination: { current_page: 1, per_page: 30 } });
    expect(res.status).toBe(200);
    return res.output.data;
  };

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), head.login('head')]);
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', 41, 1, 2, 0, $2, 201, 1, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [DATE, CENTER],
    );
    scheduleNo = row.schedule_no;
  }, 60000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [scheduleNo]);
    await query(`DELETE FROM "auth"."change_audit" WHERE "record_type" = 'lesson' AND "record_key" = $1`, [String(scheduleNo)]);
  });

  it("records a classroom user's change once, with the user, the request id and the record before and after", async () => {
    const [classroom] = await query<{ user_no: number }>(
      `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'classroom'`,
    );
    for (const [n, note] of [
      [1, '保護者より連絡あり'],
      [2, '開始時刻を変更'],
    ] as const) {
      const session = new ApiSession(stack, { 'x-request-id': REQUEST(n) });
      await session.login('classroom');
      const saved = await session.call('C40501_doSaveMessage', { schedule_no: scheduleNo, note, lock_version: n - 1 });
      expect(saved.status).toBe(200);
    }
    const mine = { record_type: 'lesson', record_key: String(scheduleNo) };
    let rows: AuditEntryRow[] = [];
    await waitFor(async () => (rows = await trail(mine)).length >= 2, 'the two changes in the trail');
    expect(rows.map((r) => [r.event_type, r.actor_user_no, r.actor_name, r.request_id])).toEqual([
      ['LessonNoteSaved', classroom.user_no, '教室（オンライン）', REQUEST(2)],
      ['LessonNoteSaved', classroom.user_no, '教室（オンライン）', REQUEST(1)],
    ]);
    expect(rows[1]).toMatchObject({
      before: null,
      after: expect.objectContaining({ note: '保護者より連絡あり', lock_version: 1 }),
    });
    expect(rows[0]).toMatchObject({
      before: expect.objectContaining({ note: '保護者より連絡あり' }),
      after: expect.objectContaining({ note: '開始時刻を変更', lock_version: 2 }),
    });
    // searched by user and day, and by request
    expect((await trail({ ...mine, actor_user_no: classroom.user_no, date_from: tokyoDate(Date.now()) })).length).toBe(2);
    expect((await trail({ request_id: REQUEST(1) })).map((r) => r.record_key)).toEqual([String(scheduleNo)]);

    // nothing more arrives (each event is recorded once, however often it was delivered)
    await new Promise((r) => setTimeout(r, 1000));
    expect(await trail(mine)).toHaveLength(2);

    const res = await admin.download('M21201_exportCSV', { searchInfo: mine, orderBy: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('変更履歴_'));
    const lines = Buffer.from(await res.arrayBuffer())
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toContain('リクエストID');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(REQUEST(2));
    expect(lines[1]).toContain('授業');
  });

  it("is in the administrator's menu alone, and refused to everyone else", async () => {
    const ids = async (s: ApiSession) => (await s.call('T0012AuthorityService.getMenu', {})).output.map((m) => m.function_id);
    expect(await ids(admin)).toContain('M21201');
    expect(await ids(head)).not.toContain('M21201');
    const input = { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 30 } };
    expect((await head.call('M21201_doBrowse', input)).status).toBe(403);
    const classroom = new ApiSession(stack);
    await classroom.login('classroom');
    expect((await classroom.call('M21201_doBrowse', input)).status).toBe(403);
    expect((await classroom.download('M21201_exportCSV', { searchInfo: {}, orderBy: [] })).status).toBe(403);
  });
});
