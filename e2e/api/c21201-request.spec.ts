import { type AlertRow, type C21201AddRequestInput, type C40411RequestRow, type RebookingRequestRecord } from '@school/contracts';
import { addDays } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { query } from '../support/db';
import { addFreeLesson, centerOf, changeDays } from '../support/entry-cells';
import { Mailbox, type ReceivedMail } from '../support/mailbox';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Rebooking requests (T1035) through the gateway: student1 (110) asks about own coming lessons inside
// SPEC §9's change range at their center (online, 9); one working day too early, another student's
// lesson and a second open request are refused with nothing written. Each accepted request mails the
// center once (M20701 type 3) and raises one applicationWaiting alert for its staff. C40411 shows it
// to staff of that center (head, headquarters; classroom, center 9) and not to another center's
// (classroom2, center 1); hide, show again, and a stale toggle's 409. The lessons are this file's own (inserted
// without a teacher, in a slot student1 has free), removed with their requests at the end.
const RUN = Date.now().toString(36);
const page = (searchInfo: Record<string, unknown> = {}) => ({
  searchInfo,
  orderBy: [],
  pagination: { current_page: 1, per_page: 100 },
});

describe('C21201 rebooking requests and C40411', () => {
  const stack = sharedStack();
  const student1 = new ApiSession(stack);
  const student2 = new ApiSession(stack);
  const head = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const classroom2 = new ApiSession(stack);
  const mailbox = new Mailbox();
  const lessons: number[] = [];
  let center: number;
  let centerEmail: string;
  let range: { start: string; end: string };
  let tooEarly: string;
  let wantedDay: string;

  // a lesson of the student (student1 unless told) on the date, removed at the end
  const lessonOn = async (date: string, student = 1) => {
    const no = await addFreeLesson(date, student, center);
    lessons.push(no);
    return no;
  };
  const ask = (session: ApiSession, input: C21201AddRequestInput) => session.call('C21201_doAddRequest', input);
  // what a refusal must leave as it was: the requests and scheduling's outbox rows about student1
  const written = async () =>
    (
      await query<{ requests: number; outbox: number }>(
        `SELECT (SELECT count(*)::int FROM "scheduling"."rebooking_request" WHERE "student_no" = 1) AS "requests",
                (SELECT count(*)::int FROM "scheduling"."outbox" WHERE ("payload"->>'student_no')::int = 1
                    OR ("payload"->'subject'->>'student_no')::int = 1) AS "outbox"`,
      )
    )[0];
  const listed = async (session: ApiSession, searchInfo: Record<string, unknown> = {}) => {
    const res = await session.call('C40411_doBrowse', page(searchInfo));
    expect(res.status).toBe(200);
    return (res.output.data as C40411RequestRow[]).map((r) => r.request_no);
  };
  const alertsOf = async (session: ApiSession, requestNo: number) =>
    ((await session.call('C00102_getAlert', page())).output.data as AlertRow[]).filter(
      (a) => a.subject.type === 'rebookingRequest' && a.subject.request_no === requestNo,
    );
  beforeAll(async () => {
    await Promise.all([
      student1.login('student1'),
      student2.login('student2'),
      head.login('head'),
      classroom.login('classroom'),
      classroom2.login('classroom2'),
    ]);
    center = await centerOf(1);
    [{ email: centerEmail }] = await query<{ email: string }>(`SELECT "email" FROM "masters"."center" WHERE "center_no" = $1`, [
      center,
    ]);
    ({ range, tooEarly, wantedDay } = await changeDays(center));
  }, 120000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  });

  it('accepts a request inside the range and shows it to staff of that center, not to another center’s; mails once, alerts once', async () => {
    const since = mailbox.mails.length;
    const lesson = await lessonOn(range.start);
    const note = `部活の大会 ${RUN}`;
    const res = await ask(student1, { schedule_no: lesson, wanted_date: wantedDay, note });
    expect(res.status).toBe(200);
    const request = res.output as RebookingRequestRecord;
    expect(request).toMatchObject({ schedule_no: lesson, student_no: 1, center_no: center, status: 'open', hidden_flag: 0 });
    const own = (await student1.call('C21201_getRequest', {})).output.requests as RebookingRequestRecord[];
    expect(own.map((r) => r.request_no)).toContain(request.request_no);
    expect(
      ((await student2.call('C21201_getRequest', {})).output.requests as RebookingRequestRecord[]).map((r) => r.request_no),
    ).not.toContain(request.request_no);

    expect(await listed(head)).toContain(request.request_no);
    expect(await listed(classroom)).toContain(request.request_no);
    expect(await listed(classroom2)).not.toContain(request.request_no);
    expect((await student1.call('C40411_doBrowse', page())).status).toBe(403);

    let mail: ReceivedMail | undefined;
    await waitFor(
      async () => {
        mail = mailbox.mails.slice(since).find((m) => m.to.toLowerCase() === centerEmail.toLowerCase() && m.text.includes(note));
        return mail !== undefined;
      },
      'the rebooking request mail',
      30000,
    );
    expect(mail!.subject.startsWith('【振替申請】')).toBe(true);
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/[{}]/);
    expect(mail!.text).toContain(range.start);
    expect(mail!.text).toContain('/C40411');
    await waitFor(async () => (await alertsOf(classroom, request.request_no)).length > 0, 'the request alert', 30000);
    expect(await alertsOf(head, request.request_no)).toEqual([
      expect.objectContaining({
        kind: 'applicationWaiting',
        subject: expect.objectContaining({ center_no: center, student_no: 1 }),
      }),
    ]);
    expect(await alertsOf(classroom2, request.request_no)).toEqual([]);
    // the event went through auth once: exactly one mail about it
    const [{ id }] = await query<{ id: string }>(
      `SELECT "id"::text FROM "scheduling"."outbox" WHERE "type" = 'RebookingRequested' AND ("payload"->>'request_no')::int = $1`,
      [request.request_no],
    );
    await waitFor(
      async () =>
        (
          await query(`SELECT 1 FROM "auth"."inbox" WHERE "consumer" = 'auth-rebooking-mails' AND "event_id" = $1`, [
            `scheduling:${id}`,
          ])
        ).length > 0,
      'auth to take the request event',
      30000,
    );
    expect(mailbox.mails.slice(since).filter((m) => m.text.includes(note))).toHaveLength(1);
  });

  it('refuses a lesson one working day too early with the range message, and writes nothing', async () => {
    const lesson = await lessonOn(tooEarly);
    const before = await written();
    const res = await ask(student1, { schedule_no: lesson, note: '早すぎる依頼' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(`振替を依頼できるのは${range.start}から${range.end}までの授業です`);
    expect(await written()).toEqual(before);
  });

  it("answers another student's lesson 404 and a second open request for one lesson 422, writing nothing", async () => {
    const others = await lessonOn(addDays(range.start, 2), 2);
    const before = await written();
    expect((await ask(student1, { schedule_no: others, note: '他人の授業' })).status).toBe(404);
    expect(await written()).toEqual(before);

    const lesson = await lessonOn(addDays(range.start, 3));
    expect((await ask(student1, { schedule_no: lesson, note: '一回目' })).status).toBe(200);
    const afterFirst = await written();
    const second = await ask(student1, { schedule_no: lesson, note: '二回目' });
    expect(second.status).toBe(422);
    expect(JSON.stringify(second.body)).toContain('この授業の振替依頼はすでに受け付けています');
    expect(await written()).toEqual(afterFirst);
  });

  it('hides and shows again on C40411; a stale toggle is 409 MSG_0001', async () => {
    const lesson = await lessonOn(addDays(range.start, 4));
    const request = (await ask(student1, { schedule_no: lesson, note: '非表示の確認' })).output as RebookingRequestRecord;
    const hidden = await classroom.call('C40411_toggleHiddenRequest', { request_no: request.request_no, lock_version: 0 });
    expect(hidden.status).toBe(200);
    expect(hidden.output).toMatchObject({ hidden_flag: 1, status: 'done', lock_version: 1 });
    expect(await listed(classroom)).not.toContain(request.request_no);
    expect(await listed(classroom, { hidden_flag: 1 })).toContain(request.request_no);
    expect(
      (await classroom2.call('C40411_toggleHiddenRequest', { request_no: request.request_no, lock_version: 1 })).status,
    ).toBe(404);

    const stale = await head.call('C40411_toggleHiddenRequest', { request_no: request.request_no, lock_version: 0 });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('MSG_0001');
    const shown = await head.call('C40411_toggleHiddenRequest', { request_no: request.request_no, lock_version: 1 });
    expect(shown.output).toMatchObject({ hidden_flag: 0, status: 'open', lock_version: 2 });
    expect(await listed(classroom)).toContain(request.request_no);
  });
});
