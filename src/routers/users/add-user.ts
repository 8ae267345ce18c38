import { addUser as add } from '../../services/users.ts';
import { userInputSchema } from '../../services/user-input.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { toUser, userSchema } from './user.types.ts';

export const addUser = keyProcedure('users.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/tenants/add-user',
      tags: ['Users'],
      summary: 'Add a user',
      description:
        'Creates an `invited` user with a `not_started` KYC record and fires `tenant.users.invite` `{userId, email, name}`, all in one transaction. ' +
        'Idempotent on email: an existing user of that email (compared case-insensitively) is returned unchanged and nothing fires. Honours `Idempotency-Key`.',
    },
  })
  .input(userInputSchema)
  .output(userSchema)
  .mutation(async ({ ctx, input }) => toUser((await add(ctx.db, ctx.principal, input)).user, ctx.principal.livemode));
