import { z } from 'zod';
import { PARTY_ROLES } from '../../db/schema/index.ts';
import { addEvidence as add, MAX_EVIDENCE_PER_DISPUTE } from '../../services/transactions/disputes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { evidenceSchema, MAX_ATTACHMENTS, toEvidence, transactionIdParam } from './transaction.types.ts';

export const addEvidence = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/{id}/disputes/evidence',
      tags: ['Disputes'],
      summary: 'Add evidence to the open dispute',
      description:
        `While disputed (the status stays \`disputed\`). \`submittedBy\` is the party the evidence speaks for; it is recorded with \`source: tenant\` ` +
        '(your backend posted it) and shown to both parties and the platform operator. In a managed dispute only evidence a party adds itself on its hosted ' +
        'page, reached through a link the service mailed to it (`source: party`), counts for that party at the evidence deadline: what you post, ' +
        'or what is added through a party link you created, never decides a default. ' +
        `\`attachments\` are https URLs of files you host. A dispute holds at most ${MAX_EVIDENCE_PER_DISPUTE} pieces of evidence ` +
        '(409 `invalid_state` beyond). Fires `transaction.dispute.updated`.',
    },
    errorCodes: ['invalid_state', 'test_clock_advancing'],
  })
  .input(
    z
      .object({
        id: transactionIdParam,
        submittedBy: z.enum(PARTY_ROLES).meta({ description: 'The party the evidence speaks for.' }),
        description: z.string().trim().min(1).max(LIMITS.longText),
        attachments: z
          .array(z.url({ protocol: /^https$/, message: 'Must be an https URL.' }).max(LIMITS.url))
          .max(MAX_ATTACHMENTS)
          .optional(),
      })
      .strict(),
  )
  .output(evidenceSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) =>
    toEvidence(await add(ctx.db, ctx.principal, id, { ...body, source: 'tenant' }, ctx.deps.clock.now()), ctx.principal.livemode),
  );
