import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { PORTALS } from '../support/front-ends';
import { runEnv } from '../support/test-run';
import { sharedWeb, takeCspViolations } from '../support/web';

// The built shell and portals as the run's hosting serves them (npm start's, scripts/lib/static-hosting.cjs):
// the build's compressed copies by Accept-Encoding, what a browser may cache, and the shell page's
// security headers, with its CSP enforced in Chromium.
const ROOT = join(__dirname, '..', '..');
const TEXT = /\.(js|mjs|css|html|json|svg|map|txt)$/;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

// node:http, not fetch: fetch would decode the body. A connection each (no agent): a kept-alive one
// the hosting closes after its 5 idle seconds may be reused in that very moment ("socket hang up").
const request = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (res) => {
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
const nonceOf = (csp: Map<string, string[]>) =>
  csp
    .get('style-src')
    ?.find((s) => s.startsWith("'nonce-"))
    ?.slice(7, -1);

describe('the hosting of the built front ends', () => {
  const web = sharedWeb();
  const origin = (url: string) => new URL(url).origin;

  it('serves a hashed script of the shell as brotli, as gzip or as it is, one year immutable', async () => {
    const page = (await request(`${web.shellUrl}/`)).body.toString();
    const script = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const original = readFileSync(join(ROOT, 'shell', 'dist', String(script)));
    const url = `${web.shellUrl}/${script}`;

    const br = await request(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 3);
    const gzip = await request(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    const identity = await request(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);

    for (const answer of [br, gzip, identity]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has every text file of each build beside its brotli and gzip copies, unless a copy would be larger', () => {
    const missing: string[] = [];
    for (const app of ['shell', ...PORTALS]) {
      const dist = join(ROOT, app, 'dist');
      for (const name of readdirSync(dist).filter((n) => TEXT.test(n))) {
        const file = readFileSync(join(dist, name));
        for (const [suffix, decode] of [
          ['.br', brotliDecompressSync],
          ['.gz', gunzipSync],
        ] as const) {
          const copy = join(dist, name + suffix);
          if (!existsSync(copy)) {
            // only a small file may lack one
            if (file.length > 1024) missing.push(`${app}/${name}${suffix}`);
          } else if (!decode(readFileSync(copy)).equals(file)) missing.push(`${app}/${name}${suffix} (differs)`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the scripts every first screen and every grid runs, and only those, ask V8 to compile them whole as they stream in', () => {
    const dist = join(ROOT, 'shell', 'dist');
    const hinted = readdirSync(dist)
      .filter((n) => n.endsWith('.js') && readFileSync(join(dist, n), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((n) => n.replace(/\.[0-9a-f]{8}\.js$/, ''))
      .sort();
    expect(hinted).toEqual(['ag-grid', 'antd-internals', 'main', 'react-i18n']);
    for (const app of PORTALS)
      for (const name of readdirSync(join(ROOT, app, 'dist')).filter((n) => n.endsWith('.js')))
        expect(readFileSync(join(ROOT, app, 'dist', name), 'utf8').startsWith('//#')).toBe(false);
  });

  it('has the shell and the portals revalidate their entry points', async () => {
    const cacheControl = async (url: string) => (await request(url)).headers['cache-control'];
    const staff = web.portalUrl('mfe-staff');
    for (const url of [
      `${web.shellUrl}/`,
      `${web.shellUrl}/index.html`,
      `${web.shellUrl}/M20101`,
      `${web.shellUrl}/remotes.json`,
      `${web.shellUrl}/mf-manifest.json`,
      `${staff}/mf-manifest.json`,
      `${staff}/remoteEntry.js`,
    ]) {
      expect([url, await cacheControl(url)]).toEqual([url, 'no-cache']);
    }
    // the portals' files are fetched by the shell from its own origin
    const entry = await request(`${staff}/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-encoding']).toBe('br');
  });

  it('gives the shell page a CSP naming the API and the portals, with a new nonce per answer', async () => {
    const answers = [await request(`${web.shellUrl}/M20101`), await request(`${web.shellUrl}/`)];
    const nonces = answers.map((answer) => {
      const nonce = nonceOf(policy(answer.headers['content-security-policy']));
      expect(nonce).toBeTruthy();
      // the one in the page it came with, for antd, ag-grid and the page's own <style>
      expect(answer.body.toString()).toContain(`<meta name="csp-nonce" nonce="${nonce}"`);
      expect(answer.body.toString()).toContain(`<style nonce="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    const [page] = answers;
    const csp = policy(page.headers['content-security-policy']);
    const portals = PORTALS.map((app) => origin(web.portalUrl(app)));
    const api = origin(runEnv('apiUrl'));
    expect(csp.get('script-src')).toEqual(["'self'", ...portals]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonces[0]}'`, ...portals]);
    // the API, its live socket (docs/live.md), the portals' manifests
    expect(csp.get('connect-src')).toEqual(["'self'", api, api.replace(/^http/, 'ws'), ...portals]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect([...csp.values()].flat().filter((s) => s.includes('*') || s.includes('unsafe'))).toEqual([]);

    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
      expect(page.headers['permissions-policy']).toContain(feature);
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // plain HTTP: no HSTS
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  describe('in Chromium', () => {
    let page: Page;
    beforeEach(async () => {
      page = await web.newPage();
    });

    // the page reports a violation a moment after it happened
    const violations = async (count: number): Promise<string[]> => {
      const found: string[] = [];
      for (let waited = 0; found.length < count && waited < 5000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        found.push(...takeCspViolations());
      }
      return found;
    };

    it('refuses an inline script and an inline style without the nonce, and the test harness hears of it', async () => {
      await page.goto(`${web.shellUrl}/Auth/login`);
      await page.waitForSelector('[data-testid="login-user"]');
      // the login screen itself broke no rule: antd's styles carry the nonce
      expect(takeCspViolations()).toEqual([]);

      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.appendChild(script);
        const style = document.createElement('style');
        style.textContent = 'body { outline: 3px solid red }';
        document.body.appendChild(style);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      const found = await violations(2);
      expect(found).toEqual([
        expect.stringMatching(/^script-src-elem refused inline /),
        expect.stringMatching(/^style-src-elem refused inline /),
      ]);
      expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
    });

    it('applies a <style> that carries the page’s nonce, and a style attribute a library sets', async () => {
      // a page the app shows (the login and mailed-link pages are painted by the build and run no antd, nor its shims)
      await page.goto(`${web.shellUrl}/Auth/register`);
      await page.waitForSelector('[data-testid="register-email"]');
      const outlines = await page.evaluate(() => {
        const style = document.createElement('style');
        style.nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce ?? '';
        style.textContent = 'body { outline: 3px solid red }';
        document.body.appendChild(style);
        // as antd's TextArea measures its text (shell/src/csp-shims.ts)
        const measure = document.createElement('textarea');
        document.body.appendChild(measure);
        measure.setAttribute('style', 'outline: 2px dotted blue');
        return [getComputedStyle(document.body).outlineStyle, getComputedStyle(measure).outlineStyle];
      });
      expect(outlines).toEqual(['solid', 'dotted']);
    });
  });
});
