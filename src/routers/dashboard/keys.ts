import { z } from 'zod';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { memberActor } from '../../services/audit.ts';
import { CONTROL_CHARS } from '../../services/user-input.ts';
import { createKeyPairForEnvironment, KEY_NAME_MAX, listKeyPairsPage, revokeKeyPair, rotateSecret, type KeyPair } from '../../services/keys.ts';
import { API_SCOPES } from '../../services/scopes.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, objectId, pageOutput, pageQueryShape, timestamp } from '../shared/schemas.ts';
import { environmentParam, TAG } from './shared.ts';

/** `pk_test_`/`sk_live_` + up to 128 base62 characters (32 when issued here). */
const KEY_MAX = 140;

const keyIdParam = idParam('apiKey', 'Must be a key pair id (key_…).').meta({ description: 'Key pair id.' });

export const apiKeySchema = z
  .object({
    id: objectId(),
    name: z.string().max(KEY_NAME_MAX).nullable().meta({ description: 'What the tenant calls the pair; null for pairs made before keys had names.' }),
    environment: z.enum(ENVIRONMENT_TYPES),
    environmentId: objectId(),
    publishableKey: z.string().max(KEY_MAX),
    secretLast4: z.string().max(4).meta({ description: 'The last 4 characters of the secret key; the secret itself is never shown again.' }),
    scopes: z
      .array(z.enum(API_SCOPES))
      .max(API_SCOPES.length)
      .meta({ description: 'What the pair may call; a route outside them answers 403 `key_forbidden`.' }),
    livemode: z.boolean().meta({ description: 'A live key pair (`pk_live_`/`sk_live_`); false for sandbox.' }),
    createdAt: timestamp(),
    revokedAt: timestamp().nullable(),
  })
  .meta({ id: 'DashboardApiKey' });

const secretKey = z
  .string()
  .max(KEY_MAX)
  .optional()
  .meta({ description: 'The secret key, shown only in this answer (only its SHA-256 digest is stored): absent from an Idempotency-Key replay.' });
export const apiKeyWithSecretSchema = apiKeySchema.extend({ secretKey }).meta({ id: 'DashboardApiKeyWithSecret' });

function toKey({ key, environment }: KeyPair): z.infer<typeof apiKeySchema> {
  return {
    id: key.id,
    name: key.name,
    environment,
    environmentId: key.environmentId,
    publishableKey: key.publishableKey,
    secretLast4: key.secretLast4,
    scopes: key.scopes.filter((s): s is (typeof API_SCOPES)[number] => (API_SCOPES as readonly string[]).includes(s)),
    livemode: environment === 'live',
    createdAt: iso(key.createdAt),
    revokedAt: key.revokedAt ? iso(key.revokedAt) : null,
  };
}

export const listKeys = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/keys',
      tags: [TAG],
      summary: 'List API key pairs',
      description:
        "The tenant's key pairs, newest first, revoked ones included: both environments, or the one `environment` names; cursor pagination like every list. " +
        'Secrets are never shown: only their last 4 characters.',
    },
  })
  .input(
    z
      .object({ environment: z.enum(ENVIRONMENT_TYPES).optional(), ...pageQueryShape })
      .strict()
      .optional(),
  )
  .output(pageOutput(apiKeySchema))
  .query(async ({ ctx, input = {} }) => {
    const { environment, ...query } = input;
    const page = await listKeyPairsPage(ctx.db, ctx.deps, ctx.session.tenantId, query, { environment });
    return { ...page, data: page.data.map(toKey) };
  });

export const createKey = memberProcedure('keys.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/keys',
      tags: [TAG],
      summary: 'Create an API key pair',
      description:
        'A new key pair in the chosen environment, with a name and the scopes it may use (default: every scope; a call outside them answers 403 `key_forbidden`). ' +
        'The secret key is in this answer only. Written to the audit log.',
    },
    secretFields: ['secretKey'],
  })
  .input(
    z
      .object({
        environment: environmentParam,
        name: z
          .string()
          .trim()
          .min(1)
          .max(KEY_NAME_MAX)
          .refine((v) => !CONTROL_CHARS.test(v), { message: 'Must not contain control characters.' })
          .optional()
          .meta({ description: 'What the pair is for ("Backend", "CI"), shown in the dashboard and the audit log.', example: 'Backend' }),
        scopes: z
          .array(z.enum(API_SCOPES))
          .min(1)
          .max(API_SCOPES.length)
          .refine((list) => new Set(list).size === list.length, { message: 'Each scope once.' })
          .optional()
          .meta({ description: 'The scopes the pair may use; every scope when left out.' }),
      })
      .strict(),
  )
  .output(apiKeyWithSecretSchema)
  .mutation(async ({ ctx, input }) => {
    const { tenantId } = ctx.session;
    const spec = { scopes: input.scopes, name: input.name ?? null };
    const created = await createKeyPairForEnvironment(ctx.db, tenantId, input.environment, spec, memberActor(ctx.session), ctx.deps.clock.now());
    return { ...toKey(created), secretKey: created.secretKey };
  });

export const revokeKey = memberProcedure('keys.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/keys/{id}/revoke',
      tags: [TAG],
      summary: 'Revoke an API key pair',
      description: 'Requests with the pair fail with 401 `key_revoked` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: keyIdParam }).strict())
  .output(apiKeySchema)
  .mutation(async ({ ctx, input }) => toKey(await revokeKeyPair(ctx.db, { id: input.id }, memberActor(ctx.session), ctx.deps.clock.now())));

export const rotateKeySecret = memberProcedure('keys.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/keys/{id}/rotate-secret',
      tags: [TAG],
      summary: "Rotate a key pair's secret",
      description:
        'A new secret key, shown only in this answer; the old secret fails with 401 `authentication_error` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
    secretFields: ['secretKey'],
  })
  .input(z.object({ id: keyIdParam }).strict())
  .output(apiKeyWithSecretSchema)
  .mutation(async ({ ctx, input }) => {
    const rotated = await rotateSecret(ctx.db, { id: input.id }, memberActor(ctx.session), ctx.deps.clock.now());
    return { ...toKey(rotated), secretKey: rotated.secretKey };
  });
