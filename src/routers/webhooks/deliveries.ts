import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { events, webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Partition } from '../../services/events.ts';
import { keysetOrder, keysetWhere, paginate, type PageQuery, type PaginationDeps } from '../../services/pagination.ts';
import { getEndpoint } from '../../services/webhook-endpoints.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { AppError } from '../../errors.ts';
import { deliveryDetailSchema, deliverySchema, endpointIdParam } from './webhook.types.ts';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

export const deliveryIdParam = idParam('webhookDelivery', 'Must be a webhook delivery id (dlv_…).').meta({ description: 'Delivery id.' });

const toAttempt = (a: AttemptRow) => ({
  id: a.id,
  attemptedAt: iso(a.attemptedAt),
  statusCode: a.statusCode,
  durationMs: a.durationMs,
  error: a.error,
  nextRetryAt: a.nextRetryAt ? iso(a.nextRetryAt) : null,
});

function toDelivery(d: DeliveryRow, eventType: string, attempts: AttemptRow[]) {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType,
    status: d.status,
    attemptCount: d.attempts,
    nextAttemptAt: d.nextAttemptAt && d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    recoveredAt: d.recoveredAt ? iso(d.recoveredAt) : null,
    attempts: attempts.map(toAttempt),
    createdAt: iso(d.createdAt),
  };
}

/** An attempt in full: what was sent and what came back (null once the details have been cleared). */
export const toAttemptDetail = (a: AttemptRow) => ({
  ...toAttempt(a),
  request: a.requestBody !== null && a.requestUrl !== null ? { url: a.requestUrl, headers: a.requestHeaders ?? {}, body: a.requestBody } : null,
  response:
    a.responseHeaders !== null
      ? { headers: a.responseHeaders, body: a.responseBody, bodyTruncated: a.responseBodyTruncated, bodyBinary: a.responseBodyBinary }
      : null,
});

export const deliveryStatusParam = z.enum(['pending', 'succeeded', 'failed', 'abandoned']);

type DeliveriesQuery = PageQuery & { id: string; status?: z.infer<typeof deliveryStatusParam> };

export const listDeliveries = keyProcedure('webhooks.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/webhook-endpoints/{id}/deliveries',
      tags: ['Webhooks'],
      summary: "An endpoint's delivery log",
      description:
        'Newest first: each delivery with its status and every attempt (time, status code, duration, error, next retry). ' +
        'The request and response of each attempt are on the delivery itself (`GET …/deliveries/{deliveryId}`). Readable after the endpoint is deleted.',
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
  return { ...page, data: page.data.map(({ delivery: d, eventType }) => toDelivery(d, eventType, attempts.filter((a) => a.deliveryId === d.id))) };
}

/** One delivery of one endpoint with every attempt in full; the API and the dashboard both read it. */
export async function deliveryDetail(db: DbOrTx, principal: Partition, endpointId: string, deliveryId: string) {
  await getEndpoint(db, principal, endpointId, { includeDeleted: true });
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.environmentId, principal.environmentId)));
  if (!row) throw new AppError('not_found', { param: 'deliveryId', message: `No such delivery: ${deliveryId}` });
  const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.id);
  return { ...toDelivery(row.delivery, row.eventType, attempts), attempts: attempts.map(toAttemptDetail) };
}

export const getDelivery = keyProcedure('webhooks.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/webhook-endpoints/{id}/deliveries/{deliveryId}',
      tags: ['Webhooks'],
      summary: 'Retrieve a delivery with its attempts in full',
      description:
        'Every attempt with the request we sent (URL, headers, body) and what came back: status, headers (at most 40) and the first 4 KiB of the body when it is text. ' +
        'Echoes of the signing secret are redacted. Bodies and headers are kept 30 days; after that the attempt keeps its status, timing and error.',
    },
  })
  .input(z.object({ id: endpointIdParam, deliveryId: deliveryIdParam }).strict())
  .output(deliveryDetailSchema)
  .query(({ ctx, input }) => deliveryDetail(ctx.db, ctx.principal, input.id, input.deliveryId));
