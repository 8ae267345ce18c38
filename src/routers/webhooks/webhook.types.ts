import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { EVENT_PATTERN, type EndpointRow } from '../../services/webhook-endpoints.ts';
import { iso, timestamp } from '../shared/schemas.ts';

export const endpointIdParam = z.string().regex(idPattern('webhookEndpoint'), { message: 'Must be a webhook endpoint id (wh_…).' }).meta({ description: 'Webhook endpoint id.' });

export const eventPatterns = z
  .array(z.string().max(100).regex(EVENT_PATTERN, { message: 'An event type, `*`, or `prefix.*`.' }))
  .min(1)
  .max(50)
  .meta({ description: 'Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).', example: ['transaction.*'] });

export const endpointSchema = z
  .object({
    id: z.string().meta({ example: 'wh_01JD0000000000000000000000' }),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().meta({ description: '`gone` when the receiver answered 410 and the service disabled it.' }),
    secretRotatedUntil: timestamp().nullable().meta({ description: 'While set, deliveries are also signed with the previous secret.' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const endpointWithSecretSchema = endpointSchema
  .extend({ secret: z.string().meta({ description: 'The `whsec_` signing secret (Standard Webhooks). Shown only here.' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });

export function toEndpoint(row: EndpointRow, livemode: boolean, now: Date): z.infer<typeof endpointSchema> {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretRotatedUntil: row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? iso(row.previousSecretExpiresAt) : null,
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const attemptSchema = z.object({
  id: z.string(),
  attemptedAt: timestamp(),
  statusCode: z.int().nullable(),
  durationMs: z.int(),
  error: z.string().nullable(),
  nextRetryAt: timestamp().nullable(),
});

export const deliverySchema = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attemptCount: z.int(),
    nextAttemptAt: timestamp().nullable(),
    lastStatusCode: z.int().nullable(),
    lastError: z.string().nullable(),
    attempts: z.array(attemptSchema),
    createdAt: timestamp(),
  })
  .meta({ id: 'WebhookDelivery' });
