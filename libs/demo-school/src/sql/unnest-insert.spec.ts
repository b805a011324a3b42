import { columnsOf, syncSerialSql, unnestInserts, type ColumnSpec } from './unnest-insert';

type Row = { no: number; name: string | null; subjects: number[]; doc: string };

const columns: ColumnSpec<Row>[] = [
  ['no', 'int', (r) => r.no],
  ['name', 'text', (r) => r.name],
  ['subject_nos', 'int[]', (r) => r.subjects],
  ['doc', 'jsonb', (r) => r.doc],
];

describe('unnestInserts', () => {
  it('builds one INSERT … SELECT FROM unnest per batch with one array per column', () => {
    const rows: Row[] = [
      { no: 1, name: '国語', subjects: [1, 2], doc: '{}' },
      { no: 2, name: null, subjects: [], doc: '[]' },
      { no: 3, name: '英語', subjects: [4], doc: '{}' },
    ];
    const statements = unnestInserts('masters', 'subject', columns, rows, 2);
    expect(statements).toHaveLength(2);
    expect(statements[0].sql).toBe(
      'INSERT INTO "masters"."subject" ("no", "name", "subject_nos", "doc") SELECT u."no", u."name", u."subject_nos"::int[], u."doc"::jsonb ' +
        'FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS u("no", "name", "subject_nos", "doc")',
    );
    expect(statements[0].params).toEqual([
      [1, 2],
      ['国語', null],
      ['{1,2}', '{}'],
      ['{}', '[]'],
    ]);
    expect(statements[1].params).toEqual([[3], ['英語'], ['{4}'], ['{}']]);
  });

  it('gives no statement for no rows and refuses odd identifiers', () => {
    expect(unnestInserts('masters', 'subject', columns, [])).toEqual([]);
    expect(() => unnestInserts('masters', 'subject; drop', columns, [])).toThrow('identifier');
  });

  it('moves a serial past the explicit keys', () => {
    expect(syncSerialSql('scheduling', 'lesson', 'schedule_no')).toBe(
      `SELECT setval(pg_get_serial_sequence('"scheduling"."lesson"', 'schedule_no'), COALESCE((SELECT max("schedule_no") FROM "scheduling"."lesson"), 0) + 1, false)`,
    );
  });
});

describe('columnsOf', () => {
  it('reads each column from the field of the same name', () => {
    const [statement] = unnestInserts(
      'chat',
      'x',
      columnsOf<{ id: number; body: string | null }>([
        ['id', 'bigint'],
        ['body', 'text'],
      ]),
      [{ id: 5, body: 'やあ' }],
    );
    expect(statement.params).toEqual([[5], ['やあ']]);
  });
});
