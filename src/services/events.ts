import type { DbOrTx } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

export type EventRow = typeof events.$inferSelect;

/** Where an event belongs: taken from the authenticated principal, never from input. */
export interface Partition {
  tenantId: string;
  environmentId: string;
}

/**
 * Append an event to the outbox. Call it with the transaction that makes the
 * change, so there is no change without its event and no event without its change.
 */
export async function recordEvent(tx: DbOrTx, partition: Partition, type: string, data: Record<string, unknown>): Promise<EventRow> {
  const [row] = await tx
    .insert(events)
    .values({ id: newId('event'), tenantId: partition.tenantId, environmentId: partition.environmentId, type, data })
    .returning();
  return row!;
}
