import 'reflect-metadata';
import { FileStore } from '@school/server-kit';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { FileSweeper } from './file-sweeper';

// The gateway clears expired exports from FILES_DIR as it starts (a test run's shared stack starts
// once, so the end-to-end tests cannot watch a start; they check that an expired file is refused).
describe('FileSweeper', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'file-sweeper-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const plant = (key: string, expiresAt: string | null) => {
    writeFileSync(join(dir, key), 'csv');
    const meta = { key, name: 'export.csv', mimetype: 'text/csv', size: 3, createdAt: new Date().toISOString(), ownerUserNo: 1 };
    writeFileSync(join(dir, `${key}.json`), JSON.stringify({ ...meta, expiresAt }));
  };

  it('sweeps expired files when the application starts and leaves the others', async () => {
    const [expired, fresh] = [randomUUID(), randomUUID()];
    plant(expired, new Date(Date.now() - 24 * 3600 * 1000).toISOString());
    plant(fresh, new Date(Date.now() + 3600 * 1000).toISOString());
    const sweeper = new FileSweeper(new FileStore(dir));
    sweeper.onApplicationBootstrap();
    try {
      await sweeper.firstSweep;
      expect(existsSync(join(dir, expired))).toBe(false);
      expect(existsSync(join(dir, `${expired}.json`))).toBe(false);
      expect(existsSync(join(dir, fresh))).toBe(true);
    } finally {
      sweeper.onApplicationShutdown();
    }
  });

  it('is one of the gateway application’s providers', () => {
    expect(Reflect.getMetadata('providers', AppModule)).toContain(FileSweeper);
  });
});
