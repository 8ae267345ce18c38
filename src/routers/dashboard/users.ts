import { z } from 'zod';
import { memberActor } from '../../services/audit.ts';
import { disableUser as disable } from '../../services/user-status.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { toUser, userIdParam, userSchema } from '../users/user.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

export const disableUser = memberProcedure('users.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/users/{id}/disable',
      tags: [TAG],
      summary: 'Disable a user',
      description:
        'The user can no longer be a party to a new transaction (409 `user_disabled`), and its open transactions cannot be funded or released (decisions §1). ' +
        'Fires `tenant.users.disabled`; written to the audit log. Already disabled → 409 `invalid_state`. Re-enabling is not offered.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, id: userIdParam }).strict())
  .output(userSchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return toUser(await disable(ctx.db, env, input.id, memberActor(ctx.session), ctx.deps.clock.now()), env.livemode);
  });
