import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { events, webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { AppError } from '../../errors.ts';
import type { Partition } from '../events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { getEndpoint } from './endpoints.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery with its event's type and every attempt, oldest first. */
export interface DeliveryWithAttempts {
  delivery: DeliveryRow;
  eventType: string;
  attempts: AttemptRow[];
}

export type DeliveryStatusFilter = 'pending' | 'succeeded' | 'failed' | 'abandoned';

/** One page of an endpoint's delivery log, newest first; readable after the endpoint is deleted. The API and the dashboard both list it. */
export async function listDeliveries(
  db: DbOrTx,
  deps: PaginationDeps,
  scope: Partition,
  endpointId: string,
  query: PageQuery,
  filters: { status?: DeliveryStatusFilter },
): Promise<Page<DeliveryWithAttempts>> {
  await getEndpoint(db, scope, endpointId, { includeDeleted: true });
  const base = and(
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.environmentId, scope.environmentId),
    filters.status ? eq(webhookDeliveries.status, filters.status) : undefined,
  );
  const page = await paginate(deps, query, {
    scope: `deliveries:${endpointId}:${filters.status ?? '*'}`,
    idPattern: idPattern('webhookDelivery'),
    fetch: (keyset) =>
      db
        .select({ delivery: webhookDeliveries, eventType: events.type })
        .from(webhookDeliveries)
        .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
        .where(keysetWhere(webhookDeliveries.id, keyset, base))
        .orderBy(keysetOrder(webhookDeliveries.id, keyset))
        .limit(keyset.take)
        .then((rows) => rows.map((r) => ({ id: r.delivery.id, ...r }))),
    map: (row) => row,
  });
  const ids = page.data.map((r) => r.id);
  const attempts = ids.length ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(webhookAttempts.id) : [];
  const data = page.data.map(({ delivery, eventType }) => ({ delivery, eventType, attempts: attempts.filter((a) => a.deliveryId === delivery.id) }));
  return { ...page, data };
}

/** One delivery of one endpoint with every attempt in full. */
export async function getDelivery(db: DbOrTx, scope: Partition, endpointId: string, deliveryId: string): Promise<DeliveryWithAttempts> {
  await getEndpoint(db, scope, endpointId, { includeDeleted: true });
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.environmentId, scope.environmentId)));
  if (!row) throw new AppError('not_found', { param: 'deliveryId', message: `No such delivery: ${deliveryId}` });
  const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.id);
  return { ...row, attempts };
}
