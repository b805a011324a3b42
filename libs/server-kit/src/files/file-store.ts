import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFoundError } from '../errors/app-error';

export type StoredFileMeta = {
  key: string;
  name: string;
  mimetype: string;
  size: number;
  createdAt: string;
  ownerUserNo: number | null;
  // generated files (exports) are swept after this instant; uploads have none and stay
  expiresAt?: string | null;
};

type NewFileMeta = Omit<StoredFileMeta, 'key' | 'size' | 'createdAt' | 'expiresAt'>;

// A write that never finished (the process died half-way) is swept after a day.
const PART_MAX_AGE_MS = 24 * 3600 * 1000;

const KEY = /^[0-9a-f-]{36}$/;

// Uploaded files and generated exports, on a directory shared by the gateway and the services
// (a volume in containers). A file is visible only once complete: written under a temporary name,
// then renamed.
export class FileStore {
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private path(key: string, suffix = ''): string {
    if (!KEY.test(key)) throw notFoundError('file');
    return join(this.root, `${key}${suffix}`);
  }

  // options.key: a key fixed by the writer (a job's file, see uuidOfJobKey) instead of a new one; a
  // second put under it replaces the first whole.
  async put(
    source: Readable | Buffer | string,
    meta: NewFileMeta,
    options: { ttlSeconds?: number; key?: string } = {},
  ): Promise<StoredFileMeta> {
    await mkdir(this.root, { recursive: true });
    const key = options.key ?? randomUUID();
    const temp = this.path(key, '.part');
    try {
      if (typeof source === 'string' || Buffer.isBuffer(source)) await writeFile(temp, source);
      else await pipeline(source, createWriteStream(temp));
    } catch (e) {
      // a source that failed half-way (e.g. an export's query) leaves nothing behind
      await rm(temp, { force: true });
      throw e;
    }
    const expiresAt = options.ttlSeconds ? new Date(Date.now() + options.ttlSeconds * 1000).toISOString() : null;
    return this.commit(key, temp, meta, expiresAt);
  }

  // Takes over a file already on disk (e.g. multer's temporary upload).
  async adopt(tempPath: string, meta: NewFileMeta): Promise<StoredFileMeta> {
    await mkdir(this.root, { recursive: true });
    const key = randomUUID();
    await rename(tempPath, this.path(key, '.part'));
    return this.commit(key, this.path(key, '.part'), meta, null);
  }

  private async commit(key: string, temp: string, meta: NewFileMeta, expiresAt: string | null) {
    const size = (await stat(temp)).size;
    const full: StoredFileMeta = { ...meta, key, size, createdAt: new Date().toISOString(), expiresAt };
    await writeFile(this.path(key, '.json'), JSON.stringify(full));
    await rename(temp, this.path(key));
    return full;
  }

  // An expired file is gone for its readers even before the sweep removes it.
  async meta(key: string): Promise<StoredFileMeta> {
    let meta: StoredFileMeta;
    try {
      meta = JSON.parse(await readFile(this.path(key, '.json'), 'utf8')) as StoredFileMeta;
    } catch {
      throw notFoundError('file');
    }
    if (isExpired(meta, new Date())) throw notFoundError('file');
    return meta;
  }

  async open(key: string): Promise<{ meta: StoredFileMeta; stream: Readable }> {
    const meta = await this.meta(key);
    return { meta, stream: createReadStream(this.path(key)) };
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
    await rm(this.path(key, '.json'), { force: true });
  }

  // Removes expired files and unfinished writes; answers how many files went. Safe to run from
  // several processes at once.
  async sweep(now = new Date()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const [key, suffix] = [name.slice(0, 36), name.slice(36)];
      if (!KEY.test(key)) continue;
      if (suffix === '.json') {
        const meta = await readFile(join(this.root, name), 'utf8')
          .then((text) => JSON.parse(text) as StoredFileMeta)
          .catch(() => null);
        if (meta && isExpired(meta, now)) {
          await this.remove(key);
          removed += 1;
        }
      } else if (suffix === '.part') {
        const started = await stat(join(this.root, name)).catch(() => null);
        if (started && now.getTime() - started.mtimeMs > PART_MAX_AGE_MS) {
          await rm(join(this.root, name), { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }
}

const isExpired = (meta: StoredFileMeta, now: Date): boolean => !!meta.expiresAt && Date.parse(meta.expiresAt) <= now.getTime();
