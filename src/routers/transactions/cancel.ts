import { z } from 'zod';
import { loadParties } from '../../services/transactions/parties.ts';
import { cancelTransaction as cancel } from '../../services/transactions/transitions.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { toTransaction, transactionIdParam, transactionSchema } from './transaction.types.ts';

export const cancelTransaction = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/cancel',
      tags: ['Transactions'],
      summary: 'Cancel a transaction before it is funded',
      description:
        'created, invited or accepted → cancelled (final). Once funded, use refund instead (409 `invalid_state`). The invitation stops working. ' +
        'Fires `transaction.status.changed` with `cancelledBy: "api"` and the `reason`.',
    },
    errorCodes: ['invalid_state', 'test_clock_advancing'],
  })
  .input(z.object({ id: transactionIdParam, reason: z.string().trim().min(1).max(LIMITS.shortText).optional() }).strict())
  .output(transactionSchema)
  .mutation(async ({ ctx, input }) => {
    const row = await cancel(ctx.db, ctx.principal, input.id, { by: 'api', reason: input.reason ?? null }, ctx.deps.clock.now());
    return toTransaction(row, await loadParties(ctx.db, ctx.principal, [row]), ctx.principal.livemode);
  });
