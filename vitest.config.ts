import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own PGlite (or shares the CI Postgres); two cores, so two workers.
    pool: 'forks',
    maxWorkers: 2,
  },
});
