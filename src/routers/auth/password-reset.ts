/** A forgotten dashboard password, reset by the mailbox (services/members/password-reset.ts); part of the auth router. */
import { z } from 'zod';
import { requestPasswordReset, resetPasswordWithToken } from '../../services/members/password-reset.ts';
import { PASSWORD_MAX } from '../../services/members/passwords.ts';
import { EMAIL_MAX } from '../../services/user-input.ts';
import { signInProcedure } from '../../trpc/procedures.ts';

export const passwordResetProcedures = {
  forgotPassword: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        tags: ['Dashboard sessions'],
        summary: 'Email me a password-reset link',
        description:
          'When the address has a dashboard account, a one-time link (1 hour) goes to it; opening it (`/dashboard/reset-password`, or ' +
          '`POST /auth/reset-password` with its token) sets a new password and ends every session of the account, in every organization. At most ' +
          'one message per account per 10 minutes; requests are rate limited per client address. The answer is the same, and as quick, for any address.',
      },
      errorCodes: ['rate_limit_exceeded'],
    })
    .input(z.object({ email: z.string().min(1).max(EMAIL_MAX) }).strict())
    .output(z.object({ requested: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { db, emails, publicUrl, clock } = ctx.deps;
      ctx.deps.deferred?.run('password reset request', async () => void (await requestPasswordReset(db, emails, publicUrl, input.email, clock.now())));
      return { requested: true as const };
    }),

  resetPassword: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        tags: ['Dashboard sessions'],
        summary: 'Set a new password with a mailed reset link token',
        description:
          'Uses the token of a password-reset link once: the account gets the new password, every session of it ends (in every organization) and its ' +
          'sign-in lock is lifted; sign in again afterwards. 409 `invalid_state` for an unknown, used or expired token (checked before any password ' +
          'hashing); 400 `validation_failed` for a password outside the policy (the token stays usable).',
      },
      errorCodes: ['invalid_state', 'validation_failed', 'rate_limit_exceeded'],
    })
    .input(z.object({ token: z.string().min(1).max(200), password: z.string().max(PASSWORD_MAX) }).strict())
    .output(z.object({ reset: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await resetPasswordWithToken(ctx.db, input.token, input.password, ctx.deps.clock.now(), ctx.deps.passwordCost);
      return { reset: true as const };
    }),
};
