import { and, desc, eq, gte, lte, notInArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_TYPES, TRANSACTION_STATUSES, transactions } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, paginate } from '../../services/pagination.ts';
import { loadParties, TERMINAL_STATUSES } from '../../services/transactions.ts';
import { AppError } from '../../errors.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { isoInstant, pageOutput, pageQueryShape } from '../shared/schemas.ts';
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
        currency: z.string().max(3, { message: 'Must be a 3-letter currency code.', abort: true }).regex(/^[A-Za-z]{3}$/, { message: 'Must be a 3-letter currency code.' }).optional(),
        createdFrom: isoInstant().optional(),
        createdTo: isoInstant().optional(),
      })
      .strict()
      .optional(),
  )
  .output(pageOutput(transactionSchema))
  .query(async ({ ctx, input = {} }) => {
    const { principal, db } = ctx;
    const base = and(
      eq(transactions.environmentId, principal.environmentId),
      eq(transactions.tenantId, principal.tenantId),
      input.status ? eq(transactions.status, input.status) : undefined,
      input.accountType ? eq(transactions.accountType, input.accountType) : undefined,
      input.sellerId ? eq(transactions.sellerId, input.sellerId) : undefined,
      input.buyerId ? eq(transactions.buyerId, input.buyerId) : undefined,
      input.userId ? or(eq(transactions.sellerId, input.userId), eq(transactions.buyerId, input.userId)) : undefined,
      input.currency ? eq(transactions.currency, input.currency.toUpperCase()) : undefined,
      input.createdFrom ? gte(transactions.createdAt, input.createdFrom) : undefined,
      input.createdTo ? lte(transactions.createdAt, input.createdTo) : undefined,
    );
    const filters = JSON.stringify({ ...input, limit: undefined, starting_after: undefined, ending_before: undefined });
    const page = await paginate(ctx.deps, input, {
      scope: `transactions:${principal.environmentId}:${filters}`,
      idPattern: idPattern('transaction'),
      fetch: (keyset) => db.select().from(transactions).where(keysetWhere(transactions.id, keyset, base)).orderBy(keysetOrder(transactions.id, keyset)).limit(keyset.take),
      map: (row) => row,
    });
    const parties = await loadParties(db, principal, page.data);
    return { ...page, data: page.data.map((row) => toTransaction(row, parties, principal.livemode)) };
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
    const { principal, db } = ctx;
    const [row] = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.environmentId, principal.environmentId),
          eq(transactions.tenantId, principal.tenantId),
          or(eq(transactions.sellerId, input.userId), eq(transactions.buyerId, input.userId)),
          notInArray(transactions.status, [...TERMINAL_STATUSES]),
        ),
      )
      .orderBy(desc(transactions.id))
      .limit(1);
    if (!row) throw new AppError('not_found', { param: 'userId', message: `No open transaction for user ${input.userId}.` });
    return toTransaction(row, await loadParties(db, principal, [row]), principal.livemode);
  });
