import { z } from 'zod';
import { keyActor } from '../../services/audit.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  MAX_ENDPOINTS_PER_ENVIRONMENT,
  rotateEndpointSecret,
  updateEndpoint,
} from '../../services/webhooks/endpoints.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { objectId, pageOutput, pageQueryShape } from '../shared/schemas.ts';
import {
  endpointDescription,
  endpointIdParam,
  endpointSchema,
  endpointPatchFields,
  endpointTargetUrl,
  endpointWithSecretOnceSchema,
  eventPatterns,
  toEndpoint,
} from './webhook.types.ts';

export const createWebhookEndpoint = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/webhook-endpoints',
      tags: ['Webhooks'],
      summary: 'Create a webhook endpoint',
      description:
        'Returns the endpoint with its `whsec_` signing secret, shown this once. It receives events created from now on. ' +
        `An environment has at most ${MAX_ENDPOINTS_PER_ENVIRONMENT} endpoints (409 \`invalid_state\` beyond; deleted ones do not count). ` +
        'Honours `Idempotency-Key`; ' +
        'a replay omits `secret` (`Idempotent-Omitted` says so). ' +
        'A URL whose host is an address webhooks may not reach is 400 `url_not_allowed`; unknown event types are 400 `validation_failed` naming the entry.',
    },
    errorCodes: ['invalid_state', 'url_not_allowed'],
    secretFields: ['secret'],
  })
  .input(z.object({ url: endpointTargetUrl, events: eventPatterns, description: endpointDescription().optional(), enabled: z.boolean().optional() }).strict())
  .output(endpointWithSecretOnceSchema)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.deps.clock.now();
    const deps = { signingSecret: ctx.deps.signingSecret, targets: ctx.deps.webhookSender };
    const { row, secret } = await createEndpoint(ctx.db, ctx.principal, input, deps, now, keyActor(ctx.principal));
    return { ...toEndpoint(row, ctx.principal.livemode, now), secret };
  });

export const listWebhookEndpoints = keyProcedure('webhooks.read')
  .meta({ openapi: { method: 'GET', path: '/v1/webhook-endpoints', tags: ['Webhooks'], summary: 'List webhook endpoints', description: 'Newest first.' } })
  .input(
    z
      .object({ ...pageQueryShape })
      .strict()
      .optional(),
  )
  .output(pageOutput(endpointSchema))
  .query(async ({ ctx, input = {} }) => {
    const now = ctx.deps.clock.now();
    const page = await listEndpoints(ctx.db, ctx.deps, ctx.principal, input);
    return { ...page, data: page.data.map((row) => toEndpoint(row, ctx.principal.livemode, now)) };
  });

export const getWebhookEndpoint = keyProcedure('webhooks.read')
  .meta({ openapi: { method: 'GET', path: '/v1/webhook-endpoints/{id}', tags: ['Webhooks'], summary: 'Retrieve a webhook endpoint' } })
  .input(z.object({ id: endpointIdParam }).strict())
  .output(endpointSchema)
  .query(async ({ ctx, input }) => toEndpoint(await getEndpoint(ctx.db, ctx.principal, input.id), ctx.principal.livemode, ctx.deps.clock.now()));

export const updateWebhookEndpoint = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/webhook-endpoints/{id}',
      tags: ['Webhooks'],
      summary: 'Update a webhook endpoint',
      description:
        'Enabling an endpoint the service disabled (`gone` or `failing`) clears `disabledReason` and `failingSince`; then `recover` resends what failed meanwhile.',
    },
    errorCodes: ['url_not_allowed'],
  })
  .input(
    z
      .object({
        id: endpointIdParam,
        ...endpointPatchFields,
      })
      .strict(),
  )
  .output(endpointSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => {
    const now = ctx.deps.clock.now();
    const row = await updateEndpoint(ctx.db, ctx.principal, id, patch, ctx.deps.webhookSender, keyActor(ctx.principal), now);
    return toEndpoint(row, ctx.principal.livemode, now);
  });

export const deleteWebhookEndpoint = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/v1/webhook-endpoints/{id}',
      tags: ['Webhooks'],
      summary: 'Delete a webhook endpoint',
      description: 'Permanently removes the endpoint. Undelivered events for it are abandoned, visibly so in its delivery log (still readable).',
    },
  })
  .input(z.object({ id: endpointIdParam }).strict())
  .output(z.object({ id: objectId(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteEndpoint(ctx.db, ctx.principal, input.id, keyActor(ctx.principal), ctx.deps.clock.now());
    return { id: input.id, deleted: true as const };
  });

export const rotateWebhookSecret = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/webhook-endpoints/{id}/rotate-secret',
      tags: ['Webhooks'],
      summary: "Rotate an endpoint's signing secret",
      description:
        'Returns the new secret, shown this once. For 24 hours deliveries carry two signatures (new and previous) in `webhook-signature`, ' +
        'so receivers can switch without losing events. ' +
        'An Idempotency-Key replay omits `secret` (`Idempotent-Omitted` says so).',
    },
    errorCodes: ['invalid_state'],
    secretFields: ['secret'],
  })
  .input(z.object({ id: endpointIdParam }).strict())
  .output(endpointWithSecretOnceSchema)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.deps.clock.now();
    const { row, secret } = await rotateEndpointSecret(ctx.db, ctx.principal, input.id, ctx.deps.signingSecret, keyActor(ctx.principal), now);
    return { ...toEndpoint(row, ctx.principal.livemode, now), secret };
  });
