import { z } from 'zod';
import { redeliverEvent as redeliver } from '../../services/webhook-endpoints.ts';
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
  .output(z.object({ eventId: z.string(), deliveries: z.array(z.object({ id: z.string(), endpointId: z.string(), status: z.string() })) }))
  .mutation(async ({ ctx, input }) => ({ eventId: input.id, deliveries: await redeliver(ctx.db, ctx.principal, input.id, input.endpointId, ctx.deps.clock.now()) }));
