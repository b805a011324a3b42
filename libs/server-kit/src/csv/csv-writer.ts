import { type DownloadableFile, type Locale } from '@school/contracts';
import { translate } from '@school/i18n';
import { Readable } from 'node:stream';
import { type FileStore } from '../files/file-store';
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from './csv-format';

export type CsvTranslate = (key: string) => string;

// One column: the row's key, the header's i18n key, and optionally how a value is shown (a code as
// its text, through t in the caller's language).
export type CsvColumn<Row> = {
  key: keyof Row & string;
  header: string;
  format?: (value: unknown, row: Row, t: CsvTranslate) => unknown;
};

export type WriteCsvOptions<Row> = {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
  locale: Locale;
  ownerUserNo: number | null;
  // called after each written chunk with the number of rows written so far
  onRows?: (written: number) => Promise<void> | void;
  // a fixed file key (a job's, so that a repeated attempt replaces its file)
  fileKey?: string;
  // test only (CSV_TEST_PAUSE_AFTER_ROWS): after this many rows, write them out and never go on
  pauseAfterRows?: number;
};

// Characters per write (about 16–48 KB of UTF-8).
const CHUNK_CHARS = 16 * 1024;
// An export is there to be downloaded now; the gateway's sweep removes it a day later.
export const EXPORT_TTL_SECONDS = 24 * 3600;

// Streams the rows into the FileStore (never the whole file in memory) and answers the file for
// POST /api/download. The file is visible only once complete.
export const writeCsv = async <Row>(files: FileStore, o: WriteCsvOptions<Row>): Promise<DownloadableFile> => {
  const t: CsvTranslate = (key) => translate(o.locale, key);
  async function* chunks(): AsyncGenerator<Buffer> {
    let chunk = CSV_BOM + csvLine(o.columns.map((c) => t(c.header)));
    let written = 0;
    for await (const row of o.rows) {
      chunk += csvLine(o.columns.map((c) => (c.format ? c.format(row[c.key], row, t) : row[c.key])));
      written += 1;
      if (written === o.pauseAfterRows) {
        yield Buffer.from(chunk, 'utf8');
        await o.onRows?.(written);
        await new Promise<never>(() => undefined);
      }
      if (chunk.length >= CHUNK_CHARS) {
        yield Buffer.from(chunk, 'utf8');
        chunk = '';
        await o.onRows?.(written);
      }
    }
    yield Buffer.from(chunk, 'utf8');
    await o.onRows?.(written);
  }
  const meta = await files.put(
    Readable.from(chunks(), { objectMode: false }),
    { name: o.fileName, mimetype: CSV_CONTENT_TYPE, ownerUserNo: o.ownerUserNo },
    { ttlSeconds: EXPORT_TTL_SECONDS, key: o.fileKey },
  );
  return { fileKey: meta.key, fileName: meta.name, contentType: meta.mimetype };
};
