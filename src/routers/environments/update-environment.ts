import { z } from 'zod';
import { ENVIRONMENT_STATUSES } from '../../db/schema/index.ts';
import { memberActor } from '../../services/audit.ts';
import { toEnvironment, updateEnvironment as update } from '../../services/environments.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import {
  environmentIdParam,
  environmentNameSchema,
  environmentSchema,
  managedDisputesSchema,
  partyEmailsSchema,
  rateLimitPerMinuteSchema,
  webhookRetriesSchema,
} from './environment.types.ts';

export const environmentPatchSchema = z
  .object({
    name: environmentNameSchema.optional(),
    status: z.enum(ENVIRONMENT_STATUSES).optional(),
    webhookRetries: webhookRetriesSchema.optional(),
    debugLogging: z.boolean().optional(),
    rateLimitPerMinute: rateLimitPerMinuteSchema.nullable().optional(),
    managedDisputes: managedDisputesSchema.optional(),
    partyEmails: partyEmailsSchema.optional(),
  })
  .strict();

/** Dashboard-only (decisions §1): environments are never changed with API keys. */
export const updateEnvironment = memberProcedure('environments.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/environments/{id}',
      tags: ['Environments'],
      summary: 'Update an environment (dashboard only)',
      description:
        'Dashboard sessions only (owner or admin): API keys get 403 `key_forbidden`. Written to the audit log. ' +
        'Operators can use `npm run cli -- environments update`. ' +
        'An environment the platform operator disabled (`disabledBy: operator`) cannot be enabled here: 409 `invalid_state`. ' +
        '`managedDisputes` applies to disputes opened after the change; those already open keep the way they were opened with.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(environmentPatchSchema.extend({ id: environmentIdParam }))
  .output(environmentSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => toEnvironment(await update(ctx.db, id, patch, memberActor(ctx.session), ctx.deps.clock.now())));
