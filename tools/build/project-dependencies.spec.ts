import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['libs', 'services']
  .flatMap((d) => readdirSync(path.join(ROOT, d)).map((p) => `${d}/${p}`))
  .concat(['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student']);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'dist' || name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.(spec|type-test)\.tsx?$/.test(name) ? [p] : [];
  });

// Nx sees only the dependencies a project declares (no import analysis here), and a build is taken
// from the cache when none of its inputs changed: a project that imports a library it does not
// declare would ship that library's old code (a changed text of libs/i18n stayed out of the portals).
// The portals are left out of the shell's list: they deploy on their own (DESIGN §1).
describe('project dependencies', () => {
  let graph: Record<string, { target: string }[]>;
  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nx-graph-'));
    try {
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'nx'), ['graph', `--file=${path.join(dir, 'graph.json')}`], {
        cwd: ROOT,
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        stdio: 'ignore',
      });
      graph = (JSON.parse(readFileSync(path.join(dir, 'graph.json'), 'utf8')) as { graph: { dependencies: typeof graph } }).graph
        .dependencies;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);

  it.each(DIRS)('%s declares every library it imports', (dir) => {
    const name = (JSON.parse(readFileSync(path.join(ROOT, dir, 'project.json'), 'utf8')) as { name: string }).name;
    const imported = new Set<string>();
    for (const file of sources(path.join(ROOT, dir, 'src')))
      for (const m of readFileSync(file, 'utf8').matchAll(/from '@school\/([a-z0-9-]+)/g))
        if (!m[1].startsWith('mfe-') && m[1] !== name) imported.add(m[1]);
    const declared = new Set((graph[name] ?? []).map((d) => d.target));
    expect([...imported].filter((lib) => !declared.has(lib)).sort()).toEqual([]);
  });
});
