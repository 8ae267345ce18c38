import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../db/schema/index.ts';
import { keyActor } from '../../services/audit.ts';
import { MAX_ENDPOINTS_PER_ENVIRONMENT, redeliverEvent as redeliver } from '../../services/webhooks/endpoints.ts';
import { objectId } from '../shared/schemas.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { endpointIdParam } from '../webhooks/webhook.types.ts';
import { eventIdParam } from './event.types.ts';

export const redeliverEvent = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/events/{id}/redeliver',
      tags: ['Events'],
      summary: 'Redeliver an event',
      description:
        'Queues the event again, to `endpointId` when given (any enabled endpoint of the environment), otherwise to every enabled endpoint subscribed to its type. ' +
        'The `webhook-id` header stays the event id, so receivers can deduplicate.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: eventIdParam, endpointId: endpointIdParam.optional() }).strict())
  .output(
    z.object({
      eventId: objectId(),
      // One per endpoint, and an environment has at most MAX_ENDPOINTS_PER_ENVIRONMENT.
      deliveries: z.array(z.object({ id: objectId(), endpointId: objectId(), status: z.enum(DELIVERY_STATUSES) })).max(MAX_ENDPOINTS_PER_ENVIRONMENT),
    }),
  )
  .mutation(async ({ ctx, input }) => ({
    eventId: input.id,
    deliveries: await redeliver(ctx.db, ctx.principal, input.id, input.endpointId, keyActor(ctx.principal), ctx.deps.clock.now()),
  }));
