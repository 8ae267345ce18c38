/**
 * The database types services take and the one raw-query helper, apart from
 * the driver setup in client.ts so that what runs during migrations
 * (data-migrations.ts) can use them without importing the code that runs it.
 */
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services take `Db` and never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A plain connection or an open transaction: what services accept. */
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL query on either driver (postgres.js returns an array, PGlite `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
