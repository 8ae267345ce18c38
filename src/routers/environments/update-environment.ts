import { z } from 'zod';
import { ENVIRONMENT_STATUSES } from '../../db/schema/index.ts';
import { toEnvironment, updateEnvironment as update } from '../../services/tenants.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { environments } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../services/audit.ts';
import { environmentIdParam, environmentNameSchema, environmentSchema, rateLimitPerMinuteSchema, webhookRetriesSchema } from './environment.types.ts';

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
        'An environment the platform operator disabled (`disabledBy: operator`) cannot be enabled here: 409 `invalid_state`.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(environmentPatchSchema.extend({ id: environmentIdParam }))
  .output(environmentSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(environments).where(and(eq(environments.id, id), eq(environments.tenantId, session.tenantId))).for('update');
      const after = await update(tx, id, patch, session.tenantId);
      const audited = (e: typeof after) => ({ name: e.name, status: e.status, webhookRetries: e.webhookRetries, debugLogging: e.debugLogging, rateLimitPerMinute: e.rateLimitPerMinute });
      await recordAudit(tx, { memberId: session.memberId, actor: session.email }, { tenantId: session.tenantId, environmentId: id, action: 'environment.updated', targetType: 'environment', targetId: id, before: before ? audited(before) : null, after: audited(after) }, now);
      return after;
    });
    return toEnvironment(row);
  });
