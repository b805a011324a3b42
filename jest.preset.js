// Shared by every jest project: TypeScript through ts-jest (transpile only; tsc -b does the type-check),
// workspace packages resolved to their sources so tests never need a build.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.spec.json'), diagnostics: false }],
  },
  moduleNameMapper: {
    '^@school/ui/screens$': path.join(__dirname, 'libs/ui/src/screens.ts'),
    '^@school/server-kit/testing$': path.join(__dirname, 'libs/server-kit/src/testing'),
    '^@school/([a-z-]+)$': path.join(__dirname, 'libs/$1/src'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
