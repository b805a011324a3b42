import { request } from 'node:http';
import { sharedStack } from '../support/stack';

// Bad input never costs a 5xx or a crash: a few hundred generated malformed requests, then the
// gateway still answers a good one.
type Case = { name: string; contentType?: string; body: Buffer | string; method?: string; path?: string };

// Deterministic generator so a failure can be replayed.
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const cases = (): Case[] => {
  const random = rng(20261121);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
  const valid = JSON.stringify({ data: [{ api: 'Address_getStates', input: { o0101_id: 1 } }] });
  const shapes: unknown[] = [
    null,
    0,
    1.5,
    'x',
    true,
    [],
    {},
    { data: null },
    { data: 'x' },
    { data: {} },
    { data: [] },
    { data: [null] },
    { data: [[]] },
    { data: [{}] },
    { data: [{ api: 1 }] },
    { data: [{ api: '' }] },
    { data: [{ api: null }] },
    { data: [{ api: 'Address_getStates', input: 'x' }] },
    { data: [{ api: 'Address_getStates', input: [1, 2] }] },
    { data: [{ api: 'Address_getStates', input: 7 }] },
    { data: [{ api: '__proto__' }] },
    { data: [{ api: 'constructor' }] },
    { data: [{ api: 'hasOwnProperty' }] },
    { data: [{ api: 'Address_getStates', input: { o0101_id: { $gt: 1 } } }] },
    { data: [{ api: 'Address_getStates', input: { o0101_id: -1 } }] },
    { data: [{ api: 'Address_getStates', input: { o0101_id: 1e308 } }] },
    { data: [{ api: 'Address_getStates', input: { o0101_id: '1; DROP TABLE x' } }] },
    { data: [{ api: 'Address_getStates', input: { __proto__: { polluted: true } } }] },
    { data: [{ api: 'AuthService.getConfig', input: { key: 'x'.repeat(5000) } }] },
    { data: [{ api: 'AuthService.getConfig', input: { key: ['app.a'] } }] },
    { data: Array.from({ length: 60 }, () => ({ api: 'Address_getCountries' })) },
    { data: [{ api: 'Address_getStates\u0000' }] },
    { data: [{ api: 'ＡＰＩ' }] },
  ];
  const out: Case[] = shapes.map((s, i) => ({ name: `shape ${i}`, contentType: 'application/json', body: JSON.stringify(s) }));
  for (let i = 0; i < 120; i++) {
    const cut = Math.floor(random() * valid.length);
    out.push({ name: `truncated at ${cut}`, contentType: 'application/json', body: valid.slice(0, cut) });
  }
  for (let i = 0; i < 80; i++) {
    const bytes = Buffer.alloc(1 + Math.floor(random() * 400));
    for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(random() * 256);
    out.push({
      name: `random bytes ${i}`,
      contentType: pick(['application/json', 'application/json; charset=utf-8']),
      body: bytes,
    });
  }
  for (let i = 0; i < 40; i++) {
    const chars = valid.split('');
    const at = Math.floor(random() * chars.length);
    chars[at] = pick(['{', '}', '[', ']', '"', ',', ':', '\\', '\u0000', 'é', '\ud800']);
    out.push({ name: `mutated ${i}`, contentType: 'application/json', body: chars.join('') });
  }
  for (const contentType of [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonx',
  ]) {
    out.push({ name: `content type ${contentType}`, contentType, body: valid });
  }
  out.push({ name: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(100000)}${']'.repeat(100000)}` });
  out.push({
    name: 'huge body',
    contentType: 'application/json',
    body: `{"data":[{"api":"Address_getCountries","input":{"x":"${'a'.repeat(3 * 1024 * 1024)}"}}]}`,
  });
  out.push({ name: 'download without form', contentType: 'application/json', body: valid, path: '/api/download' });
  out.push({
    name: 'download bad json',
    contentType: 'application/x-www-form-urlencoded',
    body: 'data=%7B%22api',
    path: '/api/download',
  });
  out.push({
    name: 'download wrong shape',
    contentType: 'application/x-www-form-urlencoded',
    body: 'data=%5B1%5D%5D%2C%5B',
    path: '/api/download',
  });
  out.push({ name: 'download no data', contentType: 'application/x-www-form-urlencoded', body: 'x=1', path: '/api/download' });
  out.push({ name: 'upload not multipart', contentType: 'application/json', body: valid, path: '/api/upload' });
  for (const q of [
    '',
    'api=',
    'api=Nope',
    'api=Address_getStates&input=1',
    'api=Address_getStates&input[]=1',
    'api=Address_getStates&input[a]][=1',
    'api=%E0%A4%A',
  ]) {
    out.push({ name: `GET ?${q}`, method: 'GET', path: `/api?${q}`, body: '' });
  }
  return out;
};

const send = (baseUrl: string, c: Case): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(c.path ?? '/api', baseUrl);
    const body = typeof c.body === 'string' ? Buffer.from(c.body) : c.body;
    const req = request(
      url,
      {
        method: c.method ?? 'POST',
        headers: { ...(c.contentType ? { 'content-type': c.contentType } : {}), 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // The gateway may refuse a huge body before reading it all and close the connection.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? resolve({ status: 413, body: '' }) : reject(e),
    );
    req.end(body);
  });

describe('malformed requests', () => {
  const stack = sharedStack();

  it('answers each with a 4xx carrying a code and a message, never a 5xx', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(250);
    const failures: string[] = [];
    for (const c of all) {
      const res = await send(stack.baseUrl, c);
      const json = (() => {
        try {
          return JSON.parse(res.body) as { code?: string; message?: string };
        } catch {
          return null;
        }
      })();
      const ok =
        res.status >= 400 &&
        res.status < 500 &&
        (res.body === '' || (typeof json?.code === 'string' && typeof json.message === 'string'));
      if (!ok) failures.push(`${c.name}: ${res.status} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('still serves a good call afterwards, and no process crashed', async () => {
    const res = await stack.call({ data: [{ api: 'Address_getStates', input: { o0101_id: 1 } }] });
    expect(res.status).toBe(200);
    expect(stack.allRunning()).toBe(true);
  });
});
