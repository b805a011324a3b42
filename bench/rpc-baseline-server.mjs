// The baseline of the rpc benchmark: node:http and pg, the same query, nothing else.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';

// the board's calendar read as the scheduling service compiles it (the signed-in line of the bench)
const { CALENDAR_SQL } = createRequire(import.meta.url)(
  path.join(REPO_ROOT, 'services/scheduling/dist/board/board.repository.js'),
);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const q = (name) => url.searchParams.get(name);
  const { rows } =
    url.pathname === '/calendar'
      ? await pool.query(CALENDAR_SQL, [Number(q('center')), q('start'), q('end')])
      : await pool.query('SELECT "key", "value" FROM "auth"."app_config" WHERE "key" = $1', [q('key')]);
  const body = JSON.stringify({ data: [{ output: url.pathname === '/calendar' ? rows[0].calendar : (rows[0] ?? null) }] });
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
