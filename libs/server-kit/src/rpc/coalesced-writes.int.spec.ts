import { connect, type NatsConnection } from 'nats';
import { type Socket } from 'node:net';
import { coalesceNatsWrites } from './coalesced-writes';

// Against the real NATS: what is published over several microtask turns of one event-loop turn
// leaves in one socket write, and arrives whole and in order.
describe('coalesceNatsWrites', () => {
  let nc: NatsConnection;
  const socketOf = (c: NatsConnection) =>
    (c as unknown as { protocol: { transport: { socket: Socket } } }).protocol.transport.socket;

  beforeAll(async () => {
    coalesceNatsWrites();
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  });
  afterAll(() => nc.close());

  it('holds the turn’s messages until its end, then delivers them all', async () => {
    const subject = `coalesce.test.${process.pid}.${Date.now()}`;
    const sub = nc.subscribe(subject, { max: 3 });
    await nc.flush();
    const received = (async () => {
      const got: string[] = [];
      for await (const m of sub) got.push(m.string());
      return got;
    })();
    const socket = socketOf(nc);
    nc.publish(subject, 'a');
    await Promise.resolve();
    nc.publish(subject, 'b');
    await new Promise(process.nextTick);
    nc.publish(subject, 'c');
    await Promise.resolve();
    // without the cork, nats.js would have written 'a' and 'b' by now, one write each
    expect(socket.writableCorked).toBe(1);
    expect(socket.writableLength).toBeGreaterThan(0);
    await new Promise(setImmediate);
    expect(socket.writableCorked).toBe(0);
    expect(await received).toEqual(['a', 'b', 'c']);
  });

  // drain() is how the gateway and the services close their connections
  it('sends what was corked when the connection is drained in the same turn', async () => {
    const other = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const subject = `coalesce.close.${process.pid}.${Date.now()}`;
    const sub = nc.subscribe(subject, { max: 1 });
    await nc.flush();
    other.publish(subject, 'last');
    await other.drain();
    for await (const m of sub) expect(m.string()).toBe('last');
    expect(sub.getReceived()).toBe(1);
  });
});
