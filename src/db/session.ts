import type { ReservedSql } from 'postgres';
import type { Db } from './query.ts';

/**
 * One connection of a PostgreSQL pool, held for the length of `work`: for what needs a session rather than a
 * statement — a session-level advisory lock held across statements, or a statement that refuses to run inside a
 * transaction (REINDEX CONCURRENTLY), which a pool would hand to any connection. Undefined on the embedded
 * database (a single session already, and one that maintenance must not hold).
 */
export async function onOneConnection<T>(db: Db, work: (session: ReservedSql) => Promise<T>): Promise<T | undefined> {
  // drizzle's postgres-js handle carries its client; PGlite's carries one without reserve().
  const client = (db as { $client?: { reserve?: () => Promise<ReservedSql> } }).$client;
  if (typeof client?.reserve !== 'function') return undefined;
  const session = await client.reserve();
  try {
    return await work(session);
  } finally {
    session.release();
  }
}
