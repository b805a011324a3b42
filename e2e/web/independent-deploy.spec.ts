import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CATALOGUE } from '@school/contracts';
import type { HTTPRequest } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { serveBuild } from '../support/front-ends';
import { signedInPage, waitForGrid } from '../support/screen';
import { runEnv } from '../support/test-run';
import { sharedWeb, waitForText } from '../support/web';

// DESIGN §1: each portal ships on its own. The shell stays as the run built it; a changed staff
// portal — one of its screens replaced by a new one made of antd, ag-grid and @school/ui exports that
// no deployed app uses — is built into a folder of its own, served from its own origin, and swapped in
// through /remotes.json. After a reload the new screen works on that route inside the running shell, on
// the shell's antd (its ConfigProvider's locale reaches the new components) and the old screens still do.
const ROOT = join(__dirname, '..', '..');
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'changed-staff-portal');

// The staff route whose screen the changed portal replaces: a sample page (T0010Table), which no
// other test relies on staying as it is.
const CHANGED = 'T0010Table';
function changedRoute(): { name: string; path: string } {
  const route = ROUTE_CATALOGUE.find((r) => r.name === CHANGED && r.portal === 'mfe_staff');
  if (!route) throw new Error(`${CHANGED} is no staff route any more: pick another screen to change`);
  return route;
}

async function buildChangedStaffPortal(outDir: string, route: string): Promise<void> {
  const rspack = join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const child = spawn(process.execPath, [rspack, 'build', '--config', join(FIXTURE, 'rspack.config.mjs')], {
    cwd: ROOT,
    env: { ...process.env, OUT_DIR: outDir, NEW_SCREEN_ROUTE: route },
    stdio: 'pipe',
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`building the changed staff portal failed (${code}):\n${out}`);
}

// The chunks a build ships as its own copies of the shared libraries (its fallbacks), by file name.
function sharedChunks(outDir: string): Set<string> {
  type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

describe('a portal deployed on its own', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  let portal: { url: string; close: () => Promise<void> };
  let outDir: string;
  const route = changedRoute();

  beforeAll(async () => {
    outDir = join(runEnv('runDir'), 'changed-staff-portal');
    await buildChangedStaffPortal(outDir, route.name);
    portal = await serveBuild(outDir);
  }, 180_000);
  afterAll(() => portal?.close());

  it('runs its new screen in the shell built without it, on the shell’s antd', async () => {
    // the deployed staff portal shows its own screen on this route
    await page().goto(`${web.shellUrl}${route.path}`);
    await page().waitForSelector('[data-testid="t0010-table"]');
    expect(await page().$('[data-testid="new-screen"]')).toBeNull();

    // the swap: /remotes.json now names the changed portal's manifest, and the page's CSP its origin
    // (the hosting writes both from the one setting of the portal's URL); nothing else changes
    const remotes = (await (await fetch(`${web.shellUrl}/remotes.json`)).json()) as {
      remotes: { name: string; entry: string }[];
    };
    const swapped = {
      ...remotes,
      remotes: remotes.remotes.map((r) => (r.name === 'mfe_staff' ? { ...r, entry: `${portal.url}/mf-manifest.json` } : r)),
    };
    const staffOrigin = new URL(web.portalUrl('mfe-staff')).origin;
    const withSwappedCsp = async (request: HTTPRequest) => {
      const answer = await fetch(request.url());
      const csp = (answer.headers.get('content-security-policy') ?? '').replaceAll(staffOrigin, new URL(portal.url).origin);
      await request.respond({
        status: answer.status,
        headers: { 'content-security-policy': csp },
        contentType: answer.headers.get('content-type') ?? 'text/html',
        body: await answer.text(),
      });
    };
    // a page the test answers itself comes from no network address: its calls to loopback need the
    // permission a person would give
    await page()
      .browserContext()
      .setPermission(web.shellUrl, { permission: { name: 'loopback-network' }, state: 'granted' });
    await page().setRequestInterception(true);
    page().on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json')
        return void request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(swapped) });
      if (request.isNavigationRequest()) return void withSwappedCsp(request);
      void request.continue();
    });
    const fromPortal: string[] = [];
    page().on('response', (response) => {
      if (response.url().startsWith(portal.url)) fromPortal.push(response.url());
    });
    await page().reload();

    await page().waitForSelector('[data-testid="new-screen"]');
    expect(await page().$('[data-testid="t0010-table"]')).toBeNull();
    expect(fromPortal.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    // antd's Transfer takes its texts from the shell's ConfigProvider (ja): a copy of antd of the
    // portal's own would show its default English
    await page().waitForSelector('.ant-transfer input[placeholder="ここを検索"]');
    await page().waitForSelector('.ant-transfer button[aria-label="削除"]');
    await page().waitForSelector('.ant-switch-checked');
    await page().waitForSelector('.ant-steps');
    await page().waitForFunction(() => {
      const grid = document.querySelector<HTMLElement>('[data-testid="new-grid"]');
      return /math[\s\S]*english/.test(grid?.innerText ?? '');
    });
    await waitForText(page(), '3 日前');
    await expectAccessible(page(), 'the new screen of the swapped-in portal');
    // antd, React and @school/ui all came from the shell: none of the portal's own copies (ag-grid is
    // not shared: the new screen's grid is the portal's)
    const copies = sharedChunks(outDir);
    expect(fromPortal.filter((url) => copies.has(new URL(url).pathname.slice(1)))).toEqual([]);

    // the portal's deployed screens keep working with it
    await page().goto(`${web.shellUrl}/M20101`);
    await waitForGrid(page(), '渋谷校');
  });
});
