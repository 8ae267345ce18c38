import { z } from 'zod';
import type { DbOrTx } from '../../db/query.ts';
import type { Partition } from '../../services/events.ts';
import type { PageQuery, PaginationDeps } from '../../services/pagination.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import {
  getDelivery as readDelivery,
  listDeliveries as readDeliveries,
  type AttemptRow,
  type DeliveryWithAttempts,
} from '../../services/webhooks/deliveries.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { idParam, iso } from '../shared/schemas.ts';
import { deliveryDetailSchema, deliverySchema, endpointIdParam } from './webhook.types.ts';

export const deliveryIdParam = idParam('webhookDelivery', 'Must be a webhook delivery id (dlv_…).').meta({ description: 'Delivery id.' });

const toAttempt = (a: AttemptRow) => ({
  id: a.id,
  attemptedAt: iso(a.attemptedAt),
  statusCode: a.statusCode,
  durationMs: a.durationMs,
  error: a.error,
  nextRetryAt: a.nextRetryAt ? iso(a.nextRetryAt) : null,
});

function toDelivery({ delivery: d, eventType, attempts }: DeliveryWithAttempts, livemode: boolean) {
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
    livemode,
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

/** One page of an endpoint's delivery log with every attempt, as the API and the dashboard answer it. */
export async function deliveriesPage(db: DbOrTx, deps: PaginationDeps, scope: Partition & { livemode: boolean }, input: DeliveriesQuery) {
  const { id, status, ...query } = input;
  const page = await readDeliveries(db, deps, scope, id, query, { status });
  return { ...page, data: page.data.map((d) => toDelivery(d, scope.livemode)) };
}

/** One delivery with every attempt in full, as the API and the dashboard answer it. */
export async function deliveryDetail(db: DbOrTx, scope: Partition & { livemode: boolean }, endpointId: string, deliveryId: string) {
  const found = await readDelivery(db, scope, endpointId, deliveryId);
  return { ...toDelivery(found, scope.livemode), attempts: found.attempts.map(toAttemptDetail) };
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
