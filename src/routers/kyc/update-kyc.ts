import { z } from 'zod';
import { KYC_STATUSES } from '../../db/schema/index.ts';
import { patchKyc } from '../../services/kyc.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { userIdParam } from '../users/user.types.ts';
import { kycSchema, stepResultSchema, toKyc } from './kyc.types.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const jsonValue: z.ZodType<Json> = z.lazy(() => z.union([z.null(), z.boolean(), z.number(), z.string().max(500), z.array(jsonValue).max(50), z.record(z.string().min(1).max(40), jsonValue)])).meta({ id: 'JsonValue', description: 'Any JSON value (strings ≤ 500 characters, arrays ≤ 50 items, object keys 1–40 characters; a request body nests at most 32 levels).' });

export const updateKyc = keyProcedure('kyc.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/kyc/{userId}',
      tags: ['KYC'],
      summary: "Update a user's KYC record (deep merge)",
      description:
        'For tenants who run their own verification. A deep merge: fields left out are kept, `result` leaves are set one by one (`null` clears one), ' +
        '`metadata` merges at every depth (`null` removes a key). Status moves: not_started → pending | complete | rejected; pending → complete | rejected; ' +
        'rejected → pending | complete; complete is final (409 `invalid_state`). A status change fires `kyc.updated` in the same transaction; completing activates the user.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(
    z
      .object({
        userId: userIdParam,
        status: z.enum(KYC_STATUSES).optional(),
        currentStep: z.int().min(0).max(3).optional(),
        result: z
          .object({ identity: stepResultSchema.nullable().optional(), document: stepResultSchema.nullable().optional(), liveness: stepResultSchema.nullable().optional() })
          .strict()
          .optional(),
        metadata: z.record(z.string().min(1).max(40), jsonValue).optional(),
      })
      .strict(),
  )
  .output(kycSchema)
  .mutation(async ({ ctx, input: { userId, ...patch } }) => toKyc(await patchKyc(ctx.db, ctx.principal, userId, patch, ctx.deps.clock.now()), ctx.principal.livemode));
