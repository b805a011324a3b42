// Shared by every jest project: TypeScript through ts-jest (transpile only; tsc -b does the type-check),
// workspace packages resolved to their sources so tests never need a build.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.spec.json'), diagnostics: false }],
  },
  moduleNameMapper: {
    // a library's further entry points (libs/ui/src/screens.ts, libs/domain/src/validation/index.ts …)
    '^@school/([a-z0-9-]+)/([a-z0-9-]+)$': path.join(__dirname, 'libs/$1/src/$2'),
    '^@school/([a-z0-9-]+)$': path.join(__dirname, 'libs/$1/src'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
