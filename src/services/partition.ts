import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Where a row belongs: a tenant's environment, taken from the authenticated principal (or the dashboard's switch), never from input. */
export interface Partition {
  tenantId: string;
  environmentId: string;
}

/**
 * The one filter that keeps a query inside a tenant's environment: every
 * tenant table has both columns (STYLE convention 3), and reads filter on both
 * so that an id from another tenant is simply not found.
 */
export function inPartition(table: { tenantId: PgColumn; environmentId: PgColumn }, partition: Partition): SQL {
  return and(eq(table.environmentId, partition.environmentId), eq(table.tenantId, partition.tenantId))!;
}
