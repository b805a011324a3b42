// The baseline of the rpc benchmark: node:http and pg, the same query, nothing else.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
const server = http.createServer(async (req, res) => {
  const key = new URL(req.url, 'http://x').searchParams.get('key');
  const { rows } = await pool.query('SELECT "key", "value" FROM "auth"."app_config" WHERE "key" = $1', [key]);
  const body = JSON.stringify({ data: [{ output: rows[0] ?? null }] });
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
