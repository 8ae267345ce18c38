import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../db/schema/index.ts';
import { MAX_WEBHOOK_RETRIES } from '../../services/tenants.ts';
import { EVENT_PATTERN, type EndpointRow } from '../../services/webhook-endpoints.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const endpointIdParam = idParam('webhookEndpoint', 'Must be a webhook endpoint id (wh_…).').meta({ description: 'Webhook endpoint id.' });

/** Where events go (input and output alike). */
export const endpointUrl = () => z.string().max(LIMITS.url);
export const endpointDescription = () => z.string().trim().max(LIMITS.shortText);

export const eventPatterns = z
  .array(z.string().max(LIMITS.eventType).regex(EVENT_PATTERN, { message: 'An event type, `*`, or `prefix.*`.' }))
  .min(1)
  .max(50)
  .meta({ description: 'Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).', example: ['transaction.*'] });

export const endpointSchema = z
  .object({
    id: objectId().meta({ example: 'wh_01JD0000000000000000000000' }),
    url: endpointUrl(),
    description: endpointDescription().nullable(),
    events: eventPatterns,
    enabled: z.boolean(),
    disabledReason: z.enum(['gone']).nullable().meta({ description: '`gone` when the receiver answered 410 and the service disabled it.' }),
    secretRotatedUntil: timestamp().nullable().meta({ description: 'While set, deliveries are also signed with the previous secret.' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const endpointWithSecretSchema = endpointSchema
  .extend({ secret: z.string().max(LIMITS.label).meta({ description: 'The `whsec_` signing secret (Standard Webhooks). Shown only here.' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });

/** The API's create and rotate answers: the secret is left out of an Idempotency-Key replay (it is never stored in plaintext). */
export const endpointWithSecretOnceSchema = endpointSchema
  .extend({
    secret: z
      .string()
      .max(LIMITS.label)
      .optional()
      .meta({ description: 'The `whsec_` signing secret (Standard Webhooks). Shown only here: absent from an Idempotency-Key replay.' }),
  })
  .meta({ id: 'WebhookEndpointWithSecretOnce' });

export function toEndpoint(row: EndpointRow, livemode: boolean, now: Date): z.infer<typeof endpointSchema> {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason as 'gone' | null,
    secretRotatedUntil: row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? iso(row.previousSecretExpiresAt) : null,
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Delivery errors the worker records (`receiver answered 503`, `connection failed: …` cut to 500 characters). */
const deliveryError = () => z.string().max(LIMITS.shortText);
/** An HTTP status a receiver answered. */
const httpStatus = () => z.int().min(100).max(999);
/** Integer columns: a count or duration in the database is at most 2^31 − 1. */
const int32Count = () => z.int().min(0).max(2_147_483_647);

export const attemptSchema = z.object({
  id: objectId(),
  attemptedAt: timestamp(),
  statusCode: httpStatus().nullable(),
  durationMs: int32Count(),
  error: deliveryError().nullable(),
  nextRetryAt: timestamp().nullable(),
});

export const deliverySchema = z
  .object({
    id: objectId(),
    endpointId: objectId(),
    eventId: objectId(),
    eventType: z.string().max(LIMITS.eventType),
    status: z.enum(DELIVERY_STATUSES),
    attemptCount: int32Count(),
    nextAttemptAt: timestamp().nullable(),
    lastStatusCode: httpStatus().nullable(),
    lastError: deliveryError().nullable(),
    // One attempt per send: the first and at most MAX_WEBHOOK_RETRIES retries (redelivery makes a new delivery).
    attempts: z.array(attemptSchema).max(1 + MAX_WEBHOOK_RETRIES),
    createdAt: timestamp(),
  })
  .meta({ id: 'WebhookDelivery' });
