import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'];

type Project = { implicitDependencies?: string[]; targets: { build: { inputs: unknown } } };

// Each front end ships on its own (DESIGN §1), so its build depends on its own sources and the
// libraries it uses, never on another app's: a change to one portal rebuilds only that portal.
describe('front-end build inputs', () => {
  const shown = new Map<string, Project>();
  const show = (project: string): Project => {
    const known = shown.get(project);
    if (known) return known;
    const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'nx'), ['show', 'project', project, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    const parsed = JSON.parse(out) as Project;
    shown.set(project, parsed);
    return parsed;
  };

  it.each(FRONT_ENDS)('%s builds from its own sources and its dependencies', (project) => {
    expect(show(project).targets.build.inputs).toEqual(['production', '^production']);
  });

  // The rspack config imports the build factory by path, which Nx does not see: a changed factory
  // must still rebuild every front end instead of serving the cached build.
  it.each(FRONT_ENDS)('%s declares the federation build factory its config imports', (project) => {
    const config = readFileSync(path.join(ROOT, project, 'rspack.config.mjs'), 'utf8');
    expect(config).toContain("from '../tools/federation/federated-app.mjs'");
    expect(show(project).implicitDependencies).toContain('federation');
  });
});
