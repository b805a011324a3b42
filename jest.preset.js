// Shared by every jest project: TypeScript through SWC (transpile only; tsc -p tsconfig.spec.json does the
// type-check), workspace packages resolved to their sources so tests never need a build.
const path = require('node:path');

// What tsconfig.base.json asks of tsc: NestJS and TypeORM read the decorators' design:* metadata, classes
// keep define semantics (ES2022), React's automatic runtime for .tsx. The unit project from a cold cache,
// as CI starts: 50–63 s against ts-jest's 60–77 s (ts-jest already transpiled file by file).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2022',
      keepClassNames: true,
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
  },
  moduleNameMapper: {
    // a library's further entry points (libs/ui/src/screens.ts, libs/domain/src/validation/index.ts …)
    '^@school/([a-z0-9-]+)/([a-z0-9-]+)$': path.join(__dirname, 'libs/$1/src/$2'),
    '^@school/([a-z0-9-]+)$': path.join(__dirname, 'libs/$1/src'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
