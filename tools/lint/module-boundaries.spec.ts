import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Case = { filePath: string; code: string };
type Message = { ruleId: string | null; message: string };

const ROOT = path.resolve(__dirname, '../..');

// ESLint loads eslint.config.mjs with import(), which Jest's module sandbox refuses without
// --experimental-vm-modules: the same Node API runs in a plain node process at the repository root.
const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint();
const results = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

const lint = (cases: readonly Case[]): Message[][] =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' }),
  );

const importing = (filePath: string, from: string): Case => ({
  filePath,
  code: `import { routes } from '${from}';\n\nexport const imported = routes;\n`,
});

const FORBIDDEN: ReadonlyArray<[string, Case, string]> = [
  [
    'a portal importing another portal',
    importing('mfe-teacher/src/x.ts', '@school/mfe-staff/src/routes'),
    'Imports of apps are forbidden',
  ],
  [
    'a portal reaching into another portal by path',
    importing('mfe-teacher/src/x.ts', '../../mfe-staff/src/routes'),
    'cannot be imported by a relative or absolute path',
  ],
  [
    'a portal importing a server library',
    importing('mfe-student/src/x.ts', '@school/server-kit'),
    'tagged with "scope:frontend" can only depend on libs tagged with "scope:frontend", "scope:shared"',
  ],
  ['the shell importing a portal', importing('shell/src/x.ts', '@school/mfe-staff/src/routes'), 'Imports of apps are forbidden'],
  [
    'a service importing another service',
    importing('services/masters/src/x.ts', '@school/service-scheduling'),
    'Imports of apps are forbidden',
  ],
  [
    'a service reaching into another service by path',
    importing('services/masters/src/x.ts', '../../scheduling/src/main'),
    'cannot be imported by a relative or absolute path',
  ],
  [
    'a service importing the front-end kit',
    importing('services/gateway/src/x.ts', '@school/ui'),
    'tagged with "scope:backend" can only depend on libs tagged with "scope:backend", "scope:shared"',
  ],
  [
    'the domain importing the contracts',
    importing('libs/domain/src/x.ts', '@school/contracts'),
    'tagged with "type:domain" cannot depend on any libs with tags',
  ],
  [
    'the contracts importing the domain',
    importing('libs/contracts/src/x.ts', '@school/domain'),
    'tagged with "type:leaf" can only depend on libs tagged with "type:leaf"',
  ],
  [
    'the front-end kit importing a feature library',
    importing('libs/ui/src/x.ts', '@school/feature-shifts'),
    // every feature library is built of the kit, so the graph refuses it before the tags do
    'Circular dependency between "ui" and "feature-shifts"',
  ],
  [
    'a feature library importing another',
    importing('libs/feature-reports/src/x.ts', '@school/feature-shifts'),
    'tagged with "type:feature" can only depend on libs tagged with "type:ui", "type:domain", "type:leaf"',
  ],
  [
    'a feature library importing a portal',
    importing('libs/feature-shifts/src/x.ts', '@school/mfe-student/src/routes'),
    'Imports of apps are forbidden',
  ],
  [
    'a feature library importing a server library',
    importing('libs/feature-reports/src/x.ts', '@school/server-kit'),
    'tagged with "scope:frontend" can only depend on libs tagged with "scope:frontend", "scope:shared"',
  ],
  [
    'the shell importing a server library',
    importing('shell/src/x.ts', '@school/server-kit'),
    'tagged with "scope:frontend" can only depend on libs tagged with "scope:frontend", "scope:shared"',
  ],
  [
    'the front-end kit importing a server library',
    importing('libs/ui/src/x.ts', '@school/server-kit'),
    'tagged with "scope:frontend" can only depend on libs tagged with "scope:frontend", "scope:shared"',
  ],
];

const ALLOWED: ReadonlyArray<[string, Case]> = [
  ['a portal importing the front-end kit', importing('mfe-staff/src/x.ts', '@school/ui')],
  ['a portal importing a feature library', importing('mfe-teacher/src/x.ts', '@school/feature-reports')],
  ['the shell importing a feature library', importing('shell/src/x.ts', '@school/feature-notices')],
  ['a feature library importing the front-end kit', importing('libs/feature-shifts/src/x.ts', '@school/ui')],
  ["a feature library importing the kit's screen parts", importing('libs/feature-reports/src/x.ts', '@school/ui/screens')],
  ['a feature library importing the domain', importing('libs/feature-shifts/src/x.ts', '@school/domain')],
  ['a feature library importing the contracts', importing('libs/feature-shifts/src/x.ts', '@school/contracts')],
  ['a feature library importing the texts', importing('libs/feature-reports/src/x.ts', '@school/i18n')],
  ['a service importing the server kit', importing('services/masters/src/x.ts', '@school/server-kit')],
  ['the i18n leaf importing the contracts leaf', importing('libs/i18n/src/x.ts', '@school/contracts')],
  [
    "the single-bundle bench build's portal loader",
    importing('shell/src/federation/single-bundle-portals.ts', '@school/mfe-staff/src/routes'),
  ],
];

describe('module boundaries (eslint.config.mjs)', () => {
  let forbidden: Message[][];
  let allowed: Message[][];

  beforeAll(() => {
    const results = lint([...FORBIDDEN.map(([, c]) => c), ...ALLOWED.map(([, c]) => c)]);
    forbidden = results.slice(0, FORBIDDEN.length);
    allowed = results.slice(FORBIDDEN.length);
  }, 60000);

  it.each(FORBIDDEN.map(([name, , message], i) => [name, i, message] as const))('refuses %s', (_name, i, message) => {
    expect(forbidden[i]).toEqual([{ ruleId: '@nx/enforce-module-boundaries', message: expect.stringContaining(message) }]);
  });

  it.each(ALLOWED.map(([name], i) => [name, i] as const))('lets through %s', (_name, i) => {
    expect(allowed[i]).toEqual([]);
  });
});
