import { z } from 'zod';
import { startVerification } from '../../services/kyc.ts';
import { issueKycSession, RETURN_URL_MAX } from '../../services/kyc-sessions.ts';
import { AppError } from '../../errors.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS, timestamp } from '../shared/schemas.ts';
import { userIdParam } from '../users/user.types.ts';

const RETURN_URL_MESSAGE = 'Must be an absolute http or https URL without spaces or credentials.';

/**
 * A link shown to the person at the end of the flow, so only http(s) (never
 * `javascript:` or `data:`), no whitespace a browser would strip, and no
 * `user@host` that disguises where it leads. The server never fetches it.
 */
const returnUrlField = z
  .string()
  .max(RETURN_URL_MAX, { message: `At most ${RETURN_URL_MAX} characters.`, abort: true })
  .regex(/^[^\s\u0000-\u001f\u007f]+$/, { message: RETURN_URL_MESSAGE, abort: true })
  .pipe(z.url({ protocol: /^https?$/, message: RETURN_URL_MESSAGE }))
  // Runs after a failed URL check too (zod does not stop there): only judge what parses.
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), { message: RETURN_URL_MESSAGE })
  .meta({ description: `Where the last page of the flow links back to (your app): http(s), https in live, at most ${RETURN_URL_MAX} characters.` });

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
        'Provider `sandbox` is built in: a legal name containing "reject" fails the identity step; every other step clears. ' +
        'It works in sandbox environments only: with a live key it is 400 `provider_unavailable`. Unknown provider → 404. ' +
        '`returnUrl` (https in live) is linked from the last page of the flow. ' +
        'An Idempotency-Key replay omits `sessionToken` and `url` (never stored; `Idempotent-Omitted` says so).',
    },
    errorCodes: ['kyc_already_complete', 'provider_unavailable'],
    secretFields: ['sessionToken', 'url'],
    // Each session starts a verification with the provider: 10/s per key, on top of the key's own bucket (decisions §6).
    rateBucket: { capacity: 10, refillPerSecond: 10 },
  })
  .input(
    z
      .object({
        provider: z.string().min(1).max(50),
        userId: userIdParam,
        returnUrl: returnUrlField.optional(),
      })
      .strict(),
  )
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
      throw new AppError('not_found', { param: 'provider', message: 'No such verification provider.' });
    }
    if (input.returnUrl && ctx.principal.livemode && new URL(input.returnUrl).protocol !== 'https:') {
      throw new AppError('validation_failed', { param: 'returnUrl', details: [{ path: 'returnUrl', message: 'Must be an https URL in live environments.' }] });
    }
    const now = ctx.deps.clock.now();
    await startVerification(ctx.db, ctx.principal, input.userId, provider, now, { restartRejected: true });
    return issueKycSession(ctx.deps.signingSecret, ctx.deps.publicUrl, ctx.principal, input.userId, provider.name, now, { returnUrl: input.returnUrl });
  });
