import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

// Each front end ships on its own (DESIGN §1), so its build depends on its own sources and the
// libraries it uses, never on another app's: a change to one portal rebuilds only that portal.
describe('front-end build inputs', () => {
  const inputs = (project: string): unknown => {
    const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'nx'), ['show', 'project', project, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    return (JSON.parse(out) as { targets: { build: { inputs: unknown } } }).targets.build.inputs;
  };

  it.each(['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'])(
    '%s builds from its own sources and its dependencies',
    (project) => {
      expect(inputs(project)).toEqual(['production', '^production']);
    },
  );
});
