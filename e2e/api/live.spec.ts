import { once } from 'node:events';
import { boardChannel, LIVE_CLOSE, LIVE_PATH, type LiveServerMessage } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { LiveSocket, type SocketLike } from '@school/ui';
import WebSocket from 'ws';
import { query } from '../support/db';
import { ApiSession, WEB_ORIGIN } from '../support/session';
import { freePort, Stack, type StackEndpoint } from '../support/stack';

// The lesson this file moves between two real centers: its own student number (gateway range), tomorrow.
const STUDENT = 640_101;
const CENTER = 1;
const OTHER_CENTER = 2;
const DAY = addDays(tokyoDate(Date.now()), 1);
const HERE = boardChannel(CENTER, DAY);
const THERE = boardChannel(OTHER_CENTER, DAY);

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
  socket.messages.flatMap((m) => (m.type === 'event' && m.event.schedule_no === scheduleNo ? [m] : []));

// The live socket across two gateway replicas: what one replica's API changes reaches a socket on the
// other through NATS alone (no sticky sessions), and the ends of a socket.
describe('live sockets on two gateways', () => {
  const stack = new Stack('two gateway processes; one is stopped (SIGTERM) under its sockets');
  const b: StackEndpoint = { baseUrl: '' };
  const admin = new ApiSession(stack);
  const local = new ApiSession(stack);
  let lesson = 0;
  let version = 0;

  beforeAll(async () => {
    await stack.start();
    const port = await freePort();
    (b as { baseUrl: string }).baseUrl = `http://127.0.0.1:${port}`;
    await stack.spawn('gateway', { PORT: String(port) });
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    [{ schedule_no: lesson }] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, $2, 0, $3, 201, 1, 1, 3, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [DAY, STUDENT, CENTER],
    );
    await admin.login('admin');
    await local.login('classroom2');
  }, 120_000);
  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    await stack.stopAll();
  });

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
    const end = client.subscribe(HERE, { onEvent: (e) => heard.push(e.lock_version) });
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
