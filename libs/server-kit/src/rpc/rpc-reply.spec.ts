import { answerOf, JsonAnswer, RpcReplySerializer } from './rpc-reply';

const text = (data: Uint8Array) => new TextDecoder().decode(data);

// The reply layout the services write and the gateway reads without parsing.
describe('RPC replies', () => {
  const serializer = new RpcReplySerializer();

  it('writes an answer in the fixed layout, and the gateway finds its bytes', () => {
    const answer = { days: [{ date: '2026-11-26', note: '"quoted", 日本語 \u2028' }], n: -0 };
    const { data } = serializer.serialize({ response: answer, isDisposed: true, id: 'req-1' });
    expect(text(data)).toBe(`{"response":${JSON.stringify(answer)},"isDisposed":true,"id":"req-1"}`);
    const found = answerOf(data, 'req-1');
    expect(found).toBeInstanceOf(JsonAnswer);
    expect(found?.bytes.toString()).toBe(JSON.stringify(answer));
    expect(found?.value()).toEqual(JSON.parse(JSON.stringify(answer)));
    // JSON.stringify of a batch's body writes the answer's value
    expect(JSON.stringify({ output: found })).toBe(`{"output":${JSON.stringify(answer)}}`);
  });

  it('writes no answer as null', () => {
    const { data } = serializer.serialize({ isDisposed: true, id: 'req-2' });
    expect(answerOf(data, 'req-2')?.value()).toBeNull();
  });

  it('leaves errors, replies to another request and other layouts to be parsed whole', () => {
    const err = serializer.serialize({ response: 1, err: { status: 422 }, isDisposed: true, id: 'req-3' });
    expect(text(err.data).startsWith('{"id":"req-3"')).toBe(true);
    expect(answerOf(err.data, 'req-3')).toBeNull();
    const ok = serializer.serialize({ response: 1, isDisposed: true, id: 'req-4' }).data;
    expect(answerOf(ok, 'req-5')).toBeNull();
    expect(answerOf(new TextEncoder().encode('{"isDisposed":true,"response":1,"id":"req-6"}'), 'req-6')).toBeNull();
    expect(answerOf(new TextEncoder().encode('{}'), 'req-7')).toBeNull();
  });

  it('keeps the answer when the message buffer is reused', () => {
    const data = serializer.serialize({ response: { a: 1 }, isDisposed: true, id: 'req-8' }).data;
    const found = answerOf(data, 'req-8');
    data.fill(32);
    expect(found?.value()).toEqual({ a: 1 });
  });
});
