/**
 * A first start killed part way (test/db-template.test.ts): makes the data directory argv[2] from the template
 * argv[3] (`initdb`: without one) and, given argv[4], kills its own process (SIGKILL, no clean-up of any kind)
 * once that many files are copied. initdb, synchronous inside WASM, is killed from outside by the test.
 */
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';
import { createCluster } from '../../src/db/pglite-template.ts';

const [pgdata, template, after] = process.argv.slice(2);
await createCluster(pgdata!, {
  template: template === 'initdb' ? false : template!,
  migrationsFolder: MIGRATIONS_FOLDER,
  onCopied: (files) => {
    if (files === Number(after)) process.kill(process.pid, 'SIGKILL');
  },
});
process.exit(0);
