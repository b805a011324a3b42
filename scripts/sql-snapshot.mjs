// npm run sql:snapshot: writes <feature>.repository.sql beside every *.repository.ts of services and
// libs (each SQL literal under its class and method), so that a reviewer diffs the queries.
// `--check` writes nothing and fails when a snapshot is missing or stale (npm test runs the same check
// in tools/lint/sql-snapshot.spec.ts).
import sqlLiterals from '../tools/lint/sql-literals.cjs';

const { staleSnapshots, writeSnapshots } = sqlLiterals;

if (process.argv.includes('--check')) {
  const stale = staleSnapshots();
  for (const line of stale) console.error(line);
  if (stale.length) {
    console.error('Run npm run sql:snapshot and commit the snapshots.');
    process.exit(1);
  }
} else {
  for (const file of writeSnapshots()) console.log(`wrote ${file}`);
}
