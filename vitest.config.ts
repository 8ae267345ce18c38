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
    // Files share a worker's module cache: importing the app once per worker instead of once per file halves the suite
    // (PGlite pass 6½ → 2¾ min, Postgres 6 → 2 min on 2 cores). Safe because no test mutates module state or process.env
    // of another file: each builds its own app and database through test/helpers/harness.ts.
    isolate: false,
  },
});
