import { connect, type Msg, type NatsConnection } from 'nats';
import { RpcCallError } from '../errors/rpc-call-error';
import { subjects } from './namespace';
import { RpcClient } from './rpc-client';
import { RpcReplySerializer, valueOf } from './rpc-reply';

const caller = (requestId: string) => ({
  userNo: null,
  role: null,
  functionIds: [],
  centerNos: [],
  teacherNo: null,
  studentNo: null,
  locale: 'ja' as const,
  requestId,
  ip: '127.0.0.1',
  frontendUrl: null,
});

const codeOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'answered';
  } catch (e) {
    return e instanceof RpcCallError ? e.payload.code : String(e);
  }
};

// Against the real NATS, under a namespace of its own: the client's requests, muxed on one reply
// inbox, each get their own reply; and 503 / 408 as before (no responders, a timeout, a closed connection).
describe('RpcClient', () => {
  const namespace = process.env.NATS_NAMESPACE;
  let nc: NatsConnection;
  let service: NatsConnection;
  const subject = () => subjects().rpc('auth', 'AuthService.getConfig');
  const serializer = new RpcReplySerializer();

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = `rpcclient${process.pid}`;
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', noAsyncTraces: true });
    service = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  });
  afterAll(async () => {
    await Promise.all([nc.close(), service.close()]);
    process.env.NATS_NAMESPACE = namespace;
  });

  // a service that answers each request as `answer` says, at once or later (null: never)
  const serve = (answer: (packet: { id: string; data: { input: { key: string } } }) => unknown, delayMs = 0) => {
    const sub = service.subscribe(subject(), {
      callback: (_err, msg: Msg) => {
        const packet = JSON.parse(msg.string()) as { id: string; data: { input: { key: string } } };
        const reply = answer(packet);
        if (reply === null) return;
        setTimeout(() => msg.respond(serializer.serialize(reply as never).data), delayMs * Math.random());
      },
    });
    return service.flush().then(() => sub);
  };

  it('gives each of many requests in flight its own answer', async () => {
    const sub = await serve(({ id, data }) => ({ id, isDisposed: true, response: { key: data.input.key } }), 20);
    const rpc = new RpcClient(nc, 5000);
    const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
    const answers = await Promise.all(keys.map((key) => rpc.forward('AuthService.getConfig', { key }, caller(`r-${key}`))));
    expect(answers.map((a) => (valueOf(a) as { key: string }).key)).toEqual(keys);
    sub.unsubscribe();
  });

  it('passes on an error the service answered', async () => {
    const sub = await serve(({ id }) => ({
      id,
      isDisposed: true,
      err: { status: 403, code: 'FORBIDDEN', messageKey: 'error.forbidden', requestId: 'r-1' },
    }));
    const rpc = new RpcClient(nc, 5000);
    expect(await codeOf(rpc.forward('AuthService.getConfig', { key: 'x' }, caller('r-1')))).toBe('FORBIDDEN');
    sub.unsubscribe();
  });

  it('answers 503 at once when no service listens, 408 when it does not answer in time', async () => {
    // the tests before unsubscribed on the service's connection: that reaches the server first
    await service.flush();
    const rpc = new RpcClient(nc, 300);
    const started = Date.now();
    expect(await codeOf(rpc.forward('AuthService.getConfig', { key: 'x' }, caller('r-2')))).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(250);
    const sub = await serve(() => null);
    expect(await codeOf(rpc.forward('AuthService.getConfig', { key: 'x' }, caller('r-3')))).toBe('TIMEOUT');
    sub.unsubscribe();
  });

  it('ends the requests in flight when its connection closes, and answers 503 after', async () => {
    const own = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const sub = await serve(() => null);
    const rpc = new RpcClient(own, 60_000);
    const inFlight = codeOf(rpc.forward('AuthService.getConfig', { key: 'x' }, caller('r-4')));
    await own.flush();
    const closing = Date.now();
    await own.close();
    // at once, not after the client's minute
    expect(await inFlight).toBe('TIMEOUT');
    expect(Date.now() - closing).toBeLessThan(5000);
    expect(await codeOf(rpc.forward('AuthService.getConfig', { key: 'x' }, caller('r-5')))).toBe('SERVICE_UNAVAILABLE');
    sub.unsubscribe();
  });
});
