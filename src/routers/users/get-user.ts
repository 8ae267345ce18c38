import { z } from 'zod';
import { getUser as readUser } from '../../services/users.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toUser, userIdParam, userSchema } from './user.types.ts';

export const getUser = keyProcedure('users.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/users/{id}',
      tags: ['Users'],
      summary: 'Retrieve a user',
      description: "Another tenant's or environment's user is 404.",
    },
  })
  .input(z.object({ id: userIdParam }).strict())
  .output(userSchema)
  .query(async ({ ctx, input }) => toUser(await readUser(ctx.db, ctx.principal, input.id), ctx.principal.livemode));
