import { z } from 'zod';
import { USER_STATUSES } from '../../db/schema/index.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { listUsers as readUsers } from '../../services/users.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toUser, userSchema } from './user.types.ts';

export const listUsers = keyProcedure('users.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/users',
      tags: ['Users'],
      summary: 'List users',
      description: 'Newest first; filter by `email` (case-insensitive, exact) or `status`.',
    },
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
  .query(async ({ ctx, input = {} }) => {
    const { email, status, ...query } = input;
    const page = await readUsers(ctx.readDb, ctx.deps, ctx.principal, query, { email, status });
    return { ...page, data: page.data.map(({ user }) => toUser(user, ctx.principal.livemode)) };
  });
