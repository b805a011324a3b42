import {
  CHAT_CONTENT_MAX,
  CHAT_COUNTS_MAX,
  subjectsFor,
  type C30101SubmitInput,
  type ChatMessageSentEvent,
  type DomainEvent,
} from '@school/contracts';
import { addDays, boardEditablePeriod, tokyoDate } from '@school/domain';
import { waitFor } from '@school/server-kit/testing';
import { connect } from 'nats';
import { freeSlotsOfTeacher1AndStudent1, query } from '../support/db';
import { CellRoom, centerOf, openCell, removeApplications } from '../support/entry-cells';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// Chat rooms on lessons through the gateway (issue 28, docs/chat.md). This file's own lessons at the
// online center (9, classroom's; classroom2 works at center 1): student1's lesson with teacher1, a past
// one of student1's (read-only), and one of student1's with this file's teacher 988_901 that the board
// reassigns to teacher1; their rooms are in the chat service's copy as its seed would write them
// (version 0). A lesson an application makes gets its room from LessonCreated. All removed at the end.
const CENTER = 9;
const TODAY = tokyoDate(Date.now());
const DATE = boardEditablePeriod(TODAY).max;
const PAST = addDays(TODAY, -30);
const OWN_TEACHER = 988_901;
const SUBJECT = 3;
const APPLY_HALF = 42;
const UNKNOWN_LESSON = 2_147_483_000;

describe('Chatroom APIs (messages, send, counts, who may read and write)', () => {
  const stack = sharedStack();
  const sessions = new Map<string, ApiSession>();
  const as = (user: string) => sessions.get(user)!;
  const lessons = { main: 0, past: 0, reassigned: 0 };
  // and the lesson of an application
  const applied: number[] = [];
  const own = () => [...Object.values(lessons).filter((n) => n > 0), ...applied];
  const cells = new CellRoom(150);
  const applications: number[] = [];
  let slots: number[] = [];

  const insertLesson = async (date: string, slot: number, teacher: number) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '22:30') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, 1, $3, $4, 200 + $2 % 10, $5, 3,
         extract(isodow FROM $1::date)) RETURNING "schedule_no"`,
      [date, slot, teacher, CENTER, SUBJECT],
    );
    await query(
      `INSERT INTO "chat"."lesson_room" ("schedule_no", "schedule_date", "student_no", "teacher_no", "center_no")
       VALUES ($1, $2, 1, $3, $4)`,
      [row.schedule_no, date, teacher, CENTER],
    );
    return row.schedule_no;
  };
  const shift = (teacher: number, date: string, slot: number) =>
    query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, $3, $4, 1)`,
      [teacher, date, slot, CENTER],
    );
  const read = (user: string, rel_id: number, last?: number) =>
    as(user).call('Chatroom_getChatroomMessages', {
      rel_model: 'lesson',
      rel_id,
      ...(last === undefined ? {} : { _last_message_id: last }),
    });
  const send = (user: string, rel_id: number, content: string) =>
    as(user).call('Chatroom_sendMessage', { rel_model: 'lesson', rel_id, content });
  const counts = (user: string, rel_ids: number[]) =>
    as(user).call('Chatroom_getMessageCounts', { rel_model: 'lesson', rel_ids });

  const cleanUp = async () => {
    const nos = own();
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [nos]);
    await query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 OR ("teacher_no" = 1 AND "schedule_date" = $2
                   AND "time_limit_no" = ANY($3::int[]))`,
      [OWN_TEACHER, DATE, slots],
    );
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [OWN_TEACHER]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = $1`, [OWN_TEACHER]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [nos]);
    await query(`DELETE FROM "chat"."chat_message" WHERE "rel_model" = 'lesson' AND "rel_id" = ANY($1::int[])`, [nos]);
    await query(`DELETE FROM "chat"."room_read" WHERE "rel_model" = 'lesson' AND "rel_id" = ANY($1::int[])`, [nos]);
    await query(`DELETE FROM "chat"."lesson_room" WHERE "schedule_no" = ANY($1::int[])`, [nos]);
  };

  beforeAll(async () => {
    await Promise.all(
      ['classroom', 'classroom2', 'teacher1', 'student1', 'student2'].map(async (user) => {
        const s = new ApiSession(stack);
        await s.login(user);
        sessions.set(user, s);
      }),
    );
    // two late slots on the board's last editable day where neither teacher1 nor student1 has anything
    slots = await freeSlotsOfTeacher1AndStudent1(DATE, [81, 82, 71, 72, 61, 62], 2);
    expect(slots).toHaveLength(2);
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], 'チャット試験 講師', 'チャットシケン コウシ', 1, 1, ARRAY[$3]::int[], 1)`,
      [OWN_TEACHER, CENTER, SUBJECT],
    );
    await shift(1, DATE, slots[0]);
    await shift(1, DATE, slots[1]);
    await shift(OWN_TEACHER, DATE, slots[1]);
    lessons.main = await insertLesson(DATE, slots[0], 1);
    lessons.reassigned = await insertLesson(DATE, slots[1], OWN_TEACHER);
    lessons.past = await insertLesson(PAST, 82, 0);
  }, 60000);

  afterAll(async () => {
    await removeApplications(applications);
    await cleanUp();
    await cells.clear();
  });

  it('lets the teacher send and the student and their center’s staff read; others get 403 on read, send and counts', async () => {
    const sent = await send('teacher1', lessons.main, '  次回は確認テストです。 https://example.com/a  ');
    expect(sent.status).toBe(200);
    expect(sent.output).toMatchObject({
      rel_model: 'lesson',
      rel_id: lessons.main,
      content: '次回は確認テストです。 https://example.com/a',
      sender_role: 'teacher',
      sender_name: '講師 一郎',
    });
    for (const reader of ['student1', 'classroom']) {
      const answer = await read(reader, lessons.main);
      expect({ reader, status: answer.status }).toEqual({ reader, status: 200 });
      expect(answer.output).toEqual({ messages: [sent.output], has_more: false, writable: true });
    }
    const reply = await send('student1', lessons.main, 'わかりました！');
    expect(reply.output).toMatchObject({ sender_role: 'student', sender_name: '生徒 一号' });
    expect((await send('classroom', lessons.main, '教室からのお知らせです。')).output).toMatchObject({ sender_role: 'staff' });

    for (const outsider of ['student2', 'classroom2']) {
      for (const answer of [
        await read(outsider, lessons.main),
        await send(outsider, lessons.main, 'こんにちは'),
        await counts(outsider, [lessons.main]),
      ]) {
        expect({ outsider, status: answer.status }).toEqual({ outsider, status: 403 });
        expect(answer.body.code).toBe('FORBIDDEN');
      }
    }
    // nothing the outsiders sent was kept
    expect((await read('classroom', lessons.main)).output.messages).toHaveLength(3);
  });

  // what every gateway replica will do for its sockets: a plain subscription, no durable consumer
  it('publishes every new message as ChatMessageSent to a plain subscription', async () => {
    const nc = await connect({ servers: process.env.NATS_URL });
    try {
      const heard: ChatMessageSentEvent[] = [];
      const sub = nc.subscribe(subjectsFor(stack.natsNamespace).event('chat', 'ChatMessageSent'));
      void (async () => {
        for await (const m of sub) heard.push((m.json() as DomainEvent<'ChatMessageSent'>).data);
      })();
      await nc.flush();
      const sent = (await send('student1', lessons.main, '届きましたか？')).output;
      await waitFor(async () => heard.some((e) => e.id === sent.id), 'ChatMessageSent of the message');
      expect(heard.find((e) => e.id === sent.id)).toEqual(sent);
    } finally {
      await nc.close();
    }
  });

  it('returns only the messages newer than _last_message_id, in order', async () => {
    const first = (await send('teacher1', lessons.main, '一つ目')).output;
    const second = (await send('student1', lessons.main, '二つ目')).output;
    const third = (await send('teacher1', lessons.main, '三つ目')).output;
    const newer = await read('classroom', lessons.main, first.id);
    expect(newer.output.messages.map((m) => m.content)).toEqual(['二つ目', '三つ目']);
    expect(newer.output.messages.map((m) => m.id)).toEqual([second.id, third.id]);
    expect((await read('classroom', lessons.main, third.id)).output).toEqual({ messages: [], has_more: false, writable: true });
  });

  it('refuses empty or over-long content and other rel_models (422), an unknown lesson (404), a past room’s send (400)', async () => {
    const refusals = [
      [await send('teacher1', lessons.main, '   \n '), 'content', '必須項目です'],
      [
        await send('teacher1', lessons.main, 'あ'.repeat(CHAT_CONTENT_MAX + 1)),
        'content',
        `${CHAT_CONTENT_MAX}文字以内で入力してください`,
      ],
      [
        await as('teacher1').callRaw('Chatroom_sendMessage', { rel_model: 'report', rel_id: lessons.main, content: 'x' }),
        'rel_model',
      ],
      [await as('teacher1').callRaw('Chatroom_getChatroomMessages', { rel_model: 'user', rel_id: lessons.main }), 'rel_model'],
      [await as('teacher1').callRaw('Chatroom_getMessageCounts', { rel_model: 'notice', rel_ids: [lessons.main] }), 'rel_model'],
    ] as const;
    for (const [answer, field, message] of refusals) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(answer.body.errors as object)).toEqual([field]);
      if (message) expect((answer.body.errors as Record<string, string[]>)[field]).toEqual([message]);
    }
    expect((await send('teacher1', lessons.main, 'あ'.repeat(CHAT_CONTENT_MAX))).status).toBe(200);

    for (const answer of [await read('classroom', UNKNOWN_LESSON), await send('classroom', UNKNOWN_LESSON, 'x')])
      expect(answer.status).toBe(404);
    // counts leave a lesson the copy does not know (yet) out; the others keep theirs
    const known = await counts('classroom', [lessons.main, UNKNOWN_LESSON]);
    expect(known.status).toBe(200);
    expect((known.output as { rel_id: number }[]).map((c) => c.rel_id)).toEqual([lessons.main]);

    // a lesson a month ago: its student still reads the room, nobody writes to it any more
    const past = await read('student1', lessons.past);
    expect(past.output).toMatchObject({ messages: [], writable: false });
    const late = await send('student1', lessons.past, 'まだ間に合いますか？');
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('BUSINESS_RULE');
  });

  it('counts 100 rooms in one call, refuses 101 (422), and unread falls to 0 after reading', async () => {
    const seeded = (
      await query<{ schedule_no: number }>(
        `SELECT "schedule_no" FROM "chat"."lesson_room" WHERE "center_no" = $1 AND "schedule_no" <> ALL($2::int[])
          ORDER BY "schedule_no" LIMIT $3`,
        [CENTER, own(), CHAT_COUNTS_MAX - 1],
      )
    ).map((r) => r.schedule_no);
    const hundred = [lessons.reassigned, ...seeded];
    const all = await counts('classroom', hundred);
    expect(all.status).toBe(200);
    expect(all.output.map((c) => c.rel_id)).toEqual([...hundred].sort((a, b) => a - b));
    expect(all.output.find((c) => c.rel_id === lessons.reassigned)).toEqual({
      rel_id: lessons.reassigned,
      message_count: 0,
      unread: 0,
    });
    const tooMany = await counts('classroom', [...hundred, lessons.main]);
    expect(tooMany.status).toBe(422);
    expect((tooMany.body.errors as Record<string, string[]>).rel_ids).toEqual([
      `一度に確認できるチャットルームは${CHAT_COUNTS_MAX}件までです`,
    ]);

    await send('teacher1', lessons.main, '未読になるメッセージ');
    const before = (await counts('student1', [lessons.main])).output[0];
    expect(before.unread).toBeGreaterThan(0);
    expect(before.unread).toBeLessThanOrEqual(before.message_count);
    // reading (the newest page) marks the room read; own messages never count as unread
    await read('student1', lessons.main);
    expect((await counts('student1', [lessons.main])).output).toEqual([
      { rel_id: lessons.main, message_count: before.message_count, unread: 0 },
    ]);
    await send('student1', lessons.main, '自分のメッセージ');
    expect((await counts('student1', [lessons.main])).output[0].unread).toBe(0);
    expect((await counts('teacher1', [lessons.main])).output[0].unread).toBeGreaterThan(0);
  });

  it('sums the caller’s unread over the rooms of their list (Chatroom_getUnreadCount), and reading lowers it', async () => {
    const total = async (user: string) => (await as(user).call('Chatroom_getUnreadCount', { rel_model: 'lesson' })).output;
    const ofList = async (user: string) => {
      const unread = (await as(user).call('Chatroom_getRooms', { rel_model: 'lesson' })).output.map((r) => r.unread);
      return { unread: unread.reduce((a, b) => a + b, 0), rooms: unread.filter((n) => n > 0).length };
    };
    await send('teacher1', lessons.main, '合計に数えるメッセージ');
    for (const user of ['student1', 'teacher1', 'classroom', 'classroom2', 'student2'])
      expect({ user, total: await total(user) }).toEqual({ user, total: await ofList(user) });
    const before = await total('student1');
    const room = (await counts('student1', [lessons.main])).output[0].unread;
    expect(room).toBeGreaterThan(0);
    await read('student1', lessons.main);
    expect(await total('student1')).toEqual({ unread: before.unread - room, rooms: before.rooms - 1 });
    const bad = await as('student1').callRaw('Chatroom_getUnreadCount', { rel_model: 'report' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['rel_model']);
  });

  it('lists the caller’s rooms with their counts and newest message, one student’s on asking (Chatroom_getRooms)', async () => {
    const rooms = async (user: string, student_no?: number) => {
      const answer = await as(user).call('Chatroom_getRooms', { rel_model: 'lesson', ...(student_no ? { student_no } : {}) });
      expect({ user, status: answer.status }).toEqual({ user, status: 200 });
      return answer.output;
    };
    const mine = <R extends { rel_id: number }>(list: R[]) => list.filter((r) => own().includes(r.rel_id));
    const [newest] = (await read('classroom', lessons.main)).output.messages.slice(-1);
    const student = await rooms('student1');
    // newest lesson first; the past room is read-only
    expect(mine(student).map((r) => [r.rel_id, r.writable])).toEqual([
      [Math.max(lessons.main, lessons.reassigned), true],
      [Math.min(lessons.main, lessons.reassigned), true],
      [lessons.past, false],
    ]);
    expect(student.find((r) => r.rel_id === lessons.main)).toEqual({
      rel_id: lessons.main,
      message_count: (await counts('student1', [lessons.main])).output[0].message_count,
      unread: (await counts('student1', [lessons.main])).output[0].unread,
      schedule_date: DATE,
      student_no: 1,
      teacher_no: 1,
      cancelled: false,
      writable: true,
      last_message_at: newest.created_at,
      last_sender_name: newest.sender_name,
    });
    expect(student.every((r) => r.student_no === 1)).toBe(true);
    // the teacher: their lessons only (not the one of this file's teacher, nor the unassigned past one)
    const teacher = await rooms('teacher1');
    expect(mine(teacher).map((r) => r.rel_id)).toEqual([lessons.main]);
    expect(teacher.every((r) => r.teacher_no === 1)).toBe(true);
    expect(mine(await rooms('teacher1', 2))).toEqual([]);
    // staff of the center: every room of it, one student's on asking; another center's staff none of them
    expect(mine(await rooms('classroom', 1)).map((r) => r.rel_id)).toEqual(mine(student).map((r) => r.rel_id));
    expect(mine(await rooms('classroom2'))).toEqual([]);
    expect(mine(await rooms('student2'))).toEqual([]);
    const bad = await as('classroom').callRaw('Chatroom_getRooms', { rel_model: 'lesson', student_no: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['student_no']);
  });

  it('moves a lesson’s room to the new teacher once the board’s reassignment is applied', async () => {
    expect((await read('teacher1', lessons.reassigned)).status).toBe(403);
    const [{ lock_version }] = await query<{ lock_version: number }>(
      `SELECT "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lessons.reassigned],
    );
    const saved = await as('classroom').call('C40101_updateSchedule', {
      center_no: CENTER,
      lessons: [{ schedule_no: lessons.reassigned, teacher_no: 1, lock_version }],
    });
    expect(saved.output.results[0]).toMatchObject({ status: 'ok' });
    await waitFor(async () => (await read('teacher1', lessons.reassigned)).status === 200, 'the room to pass to teacher1');
    const [room] = await query<{ teacher_no: number }>(`SELECT "teacher_no" FROM "chat"."lesson_room" WHERE "schedule_no" = $1`, [
      lessons.reassigned,
    ]);
    expect(room.teacher_no).toBe(1);
    expect((await send('teacher1', lessons.reassigned, '担当になりました。よろしくお願いします。')).status).toBe(200);
  });

  it('gives a lesson an application created a room for its student', async () => {
    const center = await centerOf(1);
    const date = await openCell(center, APPLY_HALF, 3, 1);
    await cells.set(center, date, APPLY_HALF, 6);
    const input: C30101SubmitInput = {
      student_no: 1,
      belongs_center_no: center,
      entries: [{ action: 'add', entry_type: 2, schedule_date: date, time_limit_no: APPLY_HALF, subject_no: 1, capacity: 1 }],
    };
    const submitted = await as('student1').call('C30101_submit', input);
    expect(submitted.status).toBe(200);
    applications.push(...submitted.output.entries.map((e) => e.entry_schedule_no));
    const [{ schedule_no }] = await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "entry_schedule_no" = $1`,
      [applications[0]],
    );
    applied.push(schedule_no);
    await waitFor(async () => (await read('student1', schedule_no)).status === 200, 'the application’s lesson to get its room');
    expect((await send('student1', schedule_no, '追加授業をお願いしました。')).status).toBe(200);
    expect((await read('student2', schedule_no)).status).toBe(403);
  });
});
