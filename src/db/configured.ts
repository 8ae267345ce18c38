import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { acquireEmbeddedLock } from './lock.ts';

/**
 * Open the configured database, holding the embedded-database lock when it is PGlite on disk. `thread`: the
 * embedded database on its own thread, as the server runs it (EMBEDDED_DATABASE_THREAD); the CLI keeps it in-process.
 */
export async function openConfiguredDatabase(config: Config, opts: { thread?: boolean } = {}): Promise<{ database: Database; release: () => void }> {
  const onDisk = !config.databaseUrl;
  const release = onDisk ? acquireEmbeddedLock(config.dataDir) : () => {};
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      directUrl: config.databaseDirectUrl,
      prepare: config.databasePrepare,
      thread: opts.thread,
    });
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
