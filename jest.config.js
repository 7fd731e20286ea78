// Unit tests (pure, no I/O), integration tests (real Postgres and Redis, one fresh database per file) and
// component tests (React in jsdom with Testing Library, no browser).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Global on purpose: jest reads testTimeout from the root config only, not from a project.
  // Unit tests finish in milliseconds; integration tests wait on PostgreSQL, Redis and argon2.
  testTimeout: 60000,
  // Two files at a time, each with its own database and Redis prefix: jest's default (cores − 1) runs them one
  // after another on two cores, and an integration file spends much of its time waiting on PostgreSQL.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: [
        '<rootDir>/backend/src/**/*.unit.spec.ts',
        '<rootDir>/frontend/src/**/*.unit.spec.ts',
        '<rootDir>/tools/**/*.unit.spec.ts',
      ],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/backend/test/**/*.int.spec.ts'],
      setupFiles: ['<rootDir>/backend/test/support/isolate-orm-metadata.ts'],
      globalSetup: '<rootDir>/backend/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/backend/test/support/global-teardown.ts',
    },
    {
      displayName: 'component',
      testEnvironment: '<rootDir>/frontend/src/test/jsdom-environment.ts',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/frontend/src/**/*.component.spec.tsx'],
      moduleNameMapper: { '\\.module\\.css$': '<rootDir>/frontend/src/test/style-module.ts' },
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
      restoreMocks: true,
    },
  ],
};
