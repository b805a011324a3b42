// C40201's schedule PDF at bench scale (10 centers, 200 teachers, 50,000 lessons): the busiest
// center's busiest date of next week (center-day) and that week (center-week), each read with the
// service's own statement (schedule-pdf.repository.ts: TABLE_SQL) and rendered with its own template
// and renderer (the system Chromium, every request refused). The baseline, measured in the same run,
// is the same template with no lesson: Chromium's launch and an empty page's print.
// `npm run bench -- pdf [runs, 5]`
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchInfra } from './lib/bench-database.mjs';

const require = createRequire(import.meta.url);
const { addDays, tokyoDate } = require('@school/domain');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;

// the Monday after today (Asia/Tokyo): a whole week inside the data the bench school seeds
const nextMonday = (today) => {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
};

export async function run(args) {
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = { ...process.env, ...infra.env, LOG_LEVEL: 'warn' };
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  try {
    await runCommand(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), [
      '-b',
      ...SERVICES.map((s) => path.join('services', s, 'tsconfig.json')),
    ]);
    await infra.prepare(env);
    const dist = (file) => require(path.join(REPO_ROOT, 'services/scheduling/dist/schedule-pdf', file));
    const { TABLE_SQL } = dist('schedule-pdf.repository.js');
    const { schedulePdfHtml } = dist('schedule-pdf.template.js');
    const { PdfRenderer } = dist('pdf-renderer.js');
    const renderer = new PdfRenderer({ CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
    await db.connect();

    const start = nextMonday(tokyoDate(Date.now()));
    const end = addDays(start, 6);
    const [{ center_no: center, schedule_date: busiest }] = (
      await db.query(
        `SELECT "center_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", count(*) AS n FROM "scheduling"."lesson"
          WHERE "schedule_date" BETWEEN $1 AND $2 AND "cancel_flag" = 0 GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
        [start, end],
      )
    ).rows;
    const instances = [
      { name: 'no lesson (baseline)', start: addDays(start, 400), end: addDays(start, 400) },
      { name: `center-day ${busiest}`, start: busiest, end: busiest },
      { name: `center-week ${start}–${end}`, start, end },
    ];
    console.log(`\ncenter ${center}; ${runs} runs each after a warm-up, medians`);
    const rows = [];
    for (const instance of instances) {
      const input = { center_no: center, start_date: instance.start, end_date: instance.end, by: 'teacher' };
      const reads = [];
      const renders = [];
      let size = 0;
      let lessons = 0;
      for (let i = 0; i <= runs; i++) {
        const readStarted = process.hrtime.bigint();
        const [{ table }] = (await db.query(TABLE_SQL, [center, instance.start, instance.end, 'teacher'])).rows;
        const readMs = ms(readStarted);
        const renderStarted = process.hrtime.bigint();
        const pdf = await renderer.render(schedulePdfHtml(input, table, 'ja'));
        const renderMs = ms(renderStarted);
        if (i === 0) continue;
        reads.push(readMs);
        renders.push(renderMs);
        size = pdf.length;
        lessons = table.lessons.length;
      }
      rows.push({ name: instance.name, lessons, read: median(reads), render: median(renders), size });
    }
    const base = rows[0].read + rows[0].render;
    console.log('instance | lessons | read ms | render ms | total / baseline | PDF KiB');
    for (const r of rows)
      console.log(
        `${r.name} | ${r.lessons} | ${r.read.toFixed(1)} | ${r.render.toFixed(0)} | ${((r.read + r.render) / base).toFixed(2)} | ${(r.size / 1024).toFixed(0)}`,
      );
  } finally {
    await db.end().catch(() => undefined);
    await infra.stop?.();
  }
}
