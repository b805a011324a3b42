import { PassThrough } from 'node:stream';
import { type Request } from 'express';
import { readBody } from './read-body';

// The body as the client sends it, in chunks, with or without a declared length.
const requestOf = (headers: Record<string, string> = {}) =>
  Object.assign(new PassThrough(), { header: (name: string) => headers[name] }) as unknown as Request & PassThrough;

describe('readBody', () => {
  it('reads a body sent in chunks whole', async () => {
    const req = requestOf();
    const body = readBody(req, 100);
    req.write('{"data":');
    req.end('[]}');
    await expect(body).resolves.toBe('{"data":[]}');
  });

  it('refuses a body past the limit, declared or not, and drops the rest', async () => {
    await expect(readBody(requestOf({ 'content-length': '101' }), 100)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const req = requestOf();
    const body = readBody(req, 10);
    req.write('x'.repeat(8));
    req.write('x'.repeat(8));
    await expect(body).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(req.readableFlowing).toBe(true);
  });

  it('fails when the client goes away before the end, instead of waiting for ever', async () => {
    const req = requestOf();
    const body = readBody(req, 100);
    req.write('{"da');
    req.destroy();
    await expect(body).rejects.toThrow();
  });
});
