import { z } from 'zod';
import { ENVIRONMENT_DISABLERS, ENVIRONMENT_STATUSES, ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { ENVIRONMENT_ID_PATTERN } from '../../lib/ids.ts';
import { RATE_LIMIT_PER_MINUTE_MAX } from '../../services/rate-limit.ts';
import { ENVIRONMENT_NAME_MAX, MAX_WEBHOOK_RETRIES } from '../../services/environments.ts';
import { objectId, timestamp } from '../shared/schemas.ts';

const ENVIRONMENT_ID_MESSAGE = 'Must be 24 lowercase hexadecimal characters.';

export const environmentIdParam = z
  .string()
  .max(24, { message: ENVIRONMENT_ID_MESSAGE, abort: true })
  .regex(ENVIRONMENT_ID_PATTERN, { message: ENVIRONMENT_ID_MESSAGE })
  .meta({ description: 'Environment id: 24 hexadecimal characters.', example: '0193a5b2c4d1e8f0a1b2c3d4' });

/** The settings' ranges, shared by the dashboard PATCH and the object it returns. */
export const environmentNameSchema = z.string().trim().min(1).max(ENVIRONMENT_NAME_MAX);
export const webhookRetriesSchema = z.int().min(0).max(MAX_WEBHOOK_RETRIES);
export const rateLimitPerMinuteSchema = z.int().min(1).max(RATE_LIMIT_PER_MINUTE_MAX);
export const managedDisputesSchema = z.boolean().meta({
  description:
    'Managed disputes: when true, disputes opened in this environment are decided by the service (an evidence deadline per party, then the platform operator), ' +
    'and `POST /v1/transactions/{id}/disputes/resolve` answers 409 `managed_dispute` for them. Default false.',
});

export const partyEmailsSchema = z.boolean().meta({
  description:
    'Party emails: when true, the service emails the buyer and the seller of this environment’s escrows at every step (invitation, acceptance, funding, ' +
    'requests, release, refund, cancellation, disputes, inspection ending, identity verification needed), each with a link to their own page. ' +
    'Default false, for tenants that mail their own customers; on in the demo. See docs/api.md, Email.',
});

export const environmentSchema = z
  .object({
    id: objectId().meta({ example: '0193a5b2c4d1e8f0a1b2c3d4' }),
    tenantId: objectId(),
    name: z.string().max(ENVIRONMENT_NAME_MAX),
    type: z.enum(ENVIRONMENT_TYPES),
    status: z.enum(ENVIRONMENT_STATUSES),
    disabledBy: z
      .enum(ENVIRONMENT_DISABLERS)
      .nullable()
      .meta({ description: 'Who disabled it: `operator` (only the platform operator can enable it again) or `tenant`; null while active.' }),
    apiVersion: z.literal('v1'),
    webhookRetries: webhookRetriesSchema,
    debugLogging: z.boolean(),
    rateLimitPerMinute: rateLimitPerMinuteSchema.nullable().meta({ description: 'Per-minute override; null means the plan default applies.' }),
    managedDisputes: managedDisputesSchema,
    partyEmails: partyEmailsSchema,
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Environment' });
