// npm run bench -- NAME: runs bench/NAME.mjs. Benchmarks print ratios against a baseline measured
// in the same run; their figures go to docs/benchmarks.md.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/infra.mjs';
import { BROWSER_PACKAGES, ensureDebianPackages } from './lib/infra/system-packages.mjs';

const name = process.argv[2];
const available = fs
  .readdirSync(path.join(REPO_ROOT, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -4));
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- NAME   (one of: ${available.join(', ')})`);
  process.exit(2);
}
// the browser benchmarks (web, lighthouse, board's browser part) need Chromium on a fresh machine too
await ensureDebianPackages(BROWSER_PACKAGES);
const bench = await import(pathToFileURL(path.join(REPO_ROOT, 'bench', `${name}.mjs`)).href);
await bench.run(process.argv.slice(3));
