import { z } from 'zod';
import { keyActor } from '../../services/audit.ts';
import { resolveDispute as resolve } from '../../services/transactions/disputes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { disputeSchema, toDispute, transactionIdParam } from './transaction.types.ts';

export const resolveDispute = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/disputes/resolve',
      tags: ['Disputes'],
      summary: 'Resolve the open dispute',
      description:
        'Your operations team decides: disputed → released or refunded. Release is refused on a sanctions hold or a disabled party. Fires `transaction.status.changed`. ' +
        'A managed dispute (opened while the environment had `managedDisputes` on) is decided by the service: 409 `managed_dispute`, and nothing changes.',
    },
    errorCodes: ['invalid_state', 'managed_dispute', 'sanctions_hold', 'user_disabled', 'test_clock_advancing'],
  })
  .input(z.object({ id: transactionIdParam, outcome: z.enum(['released', 'refunded']), note: z.string().trim().min(1).max(LIMITS.text) }).strict())
  .output(disputeSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) => {
    const { dispute, evidence } = await resolve(ctx.db, ctx.principal, id, body, keyActor(ctx.principal), ctx.deps.clock.now());
    return toDispute(dispute, ctx.principal.livemode, evidence);
  });
