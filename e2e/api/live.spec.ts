import { once } from 'node:events';
import {
  boardChannel,
  isBoardLiveEvent,
  lessonChannel,
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_SUBSCRIBE_RATE,
  type LiveServerMessage,
  SERVICES,
} from '@school/contracts';
import { addDays, boardEditablePeriod, tokyoDate } from '@school/domain';
import { LiveSocket, type SocketLike } from '@school/ui';
import WebSocket from 'ws';
import { freeSlotsOfTeacher1AndStudent1, query } from '../support/db';
import { ApiSession, WEB_ORIGIN } from '../support/session';
import { freePort, Stack, type StackEndpoint } from '../support/stack';

// The lesson this file moves between two real centers: its own student number (gateway range), tomorrow.
const STUDENT = 640_101;
const CENTER = 1;
const OTHER_CENTER = 2;
const DAY = addDays(tokyoDate(Date.now()), 1);
const HERE = boardChannel(CENTER, DAY);
const THERE = boardChannel(OTHER_CENTER, DAY);
// The chat rooms: two lessons of student1 with teacher1 on a day the board may still change (not the
// day e2e/api/chat.spec.ts uses), and this file's own teacher the board reassigns one of them to.
const CHAT_DAY = addDays(boardEditablePeriod(tokyoDate(Date.now())).max, -1);
const OWN_TEACHER = 640_102;
const SUBJECT = 3;

// The first value get gives within ms (polled: a socket's messages arrive on their own).
const until = async <T>(get: () => T | null | undefined | false, what: string, ms = 5000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

type Opened = { ws: WebSocket; messages: LiveServerMessage[]; closed: Promise<number> };

const wsUrl = (endpoint: StackEndpoint) => `${endpoint.baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`;

// A socket as a browser page opens it: the page's Origin and the session cookie.
const open = async (endpoint: StackEndpoint, session: ApiSession | null, origin = WEB_ORIGIN): Promise<Opened> => {
  const ws = new WebSocket(wsUrl(endpoint), { headers: { origin, ...(session?.cookie ? { cookie: session.cookie } : {}) } });
  const messages: LiveServerMessage[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as LiveServerMessage));
  const closed = once(ws, 'close').then(([code]) => code as number);
  await once(ws, 'open');
  return { ws, messages, closed };
};
// The HTTP status of an upgrade the gateway refused.
const refusedWith = async (endpoint: StackEndpoint, headers: Record<string, string>): Promise<number> => {
  const ws = new WebSocket(wsUrl(endpoint), { headers });
  const [, res] = (await Promise.race([once(ws, 'unexpected-response'), once(ws, 'open')])) as [unknown, { statusCode: number }?];
  ws.terminate();
  return res?.statusCode ?? 101;
};
const subscribe = async (socket: Opened, channels: string[]) => {
  const seen = socket.messages.length;
  socket.ws.send(JSON.stringify({ type: 'subscribe', channels }));
  return until(() => socket.messages.slice(seen).find((m) => m.type === 'subscribed'), 'the answer to subscribe');
};
const eventsOf = (socket: { messages: LiveServerMessage[] }, scheduleNo: number) =>
  socket.messages.flatMap((m) =>
    m.type === 'event' && isBoardLiveEvent(m.event) && m.event.schedule_no === scheduleNo ? [m] : [],
  );
const chatOf = (socket: { messages: LiveServerMessage[] }, relId: number) =>
  socket.messages.flatMap((m) => (m.type === 'event' && m.channel === lessonChannel(relId) ? [m.event] : []));

// The live socket across two gateway replicas: what one replica's API changes reaches a socket on the
// other through NATS alone (no sticky sessions), and the ends of a socket.
describe('live sockets on two gateways', () => {
  const stack = new Stack('two gateway processes; one is stopped (SIGTERM) under its sockets');
  const b: StackEndpoint = { baseUrl: '' };
  const admin = new ApiSession(stack);
  const local = new ApiSession(stack);
  let lesson = 0;
  let version = 0;
  // student1's lessons with teacher1 (the second one stays theirs), a room neither may read
  const rooms = { main: 0, marker: 0, others: 0 };
  let slots: number[] = [];

  beforeAll(async () => {
    await stack.prepare();
    let port = await freePort();
    while (String(port) === stack.env.PORT) port = await freePort();
    (b as { baseUrl: string }).baseUrl = `http://127.0.0.1:${port}`;
    // the second gateway starts with the stack's processes, and the lesson is written meanwhile
    await Promise.all([
      ...[...SERVICES, 'gateway' as const].map((p) => stack.spawn(p)),
      stack.spawn('gateway', { PORT: String(port) }),
      addLesson(),
    ]);
    await stack.waitReady();
    await Promise.all([admin.login('admin'), local.login('classroom2')]);
    await prepareRooms();
  }, 120_000);
  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    await removeRooms();
    await stack.stopAll();
  });

  const addLesson = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    [{ schedule_no: lesson }] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, $2, 0, $3, 201, 1, 1, 3, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [DAY, STUDENT, CENTER],
    );
  };

  // two free slots of teacher1 and student1 on CHAT_DAY, lessons there and their rooms in chat's copy as
  // its seed writes them; teacher1 and OWN_TEACHER work the first slot (the board's reassignment)
  const prepareRooms = async () => {
    slots = await freeSlotsOfTeacher1AndStudent1(CHAT_DAY, [52, 51, 42, 41, 32, 31], 2);
    expect(slots).toHaveLength(2);
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], 'ライブ試験 講師', 'ライブシケン コウシ', 1, 1, ARRAY[$3]::int[], 1)`,
      [OWN_TEACHER, CENTER, SUBJECT],
    );
    for (const [teacher, slot] of [
      [1, slots[0]],
      [1, slots[1]],
      [OWN_TEACHER, slots[0]],
    ])
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacher, CHAT_DAY, slot, CENTER],
      );
    const [main, marker] = await Promise.all(
      slots.map(async (slot) => {
        const [row] = await query<{ schedule_no: number }>(
          `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
             "teacher_no", "center_no", "course_setting_no", "subject_no", "teacher_request", "dayofweek_code")
           VALUES ($1, ($1::date + time '20:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, 1, 1, $3, 200 + $2 % 10, $4, 3,
             extract(isodow FROM $1::date)) RETURNING "schedule_no"`,
          [CHAT_DAY, slot, CENTER, SUBJECT],
        );
        await query(
          `INSERT INTO "chat"."lesson_room" ("schedule_no", "schedule_date", "student_no", "teacher_no", "center_no")
           VALUES ($1, $2, 1, 1, $3)`,
          [row.schedule_no, CHAT_DAY, CENTER],
        );
        return row.schedule_no;
      }),
    );
    // a writable room of the seed neither teacher1 nor student1 is in
    const [others] = await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "chat"."lesson_room"
        WHERE "teacher_no" NOT IN (0, 1) AND "student_no" <> 1 AND "cancelled_on" IS NULL AND "schedule_date" >= $1
        ORDER BY "schedule_no" LIMIT 1`,
      [tokyoDate(Date.now())],
    );
    Object.assign(rooms, { main, marker, others: others.schedule_no });
  };
  const removeRooms = async () => {
    const nos = [rooms.main, rooms.marker];
    // by their slots: those of a lesson whose insert failed half-way too (the slots were student1's free ones)
    await query(
      `DELETE FROM "scheduling"."lesson" WHERE "student_no" = 1 AND "schedule_date" = $1 AND "time_limit_no" = ANY($2::int[])`,
      [CHAT_DAY, slots],
    );
    await query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" IN (1, $1) AND "schedule_date" = $2
          AND "time_limit_no" = ANY($3::int[])`,
      [OWN_TEACHER, CHAT_DAY, slots],
    );
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [OWN_TEACHER]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = $1`, [OWN_TEACHER]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [nos]);
    await query(`DELETE FROM "chat"."room_read" WHERE "rel_model" = 'lesson' AND "rel_id" = ANY($1::int[])`, [nos]);
    await query(`DELETE FROM "chat"."lesson_room" WHERE "schedule_no" = ANY($1::int[])`, [nos]);
    await query(
      `DELETE FROM "chat"."chat_message" WHERE "rel_model" = 'lesson' AND ("rel_id" = ANY($1::int[]) OR "content" LIKE 'live.spec %')`,
      [nos],
    );
  };
  const signedIn = async (endpoint: StackEndpoint, user: string) => {
    const session = new ApiSession(endpoint);
    await session.login(user);
    return session;
  };
  const send = async (session: ApiSession, relId: number, content: string) => {
    const sent = await session.call('Chatroom_sendMessage', {
      rel_model: 'lesson',
      rel_id: relId,
      content: `live.spec ${content}`,
    });
    expect(sent.status).toBe(200);
    return sent.output;
  };

  // moves the lesson to the other center and back, through gateway A
  const transfer = async () => {
    const answer =
      version % 2 === 0
        ? await admin.call('C40101_setTransfer', {
            schedule: { schedule_no: lesson, lock_version: version },
            target_center_no: OTHER_CENTER,
          })
        : await admin.call('C40101_removeTransfer', { schedule: { schedule_no: lesson, lock_version: version } });
    expect(answer.status).toBe(200);
    version = answer.output!.lock_version;
  };

  it('upgrades only a signed-in page of an allowed origin', async () => {
    const cookie = admin.cookie!;
    expect(await refusedWith(stack, { origin: 'https://evil.example', cookie })).toBe(403);
    expect(await refusedWith(stack, { cookie })).toBe(403);
    expect(await refusedWith(stack, { origin: WEB_ORIGIN })).toBe(401);
    expect(await refusedWith(b, { origin: WEB_ORIGIN, cookie: 'sid=' + 'x'.repeat(43) })).toBe(401);
    expect(await refusedWith(b, { origin: WEB_ORIGIN, cookie })).toBe(101);
  });

  it('joins a board only of a center the user works at; a change through gateway A reaches sockets on B and A', async () => {
    const onB = await open(b, admin);
    const onA = await open(stack, local);
    try {
      expect(await subscribe(onB, [HERE, THERE, 'board:1:tomorrow', 'chat:1'])).toEqual({
        type: 'subscribed',
        ok: [HERE, THERE],
        refused: ['board:1:tomorrow', 'chat:1'],
      });
      // classroom2 works at center 1 only
      expect(await subscribe(onA, [HERE, THERE])).toEqual({ type: 'subscribed', ok: [HERE], refused: [THERE] });

      await transfer();
      const heard = await until(() => eventsOf(onB, lesson).length === 2 && eventsOf(onB, lesson), 'both channels on B');
      expect(heard.map((m) => m.channel).sort()).toEqual([HERE, THERE]);
      expect(heard[0].event).toMatchObject({
        type: 'LessonTransferred',
        schedule_no: lesson,
        schedule_date: DAY,
        center_no: OTHER_CENTER,
        lock_version: version,
        teacher_no: 0,
      });
      await until(() => eventsOf(onA, lesson).length > 0, 'the event on A');
      // one event goes to all its channels in one go, so an answer asked for after it comes after all
      // of them: had the refused channel been joined, its event would be here by then
      await subscribe(onA, [HERE]);
      expect(eventsOf(onA, lesson).map((m) => m.channel)).toEqual([HERE]);
    } finally {
      onA.ws.close();
      onB.ws.close();
    }
  });

  it('tells the board of the center a lesson was transferred from of its changes at the center it is held at', async () => {
    // a lesson of this file's student held at the other center for its home (center 1), whose board shows it too
    const [{ schedule_no: away }] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "capacity", "teacher_request",
         "dayofweek_code")
       VALUES ($1, ($1::date + time '17:30') AT TIME ZONE 'Asia/Tokyo', 21, 1, $2, 0, $3, $4, 201, 1, 1, 3, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [DAY, STUDENT, OTHER_CENTER, CENTER],
    );
    // classroom2 works at center 1 only: its board is the home's
    const homeOnA = await open(stack, local);
    const heldOnB = await open(b, admin);
    try {
      expect(await subscribe(homeOnA, [HERE])).toMatchObject({ ok: [HERE] });
      expect(await subscribe(heldOnB, [THERE])).toMatchObject({ ok: [THERE] });
      const cancelled = await admin.call('C40101_cancelSchedule_SingleCell', {
        schedule: { schedule_no: away, lock_version: 0 },
      });
      expect(cancelled.status).toBe(200);
      await until(() => eventsOf(heldOnB, away).length > 0, 'the event at the center it is held at');
      const [home] = await until(() => eventsOf(homeOnA, away).length > 0 && eventsOf(homeOnA, away), 'the event at its home');
      expect(home).toMatchObject({
        channel: HERE,
        event: { type: 'LessonCancelled', schedule_no: away, center_no: OTHER_CENTER, lock_version: 1 },
      });
    } finally {
      homeOnA.ws.close();
      heldOnB.ws.close();
    }
  });

  it('closes the sockets of a session that logs out, within a second', async () => {
    const user = new ApiSession(b);
    await user.login('admin');
    const socket = await open(stack, user);
    await subscribe(socket, [HERE]);
    let closedAt = 0;
    socket.ws.on('close', () => (closedAt = Date.now()));
    expect((await user.call('Auth_logout', {})).status).toBe(200);
    const answeredAt = Date.now();
    expect(await socket.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(closedAt - answeredAt).toBeLessThan(1000);
  });

  it('joins only the lesson rooms the user may read; a message sent through gateway B reaches them on A, whole', async () => {
    const [teacher, student] = await Promise.all([signedIn(stack, 'teacher1'), signedIn(b, 'student1')]);
    const onA = await open(stack, teacher);
    try {
      const [main, others] = [lessonChannel(rooms.main), lessonChannel(rooms.others)];
      // one subscribe, many rooms (chat is asked once for them); unknown, malformed and others' refused
      expect(await subscribe(onA, [main, others, 'lesson:2147483000', 'lesson:x'])).toEqual({
        type: 'subscribed',
        ok: [main],
        refused: [others, 'lesson:2147483000', 'lesson:x'],
      });
      // staff of every center writes in the other room first: nothing of it reaches teacher1's socket
      await send(admin, rooms.others, 'not for teacher1');
      const sent = await send(student, rooms.main, '先生、宿題の範囲を教えてください。');
      const [heard] = await until(() => chatOf(onA, rooms.main).length > 0 && chatOf(onA, rooms.main), 'the message on A');
      expect(heard).toEqual({ type: 'ChatMessageSent', ...sent });
      expect(heard).toMatchObject({ sender_role: 'student', sender_name: '生徒 一号', rel_id: rooms.main });
      // the other room's message went out before this one, on the same gateway: it would be here
      expect(chatOf(onA, rooms.others)).toEqual([]);
    } finally {
      onA.ws.close();
    }
  });

  it('takes a room back from the teacher the board reassigns its lesson away from; its staff still hears it', async () => {
    const [teacher, student] = await Promise.all([signedIn(stack, 'teacher1'), signedIn(b, 'student1')]);
    const teacherOnA = await open(stack, teacher);
    const staffOnB = await open(b, admin);
    const [main, marker] = [lessonChannel(rooms.main), lessonChannel(rooms.marker)];
    try {
      expect(await subscribe(teacherOnA, [main, marker])).toMatchObject({ ok: [main, marker] });
      expect(await subscribe(staffOnB, [main])).toMatchObject({ ok: [main] });
      const [{ lock_version }] = await query<{ lock_version: number }>(
        `SELECT "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [rooms.main],
      );
      const saved = await admin.call('C40101_updateSchedule', {
        center_no: CENTER,
        lessons: [{ schedule_no: rooms.main, teacher_no: OWN_TEACHER, lock_version }],
      });
      expect(saved.output.results[0]).toMatchObject({ status: 'ok' });
      // once chat's copy has the new teacher, the gateway asks again and teacher1 is told
      await until(() => teacherOnA.messages.some((m) => m.type === 'revoked'), 'the room taken back', 10_000);
      expect(teacherOnA.messages.filter((m) => m.type === 'revoked')).toEqual([{ type: 'revoked', channels: [main] }]);

      const after = await send(student, rooms.main, '新しい先生、よろしくお願いします。');
      const mark = await send(student, rooms.marker, 'こちらは引き続き一郎先生へ。');
      await until(
        () => chatOf(staffOnB, rooms.main).some((e) => e.type === 'ChatMessageSent' && e.id === after.id),
        'staff hears it',
      );
      await until(() => chatOf(teacherOnA, rooms.marker).length > 0, 'the room teacher1 keeps');
      expect(chatOf(teacherOnA, rooms.marker)).toEqual([{ type: 'ChatMessageSent', ...mark }]);
      // sent before the marker's message, through the same gateway: it would be here by now
      expect(chatOf(teacherOnA, rooms.main)).toEqual([]);
      // and a new subscribe is refused too
      expect(await subscribe(teacherOnA, [main])).toEqual({ type: 'subscribed', ok: [], refused: [main] });
    } finally {
      teacherOnA.ws.close();
      staffOnB.ws.close();
    }
  }, 30_000);

  it(`answers ${LIVE_SUBSCRIBE_RATE.burst} subscribe frames at once, and closes a socket that sends twice as many with 4429`, async () => {
    const frame = JSON.stringify({ type: 'subscribe', channels: [HERE] });
    const calm = await open(stack, admin);
    for (let i = 0; i < LIVE_SUBSCRIBE_RATE.burst; i++) calm.ws.send(frame);
    await until(() => calm.messages.filter((m) => m.type === 'subscribed').length === LIVE_SUBSCRIBE_RATE.burst, 'every answer');
    expect(calm.ws.readyState).toBe(WebSocket.OPEN);
    calm.ws.close();

    const eager = await open(b, admin);
    for (let i = 0; i < 2 * LIVE_SUBSCRIBE_RATE.burst; i++) eager.ws.send(frame);
    expect(await eager.closed).toBe(LIVE_CLOSE.tooManySubscribes);
  });

  it('a stopping gateway closes its sockets with 1001; the client reconnects to the other and joins again', async () => {
    const closes: number[] = [];
    const urls = [wsUrl(b), wsUrl(stack)];
    let attempt = 0;
    const client = new LiveSocket({
      url: () => urls[Math.min(attempt++, 1)],
      createSocket: (url) => {
        const ws = new WebSocket(url, { headers: { origin: WEB_ORIGIN, cookie: admin.cookie! } });
        ws.on('close', (code) => closes.push(code));
        return ws as unknown as SocketLike;
      },
      backoff: { baseMs: 50, maxMs: 200 },
    });
    const heard: number[] = [];
    let reconnects = 0;
    const end = client.subscribe(HERE, { onEvent: (e) => isBoardLiveEvent(e) && heard.push(e.lock_version) });
    client.onReconnect(() => reconnects++);
    try {
      await until(() => client.connected, 'the client connected');
      const gatewayB = stack.processes.filter((p) => p.name === 'gateway')[1].child;
      const exited = once(gatewayB, 'exit');
      gatewayB.kill('SIGTERM');
      await until(() => closes.length > 0, 'the socket closed', 10_000);
      expect(closes).toEqual([1001]);
      expect((await exited)[0]).toBe(0);
      await until(() => reconnects === 1 && client.joined(HERE), 'the client back on A, the board joined again');
      // its next change arrives there
      await transfer();
      await until(() => heard.includes(version), 'the change through A');
    } finally {
      end();
    }
  }, 30_000);
});
