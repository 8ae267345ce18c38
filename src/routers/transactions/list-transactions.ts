import { z } from 'zod';
import { ACCOUNT_TYPES, TRANSACTION_STATUSES } from '../../db/schema/index.ts';
import { currentTransaction as readCurrent, listTransactions as readTransactions } from '../../services/transactions/lists.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { isoInstant, pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { testClockIdParam } from '../test-clocks/test-clock.types.ts';
import { userIdParam } from '../users/user.types.ts';
import { toTransaction, transactionSchema } from './transaction.types.ts';

export const listTransactions = keyProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/transactions',
      tags: ['Transactions'],
      summary: 'List transactions',
      description: 'Newest first. Filters compose with each other and with pagination; `userId` matches either party; `createdFrom`/`createdTo` are inclusive.',
    },
  })
  .input(
    z
      .object({
        ...pageQueryShape,
        status: z.enum(TRANSACTION_STATUSES).optional(),
        accountType: z.enum(ACCOUNT_TYPES).optional(),
        sellerId: userIdParam.optional(),
        buyerId: userIdParam.optional(),
        userId: userIdParam.optional(),
        currency: z
          .string()
          .max(3, { message: 'Must be a 3-letter currency code.', abort: true })
          .regex(/^[A-Za-z]{3}$/, { message: 'Must be a 3-letter currency code.' })
          .optional(),
        createdFrom: isoInstant().optional(),
        createdTo: isoInstant().optional(),
        testClockId: testClockIdParam.optional().meta({ description: 'Sandbox: only the transactions on this test clock.' }),
      })
      .strict()
      .optional(),
  )
  .output(pageOutput(transactionSchema))
  .query(async ({ ctx, input = {} }) => {
    const { limit, starting_after, ending_before, ...filters } = input;
    const page = await readTransactions(ctx.readDb, ctx.deps, ctx.principal, { limit, starting_after, ending_before }, filters);
    return { data: page.data.map((row) => toTransaction(row, page.parties, ctx.principal.livemode)), hasMore: page.hasMore, nextCursor: page.nextCursor };
  });

export const currentTransaction = keyProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/transactions/current',
      tags: ['Transactions'],
      summary: "A user's current transaction",
      description: 'The newest transaction that is not released, refunded or cancelled where `userId` is the seller or the buyer; 404 when there is none.',
    },
    errorCodes: ['not_found'],
  })
  .input(z.object({ userId: userIdParam }).strict())
  .output(transactionSchema)
  .query(async ({ ctx, input }) => {
    const { row, parties } = await readCurrent(ctx.db, ctx.principal, input.userId);
    return toTransaction(row, parties, ctx.principal.livemode);
  });
