import { z } from 'zod';
import { METADATA_KEY_MAX, METADATA_VALUE_MAX } from '../../services/user-input.ts';
import { loadParties } from '../../services/transactions/parties.ts';
import { updateTransaction as update } from '../../services/transactions/update.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { timelineSchema } from './create-transaction.ts';
import { LIMITS } from '../shared/schemas.ts';
import { toTransaction, transactionIdParam, transactionSchema } from './transaction.types.ts';

export const updateTransaction = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/transactions/{id}',
      tags: ['Transactions'],
      summary: 'Update a transaction',
      description:
        '`title` and `timeline` can change until the transaction is funded (then 409 `invalid_state`); `metadata` always. ' +
        '`timeline` merges (a timeline with only `deliveryDays` keeps `inspectionDays`); `metadata` merges and a null value removes its key.',
    },
    errorCodes: ['invalid_state', 'test_clock_advancing'],
  })
  .input(
    z
      .object({
        id: transactionIdParam,
        title: z.string().trim().min(1).max(LIMITS.title).optional(),
        timeline: timelineSchema.optional(),
        metadata: z.record(z.string().min(1).max(METADATA_KEY_MAX), z.string().max(METADATA_VALUE_MAX).nullable()).optional(),
      })
      .strict(),
  )
  .output(transactionSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => {
    const row = await update(ctx.db, ctx.principal, id, patch, ctx.deps.clock.now());
    return toTransaction(row, await loadParties(ctx.db, ctx.principal, [row]), ctx.principal.livemode);
  });
