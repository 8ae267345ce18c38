import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { events } from '../db/schema/index.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { eventTypesMatching } from './event-types.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { inPartition, type Partition } from './partition.ts';

// Services have imported Partition from here since before partition.ts existed.
export type { Partition };

export type EventRow = typeof events.$inferSelect;

/**
 * Append an event to the outbox. Call it with the transaction that makes the
 * change, so there is no change without its event and no event without its change.
 */
export async function recordEvent(tx: DbOrTx, partition: Partition, type: string, data: Record<string, unknown>): Promise<void> {
  // Nothing returned: no caller reads the row back, and a RETURNING * of the jsonb data is work for nothing.
  await tx.insert(events).values({ id: newId('event'), tenantId: partition.tenantId, environmentId: partition.environmentId, type, data });
}

export async function getEvent(db: DbOrTx, partition: Partition, id: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), inPartition(events, partition)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such event: ${id}` });
  return row;
}

/** The same filter endpoints subscribe with: one type, `*`, or `prefix.*` (expanded to the catalogue's types, so the index serves it). */
function typeFilter(type: string | undefined) {
  if (!type || type === '*') return undefined;
  return type.endsWith('.*') ? inArray(events.type, eventTypesMatching(type)) : eq(events.type, type);
}

/** The environment's outbox, newest first; cursors are bound to the type filter. */
export function listEvents(db: DbOrTx, deps: PaginationDeps, partition: Partition, query: PageQuery, filters: { type?: string }): Promise<Page<EventRow>> {
  const base = and(inPartition(events, partition), typeFilter(filters.type));
  return paginate(deps, query, {
    scope: `events:${partition.environmentId}:${filters.type ?? '*'}`,
    idPattern: idPattern('event'),
    fetch: (keyset) =>
      db
        .select()
        .from(events)
        .where(keysetWhere(events.id, keyset, base))
        .orderBy(keysetOrder(events.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}
