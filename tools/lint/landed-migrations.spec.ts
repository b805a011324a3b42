import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Migrations are append-only: a database migrated at a file's first committed version never runs
// that file again, so a later edit only reaches fresh databases. Each landed migration is compared
// with the version of the commit that added it; a change goes into a new migration (fix forward).
// Formatting does not count (prettier may re-wrap a file), comments and string contents do.

const ROOT = path.resolve(__dirname, '../..');

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });

// The file's tokens and comments in order, without the whitespace between them.
const tokensOf = (text: string): string[] => {
  const source = ts.createSourceFile('migration.ts', text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const seen = new Set<number>();
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    for (const c of ranges ?? []) {
      if (seen.has(c.pos)) continue;
      seen.add(c.pos);
      out.push(text.slice(c.pos, c.end));
    }
  };
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(source);
    if (children.length > 0 || node.kind === ts.SyntaxKind.SyntaxList) {
      children.forEach(visit);
      return;
    }
    comments(ts.getTrailingCommentRanges(text, node.getFullStart()));
    comments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    out.push(node.getText(source));
  };
  visit(source);
  return out;
};

const MIGRATIONS = /^services\/[^/]+\/src\/migrations\/[^/]+\.ts$/;
const isMigration = (file: string) => MIGRATIONS.test(file) && !file.endsWith('.spec.ts') && path.basename(file) !== 'index.ts';

// Each migration path with the oldest commit that added it (git log lists the newest first); a file
// not committed yet is not landed.
const landedCommits = (): Map<string, string> => {
  const landed = new Map<string, string>();
  let commit = '';
  for (const line of git(
    'log',
    '--diff-filter=A',
    '--name-only',
    '--format=%x00%H',
    '--',
    'services/*/src/migrations/*.ts',
  ).split('\n')) {
    if (line.startsWith('\0')) commit = line.slice(1);
    else if (isMigration(line)) landed.set(line, commit);
  }
  return landed;
};

// The first line where two token lists part, for the message.
const firstDifference = (landed: string, now: string): string => {
  const a = tokensOf(landed);
  const b = tokensOf(now);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `landed: ${JSON.stringify(a[i] ?? '(end)')}, now: ${JSON.stringify(b[i] ?? '(end)')}`;
};

describe('landed migrations are append-only', () => {
  it('compares tokens, not formatting', () => {
    const landed = 'await q.query(`DROP TABLE "a"`); // why\n';
    expect(tokensOf(landed)).toEqual(tokensOf('await  q.query(\n  `DROP TABLE "a"`\n);   // why\n'));
    expect(tokensOf(landed)).not.toEqual(tokensOf('await q.query(`DROP TABLE  "a"`); // why\n'));
    expect(tokensOf(landed)).not.toEqual(tokensOf('await q.query(`DROP TABLE "a"`); // because\n'));
  });

  it('no migration differs from the version of the commit that added it', () => {
    let inside = '';
    try {
      inside = git('rev-parse', '--is-inside-work-tree', '--is-shallow-repository');
    } catch {
      // fall through with the message below
    }
    if (!inside.startsWith('true'))
      throw new Error('landed migrations are checked against git history: run the tests in a git checkout of the repository');
    if (inside.trim().endsWith('true'))
      throw new Error('landed migrations are checked against git history: this clone is shallow (git fetch --unshallow)');

    const changed: string[] = [];
    for (const [file, added] of landedCommits()) {
      let now: string;
      try {
        now = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        changed.push(`${file} (landed in ${added.slice(0, 7)}; deleted)`);
        continue;
      }
      const landed = git('show', `${added}:${file}`);
      if (landed !== now && JSON.stringify(tokensOf(landed)) !== JSON.stringify(tokensOf(now)))
        changed.push(`${file} (landed in ${added.slice(0, 7)}; ${firstDifference(landed, now)})`);
    }
    expect(changed).toEqual([]);
  });
});
