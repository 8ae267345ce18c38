import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { events, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { EventConsumer } from '../emails/compose.ts';
import { matchesEventType } from '../event-types.ts';

/**
 * Fan-out, the first phase of a worker's round: claim up to `limit` undispatched
 * outbox events with FOR UPDATE SKIP LOCKED (several workers never take one event
 * twice) and turn each into one delivery per matching endpoint, in one
 * transaction. An endpoint gets only the events that happened after it was
 * created. `consumers` (the party emails) see the same batch in the same
 * transaction, so they too take each event exactly once; a consumer's
 * failure is rolled back alone and reported. Returns how many events it took.
 */
export async function dispatchEventBatch(
  db: Db,
  clock: Clock,
  limit: number,
  consumers: readonly EventConsumer[] = [],
  onConsumerError: (error: unknown) => void = () => {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: events.id, tenantId: events.tenantId, environmentId: events.environmentId, type: events.type, createdAt: events.createdAt })
      .from(events)
      .where(isNull(events.dispatchedAt))
      .orderBy(asc(events.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (batch.length === 0) return 0;
    const now = clock.now();
    const envIds = [...new Set(batch.map((e) => e.environmentId))];
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        environmentId: webhookEndpoints.environmentId,
        events: webhookEndpoints.events,
        createdAt: webhookEndpoints.createdAt,
      })
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.environmentId, envIds), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)));
    const deliveries = batch.flatMap((event) =>
      endpoints
        .filter((w) => w.environmentId === event.environmentId && w.createdAt <= event.createdAt && matchesEventType(w.events, event.type))
        .map((w) => ({
          id: newId('webhookDelivery'),
          tenantId: event.tenantId,
          environmentId: event.environmentId,
          endpointId: w.id,
          eventId: event.id,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })),
    );
    for (let i = 0; i < deliveries.length; i += 2000) await tx.insert(webhookDeliveries).values(deliveries.slice(i, i + 2000));
    // Each consumer in a savepoint: one that fails loses its own work for this batch, never the webhooks'.
    for (const consume of consumers) {
      try {
        await tx.transaction((savepoint) => consume(savepoint, batch, now));
      } catch (error) {
        onConsumerError(error);
      }
    }
    await tx
      .update(events)
      .set({ dispatchedAt: now })
      .where(
        inArray(
          events.id,
          batch.map((e) => e.id),
        ),
      );
    return batch.length;
  });
}
