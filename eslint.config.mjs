import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createProjectGraphAsync } from '@nx/devkit';
import tseslint from 'typescript-eslint';

// The boundary rule reads Nx's cached project graph and skips itself without one (a fresh clone, a
// new project): build it first so `eslint .` checks the same rooms as `nx lint`.
await createProjectGraphAsync({ exitOnError: false });

// Rooms and their locks (STYLE 13). scope: the side a project runs on; type: its layer. A portal is
// loaded by the shell through module federation, never imported; services talk over NATS.
const boundaries = {
  depConstraints: [
    { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
    { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    // the shell routes the screens every portal's user opens from feature libraries (issue 25)
    { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:leaf'] },
    { sourceTag: 'type:portal', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:leaf'] },
    // a screen two portals share (libs/feature-*): built of the kit, never of another feature
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:leaf'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:leaf'] },
    { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:server', 'type:domain', 'type:leaf'] },
    { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:domain', 'type:leaf'] },
    // pure rules shared by browser and server: nothing of the workspace but themselves
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:leaf', onlyDependOnLibsWithTags: ['type:leaf'] },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Projects import each other by workspace name (@school/…), never by path (STYLE 7), and only
      // what their tags allow.
      '@nx/enforce-module-boundaries': ['error', boundaries],
    },
  },
  {
    // The one exception: the bench's single-bundle build compiles the portals into the shell.
    files: ['shell/src/federation/single-bundle-portals.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...boundaries, allow: ['^@school/mfe-[a-z]+/src/routes$'] }] },
  },
  {
    // Screens take react-router through @school/ui/router: the shell's copy (one router context), and
    // only the hooks they use instead of the whole package (issue 26).
    files: ['mfe-*/**/*.ts', 'mfe-*/**/*.tsx', 'libs/feature-*/**/*.ts', 'libs/feature-*/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Import it from @school/ui/router (the shell provides it).' }],
          patterns: [{ group: ['react-router/*'], message: 'Import it from @school/ui/router (the shell provides it).' }],
        },
      ],
    },
  },
  {
    // e2e/ is in no Nx project, so the boundary rule does not look at it.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/libs/**', '**/services/**', '**/shell/**', '**/mfe-*/**'],
              message: 'Import projects as @school/<name>.',
            },
          ],
        },
      ],
    },
  },
  {
    // The changed staff portal of the independent-deployment test is the deployed one plus a screen.
    files: ['e2e/fixtures/changed-staff-portal/routes.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        AbortController: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
      },
    },
  },
);
