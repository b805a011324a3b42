import { isJobRef, type LessonListRow } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C40501 lesson list against the real stack. This file's own lessons at the online center (9), on a day
// 43 weeks ahead, removed at the end: student1's lesson with teacher1 (assigned), student2's without a
// teacher (unassigned), student1's cancelled one, and student2's transferred here from center 1.
// Filters, the contact note (lock_version, 409 with nothing written, LessonNoteSaved), the CSV read
// back equal to the list, student 110 only their own, teachers and students 120 refused.
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 43 + 2);
const CENTER = 9;
const page = (searchInfo: Record<string, unknown> = {}) => ({
  searchInfo: { since: DATE, until: DATE, ...searchInfo },
  orderBy: [],
  pagination: { current_page: 1, per_page: 100 },
});

describe('C40501 lesson list (filters, contact note, CSV, scope)', () => {
  const stack = sharedStack();
  const sessions = new Map<string, ApiSession>();
  const as = (user: string) => sessions.get(user)!;
  const lessons = { assigned: 0, unassigned: 0, cancelled: 0, transferred: 0 };
  const own = () => Object.values(lessons);

  const insertLesson = async (
    student: number,
    teacher: number,
    slot: number,
    extra: { cancel?: boolean; from?: number } = {},
  ) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag", "original_center_no")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, 200 + $2 % 10, 1,
         extract(isodow FROM $1::date), $6, $7) RETURNING "schedule_no"`,
      [DATE, slot, student, teacher, CENTER, extra.cancel ? 1 : 0, extra.from ?? 0],
    );
    return row.schedule_no;
  };
  const rows = async (user: string, searchInfo: Record<string, unknown> = {}) => {
    const res = await as(user).call('C40501_doBrowse', page(searchInfo));
    expect(res.status).toBe(200);
    return res.output.data;
  };
  const ownNos = (list: readonly LessonListRow[]) => list.map((r) => r.schedule_no).filter((n) => own().includes(n));

  beforeAll(async () => {
    for (const user of ['admin', 'classroom', 'classroom2', 'student1', 'student2', 'teacher1']) {
      const s = new ApiSession(stack);
      await s.login(user);
      sessions.set(user, s);
    }
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES (1, $1, 41, $2, 1)`,
      [DATE, CENTER],
    );
    lessons.assigned = await insertLesson(1, 1, 41);
    lessons.unassigned = await insertLesson(2, 0, 41);
    lessons.cancelled = await insertLesson(1, 0, 51, { cancel: true });
    lessons.transferred = await insertLesson(2, 0, 61, { from: 1 });
  }, 60000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [own()]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = 1 AND "schedule_date" = $1`, [DATE]);
  });

  it("lists the center's lessons of the dates and narrows them by state, teacher, student and name", async () => {
    const all = await rows('classroom', { center_no: CENTER });
    expect(ownNos(all)).toEqual([lessons.assigned, lessons.unassigned, lessons.cancelled, lessons.transferred]);
    const byNo = new Map(all.map((r) => [r.schedule_no, r]));
    expect(byNo.get(lessons.assigned)).toMatchObject({ state: 'assigned', teacher_no: 1, student_no: 1, lock_version: 0 });
    expect(byNo.get(lessons.assigned)?.teacher_name).toEqual(expect.any(String));
    expect(byNo.get(lessons.cancelled)?.state).toBe('cancelled');
    expect(byNo.get(lessons.transferred)).toMatchObject({ state: 'unassigned', original_center_no: 1 });
    expect(byNo.get(lessons.transferred)?.original_center_name).toEqual(expect.any(String));

    for (const [state, expected] of [
      ['assigned', [lessons.assigned]],
      ['unassigned', [lessons.unassigned, lessons.transferred]],
      ['cancelled', [lessons.cancelled]],
      ['transferred', [lessons.transferred]],
    ] as const)
      expect({ state, nos: ownNos(await rows('classroom', { state })) }).toEqual({ state, nos: expected });
    expect(ownNos(await rows('classroom', { teacher_no: 1 }))).toEqual([lessons.assigned]);
    expect(ownNos(await rows('classroom', { student_no: 2 }))).toEqual([lessons.unassigned, lessons.transferred]);
    const student2Name = byNo.get(lessons.unassigned)?.student_name ?? '';
    expect(ownNos(await rows('classroom', { search: student2Name }))).toEqual([lessons.unassigned, lessons.transferred]);
    // another day, and another center's staff: none of them
    expect(ownNos(await rows('classroom', { since: addDays(DATE, 1), until: addDays(DATE, 1) }))).toEqual([]);
    expect(ownNos(await rows('classroom2'))).toEqual([]);
  });

  it('saves the contact note at the version read; a stale save is a 409 that writes nothing', async () => {
    const events = async () =>
      query<{ payload: { schedule_no: number; note: string | null; lock_version: number } }>(
        `SELECT "payload" FROM "scheduling"."outbox" WHERE "type" = 'LessonNoteSaved' AND ("payload"->>'schedule_no')::int = $1
          ORDER BY "id"`,
        [lessons.unassigned],
      );
    const note = '保護者より開始時刻の変更相談あり、電話で連絡';
    const saved = await as('classroom').call('C40501_doSaveMessage', { schedule_no: lessons.unassigned, note, lock_version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.output).toEqual({ schedule_no: lessons.unassigned, note, lock_version: 1 });
    expect((await events()).map((e) => e.payload)).toEqual([
      expect.objectContaining({ schedule_no: lessons.unassigned, note, lock_version: 1, center_no: CENTER, student_no: 2 }),
    ]);
    const listed = (await rows('classroom', { student_no: 2 })).find((r) => r.schedule_no === lessons.unassigned);
    expect(listed).toMatchObject({ note, lock_version: 1 });

    const stale = await as('admin').call('C40501_doSaveMessage', { schedule_no: lessons.unassigned, note: 'x', lock_version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const [row] = await query<{ operation_note: string; lock_version: number }>(
      `SELECT "operation_note", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lessons.unassigned],
    );
    expect(row).toEqual({ operation_note: note, lock_version: 1 });
    expect(await events()).toHaveLength(1);

    // another center's staff cannot reach it; an over-long note is refused
    expect(
      (await as('classroom2').call('C40501_doSaveMessage', { schedule_no: lessons.unassigned, note: 'x', lock_version: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await as('classroom').call('C40501_doSaveMessage', {
          schedule_no: lessons.unassigned,
          note: 'あ'.repeat(1001),
          lock_version: 1,
        })
      ).status,
    ).toBe(422);
  });

  it('exports the same rows as the list, headers in the Japanese of the session', async () => {
    const input = { searchInfo: { since: DATE, until: DATE, center_no: CENTER, student_no: 2 }, orderBy: [] };
    const list = await rows('classroom', input.searchInfo);
    expect(list.length).toBeLessThanOrEqual(stack.csvSyncMaxRows);
    const res = await as('classroom').download('C40501_exportCSV', input);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('授業一覧_'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('授業番号,授業日,時限,センター,移管元,生徒,講師,状態,授業種別,出欠,連絡事項');
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => Number(c[0]))).toEqual(list.map((r) => r.schedule_no));
    expect(cells.map((c) => c[5])).toEqual(list.map((r) => r.student_name));
    expect(cells.map((c) => c[7])).toEqual(
      list.map((r) => (r.state === 'assigned' ? '割当済' : r.state === 'unassigned' ? '未割当' : 'キャンセル')),
    );
  });

  it("exports a list longer than CSV_SYNC_MAX_ROWS as a scheduling job whose file has the list's rows", async () => {
    // the seeded lessons of the center's week before last
    const monday = addDays(startOfWeek(tokyoDate(Date.now())), -14);
    const searchInfo = { since: monday, until: addDays(monday, 6), center_no: CENTER };
    const total = (await as('classroom').call('C40501_doBrowse', { ...page(), searchInfo })).output.pagination.total;
    expect(total).toBeGreaterThan(stack.csvSyncMaxRows);
    const started = await as('classroom').call('C40501_exportCSV', { searchInfo, orderBy: [] });
    expect(started.status).toBe(200);
    const job = started.output;
    if (!isJobRef(job)) throw new Error(`not a job: ${JSON.stringify(job)}`);
    expect(job.jobId).toMatch(/^csv-export-scheduling\./);
    const progress = await finishedJob(as('classroom'), job.jobId, 'the export', 20000);
    expect(progress.state).toBe('completed');
    const res = await as('classroom').download('Job_getFile', { fileKey: progress.file?.fileKey ?? '' });
    expect(res.status).toBe(200);
    const lines = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1);
    expect(lines).toHaveLength(total);
  });

  it('shows student 110 only their own lessons, without the note, in the list and the CSV; saves nothing for them', async () => {
    const mine = await rows('student1');
    expect(mine.every((r) => r.student_no === 1)).toBe(true);
    expect(ownNos(mine)).toEqual([lessons.assigned, lessons.cancelled]);
    expect(mine.every((r) => r.note === null)).toBe(true);
    // another student's number in the filter finds nothing
    expect(await rows('student1', { student_no: 2 })).toEqual([]);
    const res = await as('student1').download('C40501_exportCSV', { searchInfo: { since: DATE, until: DATE }, orderBy: [] });
    expect(res.status).toBe(200);
    const lines = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1);
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(mine.map((r) => r.schedule_no));
    expect(
      (await as('student1').call('C40501_doSaveMessage', { schedule_no: lessons.assigned, note: 'x', lock_version: 0 })).status,
    ).toBe(403);
  });

  it('refuses teachers and students 120 (403)', async () => {
    for (const user of ['teacher1', 'student2']) {
      expect((await as(user).call('C40501_doBrowse', page())).status).toBe(403);
      expect((await as(user).call('C40501_exportCSV', { searchInfo: {}, orderBy: [] })).status).toBe(403);
      expect(
        (await as(user).call('C40501_doSaveMessage', { schedule_no: lessons.assigned, note: 'x', lock_version: 0 })).status,
      ).toBe(403);
    }
  });
});
