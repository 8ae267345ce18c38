import { z } from 'zod';
import { startVerification } from '../../services/kyc.ts';
import { issueKycSession } from '../../services/kyc-sessions.ts';
import { AppError } from '../../trpc/errors.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS, timestamp } from '../shared/schemas.ts';
import { userIdParam } from '../users/user.types.ts';

export const createKycSession = keyProcedure('kyc.session')
  .meta({
    openapi: {
      method: 'POST',
      path: '/kyc/{provider}',
      tags: ['KYC'],
      summary: 'Start a hosted verification session',
      description:
        'Returns a short-lived (15 minutes) session token bound to the user, tenant and environment, and the URL of the hosted verification flow. ' +
        'Moves the record to `pending` (a rejected record starts over). A `complete` record is reused: 409 `kyc_already_complete`. ' +
        'Provider `sandbox` is built in: a legal name containing "reject" fails the identity step; every other step clears. Unknown provider → 404. ' +
        'An Idempotency-Key replay omits `sessionToken` and `url` (never stored; `Idempotent-Omitted` says so).',
    },
    errorCodes: ['kyc_already_complete'],
    secretFields: ['sessionToken', 'url'],
  })
  .input(z.object({ provider: z.string().min(1).max(50), userId: userIdParam }).strict())
  .output(
    z
      .object({
        sessionToken: z.string().max(LIMITS.token).optional().meta({ description: 'Shown once: absent from an Idempotency-Key replay.' }),
        url: z
          .url()
          .max(LIMITS.url)
          .optional()
          .meta({ description: 'The hosted flow, `{PUBLIC_URL}/verify/{sessionToken}`. Shown once: absent from an Idempotency-Key replay.' }),
        expiresAt: timestamp(),
      })
      .meta({ id: 'KycSession' }),
  )
  .mutation(async ({ ctx, input }) => {
    const provider = ctx.deps.kycProviders[input.provider];
    if (!provider || !Object.hasOwn(ctx.deps.kycProviders, input.provider)) {
      throw new AppError('not_found', { param: 'provider', message: `No such verification provider: ${input.provider}` });
    }
    const now = ctx.deps.clock.now();
    await startVerification(ctx.db, ctx.principal, input.userId, provider, now);
    return issueKycSession(ctx.deps.signingSecret, ctx.deps.publicUrl, ctx.principal, input.userId, provider.name, now);
  });
