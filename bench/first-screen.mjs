// What the student's first screen (C21101) loads on a phone before it is usable (its lessons shown,
// not its skeleton): signed in as student1 with nothing cached, Lighthouse's mobile screen, the
// apps' own builds (`npm run build`'s dist/) over the real stack. Byte counts and file lists are exact,
// whatever the machine's load: what a change to the first screen's path saves.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../scripts/lib/infra.mjs';
import { firstScreens, launchBrowser, PHONE } from './web-measure.mjs';
import { appBuildsArg, withBenchStack } from './web-stack.mjs';

const GATEWAY_PORT = 18470;
const STUDENT = { userId: 'student1', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };
const kib = (bytes) => (bytes / 1024).toFixed(1);

// args: [--files: every script with its raw, gzip and brotli bytes] [--app-builds=DIR: the apps'
// builds kept in DIR/<app> instead of their dist/, e.g. the build before a change] [--profile: C21101's
// visit recorded by V8's profiler with the CPU 4× slower: self time per script and the functions that
// cost the most, each with the start of its source, since the builds are minified]
export async function run(args) {
  await withBenchStack(
    { namespace: 'bench-first-screen', gatewayPort: GATEWAY_PORT, rebuild: false, appBuilds: appBuildsArg(args) || true },
    async ({ shells }) => {
      const browser = await launchBrowser();
      try {
        const [home, c21101] = await firstScreens(browser, {
          shellUrl: shells.federated,
          ...STUDENT,
          viewport: PHONE,
          screens: [
            { path: '/', mark: 'home' },
            { path: '/C21101', mark: 'C21101', profile: args.includes('--profile') },
          ],
        });
        console.log('\nJS before the screen is usable, signed in as student1 on a phone, nothing cached (KiB)');
        console.log('| screen | scripts | raw | gzip | brotli | requests (all kinds) | react-dom / react copies |');
        console.log('|---|---|---|---|---|---|---|');
        for (const [name, r] of [
          ['Home', home],
          ['C21101', c21101],
        ])
          console.log(
            `| ${name} | ${r.files} | ${kib(r.raw)} | ${kib(r.gzip)} | ${kib(r.br)} | ${r.requests} | ${r.copies['react-dom']} / ${r.copies.react} |`,
          );
        if (args.includes('--files')) {
          console.log('\nC21101: raw / gzip / brotli bytes of each script');
          for (const { url, raw, gzip, br } of [...c21101.list].sort((a, b) => b.raw - a.raw))
            console.log(
              `  ${String(raw).padStart(8)} ${String(gzip).padStart(7)} ${String(br).padStart(7)} ${url.replace(/^https?:\/\/[^:/]+/, '')}`,
            );
        }
        if (c21101.profile) {
          fs.mkdirSync(DATA_DIR, { recursive: true });
          const file = path.join(DATA_DIR, 'bench-first-screen-C21101.cpuprofile');
          fs.writeFileSync(file, JSON.stringify(c21101.profile));
          printProfile(c21101.profile, c21101.texts);
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
function printProfile(profile, texts) {
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
  console.log(`\nC21101 at 4× CPU: ${total.toFixed(0)} ms of samples; self time by script (ms)`);
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
