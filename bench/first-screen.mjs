// What the student's first screen (C21101) loads on a phone before it is usable (its lessons shown,
// not its skeleton), or with --screen=M20101 the staff Browse page (its first grid row): signed in with
// nothing cached, Lighthouse's mobile screen, the
// apps' own builds (`npm run build`'s dist/) over the real stack. Byte counts and file lists are exact,
// whatever the machine's load: what a change to the first screen's path saves.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../scripts/lib/infra.mjs';
import { firstScreens, launchBrowser, PHONE } from './web-measure.mjs';
import { appBuildsArg, withBenchStack } from './web-stack.mjs';

const GATEWAY_PORT = 18470;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-pass-2026';
// the screens --screen= may name, each with its account and its usable mark (web-measure's MARKS); Home
// is measured before it with the same account
const SCREENS = {
  C21101: { userId: 'student1', mark: 'C21101' },
  // the staff Browse page, usable at its first grid row (admin: the office role has no M20101)
  M20101: { userId: 'admin', mark: 'grid' },
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

// args: [--files: every script with its raw, gzip and brotli bytes] [--app-builds=DIR: the apps'
// builds kept in DIR/<app> instead of their dist/, e.g. the build before a change] [--profile: the screen's
// visit recorded by V8's profiler with the CPU 4× slower: self time per script and the functions that
// cost the most, each with the start of its source, since the builds are minified] [--screen=M20101: that
// screen (SCREENS) instead of C21101]
export async function run(args) {
  const name = args.find((a) => a.startsWith('--screen='))?.slice('--screen='.length) ?? 'C21101';
  const screen = SCREENS[name];
  if (!screen) throw new Error(`--screen=${name}: one of ${Object.keys(SCREENS).join(', ')}`);
  await withBenchStack(
    { namespace: 'bench-first-screen', gatewayPort: GATEWAY_PORT, rebuild: false, appBuilds: appBuildsArg(args) || true },
    async ({ shells }) => {
      const browser = await launchBrowser();
      try {
        const [home, shown] = await firstScreens(browser, {
          shellUrl: shells.federated,
          userId: screen.userId,
          password: PASSWORD,
          viewport: PHONE,
          screens: [
            { path: '/', mark: 'home' },
            { path: `/${name}`, mark: screen.mark, profile: args.includes('--profile') },
          ],
        });
        console.log(`\nJS before the screen is usable, signed in as ${screen.userId} on a phone, nothing cached (KiB)`);
        console.log('| screen | scripts | raw | gzip | brotli | requests (all kinds) | react-dom / react copies |');
        console.log('|---|---|---|---|---|---|---|');
        for (const [title, r] of [
          ['Home', home],
          [name, shown],
        ])
          console.log(
            `| ${title} | ${r.files} | ${kib(r.raw)} | ${kib(r.gzip)} | ${kib(r.br)} | ${r.requests} | ${r.copies['react-dom']} / ${r.copies.react} |`,
          );
        if (args.includes('--files')) {
          console.log(`\n${name}: raw / gzip / brotli bytes of each script`);
          for (const { url, raw, gzip, br } of [...shown.list].sort((a, b) => b.raw - a.raw))
            console.log(
              `  ${String(raw).padStart(8)} ${String(gzip).padStart(7)} ${String(br).padStart(7)} ${url.replace(/^https?:\/\/[^:/]+/, '')}`,
            );
        }
        if (shown.profile) {
          fs.mkdirSync(DATA_DIR, { recursive: true });
          const file = path.join(DATA_DIR, `bench-first-screen-${name}.cpuprofile`);
          fs.writeFileSync(file, JSON.stringify(shown.profile));
          printProfile(name, shown.profile, shown.texts);
          console.log(`\nthe whole profile (Chromium DevTools, Performance): ${file}`);
        }
      } finally {
        await browser.close();
      }
    },
  );
}

// Self time (ms, at 4×) of the profile's nodes, by script and by function; a function is named by the
// start of its source in the script it came from.
function printProfile(name, profile, texts) {
  const selfMs = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'program'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const key = `${script}:${lineNumber}:${columnNumber}`;
    const text = texts.get(url);
    const where = text ? lineColumnOffset(text, lineNumber, columnNumber) : -1;
    const snippet = where >= 0 ? text.slice(where, where + 70).replace(/\s+/g, ' ') : functionName;
    const entry = byFunction.get(key) ?? { ms: 0, name: functionName, snippet };
    entry.ms += ms;
    byFunction.set(key, entry);
  }
  const total = [...byScript.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name} at 4× CPU: ${total.toFixed(0)} ms of samples; self time by script (ms)`);
  for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${script}`);
  console.log('\nthe 30 functions with the most self time (ms): script:line:column, name, source');
  for (const [key, f] of [...byFunction].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
    console.log(`  ${f.ms.toFixed(0).padStart(6)}  ${key}  ${f.name || '(anonymous)'}  ${f.snippet}`);
}

const lineColumnOffset = (text, line, column) => {
  let at = 0;
  for (let l = 0; l < line; l += 1) {
    at = text.indexOf('\n', at) + 1;
    if (at === 0) return -1;
  }
  return at + column;
};
