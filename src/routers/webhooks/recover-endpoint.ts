import { z } from 'zod';
import { keyActor } from '../../services/audit.ts';
import { recoverDeliveries, RECOVER_BATCH } from '../../services/webhooks/recover.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { isoInstant } from '../shared/schemas.ts';
import { endpointIdParam, recoverResultSchema } from './webhook.types.ts';

export const recoverInput = {
  since: isoInstant().meta({ description: 'Failed deliveries created at or after this instant (ISO 8601; at most 30 days ago) are sent again.' }),
};

export const recoverWebhookEndpoint = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/webhook-endpoints/{id}/recover',
      tags: ['Webhooks'],
      summary: 'Resend failed deliveries after an outage',
      description:
        'Queues every failed delivery of this endpoint created since `since` again, as new deliveries in event order, each once: a failed delivery is marked ' +
        `\`recoveredAt\` as it is queued, so a second recover (or two at once) never sends it twice. At most ${RECOVER_BATCH.toLocaleString('en')} per call, ` +
        'oldest first; call again while `hasMore`. Receivers see the same `webhook-id` as before. The endpoint must be enabled (409 `invalid_state`).',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: endpointIdParam, ...recoverInput }).strict())
  .output(recoverResultSchema)
  .mutation(({ ctx, input }) => recoverDeliveries(ctx.db, ctx.principal, input.id, input.since, keyActor(ctx.principal), ctx.deps.clock.now()));
