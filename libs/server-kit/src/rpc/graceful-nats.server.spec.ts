import { ErrorCode, NatsError } from 'nats';
import { GracefulNatsServer } from './graceful-nats.server';

// A reply the bus refuses for its size (NATS's max_payload, 1 MB by default) must reach the caller
// as a server error, not escape as an uncaught exception that ends the service.
describe('GracefulNatsServer replies', () => {
  const LIMIT = 1000;
  const server = new GracefulNatsServer({ servers: 'nats://127.0.0.1:4222', queue: 'test', graceMs: 10 });
  const sent: Record<string, unknown>[] = [];
  const msg = {
    subject: 'school.test.rpc.big',
    reply: '_INBOX.1',
    respond: (data: Uint8Array) => {
      if (data.length > LIMIT) throw NatsError.errorForCode(ErrorCode.MaxPayloadExceeded);
      sent.push(JSON.parse(new TextDecoder().decode(data)) as Record<string, unknown>);
      return true;
    },
  };
  const publisherFor = () =>
    (server.getPublisher as (m: unknown, id: string, ctx: unknown) => (r: Record<string, unknown>) => unknown).call(
      server,
      msg,
      'req-1',
      {},
    );

  beforeEach(() => sent.splice(0));

  it('sends a reply within the limit as it is', () => {
    publisherFor()({ response: { ok: true }, isDisposed: true });
    expect(sent).toEqual([expect.objectContaining({ id: 'req-1', response: { ok: true }, isDisposed: true })]);
  });

  it('answers a reply over the limit with SERVER_ERROR and keeps going', () => {
    expect(() => publisherFor()({ response: 'x'.repeat(LIMIT * 2), isDisposed: true })).not.toThrow();
    expect(sent).toEqual([
      expect.objectContaining({
        id: 'req-1',
        isDisposed: true,
        err: expect.objectContaining({ status: 599, code: 'SERVER_ERROR', messageKey: 'error.server' }),
      }),
    ]);
    publisherFor()({ response: 'small', isDisposed: true });
    expect(sent).toHaveLength(2);
  });

  it('lets any other failure through', () => {
    const broken = {
      ...msg,
      respond: () => {
        throw new Error('connection closed');
      },
    };
    const publish = (server.getPublisher as (m: unknown, id: string, ctx: unknown) => (r: unknown) => unknown).call(
      server,
      broken,
      'x',
      {},
    );
    expect(() => publish({ response: 1, isDisposed: true })).toThrow('connection closed');
  });
});
