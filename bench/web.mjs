// What Module Federation costs the browser: the shell and portals as shipped (federated, each
// served on its own) against a single bundle of the same shell and portal screens
// (shell/rspack.single.config.mjs), both built here in production mode and driven in headless
// Chromium against the real stack: login screen → sign-in as staff → a Browse page (ag-grid).
import { withBenchStack, median } from './web-stack.mjs';
import { firstScreens, journey, launchBrowser, timedVisit } from './web-measure.mjs';

const GATEWAY_PORT = 18450;
// a staff account whose role may browse centers: office's may not (the server answers 403)
const USER = { userId: 'admin', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };
const STUDENT = { userId: 'student1', password: USER.password };
const TEACHER = { userId: 'teacher1', password: USER.password };
// each day's first screen (issue 25): at most the student's Home + this much more JS (gzip)
const DAY_SCREENS = [
  { id: 'C21101', who: 'student' },
  { id: 'C11101', who: 'teacher' },
];
const DAY_GOAL_KIB = 40;
const BROWSE_PATH = '/M20101';
const GOALS = { ratio: 1.3, loginKiB: 250, firstRowMs: 1500 };

const kib = (bytes) => (bytes / 1024).toFixed(0);
const ratio = (a, b) => (a / b).toFixed(2);
const verdict = (ok) => (ok ? 'met' : 'NOT met');

function report(results, runs, showFiles) {
  const summary = Object.fromEntries(
    Object.entries(results).map(([build, { journey, visits }]) => {
      const copies = [journey.react, ...visits.map((v) => v.react)];
      const seen = [journey.grid.copies, ...visits.map((v) => v.cold.copies)];
      return [
        build,
        {
          login: journey.login,
          grid: journey.grid,
          student: results[build].student,
          days: results[build].days,
          cold: visits[0].cold,
          reactDom: Math.max(...copies.map((c) => c.reactDom), ...seen.map((c) => c['react-dom'])),
          react: Math.max(...copies.map((c) => c.react), ...seen.map((c) => c.react)),
          sidebarMs: median(visits.map((v) => v.sidebarMs)),
          coldMs: median(visits.map((v) => v.coldMs)),
        },
      ];
    }),
  );
  const f = summary.federated;
  const s = summary.single;
  console.log(
    `\nShell + staff portal in headless Chromium, signed in as ${USER.userId}, ${BROWSE_PATH} (ag-grid). JS in KiB, gzip-compressed (zlib level 6); times are medians of ${runs} visits with an empty cache`,
  );
  console.log(
    "| build | JS before the login screen | JS before a student's first screen | JS before the first grid row | JS of the Browse page opened by URL | react-dom / react copies | Home → sidebar link → first row, ms | Browse page URL → first row, ms |",
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(summary)) {
    console.log(
      `| ${name} | ${kib(r.login.gzip)} (${r.login.files} files) | ${kib(r.student.gzip)} (${r.student.files} files) | ${kib(r.grid.gzip)} (${r.grid.files} files) | ${kib(r.cold.gzip)} (${r.cold.files} files) | ${r.reactDom} / ${r.react} | ${r.sidebarMs.toFixed(0)} | ${r.coldMs.toFixed(0)} |`,
    );
  }
  console.log(
    `| federated / single | ${ratio(f.login.gzip, s.login.gzip)} | ${ratio(f.student.gzip, s.student.gzip)} | ${ratio(f.grid.gzip, s.grid.gzip)} | ${ratio(f.cold.gzip, s.cold.gzip)} | | ${ratio(f.sidebarMs, s.sidebarMs)} | ${ratio(f.coldMs, s.coldMs)} |`,
  );
  console.log(
    `\nEach day's first screen, signed in with nothing cached (the first content shown, not the skeleton): JS in KiB gzip against the goal of the student's Home + ${DAY_GOAL_KIB} KiB`,
  );
  console.log("| build | screen | signed in as | JS before its first content | − the student's Home | goal | JS / goal |");
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(summary))
    for (const { id, who } of DAY_SCREENS) {
      const d = r.days[id];
      const goal = r.student.gzip + DAY_GOAL_KIB * 1024;
      const sign = d.gzip >= r.student.gzip ? '+' : '−';
      console.log(
        `| ${name} | ${id} | ${who === 'student' ? STUDENT.userId : TEACHER.userId} | ${kib(d.gzip)} (${d.files} files) | ${sign}${kib(Math.abs(d.gzip - r.student.gzip))} | ${kib(goal)} | ${ratio(d.gzip, goal)} |`,
      );
    }
  if (showFiles) {
    for (const [name, r] of Object.entries(summary)) {
      const before = new Set(r.login.list.map((f) => f.url));
      const after = r.grid.list.filter((f) => !before.has(f.url));
      for (const [title, list] of [
        ['before the login screen', r.login.list],
        ['after it, before the first grid row', after],
      ]) {
        console.log(`\n${name}: the JS ${title} (gzip bytes)`);
        for (const { url, gzip } of [...list].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${String(gzip).padStart(8)} ${url}`);
      }
      const home = new Set(r.student.list.map((f) => f.url));
      for (const { id } of DAY_SCREENS) {
        console.log(`\n${name}: the JS before ${id}'s first content that the student's Home did not download (gzip bytes)`);
        for (const { url, gzip } of r.days[id].list.filter((f) => !home.has(f.url)).sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${String(gzip).padStart(8)} ${url}`);
      }
    }
  }
  const firstRow = Math.max(f.sidebarMs, f.coldMs);
  const sizesOk = f.login.gzip <= GOALS.ratio * s.login.gzip && f.grid.gzip <= GOALS.ratio * s.grid.gzip;
  console.log('\nGoals (federated build):');
  console.log(`  one React: ${f.reactDom} react-dom, ${f.react} react — ${verdict(f.reactDom === 1 && f.react === 1)}`);
  console.log(
    `  JS ≤ ${GOALS.ratio}× the single bundle's: login ${ratio(f.login.gzip, s.login.gzip)}×, first grid row ${ratio(f.grid.gzip, s.grid.gzip)}× — ${verdict(sizesOk)}`,
  );
  console.log(
    `  login screen ≤ ${GOALS.loginKiB} KiB gzip: ${kib(f.login.gzip)} KiB — ${verdict(f.login.gzip <= GOALS.loginKiB * 1024)}`,
  );
  for (const { id } of DAY_SCREENS) {
    const over = f.days[id].gzip - f.student.gzip;
    console.log(
      `  ${id} ≤ the student's Home + ${DAY_GOAL_KIB} KiB: Home ${over >= 0 ? '+' : '−'} ${kib(Math.abs(over))} KiB — ${verdict(over <= DAY_GOAL_KIB * 1024)}`,
    );
  }
  console.log(
    `  first grid row ≤ ${GOALS.firstRowMs} ms: ${firstRow.toFixed(0)} ms (the slower way in) — ${verdict(firstRow <= GOALS.firstRowMs)}`,
  );
}

// args: [visits per build, default 7] [--files: list the scripts behind the figures]
// [--no-build: measure what the previous run built]
export async function run(args) {
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 7);
  const rebuild = !args.includes('--no-build');
  // its own namespace (also of the gateway's rate limits: the journeys sign in three times per run)
  await withBenchStack({ namespace: 'bench-web', gatewayPort: GATEWAY_PORT, rebuild }, async ({ shells }) => {
    const browser = await launchBrowser();
    try {
      const results = {};
      for (const [build, shellUrl] of Object.entries(shells)) {
        const first = await journey(browser, { shellUrl, ...USER, browsePath: BROWSE_PATH });
        const [student, C21101] = await firstScreens(browser, {
          shellUrl,
          ...STUDENT,
          screens: [
            { path: '/', mark: 'home' },
            { path: '/C21101', mark: 'C21101' },
          ],
        });
        const [C11101] = await firstScreens(browser, { shellUrl, ...TEACHER, screens: [{ path: '/C11101', mark: 'C11101' }] });
        const days = { C21101, C11101 };
        results[build] = { journey: first, student, days, visits: [], shellUrl };
      }
      // one unrecorded visit each warms the stack and the OS caches, then the builds take turns
      const timed = ({ journey: { cookies }, shellUrl }) => timedVisit(browser, { shellUrl, cookies, browsePath: BROWSE_PATH });
      for (const r of Object.values(results)) await timed(r);
      for (let i = 0; i < runs; i++) for (const r of Object.values(results)) r.visits.push(await timed(r));
      report(results, runs, args.includes('--files'));
    } finally {
      await browser.close();
    }
  });
}
