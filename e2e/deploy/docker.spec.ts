import { execFile } from 'node:child_process';
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

  it('every Dockerfile copies paths that exist and the service images stay alike', async () => {
    await run(process.execPath, ['docker/check.mjs'], { cwd: ROOT });
  });
});
