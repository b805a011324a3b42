// SQL text in TypeScript sources, read statically with the TypeScript compiler: which string and
// template literals hold SQL, and where (file, line, the class and method around them). Used by
// tools/lint/sql-rooms.spec.ts (SQL only in repositories, migrations and seeds) and by the SQL
// snapshots of the repositories (scripts/sql-snapshot.mjs, tools/lint/sql-snapshot.spec.ts).
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

// Leading blanks, SQL comments and opening parentheses, which may come before the first keyword.
const LEAD = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|\()*/;

// A statement starts with one of these keywords, written in capitals as the repository writes SQL,
// and goes on: a lone 'DELETE' is an HTTP method, 'Select a center' a sentence. The second part is
// what must follow the keyword.
const STATEMENTS = [
  /^SELECT\s+(?:DISTINCT\b|\*|\d|[A-Za-z_"'$(]|-)/,
  /^INSERT\s+INTO\s/,
  /^UPDATE\s+(?:ONLY\s+)?(?:"?\w+"?\.)?"?\w+"?\s+(?:\w+\s+)?SET\s/,
  /^DELETE\s+FROM\s/,
  /^WITH\s+(?:RECURSIVE\s+)?"?\w+"?\s*(?:\([^)]*\)\s*)?AS\s+(?:(?:NOT\s+)?MATERIALIZED\s+)?\(/,
  /^LOCK\s+(?:TABLE\s)?/,
  /^TRUNCATE\s/,
  /^(?:CREATE|ALTER|DROP)\s+(?:OR\s+REPLACE\s+)?(?:UNIQUE\s+)?(?:TABLE|INDEX|SCHEMA|VIEW|MATERIALIZED|FUNCTION|TRIGGER|TYPE|SEQUENCE|EXTENSION|DATABASE|ROLE|USER|DOMAIN|POLICY|CONSTRAINT)\b/,
  /^MERGE\s+INTO\s/,
  /^COPY\s+(?:"?\w+"?\.)?"?\w+"?\s*(?:\(|FROM\b|TO\b)/,
  /^(?:GRANT|REVOKE)\s+[A-Z ,]+\s+ON\s/,
  /^COMMENT\s+ON\s/,
  /^DO\s+\$/,
  /^SET\s+(?:LOCAL|SESSION)\s/,
  /^(?:EXPLAIN|VACUUM|ANALYZE|REINDEX|REFRESH\s+MATERIALIZED\s+VIEW|LISTEN|NOTIFY|CLUSTER)\s/,
  /^(?:BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE\s+SAVEPOINT|START\s+TRANSACTION)\b(?:\s+[A-Z_ ]*)?;?$/,
];

const ROOT = path.resolve(__dirname, '../..');

const SCHEMAS = fs.readdirSync(path.join(ROOT, 'services'));
const TABLE = new RegExp(`"(?:${SCHEMAS.join('|')})"\\."\\w+"`);

// A clause of a query built in parts, which names a quoted column ("center_no", lower case) somewhere.
const CLAUSE =
  /^(?:AND|OR|NOT|WHERE|FROM|(?:(?:LEFT|RIGHT|FULL|INNER|CROSS)\s+)?JOIN|ON|ORDER\s+BY|GROUP\s+BY|HAVING|LIMIT|OFFSET|RETURNING|SET|VALUES|UNION|EXISTS|CASE|COALESCE|FOR\s+(?:UPDATE|SHARE))\b/;

/** Whether a literal's text (template pieces joined as written) starts with an SQL statement. */
const startsStatement = (text) => {
  const rest = text.replace(LEAD, '');
  return STATEMENTS.some((re) => re.test(rest));
};

/**
 * Whether a literal's text is a piece of a query: it names a table of a service's schema
 * ("masters"."center") or holds a subquery.
 */
const isQueryPiece = (text) =>
  TABLE.test(text) ||
  /\(\s*SELECT\s[\s\S]*\sFROM\s/.test(text) ||
  (CLAUSE.test(text.replace(LEAD, '')) && /"[a-z_][a-z0-9_]*"/.test(text));

const isSql = (text) => startsStatement(text) || isQueryPiece(text);

// The literal as written in the source, without its quotes: `${…}` pieces kept.
const textOf = (node, source) => {
  if (ts.isStringLiteral(node)) return node.text;
  const raw = node.getText(source);
  return raw.slice(1, -1);
};

const nameOf = (node, source) => (node.name ? node.name.getText(source) : undefined);

// "Class.method" (or "function", "Class.property", "const name") around a node, for the snapshot.
const ownerOf = (node, source) => {
  const parts = [];
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isClassLike(n)) parts.unshift(nameOf(n, source) ?? '(class)');
    else if (ts.isMethodDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n) || ts.isPropertyDeclaration(n))
      parts.unshift(nameOf(n, source));
    else if (ts.isConstructorDeclaration(n)) parts.unshift('constructor');
    else if (ts.isFunctionDeclaration(n)) parts.unshift(nameOf(n, source) ?? '(function)');
    else if (ts.isVariableDeclaration(n) && ts.isVariableStatement(n.parent?.parent) && ts.isSourceFile(n.parent.parent.parent))
      parts.unshift(nameOf(n, source));
  }
  return parts.filter(Boolean).join('.') || '(module)';
};

/**
 * Every SQL literal of a source text, outermost first: a template whose `${…}` holds another SQL
 * literal yields only the outer one (it shows the inner as written).
 */
const sqlLiterals = (fileName, text) => {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const sql = textOf(node, source);
      if (isSql(sql)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ line: line + 1, owner: ownerOf(node, source), sql, statement: startsStatement(sql) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

// Every .ts/.tsx under the given folders, relative to the repository root, dist and node_modules left out.
const sourceFiles = (...roots) => {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const root of roots)
    for (const project of fs.readdirSync(path.join(ROOT, root))) {
      const src = path.posix.join(root, project, 'src');
      if (fs.existsSync(path.join(ROOT, src))) walk(src);
    }
  return out.sort();
};

const GENERATED = '-- Generated by `npm run sql:snapshot` from';

// The SQL as a reviewer reads it: the continuation lines lose the indentation of the code around them.
const dedent = (sql) => {
  const lines = sql
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indents = lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.match(/^ */)[0].length);
  const cut = Math.min(...indents);
  return [lines[0].trimStart(), ...lines.slice(1).map((l) => l.slice(Math.min(cut, l.match(/^ */)[0].length)))].join('\n');
};

// The snapshot of one repository: its SQL literals in source order, each under its class and method.
const snapshotText = (file, text) => {
  const parts = sqlLiterals(file, text).map(({ owner, sql }) => `-- ${owner}\n${dedent(sql)}\n`);
  return `${GENERATED} ${path.posix.basename(file)}; do not edit.\n\n${parts.join('\n')}`;
};

const snapshotOf = (file) => snapshotText(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));

// Where the snapshot of a repository goes: beside it, users.repository.ts -> users.repository.sql.
const snapshotPath = (file) => file.replace(/\.ts$/, '.sql');

const repositoryFiles = () => sourceFiles('services', 'libs').filter((f) => f.endsWith('.repository.ts'));

// Snapshots whose repository is gone.
const orphanSnapshots = () => {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel);
      } else if (entry.name.endsWith('.repository.sql') && !fs.existsSync(path.join(ROOT, rel.replace(/\.sql$/, '.ts'))))
        out.push(rel);
    }
  };
  for (const root of ['services', 'libs']) walk(root);
  return out.sort();
};

// What differs between the repositories and their snapshots: missing or stale snapshots, orphans.
const staleSnapshots = () => [
  ...repositoryFiles().flatMap((file) => {
    const target = path.join(ROOT, snapshotPath(file));
    if (!fs.existsSync(target)) return [`${snapshotPath(file)} is missing`];
    return fs.readFileSync(target, 'utf8') === snapshotOf(file) ? [] : [`${snapshotPath(file)} is stale`];
  }),
  ...orphanSnapshots().map((file) => `${file} has no repository`),
];

// Writes every snapshot and removes the orphans; gives back the files it changed.
const writeSnapshots = () => {
  const changed = [];
  for (const file of repositoryFiles()) {
    const target = path.join(ROOT, snapshotPath(file));
    const text = snapshotOf(file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.writeFileSync(target, text);
    changed.push(snapshotPath(file));
  }
  for (const file of orphanSnapshots()) {
    fs.rmSync(path.join(ROOT, file));
    changed.push(file);
  }
  return changed;
};

module.exports = {
  ROOT,
  startsStatement,
  isQueryPiece,
  isSql,
  sqlLiterals,
  sourceFiles,
  repositoryFiles,
  snapshotText,
  snapshotOf,
  snapshotPath,
  staleSnapshots,
  writeSnapshots,
};
