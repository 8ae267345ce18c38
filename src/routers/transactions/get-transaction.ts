import { z } from 'zod';
import { readTransaction } from '../../services/transactions/read.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toTransaction, transactionIdParam, transactionSchema } from './transaction.types.ts';

export const getTransaction = keyProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/transactions/{id}',
      tags: ['Transactions'],
      summary: 'Retrieve a transaction',
      description: 'The full object: history, timeline and counterparty status.',
    },
  })
  .input(z.object({ id: transactionIdParam }).strict())
  .output(transactionSchema)
  .query(async ({ ctx, input }) => {
    const { row, parties } = await readTransaction(ctx.db, ctx.principal, input.id);
    return toTransaction(row, parties, ctx.principal.livemode);
  });
