import { z } from 'zod';
import { PARTY_ROLES } from '../../db/schema/index.ts';
import { openDispute as open } from '../../services/transactions/disputes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { disputeSchema, toDispute, transactionIdParam } from './transaction.types.ts';

export const openDispute = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/disputes',
      tags: ['Disputes'],
      summary: 'Open a dispute',
      description:
        'funded → disputed, on behalf of the party in `openedBy`. Returns the dispute. Fires `transaction.disputed`. ' +
        'With managed disputes on for the environment, the dispute is `managed`: each party has until `evidenceDueAt` to submit evidence, then the service decides.',
    },
    errorCodes: ['invalid_state', 'test_clock_advancing'],
  })
  .input(z.object({ id: transactionIdParam, openedBy: z.enum(PARTY_ROLES), reason: z.string().trim().min(1).max(LIMITS.text) }).strict())
  .output(disputeSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) =>
    toDispute((await open(ctx.db, ctx.principal, id, body, ctx.deps.clock.now(), ctx.deps.managedDisputeEvidenceDays)).dispute, ctx.principal.livemode),
  );
