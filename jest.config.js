// One jest run for the whole repository; the projects split tests by what they need.
const preset = require('./jest.preset');

// The integration and web projects share ONE stack per run, started by the global setup of whichever
// runs first (e2e/support/global-setup.ts; the web project's also launches Chromium); the same
// teardown module for both, so jest runs it once.
const sharedStack = (setup) => ({
  globalSetup: `<rootDir>/e2e/support/${setup}`,
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
});

module.exports = {
  // testTimeout is a global option: inside a project entry jest ignores it. Tests with a private
  // stack start real processes on a 2-core machine.
  testTimeout: 120000,
  // the cost report (step times, slowest files, stack starts) before jest's summary, which stays last
  reporters: ['<rootDir>/e2e/support/cost-reporter.js', 'default'],
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
        '<rootDir>/tools/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$'],
    },
    {
      ...preset,
      displayName: 'integration',
      rootDir: __dirname,
      ...sharedStack('global-setup.ts'),
      setupFilesAfterEnv: ['<rootDir>/e2e/support/service-test-setup.ts'],
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
      ...sharedStack('global-setup-web.ts'),
      setupFilesAfterEnv: ['<rootDir>/e2e/support/web-setup.ts'],
      testMatch: ['<rootDir>/e2e/web/**/*.spec.ts'],
    },
  ],
};
