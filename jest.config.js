// One jest run for the whole repository; the projects split tests by what they need.
const preset = require('./jest.preset');

module.exports = {
  // testTimeout is a global option: inside a project entry jest ignores it. Stack-backed tests start
  // real processes on a 2-core machine.
  testTimeout: 120000,
  projects: [
    {
      ...preset,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/libs/*/src/**/*.spec.{ts,tsx}',
        '<rootDir>/services/*/src/**/*.spec.ts',
        '<rootDir>/shell/src/**/*.spec.{ts,tsx}',
        '<rootDir>/mfe-*/src/**/*.spec.{ts,tsx}',
      ],
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$'],
    },
    {
      ...preset,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/libs/*/src/**/*.int.spec.ts',
        '<rootDir>/services/*/src/**/*.int.spec.ts',
        '<rootDir>/e2e/api/**/*.spec.ts',
        '<rootDir>/e2e/deploy/**/*.spec.ts',
      ],
    },
    {
      ...preset,
      // the built shell and portals in headless Chromium against the real stack
      displayName: 'web',
      rootDir: __dirname,
      testMatch: ['<rootDir>/e2e/web/**/*.spec.ts'],
    },
  ],
};
