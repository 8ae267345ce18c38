import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { USER_STATUSES, users } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, paginate } from '../../services/pagination.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { normalizeEmail } from '../../services/user-input.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toUser, userSchema } from './user.types.ts';

export const listUsers = keyProcedure('users.read')
  .meta({
    openapi: { method: 'GET', path: '/v1/users', tags: ['Users'], summary: 'List users', description: 'Newest first; filter by `email` (case-insensitive, exact) or `status`.' },
  })
  .input(
    z
      .object({
        ...pageQueryShape,
        email: z.string().max(320).optional(),
        status: z.enum(USER_STATUSES).optional(),
      })
      .strict()
      .optional(),
  )
  .output(pageOutput(userSchema))
  .query(({ ctx, input = {} }) => {
    const { principal, db } = ctx;
    const emailKey = input.email === undefined ? undefined : (normalizeEmail(input.email)?.emailKey ?? input.email.trim().toLowerCase());
    const base = and(
      eq(users.environmentId, principal.environmentId),
      eq(users.tenantId, principal.tenantId),
      emailKey !== undefined ? eq(users.emailKey, emailKey) : undefined,
      input.status ? eq(users.status, input.status) : undefined,
    );
    return paginate(ctx.deps, input, {
      scope: `users:${principal.environmentId}`,
      idPattern: idPattern('user'),
      fetch: (keyset) => db.select().from(users).where(keysetWhere(users.id, keyset, base)).orderBy(keysetOrder(users.id, keyset)).limit(keyset.take),
      map: (row) => toUser(row, principal.livemode),
    });
  });
