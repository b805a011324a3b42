// The reply to an RPC request, in Nest's wire format with its layout fixed: a service writes a
// successful answer as {"response":<answer>,"isDisposed":true,"id":"<request id>"}, anything else
// (errors) with the id first. The gateway finds the answer's bytes between that
// head and tail and passes them on to the browser as they are, instead of parsing the reply and
// serialising the answer again (docs/benchmarks.md, board: ≈ 1 ms each for a 200 KB board read).

type ReplyPacket = { id?: string; response?: unknown; err?: unknown; isDisposed?: boolean; status?: unknown };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEAD = Buffer.from('{"response":');
const tail = (id: string) => Buffer.from(`,"isDisposed":true,"id":${JSON.stringify(id)}}`);

// The serializer of GracefulNatsServer's replies.
export class RpcReplySerializer {
  serialize(packet: ReplyPacket): { data: Uint8Array; headers: undefined } {
    const { id, response, err, isDisposed, status } = packet;
    const text =
      typeof id === 'string' && isDisposed === true && err === undefined && status === undefined
        ? `{"response":${JSON.stringify(response ?? null)},"isDisposed":true,"id":${JSON.stringify(id)}}`
        : JSON.stringify({ id, ...packet });
    return { data: encoder.encode(text), headers: undefined };
  }
}

// A successful answer as the service wrote it: sent on unparsed; its value when it must be read
// (a login's user for the session), and JSON.stringify writes that value.
export class JsonAnswer {
  constructor(readonly bytes: Buffer) {}

  value(): unknown {
    return JSON.parse(decoder.decode(this.bytes));
  }

  toJSON(): unknown {
    return this.value();
  }
}

// An answer's value, read from its bytes where it came as the service wrote it.
export const valueOf = (answer: unknown): unknown => (answer instanceof JsonAnswer ? answer.value() : answer);

// The answer's bytes of a reply to request id, or null when the reply is not a successful answer
// in the fixed layout (an error, a service of another make): the caller then parses it whole.
export function answerOf(reply: Uint8Array, id: string): JsonAnswer | null {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const end = tail(id);
  if (bytes.length < HEAD.length + end.length) return null;
  if (!bytes.subarray(0, HEAD.length).equals(HEAD) || !bytes.subarray(bytes.length - end.length).equals(end)) return null;
  // a copy: the message's bytes belong to the NATS client's read buffer
  return new JsonAnswer(Buffer.from(bytes.subarray(HEAD.length, bytes.length - end.length)));
}
