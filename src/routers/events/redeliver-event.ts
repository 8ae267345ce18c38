import { z } from 'zod';
import { keyActor } from '../../services/audit.ts';
import { redeliverEvent as redeliver } from '../../services/webhooks/endpoints.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { endpointIdParam, redeliveredSchema } from '../webhooks/webhook.types.ts';
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
  .output(redeliveredSchema)
  .mutation(async ({ ctx, input }) => {
    const deliveries = await redeliver(ctx.db, ctx.principal, input.id, input.endpointId, keyActor(ctx.principal), ctx.deps.clock.now());
    return { eventId: input.id, deliveries: deliveries.map((d) => ({ ...d, livemode: ctx.principal.livemode })) };
  });
