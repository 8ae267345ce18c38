import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { events, webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Partition } from '../../services/events.ts';
import { keysetOrder, keysetWhere, pageOutput, pageQueryShape, paginate, type PageQuery, type PaginationDeps } from '../../services/pagination.ts';
import { getEndpoint } from '../../services/webhook-endpoints.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { iso } from '../shared/schemas.ts';
import { deliverySchema, endpointIdParam } from './webhook.types.ts';

export const deliveryStatusParam = z.enum(['pending', 'succeeded', 'failed', 'abandoned']);

type DeliveriesQuery = PageQuery & { id: string; status?: z.infer<typeof deliveryStatusParam> };

export const listDeliveries = keyProcedure('webhooks.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/webhook-endpoints/{id}/deliveries',
      tags: ['Webhooks'],
      summary: "An endpoint's delivery log",
      description: 'Newest first: each delivery with its status and every attempt (time, status code, duration, error, next retry). Readable after the endpoint is deleted.',
    },
  })
  .input(z.object({ id: endpointIdParam, ...pageQueryShape, status: deliveryStatusParam.optional() }).strict())
  .output(pageOutput(deliverySchema))
  .query(({ ctx, input }) => deliveriesPage(ctx.db, ctx.deps, ctx.principal, input));

/** One page of an endpoint's delivery log with every attempt; the API and the dashboard both list it. */
export async function deliveriesPage(db: DbOrTx, deps: PaginationDeps, principal: Partition, input: DeliveriesQuery) {
  await getEndpoint(db, principal, input.id, { includeDeleted: true });
  const base = and(eq(webhookDeliveries.endpointId, input.id), eq(webhookDeliveries.environmentId, principal.environmentId), input.status ? eq(webhookDeliveries.status, input.status) : undefined);
  const page = await paginate(deps, input, {
    scope: `deliveries:${input.id}:${input.status ?? '*'}`,
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
  return {
    ...page,
    data: page.data.map(({ delivery: d, eventType }) => ({
      id: d.id,
      endpointId: d.endpointId,
      eventId: d.eventId,
      eventType,
      status: d.status,
      attemptCount: d.attempts,
      nextAttemptAt: d.nextAttemptAt && d.status === 'pending' ? iso(d.nextAttemptAt) : null,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      attempts: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({ id: a.id, attemptedAt: iso(a.attemptedAt), statusCode: a.statusCode, durationMs: a.durationMs, error: a.error, nextRetryAt: a.nextRetryAt ? iso(a.nextRetryAt) : null })),
      createdAt: iso(d.createdAt),
    })),
  };
}
