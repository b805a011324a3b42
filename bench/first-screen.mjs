// What the student's first screen (C21101) loads on a phone before it is usable (its lessons shown,
// not its skeleton): signed in as student1 with nothing cached, Lighthouse's mobile screen, the
// apps' own builds (`npm run build`'s dist/) over the real stack. Byte counts and file lists are exact,
// whatever the machine's load: what a change to the first screen's path saves.
import { firstScreens, launchBrowser, PHONE } from './web-measure.mjs';
import { appBuildsArg, withBenchStack } from './web-stack.mjs';

const GATEWAY_PORT = 18470;
const STUDENT = { userId: 'student1', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };
const kib = (bytes) => (bytes / 1024).toFixed(1);

// args: [--files: every script with its raw, gzip and brotli bytes] [--app-builds=DIR: the apps'
// builds kept in DIR/<app> instead of their dist/, e.g. the build before a change]
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
            { path: '/C21101', mark: 'C21101' },
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
      } finally {
        await browser.close();
      }
    },
  );
}
