import { z } from 'zod';
import { loadParties } from '../../services/transactions/parties.ts';
import { markFunded as fund } from '../../services/transactions/transitions.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { toTransaction, transactionIdParam, transactionSchema } from './transaction.types.ts';

export const markFunded = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/mark-funded',
      tags: ['Transactions'],
      summary: 'Mark a transaction funded',
      description:
        "accepted → funded, once your settlement process confirmed the deposit. Needs both parties' KYC `complete` (409 `kyc_required`), no unreviewed sanctions match " +
        '(409 `sanctions_hold`) and no disabled party (409 `user_disabled`). Fires `transaction.status.changed`. ' +
        'With a timeline, sets `autoReleaseAt` = now + (`deliveryDays` + `inspectionDays`) days: the service then releases the funds on its own ' +
        'unless a dispute is open or a request pending, with `transaction.inspection_ending` 24 hours before.',
    },
    errorCodes: ['invalid_state', 'kyc_required', 'sanctions_hold', 'user_disabled', 'test_clock_advancing'],
  })
  .input(
    z.object({ id: transactionIdParam, reference: z.string().trim().min(1).max(LIMITS.title).meta({ description: 'Your settlement reference.' }) }).strict(),
  )
  .output(transactionSchema)
  .mutation(async ({ ctx, input }) => {
    const row = await fund(ctx.db, ctx.principal, input.id, input.reference, ctx.deps.clock.now());
    return toTransaction(row, await loadParties(ctx.db, ctx.principal, [row]), ctx.principal.livemode);
  });
