import { z } from 'zod';
import { KYC_STATUSES } from '../../db/schema/index.ts';
import { COUNTRY_CODES } from '../../lib/countries.ts';
import { patchKyc } from '../../services/kyc.ts';
import { DOCUMENT_TYPES } from '../../services/kyc-providers.ts';
import { nameField } from '../../services/user-input.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { userIdParam } from '../users/user.types.ts';
import { kycSchema, stepResultSchema, toKyc } from './kyc.types.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const jsonValue: z.ZodType<Json> = z
  .lazy(() => z.union([z.null(), z.boolean(), z.number(), z.string().max(500), z.array(jsonValue).max(50), z.record(z.string().min(1).max(40), jsonValue)]))
  .meta({
    id: 'JsonValue',
    description: 'Any JSON value (strings ≤ 500 characters, arrays ≤ 50 items, object keys 1–40 characters; a request body nests at most 32 levels).',
  });

const DATE_MESSAGE = 'Must be a real date as YYYY-MM-DD, from 1900 on.';
const COUNTRY_MESSAGE = 'Must be an ISO 3166-1 alpha-2 country code, such as GB.';
const LAST4_MESSAGE = 'Must be the last 1–4 letters or digits of the document number, never the whole number.';

/** `verified` for tenants with their own provider: each field set one by one, null clears one. */
const verifiedPatch = z
  .object({
    name: nameField().nullable().optional().meta({ description: 'Legal name as verified (1–200 characters).' }),
    dateOfBirth: z
      .string()
      .max(10, { message: DATE_MESSAGE, abort: true })
      .pipe(z.iso.date({ message: DATE_MESSAGE }))
      .refine((v) => v >= '1900-01-01', { message: DATE_MESSAGE })
      .nullable()
      .optional()
      .meta({ description: 'YYYY-MM-DD, in the past.' }),
    country: z
      .string()
      .max(2, { message: COUNTRY_MESSAGE, abort: true })
      .transform((v) => v.toUpperCase())
      .refine((v) => COUNTRY_CODES.has(v), { message: COUNTRY_MESSAGE })
      .nullable()
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-2, any case; returned upper case.', example: 'GB' }),
    documentType: z.enum(DOCUMENT_TYPES).nullable().optional(),
    documentNumberLast4: z
      .string()
      .max(4, { message: LAST4_MESSAGE, abort: true })
      .regex(/^[A-Za-z0-9]{1,4}$/, { message: LAST4_MESSAGE })
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional()
      .meta({ description: 'At most 4 letters or digits: send only the end of the number.' }),
  })
  .strict()
  .nullable();

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
        'rejected → pending | complete; complete is final (409 `invalid_state`). A status change fires `kyc.updated` in the same transaction; ' +
        'completing activates the user. `verified` (the identity your provider established) merges field by field, `null` clears it; ' +
        'it is frozen once the record is complete, and it sets `nameMismatch`.',
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
          .object({
            identity: stepResultSchema.nullable().optional(),
            document: stepResultSchema.nullable().optional(),
            liveness: stepResultSchema.nullable().optional(),
          })
          .strict()
          .optional(),
        metadata: z.record(z.string().min(1).max(40), jsonValue).optional(),
        verified: verifiedPatch.optional(),
      })
      .strict(),
  )
  .output(kycSchema)
  .mutation(async ({ ctx, input: { userId, ...patch } }) =>
    toKyc(await patchKyc(ctx.db, ctx.principal, userId, patch, ctx.deps.clock.now()), ctx.principal.livemode),
  );
