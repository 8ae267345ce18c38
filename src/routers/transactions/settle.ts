import { z } from 'zod';
import { loadParties } from '../../services/transactions/parties.ts';
import { settle } from '../../services/transactions/transitions.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { toTransaction, transactionIdParam, transactionSchema } from './transaction.types.ts';

function settleProcedure(action: 'release' | 'refund', description: string) {
  return keyProcedure('transactions.write')
    .meta({
      openapi: {
        method: 'POST',
        path: `/v1/transactions/{id}/${action}`,
        tags: ['Transactions'],
        summary: `${action === 'release' ? 'Release' : 'Refund'} a funded transaction`,
        description,
      },
      errorCodes:
        action === 'release' ? ['invalid_state', 'sanctions_hold', 'user_disabled', 'test_clock_advancing'] : ['invalid_state', 'test_clock_advancing'],
    })
    .input(z.object({ id: transactionIdParam, reason: z.string().trim().min(1).max(LIMITS.shortText).optional() }).strict())
    .output(transactionSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await settle(ctx.db, ctx.principal, input.id, action, ctx.deps.clock.now(), { reason: input.reason });
      return toTransaction(row, await loadParties(ctx.db, ctx.principal, [row]), ctx.principal.livemode);
    });
}

export const releaseTransaction = settleProcedure(
  'release',
  'funded → released: the funds go to the seller. Your backend may move the money either way (the parties on their hosted pages may not); ' +
    'a pending party request ends as `settled`. Refused while a party has an unreviewed sanctions match (409 `sanctions_hold`) ' +
    'or is disabled (409 `user_disabled`). Fires `transaction.status.changed`. Without this call, the service releases a funded transaction ' +
    'itself at its `autoReleaseAt` (the timeline).',
);
export const refundTransaction = settleProcedure(
  'refund',
  'funded → refunded: the funds go back to the buyer. A pending party request ends as `settled`. Fires `transaction.status.changed`.',
);
