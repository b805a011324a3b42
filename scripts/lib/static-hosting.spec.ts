import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { remotesConfig, serveStatic } from './static-hosting.cjs';

// The hosting of npm start and the tests against a build of its own in a temporary folder: what each
// answer is encoded with, how long it may be cached, and its security headers.

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

// node:http, not fetch: fetch would decode the body
const request = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

// directive → its sources
const policy = (header: string | string[] | undefined): Map<string, string[]> =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const SCRIPT = Buffer.from('export const text = "こんにちは";\n'.repeat(400));
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><meta name="csp-nonce" nonce="__CSP_NONCE__">
<style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><script defer src="/main.0123abcd.js"></script></body></html>`;

describe('static hosting', () => {
  let dir: string;
  const servers: Server[] = [];
  const serve = async (options: Omit<Parameters<typeof serveStatic>[0], 'root'>, root = join(dir, 'dist')) => {
    const server = await serveStatic({ root, ...options });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const config = remotesConfig({
    apiUrl: 'https://api.school.example.jp',
    staffUrl: 'https://staff.school.example.jp',
    teacherUrl: 'https://cdn.school.example.jp/teacher',
    studentUrl: 'https://cdn.school.example.jp/student',
  });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'static-hosting-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    const files: Record<string, string | Buffer> = {
      'index.html': PAGE,
      'main.0123abcd.js': SCRIPT,
      'main.0123abcd.js.br': brotliCompressSync(SCRIPT),
      'main.0123abcd.js.gz': gzipSync(SCRIPT),
      // a file too small to gain from a compressed copy has none
      'tiny.89abcdef.js': 'export {};\n',
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'var remote;\n',
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
    mkdirSync(join(dir, 'dist-private'));
    writeFileSync(join(dir, 'dist-private', 'secret.txt'), 'secret');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the brotli copy to a browser that takes br, else the gzip one, else the file itself', async () => {
    const url = `${await serve({ spa: true, config })}/main.0123abcd.js`;

    const br = await request(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(SCRIPT)).toBe(true);

    const gzip = await request(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(SCRIPT)).toBe(true);

    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(SCRIPT)).toBe(true);

    // q=0 refuses an encoding; * takes any
    expect((await request(url, { 'accept-encoding': 'br;q=0, gzip;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await request(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await request(url, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }

    const tiny = await request(`${await serve({})}/tiny.89abcdef.js`, { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('lets a browser keep hashed files for a year and revalidate every other answer', async () => {
    const shell = await serve({ spa: true, config });
    const cacheControl = async (path: string) => (await request(`${shell}${path}`)).headers['cache-control'];
    expect(await cacheControl('/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/M20101/edit/3', '/remotes.json', '/mf-manifest.json', '/remoteEntry.js']) {
      expect([path, await cacheControl(path)]).toEqual([path, 'no-cache']);
    }
  });

  it('gives the shell page a CSP with a nonce of its own per answer and the configured origins', async () => {
    const shell = await serve({ spa: true, config });
    const [first, second] = [await request(`${shell}/M20101`), await request(`${shell}/`)];
    const nonces = [first, second].map((answer) => {
      const csp = policy(answer.headers['content-security-policy']);
      const nonce = csp
        .get('style-src')
        ?.find((s) => s.startsWith("'nonce-"))
        ?.slice("'nonce-".length, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
      // the page carries the same nonce in its meta and on its inline <style>
      expect(answer.body.toString().match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(answer.headers['content-encoding']).toBeUndefined();
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    const csp = policy(first.headers['content-security-policy']);
    const remotes = ['https://staff.school.example.jp', 'https://cdn.school.example.jp'];
    const api = 'https://api.school.example.jp';
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonces[0]}'`, ...remotes]);
    expect(csp.get('connect-src')).toEqual(["'self'", api, 'wss://api.school.example.jp', ...remotes]);
    // no https: — the rich-text sanitiser keeps images of our uploads only, which the API serves
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', api, ...remotes]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:', ...remotes]);
    expect(csp.get('frame-src')).toEqual(["'self'", api]);
    expect(csp.get('form-action')).toEqual(["'self'", api]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const sources = [...csp.values()].flat();
    expect(sources.filter((s) => s.includes('*') || /unsafe/.test(s))).toEqual([]);

    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['permissions-policy']).toMatch(/(^|, )camera=\(\).*microphone=\(\)/);
    expect(first.headers['permissions-policy']).toContain('geolocation=()');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['strict-transport-security']).toBeUndefined();
    // the shell is fetched by no other origin
    expect(first.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a portal’s files to any origin, under a CSP that lets nothing in them run', async () => {
    const portal = await serve({ cors: true });
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/main.0123abcd.js', '/missing.js']) {
      const answer = await request(`${portal}${path}`);
      expect([path, answer.headers['access-control-allow-origin']]).toEqual([path, '*']);
      const csp = policy(answer.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await request(`${portal}/missing.js`)).status).toBe(404);
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const behindProxy = await serve({ spa: true, config, trustProxy: true });
    expect((await request(`${behindProxy}/`, https)).headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect((await request(`${behindProxy}/`)).headers['strict-transport-security']).toBeUndefined();
    const direct = await serve({ spa: true, config });
    expect((await request(`${direct}/`, https)).headers['strict-transport-security']).toBeUndefined();
  });

  it('serves nothing outside its folder', async () => {
    const shell = await serve({ spa: true, config });
    // an encoded slash survives URL parsing and would climb out once decoded
    const answer = await request(`${shell}/..%2Fdist-private%2Fsecret.txt`);
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).not.toContain('secret');
  });
});
