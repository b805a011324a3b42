import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../files/file-store';
import { writeCsv, type CsvColumn } from './csv-writer';

type Row = { no: number; name: string; type: number };

const COLUMNS: CsvColumn<Row>[] = [
  { key: 'no', header: 'masters.m20201.field.classroom_no' },
  { key: 'name', header: 'masters.m20201.field.classroom_name' },
  { key: 'type', header: 'masters.m20201.field.classroom_type', format: (v, _row, t) => t(`masters.m20201.type.${String(v)}`) },
];

async function* rows(count: number): AsyncGenerator<Row> {
  for (let i = 1; i <= count; i += 1) yield { no: i, name: i === 1 ? '渋谷, "本館"' : `教室${i}`, type: 1 };
}

describe('writeCsv', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'csv-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('streams a BOM, the headers in the caller’s language and the rows into the store', async () => {
    const store = new FileStore(dir);
    const progress: number[] = [];
    const file = await writeCsv(store, {
      fileName: '教室一覧.csv',
      columns: COLUMNS,
      rows: rows(3000),
      locale: 'ja',
      ownerUserNo: 7,
      onRows: (n) => void progress.push(n),
    });
    expect(file).toEqual({ fileKey: expect.any(String), fileName: '教室一覧.csv', contentType: 'text/csv; charset=utf-8' });
    const text = readFileSync(join(dir, file.fileKey), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF教室番号,教室名,教室種別');
    expect(lines[1]).toBe('1,"渋谷, ""本館""",オンライン');
    expect(lines).toHaveLength(3002);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[progress.length - 1]).toBe(3000);
    expect((await store.meta(file.fileKey)).ownerUserNo).toBe(7);

    const english = await writeCsv(store, { fileName: 'x.csv', columns: COLUMNS, rows: [], locale: 'en', ownerUserNo: 7 });
    expect(readFileSync(join(dir, english.fileKey), 'utf8')).toBe('\uFEFFClassroom no.,Classroom name,Classroom type\r\n');
  });

  it('leaves nothing behind when the rows fail half-way', async () => {
    async function* failing(): AsyncGenerator<Row> {
      yield* rows(2);
      throw new Error('query failed');
    }
    const store = new FileStore(dir);
    await expect(
      writeCsv(store, { fileName: 'x.csv', columns: COLUMNS, rows: failing(), locale: 'ja', ownerUserNo: null }),
    ).rejects.toThrow('query failed');
    expect(readdirSync(dir)).toEqual([]);
  });
});
