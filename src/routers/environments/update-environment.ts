import { z } from 'zod';
import { ENVIRONMENT_STATUSES } from '../../db/schema/index.ts';
import { updateEnvironment as update } from '../../services/tenants.ts';
import { sessionProcedure } from '../../trpc/procedures.ts';
import { environmentIdParam, environmentNameSchema, environmentSchema, rateLimitPerMinuteSchema, toEnvironment, webhookRetriesSchema } from './environment.types.ts';

export const environmentPatchSchema = z
  .object({
    name: environmentNameSchema.optional(),
    status: z.enum(ENVIRONMENT_STATUSES).optional(),
    webhookRetries: webhookRetriesSchema.optional(),
    debugLogging: z.boolean().optional(),
    rateLimitPerMinute: rateLimitPerMinuteSchema.nullable().optional(),
  })
  .strict();

/** Dashboard-only (decisions §1): environments are never changed with API keys. */
export const updateEnvironment = sessionProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/environments/{id}',
      tags: ['Environments'],
      summary: 'Update an environment (dashboard only)',
      description: 'Dashboard sessions only: API keys get 403 `key_forbidden`. Operators can use `npm run cli -- environments update`.',
    },
  })
  .input(environmentPatchSchema.extend({ id: environmentIdParam }))
  .output(environmentSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => toEnvironment(await update(ctx.db, id, patch, ctx.session.tenantId)));
