/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// TS/TSX through swc to CommonJS; msw's ESM-only dependencies must be transpiled on Node 20.
const shared: Config = {
  transform: {
    '^.+\\.m?[tj]sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|p-limit|yocto-queue)/)',
  ],
};

const config: Config = {
  // Integration suites start a sandbox and a gateway in beforeAll (~1 s alone); on a loaded CI
  // machine running every worker at once that went past jest's 5 s default.
  testTimeout: 30_000,
  // Jest keeps one core for itself by default (one worker on two cores), yet its main process idles
  // while workers run: two workers use both cores, and overlap the suites that wait on timers.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/gateway/**/*.test.ts',
        '<rootDir>/sandbox/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
      moduleNameMapper: { '\\.(css|scss)$': '<rootDir>/client/test/style-stub.ts' },
    },
  ],
};

export default config;
