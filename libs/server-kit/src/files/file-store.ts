import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
};

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

  async put(
    source: Readable | Buffer | string,
    meta: Omit<StoredFileMeta, 'key' | 'size' | 'createdAt'>,
  ): Promise<StoredFileMeta> {
    await mkdir(this.root, { recursive: true });
    const key = randomUUID();
    const temp = this.path(key, '.part');
    try {
      if (typeof source === 'string' || Buffer.isBuffer(source)) await writeFile(temp, source);
      else await pipeline(source, createWriteStream(temp));
    } catch (e) {
      // a source that failed half-way (e.g. an export's query) leaves nothing behind
      await rm(temp, { force: true });
      throw e;
    }
    return this.commit(key, temp, meta);
  }

  // Takes over a file already on disk (e.g. multer's temporary upload).
  async adopt(tempPath: string, meta: Omit<StoredFileMeta, 'key' | 'size' | 'createdAt'>): Promise<StoredFileMeta> {
    await mkdir(this.root, { recursive: true });
    const key = randomUUID();
    await rename(tempPath, this.path(key, '.part'));
    return this.commit(key, this.path(key, '.part'), meta);
  }

  private async commit(key: string, temp: string, meta: Omit<StoredFileMeta, 'key' | 'size' | 'createdAt'>) {
    const full: StoredFileMeta = { ...meta, key, size: (await stat(temp)).size, createdAt: new Date().toISOString() };
    await writeFile(this.path(key, '.json'), JSON.stringify(full));
    await rename(temp, this.path(key));
    return full;
  }

  async meta(key: string): Promise<StoredFileMeta> {
    try {
      return JSON.parse(await readFile(this.path(key, '.json'), 'utf8')) as StoredFileMeta;
    } catch {
      throw notFoundError('file');
    }
  }

  async open(key: string): Promise<{ meta: StoredFileMeta; stream: Readable }> {
    const meta = await this.meta(key);
    return { meta, stream: createReadStream(this.path(key)) };
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
    await rm(this.path(key, '.json'), { force: true });
  }
}
