import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toUser, userIdParam, userSchema } from './user.types.ts';

export const getUser = keyProcedure('users.read')
  .meta({
    openapi: { method: 'GET', path: '/v1/users/{id}', tags: ['Users'], summary: 'Retrieve a user', description: "Another tenant's or environment's user is 404." },
  })
  .input(z.object({ id: userIdParam }).strict())
  .output(userSchema)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, input.id), eq(users.environmentId, ctx.principal.environmentId), eq(users.tenantId, ctx.principal.tenantId)));
    if (!row) throw new AppError('not_found', { param: 'id', message: `No such user: ${input.id}` });
    return toUser(row, ctx.principal.livemode);
  });
