import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { rekeyEmails, type MigrationLog } from './data-migrations.ts';
import { trackHandle } from './handle.ts';
import { ensureCluster, type ClusterCreated } from './pglite-template.ts';
import { PGliteThread } from './pglite-thread.ts';
import type { Db } from './query.ts';
import * as schema from './schema/index.ts';

// Spelled from the repository root so it also holds in the compiled server (dist/server/index.mjs, two levels down as well).
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Where the data lives, for the startup log (never includes a password). */
  location: string;
  /** Set when this open made a new embedded database: how (src/db/pglite-template.ts). */
  created?: ClusterCreated;
  /** The SQL migrations, then the data migrations (src/db/data-migrations.ts); `log` hears what an operator must act on. */
  migrate(log?: MigrationLog): Promise<void>;
  close(): Promise<void>;
  /** The embedded database on its own thread: settles if that thread dies, after which every query fails (src/db/pglite-thread.ts). */
  lost?: Promise<Error>;
  /** The embedded database on its own thread: callers' statements waiting for it (background loops hold back while any do). */
  foregroundWaiting?: () => number;
}

/** Any number works as long as every process uses the same one. */
const MIGRATION_LOCK_ID = 7_310_214;

export interface OpenOptions {
  /** postgres:// URL, `memory://`, or undefined for PGlite persisted in dataDir. */
  url?: string;
  dataDir?: string;
  /** Start from a dump of an already migrated data dir (tests, `memory://`). */
  loadDataDir?: Blob;
  /** A new data directory on disk starts from this template directory (default dist/pglite-template), or from initdb with `false`. */
  template?: string | false;
  /** PGlite's migrations, default src/db/migrations (tests and the template build may use another). */
  migrationsFolder?: string;
  maxConnections?: number;
  /** Where migrations run, when `url` goes through a transaction pooler (DATABASE_DIRECT_URL). */
  directUrl?: string;
  /** Named prepared statements (default true); false behind a pooler that cannot keep them (DATABASE_PREPARE). */
  prepare?: boolean;
  /** The embedded database on its own worker thread (src/db/pglite-thread.ts): the server's default; tests run it in-process. */
  thread?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url && opts.url !== 'memory://') return openPostgres(opts.url, opts.maxConnections ?? 10, opts.directUrl ?? opts.url, opts.prepare ?? true);
  return openPglite(opts);
}

function openPostgres(url: string, max: number, directUrl: string, prepare: boolean): Database {
  // connect_timeout: a database that does not answer is a 503 within seconds (src/db/unavailable.ts), not a 30-second hang.
  const client = postgres(url, { max, prepare, connect_timeout: 5, onnotice: () => {}, connection: { application_name: 'escrow-platform' } });
  const db = trackHandle(drizzlePostgres(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    location: postgresLocation(url),
    async migrate(log) {
      // Several processes may start at once: serialize migrations under a session
      // advisory lock, on a one-connection client so lock and migration share a session
      // (so not through a transaction pooler: DATABASE_DIRECT_URL, docs/operations.md).
      const single = postgres(directUrl, { max: 1, prepare, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        try {
          await migratePostgres(drizzlePostgres(single), { migrationsFolder: MIGRATIONS_FOLDER });
          await rekeyEmails(drizzlePostgres(single, { schema }) as unknown as Db, log);
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const inMemory = opts.url === 'memory://';
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_FOLDER;
  let dataDir: string | undefined;
  let created: ClusterCreated | undefined;
  if (!inMemory) {
    if (opts.loadDataDir) throw new Error('loadDataDir is for memory://; a new data directory on disk starts from the template');
    dataDir = `${opts.dataDir ?? './.data'}/pglite`;
    // Never initdb in place: a process killed meanwhile would leave half a database that later opens as if whole.
    created = await ensureCluster(dataDir, { template: opts.template, migrationsFolder });
  }
  const options = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
  // The thread speaks the part of PGlite's interface drizzle uses.
  const thread = opts.thread ? await PGliteThread.create(dataDir, options) : undefined;
  const client = thread ? (thread as unknown as PGlite) : await PGlite.create(dataDir, options);
  const db = trackHandle(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    location: `${inMemory ? 'memory://' : `pglite:${dataDir}`}${opts.thread ? ' (own thread)' : ''}`,
    ...(created ? { created } : {}),
    ...(thread ? { lost: thread.lost, foregroundWaiting: () => thread.foregroundWaiting } : {}),
    async migrate(log) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await rekeyEmails(db, log);
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * A postgres URL for the startup log: hosts and database, never the user or password. Several hosts
 * (`postgres://u:p@h1:5432,h2:5432/db?target_session_attrs=read-write`) are not a WHATWG URL, so it is cut by hand.
 */
export function postgresLocation(url: string): string {
  const match = /^postgres(?:ql)?:\/\/(?:[^@/?#]*@)?([^/?#]*)(\/[^?#]*)?/.exec(url);
  return `postgres://${match?.[1] ?? ''}${match?.[2] ?? ''}`;
}

/** Cheap round trip used by /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
