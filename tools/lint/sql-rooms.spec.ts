import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, isSql, isQueryPiece, sourceFiles, sqlLiterals, startsStatement } from './sql-literals.cjs';

// SQL text lives in a feature's repository (*.repository.ts), in migrations and in seeds (with the
// demo school's bulk-insert helper): services and RPC controllers call repository methods.
const ROOMS = [/\.repository\.ts$/, /\/migrations\//, /\/seed\//, /^libs\/demo-school\/src\/sql\//];
// tests and the test beds set up and read their own rows
const TESTS = [/\.spec\.tsx?$/, /\.type-test\.tsx?$/, /\.test-bed\.ts$/, /^libs\/server-kit\/src\/testing\//];

const offenders = (statement: boolean): string[] =>
  sourceFiles('services', 'libs')
    .filter((file) => !ROOMS.some((re) => re.test(file)) && !TESTS.some((re) => re.test(file)))
    .flatMap((file) =>
      sqlLiterals(file, readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((literal) => literal.statement === statement)
        .map(({ line, sql }) => `${file}:${line} ${sql.trim().split('\n')[0].slice(0, 80)}`),
    );

describe('SQL only in repositories, migrations and seeds', () => {
  it.each([
    ['SELECT "center_no" FROM "masters"."center" WHERE "delete_flag" = 0'],
    ['\n  -- the lesson, locked\n  SELECT * FROM lesson FOR UPDATE'],
    ['(SELECT 1) UNION ALL (SELECT 2)'],
    ['INSERT INTO "x" ("a") VALUES ($1)'],
    ['UPDATE "scheduling"."lesson" SET "teacher_no" = $1 WHERE "schedule_no" = $2 RETURNING "lock_version"'],
    ['UPDATE lesson l SET x = 1'],
    ['DELETE FROM "chat"."message" WHERE "id" = $1'],
    ['WITH moved AS (DELETE FROM t RETURNING *) SELECT count(*) FROM moved'],
    ['LOCK TABLE "scheduling"."lesson" IN SHARE ROW EXCLUSIVE MODE'],
    ['TRUNCATE "masters"."center" CASCADE'],
    ['CREATE OR REPLACE FUNCTION f() RETURNS trigger'],
    ['ALTER TABLE "x" ADD COLUMN "y" int'],
    ['DROP INDEX IF EXISTS "i"'],
    ['SET LOCAL lock_timeout = 1000'],
    ['SELECT 1'],
  ])('takes %j for a statement', (text) => {
    expect(startsStatement(text)).toBe(true);
  });

  it.each([
    ['Select a center'],
    ['SELECT'],
    ['DELETE'],
    ['UPDATE'],
    ['Update your password'],
    ['Delete this report?'],
    ['Insert into the list'],
    ['With these settings the lesson moves'],
    ['CREATE'],
    ['Drop files here'],
    ['selected'],
    ['masters.center.notFound'],
    ['"masters" and "center"'],
  ])('takes %j for no SQL', (text) => {
    expect(isSql(text)).toBe(false);
  });

  it('takes a piece of a query for SQL, and finds it in a method', () => {
    expect(isQueryPiece('"scheduling"."teacher_projection" t')).toBe(true);
    expect(isQueryPiece('EXISTS (SELECT 1 FROM lesson_note n WHERE n.id = l.id)')).toBe(true);
    expect(isQueryPiece(' AND s."center_no" = ${centerNo}')).toBe(true);
    expect(isQueryPiece('(Select a center from the list)')).toBe(false);
    expect(isQueryPiece('AND then "Save"')).toBe(false);
    const source = [
      "const LABEL = 'Select a center';",
      'export class CenterService {',
      '  list() {',
      '    return this.ds.query(`SELECT * FROM "masters"."center" WHERE ${where}`, [LABEL]);',
      '  }',
      '  spec = { from: \'"masters"."center" c\', where: "c.name = \'DELETE\'" };',
      '}',
    ].join('\n');
    expect(sqlLiterals('center.service.ts', source)).toEqual([
      { line: 4, owner: 'CenterService.list', sql: 'SELECT * FROM "masters"."center" WHERE ${where}', statement: true },
      { line: 6, owner: 'CenterService.spec', sql: '"masters"."center" c', statement: false },
    ]);
  });

  it('finds no SQL statement outside them', () => {
    expect(offenders(true)).toEqual([]);
  });

  it('finds no piece of a query (a table of a service, a subquery) outside them', () => {
    expect(offenders(false)).toEqual([]);
  });
});
