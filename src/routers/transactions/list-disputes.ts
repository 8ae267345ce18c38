import { z } from 'zod';
import { listDisputes as list } from '../../services/transactions/disputes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { disputeSchema, toDispute, transactionIdParam } from './transaction.types.ts';

export const listDisputes = keyProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/transactions/{id}/disputes',
      tags: ['Disputes'],
      summary: "A transaction's disputes with their evidence",
      description:
        'Oldest first. Not paginated (no `limit` or cursor): a transaction is disputed at most once (funded → disputed → released or refunded), ' +
        'so the list holds no dispute or one, with all its evidence.',
    },
  })
  .input(z.object({ id: transactionIdParam }).strict())
  // A transaction is disputed at most once: funded → disputed, then resolved into a final state.
  .output(z.object({ data: z.array(disputeSchema).max(1) }))
  .query(async ({ ctx, input }) => ({ data: (await list(ctx.db, ctx.principal, input.id)).map((d) => toDispute(d, ctx.principal.livemode, d.evidence)) }));
