import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import { forbiddenError } from '../errors/app-error';
import { JsonLogger } from '../logging/logger';
import { GracefulNatsServer } from './graceful-nats.server';
import { currentRequestContext } from './request-context';
import { RpcErrorFilter } from './rpc-error.filter';
import { answerOf } from './rpc-reply';

// GracefulNatsServer's own dispatch of requests (a handler's value published at once, not through
// Nest's reply stream), against the real NATS with a Nest microservice: what it must keep of Nest's
// way — the exception filter's mapping, the caller's request context, the fixed reply layout the
// gateway passes on unparsed, and a shutdown that answers what it took and then takes nothing.
const subject = (name: string) => `graceful.test.${process.pid}.${name}`;
let release: () => void = () => undefined;

@Controller()
class TestRpc {
  @MessagePattern(subject('context'))
  context(@Payload('input') input: { n: number }) {
    return { n: input.n, context: currentRequestContext() };
  }

  @MessagePattern(subject('refused'))
  refused() {
    throw forbiddenError();
  }

  @MessagePattern(subject('broken'))
  async broken() {
    await Promise.resolve();
    throw new Error('a bug');
  }

  @MessagePattern(subject('slow'))
  async slow() {
    await new Promise<void>((resolve) => (release = resolve));
    return 'finished';
  }
}

@Module({ controllers: [TestRpc] })
class TestModule {}

describe('GracefulNatsServer dispatch', () => {
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let nc: NatsConnection;
  let app: INestMicroservice;
  let server: GracefulNatsServer;
  let n = 0;

  const call = async (name: string, data: unknown) => {
    const id = `req-${++n}`;
    const msg = await nc.request(subject(name), JSON.stringify({ pattern: subject(name), data, id }), { timeout: 5000 });
    return { id, raw: msg.data, reply: JSON.parse(msg.string()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = new GracefulNatsServer({ servers: url, queue: `graceful-test-${process.pid}`, graceMs: 5000 });
    const logger = new JsonLogger('graceful-test');
    app = await NestFactory.createMicroservice(TestModule, { strategy: server, logger: false });
    app.useGlobalFilters(new RpcErrorFilter(logger, 'auth'));
    await app.listen();
    await server.subscribed();
    nc = await connect({ servers: url });
  });
  afterAll(async () => {
    await app.close();
    await nc.close();
  });

  it('answers in the fixed layout, inside the caller’s request context', async () => {
    const { id, raw, reply } = await call('context', { input: { n: 7 }, caller: { userNo: 12, requestId: 'r-1' } });
    expect(reply).toEqual({ id, isDisposed: true, response: { n: 7, context: { userNo: 12, requestId: 'r-1' } } });
    expect(answerOf(raw, id)?.value()).toEqual({ n: 7, context: { userNo: 12, requestId: 'r-1' } });
  });

  it('maps a refusal and a bug with the exception filter, and counts every request done', async () => {
    const served = server.requestsServed;
    const refused = await call('refused', { input: {}, caller: null });
    expect(refused.reply).toEqual(
      expect.objectContaining({
        id: refused.id,
        isDisposed: true,
        err: expect.objectContaining({ status: 403, code: 'FORBIDDEN' }),
      }),
    );
    const broken = await call('broken', { input: {}, caller: null });
    expect(broken.reply.err).toEqual(expect.objectContaining({ status: 599, code: 'SERVER_ERROR' }));
    expect(JSON.stringify(broken.reply)).not.toContain('a bug');
    expect(server.requestsServed - served).toBe(2);
    expect(server.requestsInFlight).toBe(0);
  });

  it('on close answers the request it took, then takes no more', async () => {
    const taken = call('slow', { input: {}, caller: null });
    while (server.requestsInFlight === 0) await new Promise((r) => setTimeout(r, 10));
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    release();
    expect((await taken).reply).toEqual(expect.objectContaining({ response: 'finished', isDisposed: true }));
    await closing;
    expect(server.requestsInFlight).toBe(0);
    await expect(call('context', { input: { n: 1 }, caller: null })).rejects.toThrow(/no responders|503/i);
  });
});
