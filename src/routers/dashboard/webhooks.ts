import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_STATUSES, webhookEndpoints } from '../../db/schema/index.ts';
import { recordAudit } from '../../services/audit.ts';
import { pageOutput, pageQueryShape } from '../../services/pagination.ts';
import { createEndpoint, deleteEndpoint, getEndpoint, MAX_ENDPOINTS_PER_ENVIRONMENT, redeliverEvent, updateEndpoint, type EndpointRow } from '../../services/webhook-endpoints.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventIdParam } from '../events/event.types.ts';
import { objectId } from '../shared/schemas.ts';
import { deliveriesPage, deliveryStatusParam } from '../webhooks/deliveries.ts';
import { deliverySchema, endpointDescription, endpointIdParam, endpointSchema, endpointUrl, endpointWithSecretSchema, eventPatterns, toEndpoint } from '../webhooks/webhook.types.ts';
import { actorOf, environmentParam, resolveEnvironment, TAG } from './shared.ts';

const url = endpointUrl().meta({ description: 'Where to POST events. Live endpoints: https and a public address; sandbox may use http and local addresses.' });

/** What the audit log shows of an endpoint: never its signing secret. */
const endpointAudit = (e: EndpointRow) => ({ url: e.url, events: e.events, description: e.description, enabled: e.enabled });

export const listEndpoints = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/webhooks', tags: [TAG], summary: 'List webhook endpoints', description: `Every endpoint of the environment (at most ${MAX_ENDPOINTS_PER_ENVIRONMENT}), newest first.` } })
  .input(z.object({ environment: environmentParam }).strict())
  .output(z.object({ data: z.array(endpointSchema).max(MAX_ENDPOINTS_PER_ENVIRONMENT) }))
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const now = ctx.deps.clock.now();
    const rows = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.environmentId, env.environmentId), eq(webhookEndpoints.tenantId, env.tenantId), isNull(webhookEndpoints.deletedAt)))
      .orderBy(desc(webhookEndpoints.id))
      .limit(MAX_ENDPOINTS_PER_ENVIRONMENT);
    return { data: rows.map((r) => toEndpoint(r, env.livemode, now)) };
  });

export const createWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/webhooks',
      tags: [TAG],
      summary: 'Create a webhook endpoint',
      description: `Returns the endpoint with its \`whsec_\` signing secret, shown this once. At most ${MAX_ENDPOINTS_PER_ENVIRONMENT} per environment (409 \`invalid_state\` beyond). Written to the audit log (without the secret).`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, url, events: eventPatterns, description: endpointDescription().optional() }).strict())
  .output(endpointWithSecretSchema)
  .mutation(async ({ ctx, input: { environment, ...body } }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    return ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, environment);
      const { row, secret } = await createEndpoint(tx, env, body, ctx.deps.signingSecret, now);
      await recordAudit(tx, actorOf(session), { tenantId: env.tenantId, environmentId: env.environmentId, action: 'webhook_endpoint.created', targetType: 'webhook_endpoint', targetId: row.id, after: endpointAudit(row) }, now);
      return { ...toEndpoint(row, env.livemode, now), secret };
    });
  });

export const updateWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: { method: 'PATCH', path: '/v1/dashboard/webhooks/{id}', tags: [TAG], summary: 'Update a webhook endpoint', description: 'Change its URL, events, description, or enable/disable it. Written to the audit log.' },
  })
  .input(
    z
      .object({ environment: environmentParam, id: endpointIdParam, url: url.optional(), events: eventPatterns.optional(), description: endpointDescription().nullable().optional(), enabled: z.boolean().optional() })
      .strict(),
  )
  .output(endpointSchema)
  .mutation(async ({ ctx, input: { environment, id, ...patch } }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    return ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, environment);
      const before = await getEndpoint(tx, env, id);
      const after = await updateEndpoint(tx, env, id, patch, now);
      await recordAudit(tx, actorOf(session), { tenantId: env.tenantId, environmentId: env.environmentId, action: 'webhook_endpoint.updated', targetType: 'webhook_endpoint', targetId: id, before: endpointAudit(before), after: endpointAudit(after) }, now);
      return toEndpoint(after, env.livemode, now);
    });
  });

export const deleteWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: { method: 'DELETE', path: '/v1/dashboard/webhooks/{id}', tags: [TAG], summary: 'Delete a webhook endpoint', description: 'Its undelivered events are abandoned, visibly so in its delivery log (still readable). Written to the audit log.' },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam }).strict())
  .output(z.object({ id: objectId(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    await ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, input.environment);
      const before = await getEndpoint(tx, env, input.id);
      await deleteEndpoint(tx, env, input.id, now);
      await recordAudit(tx, actorOf(session), { tenantId: env.tenantId, environmentId: env.environmentId, action: 'webhook_endpoint.deleted', targetType: 'webhook_endpoint', targetId: input.id, before: endpointAudit(before), after: null }, now);
    });
    return { id: input.id, deleted: true as const };
  });

export const listWebhookDeliveries = memberProcedure('dashboard.read')
  .meta({
    openapi: { method: 'GET', path: '/v1/dashboard/webhooks/{id}/deliveries', tags: [TAG], summary: "An endpoint's delivery log", description: 'Newest first, each delivery with every attempt. Readable after the endpoint is deleted.' },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam, status: deliveryStatusParam.optional(), ...pageQueryShape }).strict())
  .output(pageOutput(deliverySchema))
  .query(async ({ ctx, input: { environment, ...query } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    return deliveriesPage(ctx.db, ctx.deps, env, query);
  });

export const redeliver = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/events/{eventId}/redeliver',
      tags: [TAG],
      summary: 'Redeliver an event',
      description: 'Queues the event again, to `endpointId` when given (any enabled endpoint of the environment), otherwise to every enabled endpoint subscribed to its type. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, eventId: eventIdParam, endpointId: endpointIdParam.optional() }).strict())
  .output(
    z.object({
      eventId: objectId(),
      deliveries: z.array(z.object({ id: objectId(), endpointId: objectId(), status: z.enum(DELIVERY_STATUSES) })).max(MAX_ENDPOINTS_PER_ENVIRONMENT),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    return ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, input.environment);
      const deliveries = await redeliverEvent(tx, env, input.eventId, input.endpointId, now);
      await recordAudit(
        tx,
        actorOf(session),
        { tenantId: env.tenantId, environmentId: env.environmentId, action: 'event.redelivered', targetType: 'event', targetId: input.eventId, after: { endpointIds: deliveries.map((d) => d.endpointId) } },
        now,
      );
      return { eventId: input.eventId, deliveries };
    });
  });
