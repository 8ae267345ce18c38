import { z } from 'zod';
import { PARTY_ROLES } from '../../db/schema/index.ts';
import { addEvidence as add } from '../../services/transactions.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { evidenceSchema, toEvidence, transactionIdParam } from './transaction.types.ts';

export const addEvidence = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/disputes/evidence',
      tags: ['Disputes'],
      summary: 'Add evidence to the open dispute',
      description: 'While disputed (the status stays `disputed`). `attachments` are https URLs of files you host. Fires `transaction.dispute.updated`.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(
    z
      .object({
        id: transactionIdParam,
        submittedBy: z.enum(PARTY_ROLES),
        description: z.string().trim().min(1).max(5000),
        attachments: z.array(z.url({ protocol: /^https$/, message: 'Must be an https URL.' }).max(2048)).max(10).optional(),
      })
      .strict(),
  )
  .output(evidenceSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) => toEvidence(await add(ctx.db, ctx.principal, id, body, ctx.deps.clock.now())));
