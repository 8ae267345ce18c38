import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { signPartyLink } from '../../services/transactions/links.ts';
import { getTransaction } from '../../services/transactions/read.ts';
import { rowTime } from '../../services/transactions/time.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS, timestamp } from '../shared/schemas.ts';
import { userIdParam } from '../users/user.types.ts';
import { transactionIdParam } from './transaction.types.ts';

export const createPartyLink = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/party-links',
      tags: ['Transactions'],
      summary: 'Create a party link',
      description:
        'A signed link (valid one hour) to the hosted party page for the seller or the buyer: status, history, and what that party may do — ' +
        'the buyer releases and the seller refunds (each after a confirmation), the other direction is a request the other party answers; ' +
        'either may cancel before funding, open a dispute and add evidence. In a managed dispute, evidence added through a link you create here ' +
        "is recorded as yours (`source: tenant`): you hold the link, so only a link the service mails to the party counts as the party's own. " +
        'An Idempotency-Key replay omits `url` (never stored; `Idempotent-Omitted` says so).',
    },
    secretFields: ['url'],
  })
  .input(z.object({ id: transactionIdParam, userId: userIdParam }).strict())
  .output(
    z
      .object({ url: z.url().max(LIMITS.url).optional().meta({ description: 'Shown once: absent from an Idempotency-Key replay.' }), expiresAt: timestamp() })
      .meta({ id: 'PartyLink' }),
  )
  .mutation(async ({ ctx, input }) => {
    const row = await getTransaction(ctx.db, ctx.principal, input.id);
    if (input.userId !== row.sellerId && input.userId !== row.buyerId) {
      throw new AppError('validation_failed', {
        param: 'userId',
        message: 'The user is not a party to this transaction.',
        details: [{ path: 'userId', message: 'Not the seller or the buyer.' }],
      });
    }
    return signPartyLink(ctx.deps.signingSecret, ctx.deps.publicUrl, row, input.userId, await rowTime(ctx.db, row, ctx.deps.clock.now()));
  });
