import { z } from 'zod';
import { memberActor } from '../../services/audit.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints as readEndpoints,
  MAX_ENDPOINTS_PER_ENVIRONMENT,
  redeliverEvent,
  updateEndpoint,
} from '../../services/webhooks/endpoints.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventIdParam } from '../events/event.types.ts';
import { objectId, pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { recoverDeliveries } from '../../services/webhooks/recover.ts';
import { sendTestEvent } from '../../services/webhooks/test-event.ts';
import { deliveriesPage, deliveryDetail, deliveryIdParam, deliveryStatusParam } from '../webhooks/deliveries.ts';
import { recoverInput } from '../webhooks/recover-endpoint.ts';
import { testEventType, toTestResult } from '../webhooks/test-endpoint.ts';
import {
  deliveryDetailSchema,
  deliverySchema,
  endpointDescription,
  endpointIdParam,
  endpointSchema,
  endpointPatchFields,
  endpointTargetUrl,
  endpointWithSecretOnceSchema,
  eventPatterns,
  recoverResultSchema,
  redeliveredSchema,
  testResultSchema,
  toEndpoint,
} from '../webhooks/webhook.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

export const listEndpoints = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/webhooks',
      tags: [TAG],
      summary: 'List webhook endpoints',
      description: `The environment's endpoints (at most ${MAX_ENDPOINTS_PER_ENVIRONMENT}), newest first, with cursor pagination like every list.`,
    },
  })
  .input(z.object({ environment: environmentParam, ...pageQueryShape }).strict())
  .output(pageOutput(endpointSchema))
  .query(async ({ ctx, input: { environment, ...query } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const now = ctx.deps.clock.now();
    const page = await readEndpoints(ctx.db, ctx.deps, env, query);
    return { ...page, data: page.data.map((r) => toEndpoint(r, env.livemode, now)) };
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
    errorCodes: ['invalid_state', 'url_not_allowed'],
    secretFields: ['secret'],
  })
  .input(z.object({ environment: environmentParam, url: endpointTargetUrl, events: eventPatterns, description: endpointDescription().optional() }).strict())
  .output(endpointWithSecretOnceSchema)
  .mutation(async ({ ctx, input: { environment, ...body } }) => {
    const now = ctx.deps.clock.now();
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const deps = { signingSecret: ctx.deps.signingSecret, targets: ctx.deps.webhookSender };
    const { row, secret } = await createEndpoint(ctx.db, env, body, deps, now, memberActor(ctx.session));
    return { ...toEndpoint(row, env.livemode, now), secret };
  });

export const updateWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/dashboard/webhooks/{id}',
      tags: [TAG],
      summary: 'Update a webhook endpoint',
      description:
        'Change its URL, events, description, or enable/disable it (enabling clears what the service set: `disabledReason`, `failingSince`). Written to the audit log.',
    },
    errorCodes: ['url_not_allowed'],
  })
  .input(
    z
      .object({
        environment: environmentParam,
        id: endpointIdParam,
        ...endpointPatchFields,
      })
      .strict(),
  )
  .output(endpointSchema)
  .mutation(async ({ ctx, input: { environment, id, ...patch } }) => {
    const now = ctx.deps.clock.now();
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    return toEndpoint(await updateEndpoint(ctx.db, env, id, patch, ctx.deps.webhookSender, memberActor(ctx.session), now), env.livemode, now);
  });

export const deleteWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/v1/dashboard/webhooks/{id}',
      tags: [TAG],
      summary: 'Delete a webhook endpoint',
      description: 'Its undelivered events are abandoned, visibly so in its delivery log (still readable). Written to the audit log.',
    },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam }).strict())
  .output(z.object({ id: objectId(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    await deleteEndpoint(ctx.db, env, input.id, memberActor(ctx.session), ctx.deps.clock.now());
    return { id: input.id, deleted: true as const };
  });

export const listWebhookDeliveries = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/webhooks/{id}/deliveries',
      tags: [TAG],
      summary: "An endpoint's delivery log",
      description: 'Newest first, each delivery with every attempt. Readable after the endpoint is deleted.',
    },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam, status: deliveryStatusParam.optional(), ...pageQueryShape }).strict())
  .output(pageOutput(deliverySchema))
  .query(async ({ ctx, input: { environment, ...query } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    return deliveriesPage(ctx.db, ctx.deps, env, query);
  });

export const getWebhookDelivery = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/webhooks/{id}/deliveries/{deliveryId}',
      tags: [TAG],
      summary: 'A delivery with its attempts in full',
      description: 'Every attempt with the request sent and a bounded excerpt of the answer (as `GET /v1/webhook-endpoints/{id}/deliveries/{deliveryId}`).',
    },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam, deliveryId: deliveryIdParam }).strict())
  .output(deliveryDetailSchema)
  .query(async ({ ctx, input }) => deliveryDetail(ctx.db, await resolveEnvironment(ctx.db, ctx.session, input.environment), input.id, input.deliveryId));

export const recoverWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/webhooks/{id}/recover',
      tags: [TAG],
      summary: 'Resend failed deliveries after an outage',
      description: 'As `POST /v1/webhook-endpoints/{id}/recover`: every failed delivery since `since` is queued again, each once. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam, ...recoverInput }).strict())
  .output(recoverResultSchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return recoverDeliveries(ctx.db, env, input.id, input.since, memberActor(ctx.session), ctx.deps.clock.now());
  });

export const testWebhook = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/webhooks/{id}/test',
      tags: [TAG],
      summary: 'Send a test event',
      description: 'As `POST /v1/webhook-endpoints/{id}/test`: an example event, signed like real ones, sent now; answers with the attempt. Nothing is stored.',
    },
  })
  .input(z.object({ environment: environmentParam, id: endpointIdParam, type: testEventType.optional() }).strict())
  .output(testResultSchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const deps = { signingSecret: ctx.deps.signingSecret, clock: ctx.deps.clock, sender: ctx.deps.webhookSender };
    return toTestResult(await sendTestEvent(ctx.db, env, input.id, input.type, deps));
  });

export const redeliver = memberProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/events/{eventId}/redeliver',
      tags: [TAG],
      summary: 'Redeliver an event',
      description:
        'Queues the event again, to `endpointId` when given (any enabled endpoint of the environment), otherwise to every enabled endpoint subscribed to its type. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, eventId: eventIdParam, endpointId: endpointIdParam.optional() }).strict())
  .output(redeliveredSchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const deliveries = await redeliverEvent(ctx.db, env, input.eventId, input.endpointId, memberActor(ctx.session), ctx.deps.clock.now());
    return { eventId: input.eventId, deliveries: deliveries.map((d) => ({ ...d, livemode: env.livemode })) };
  });
