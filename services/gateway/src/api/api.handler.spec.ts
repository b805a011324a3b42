import { JsonAnswer } from '@school/server-kit';
import { batchBody, getBody } from './api.handler';

// The answers of /api are written around the services' JSON without parsing it, and read as if the
// whole body had been serialised at once.
describe('/api bodies', () => {
  const fromService = new JsonAnswer(Buffer.from(JSON.stringify({ lessons: [[1, '2026-11-26']], name: '渋谷' })));

  it('writes a batch: answers as the services wrote them and values of the gateway alike', () => {
    const body = batchBody([fromService, { own: true }, null]);
    expect(JSON.parse(body.toString())).toEqual({
      data: [{ output: { lessons: [[1, '2026-11-26']], name: '渋谷' } }, { output: { own: true } }, { output: null }],
    });
    expect(body.toString()).toBe(JSON.stringify({ data: [fromService, { own: true }, null].map((output) => ({ output })) }));
    expect(batchBody([]).toString()).toBe('{"data":[]}');
  });

  it('writes the answer of GET /api', () => {
    expect(JSON.parse(getBody(fromService).toString())).toEqual({ data: { '': { output: fromService.value() } } });
  });
});
