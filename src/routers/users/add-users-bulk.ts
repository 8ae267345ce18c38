import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { BULK_MAX_ITEMS, addUsersBulk as addBulk } from '../../services/users.ts';
import { BULK_ERROR_CODES, EMAIL_MAX, userInputSchema } from '../../services/user-input.ts';
import { keyProcedure } from '../../trpc/procedures.ts';

export const BULK_MAX_BODY_BYTES = 16 * 1024 * 1024;

export const bulkResultSchema = z
  .object({
    created: z.int().min(0).max(BULK_MAX_ITEMS).meta({ description: 'Users created by this call.' }),
    skipped: z.int().min(0).max(BULK_MAX_ITEMS).meta({ description: 'Rows whose email the tenant already has, or that repeat an earlier row of this call.' }),
    failed: z
      .array(
        z.object({
          index: z
            .int()
            .min(0)
            .max(BULK_MAX_ITEMS - 1)
            .meta({ description: 'Position of the row in the array.' }),
          email: z
            .string()
            .max(EMAIL_MAX)
            .nullable()
            .meta({ description: `The row's email as sent (cut to ${EMAIL_MAX} characters), or null when it has none.` }),
          error: z.enum(BULK_ERROR_CODES),
        }),
      )
      .max(BULK_MAX_ITEMS),
  })
  .meta({ id: 'BulkAddUsersResult' });

export const addUsersBulk = keyProcedure('users.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/tenants/add-user-bulk',
      tags: ['Users'],
      summary: 'Add up to 10,000 users',
      description:
        'The body is a JSON array of add-user objects (1–10,000; chunks of 1,000 advised; up to 16 MiB). Each row is validated on its own: ' +
        'invalid rows are reported in `failed` (`email_invalid`, `name_invalid`, `phone_invalid`, `metadata_invalid`, or `row_invalid` for a row that is not an object or has unknown fields); ' +
        'emails the tenant already has, and repeats within the array, are `skipped`. Each created user gets its KYC record and its own `tenant.users.invite` event. ' +
        '`created + skipped + failed.length` equals the number of rows. Over tRPC, pass `{ items: [...] }`. Honours `Idempotency-Key`.',
    },
    arrayBody: { field: 'items', item: userInputSchema, maxItems: BULK_MAX_ITEMS },
    maxBodyBytes: BULK_MAX_BODY_BYTES,
    // Up to 10,000 rows a call: 5 calls/s per key, on top of the key's own bucket (decisions §6).
    rateBucket: { capacity: 5, refillPerSecond: 5 },
  })
  .input(z.object({ items: z.array(z.unknown()).min(1, { message: 'At least one user.' }) }).strict())
  .output(bulkResultSchema)
  .mutation(async ({ ctx, input }) => {
    if (input.items.length > BULK_MAX_ITEMS) {
      throw new AppError('too_many_items', { param: 'items', message: `At most ${BULK_MAX_ITEMS} users per call; got ${input.items.length}.` });
    }
    return addBulk(ctx.db, ctx.principal, input.items, { chunkRows: ctx.deps.bulkChunkRows });
  });
