import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// There is no Docker engine here: the deployment files are checked the way CI can check them.
const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');

describe('docker deployment files', () => {
  it('compose.yaml passes docker-compose config', async () => {
    const { stdout, stderr } = await run('docker-compose', ['-f', 'docker/compose.yaml', 'config', '-q'], { cwd: ROOT });
    expect(stdout + stderr).toBe('');
  });

  it('the production overlay refuses to start without its secrets', async () => {
    const env = { PATH: process.env.PATH ?? '' };
    await expect(
      run('docker-compose', ['-f', 'docker/compose.yaml', '-f', 'docker/compose.production.yaml', 'config', '-q'], {
        cwd: ROOT,
        env,
      }),
    ).rejects.toThrow(/POSTGRES_PASSWORD|SESSION_SECRET|required/);
  });

  it('every Dockerfile copies paths that exist, the service images stay alike, nginx serves as npm start does', async () => {
    await run(process.execPath, ['docker/check.mjs'], { cwd: ROOT });
  });

  // docker/check.mjs on copies of the nginx templates with one thing changed: each must be caught
  it.each<['shell' | 'remote', string, (template: string) => string, RegExp]>([
    ['shell', 'loses Referrer-Policy', (t) => t.replace(/^ *add_header Referrer-Policy .*\n/m, ''), /no Referrer-Policy header/i],
    [
      'remote',
      'loses Permissions-Policy',
      (t) => t.replace(/^ *add_header Permissions-Policy .*\n/m, ''),
      /no Permissions-Policy header/i,
    ],
    [
      'shell',
      'loses X-Content-Type-Options',
      (t) => t.replace(/^ *add_header X-Content-Type-Options .*\n/m, ''),
      /no X-Content-Type-Options header/i,
    ],
    ['remote', 'loses Vary', (t) => t.replace(/^ *add_header Vary .*\n/m, ''), /no Vary header/i],
    [
      'remote',
      'loses the CSP',
      (t) => t.replace(/^ *add_header Content-Security-Policy .*\n/m, ''),
      /no Content-Security-Policy header/i,
    ],
    [
      'remote',
      'loses CORS',
      (t) => t.replace(/^ *add_header Access-Control-Allow-Origin .*\n/m, ''),
      /no Access-Control-Allow-Origin header/i,
    ],
    [
      'shell',
      'lets inline scripts run',
      (t) => t.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      /script-src allows 'unsafe-inline'/,
    ],
    [
      'shell',
      'lets styles run without the nonce',
      (t) => t.replace("'nonce-$request_id'", "'unsafe-inline'"),
      /style-src lacks 'nonce-\$request_id'/,
    ],
    [
      'shell',
      'lets any site frame the page',
      (t) => t.replace("frame-ancestors 'none'", 'frame-ancestors *'),
      /frame-ancestors lacks 'none'/,
    ],
    [
      'shell',
      'forgets a portal',
      (t) => t.replace("script-src 'self' ${MFE_STAFF_URL}/", "script-src 'self'"),
      /script-src lacks \$\{MFE_STAFF_URL\}\//,
    ],
    [
      'shell',
      'writes no nonce into the page',
      (t) => t.replace(/^ *sub_filter "__CSP_NONCE__".*\n/m, ''),
      /no sub_filter __CSP_NONCE__/,
    ],
    [
      'shell',
      'sends HSTS over plain HTTP',
      (t) => t.replace(/default "";/, 'default "max-age=31536000";'),
      /Strict-Transport-Security .* over http/,
    ],
    [
      'remote',
      'caches mf-manifest.json for a year',
      (t) => t.replace('default "no-cache";', 'default "public, max-age=31536000, immutable";'),
      /Cache-Control for \/mf-manifest.json/,
    ],
    ['remote', 'serves no brotli copies', (t) => t.replace('brotli_static on;', ''), /brotli_static is not on/],
    [
      'shell',
      'adds a header inside a location',
      (t) => t.replace('location = /healthz {', 'location = /healthz {\n        add_header X-Robots-Tag none;'),
      /add_header inside a location/,
    ],
  ])('the nginx check fails when the %s template %s', async (kind, _what, change, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-templates-'));
    try {
      for (const name of ['shell', 'remote']) {
        const template = readFileSync(join(ROOT, 'docker', 'nginx', `${name}.conf.template`), 'utf8');
        const changed = name === kind ? change(template) : template;
        if (name === kind) expect(changed).not.toBe(template);
        writeFileSync(join(dir, `${name}.conf.template`), changed);
      }
      await expect(run(process.execPath, ['docker/check.mjs', dir], { cwd: ROOT })).rejects.toMatchObject({
        stderr: expect.stringMatching(message),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
