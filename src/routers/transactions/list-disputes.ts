import { z } from 'zod';
import { listDisputesPage } from '../../services/transactions/disputes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { disputeSchema, toDispute, transactionIdParam } from './transaction.types.ts';

export const listDisputes = keyProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/transactions/{id}/disputes',
      tags: ['Disputes'],
      summary: "A transaction's disputes with their evidence",
      description:
        'Newest first, with cursor pagination like every list. A transaction is disputed at most once (funded → disputed → released or refunded), ' +
        'so the list holds no dispute or one, with all its evidence.',
    },
  })
  .input(z.object({ id: transactionIdParam, ...pageQueryShape }).strict())
  .output(pageOutput(disputeSchema))
  .query(async ({ ctx, input: { id, ...query } }) => {
    const page = await listDisputesPage(ctx.db, ctx.deps, ctx.principal, id, query);
    return { ...page, data: page.data.map((d) => toDispute(d, ctx.principal.livemode, d.evidence)) };
  });
