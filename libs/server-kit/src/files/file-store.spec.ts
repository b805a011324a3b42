import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from './file-store';

describe('FileStore expiry and sweep', () => {
  let dir: string;
  let store: FileStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'files-'));
    store = new FileStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const HOUR = 3600 * 1000;
  const meta = { name: 'x.csv', mimetype: 'text/csv', ownerUserNo: 1 };

  it('keeps a generated file until its time is up, then it is gone for readers and the sweep removes it', async () => {
    const exported = await store.put('a,b\r\n', meta, { ttlSeconds: 3600 });
    const uploaded = await store.put('upload', { ...meta, name: 'u.pdf' });
    expect(uploaded.expiresAt).toBeNull();
    expect((await store.open(exported.key)).meta.key).toBe(exported.key);

    expect(await store.sweep(new Date(Date.now() + HOUR / 2))).toBe(0);
    expect(readdirSync(dir)).toHaveLength(4);

    const later = new Date(Date.now() + HOUR + 1000);
    expect(await store.sweep(later)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([uploaded.key, `${uploaded.key}.json`].sort());
    await expect(store.meta(exported.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await store.meta(uploaded.key)).name).toBe('u.pdf');
  });

  it('refuses an expired file before the sweep has run', async () => {
    const exported = await store.put('a', meta, { ttlSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    await expect(store.open(exported.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sweeps a write that never finished once it is a day old, and leaves other files alone', async () => {
    const key = '0123456789abcdef0123456789abcdef0123';
    const fresh = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    writeFileSync(join(dir, `${key.slice(0, 36)}.part`), 'half');
    writeFileSync(join(dir, `${fresh}.part`), 'writing now');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    const old = new Date(Date.now() - 25 * HOUR);
    utimesSync(join(dir, `${key.slice(0, 36)}.part`), old, old);
    expect(await store.sweep()).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([`${fresh}.part`, 'notes.txt']);
  });

  it('answers 0 when the directory does not exist yet', async () => {
    expect(await new FileStore(join(dir, 'missing')).sweep()).toBe(0);
  });
});
