import { z } from 'zod';
import { DELIVERY_STATUSES, ENDPOINT_DISABLED_REASONS } from '../../db/schema/index.ts';
import { EVENT_TYPES, EVENT_WILDCARD_PATTERN, unknownEventTypeMessage } from '../../services/event-types.ts';
import { MAX_WEBHOOK_RETRIES } from '../../services/environments.ts';
import { HEADER_NAME_MAX, HEADER_VALUE_MAX, RESPONSE_EXCERPT_BYTES, RESPONSE_HEADERS_MAX } from '../../services/webhooks/sender.ts';
import { EVENT_PATTERN, MAX_ENDPOINTS_PER_ENVIRONMENT, type EndpointRow } from '../../services/webhooks/endpoints.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const endpointIdParam = idParam('webhookEndpoint', 'Must be a webhook endpoint id (wh_…).').meta({ description: 'Webhook endpoint id.' });

/** Where events go (input and output alike). */
export const endpointUrl = () => z.string().max(LIMITS.url);
export const endpointDescription = () => z.string().trim().max(LIMITS.shortText);
/** An endpoint's URL as callers send it (create and update, API and dashboard). */
export const endpointTargetUrl = endpointUrl().meta({
  description:
    'Where to POST events. Live endpoints: https and a public address. Sandbox: http too; local and private addresses only when the server allows them (`WEBHOOK_ALLOW_PRIVATE_TARGETS`).',
});

const wildcard = new RegExp(EVENT_WILDCARD_PATTERN);

/**
 * One event type from the catalogue, `*`, or `prefix.*` for a prefix of the
 * catalogue (decisions §10): a typo is a 400 naming it, not a subscription that
 * never fires. One refined string, shown in openapi.json as the enum of exact
 * types or the wildcard pattern.
 */
export const eventPattern = () =>
  z
    .string()
    .max(LIMITS.eventType)
    .refine((v) => v === '*' || wildcard.test(v) || (EVENT_TYPES as readonly string[]).includes(v), { error: (iss) => unknownEventTypeMessage(iss.input) })
    .meta({
      override: ({ jsonSchema }) => {
        delete jsonSchema.type;
        delete jsonSchema.maxLength;
        jsonSchema.anyOf = [
          { type: 'string', enum: ['*', ...EVENT_TYPES], description: 'An event type, or `*` for every type.' },
          {
            type: 'string',
            maxLength: LIMITS.eventType,
            pattern: EVENT_WILDCARD_PATTERN,
            description: '`prefix.*`: every type under a prefix of the catalogue.',
          },
        ];
      },
    });

export const eventPatterns = z
  .array(eventPattern())
  .min(1)
  .max(50)
  .meta({ description: 'Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).', example: ['transaction.*'] });

/** What an update may change, the same through the API and the dashboard; `description: null` clears it. */
export const endpointPatchFields = {
  url: endpointTargetUrl.optional(),
  events: eventPatterns.optional(),
  description: endpointDescription().nullable().optional(),
  enabled: z.boolean().optional(),
};

/** Subscriptions as stored: entries written before the catalogue was enforced may name no known type (and match nothing). */
const storedEventPatterns = z
  .array(z.string().max(LIMITS.eventType).regex(EVENT_PATTERN))
  .max(50)
  .meta({ description: 'Event types it receives: exact types, `*`, or `prefix.*`.', example: ['transaction.*'] });

export const endpointSchema = z
  .object({
    id: objectId().meta({ example: 'wh_01JD0000000000000000000000' }),
    url: endpointUrl(),
    description: endpointDescription().nullable(),
    events: storedEventPatterns,
    enabled: z.boolean(),
    disabledReason: z.enum(ENDPOINT_DISABLED_REASONS).nullable().meta({
      description:
        'Why the service disabled it: `gone` (the receiver answered 410) or `failing` (every attempt failed for 5 days). A PATCH with `enabled: true` clears it.',
    }),
    failingSince: timestamp()
      .nullable()
      .meta({ description: 'The first failed attempt since the last success; null while healthy. Failing every attempt for 5 days disables the endpoint.' }),
    secretRotatedUntil: timestamp().nullable().meta({ description: 'While set, deliveries are also signed with the previous secret.' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'WebhookEndpoint' });

/** The create and rotate answers (API and dashboard): the secret is left out of an Idempotency-Key replay (it is never stored in plaintext). */
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
    disabledReason: row.disabledReason,
    failingSince: row.failingSince ? iso(row.failingSince) : null,
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

/** Our event as sent: the envelope is small, but event data may hold user input, so the bound is the API's body limit. */
const REQUEST_BODY_MAX = 1_048_576;

const headerMap = (description: string) =>
  z
    .record(z.string().max(HEADER_NAME_MAX), z.string().max(HEADER_VALUE_MAX))
    .meta({ description, maxProperties: RESPONSE_HEADERS_MAX } as Record<string, unknown>);

export const sentRequestSchema = z
  .object({
    url: endpointUrl(),
    headers: headerMap('The headers we sent: `webhook-id`, `webhook-timestamp`, `webhook-signature`, `content-type`, `user-agent`.'),
    body: z.string().max(REQUEST_BODY_MAX).meta({ description: 'The body we sent, as sent (the signed bytes).' }),
  })
  .meta({ description: 'What was sent. Null for attempts older than 30 days (details are kept that long) or recorded before details were kept.' });

export const receivedResponseSchema = z
  .object({
    headers: headerMap(`The receiver's headers: at most ${RESPONSE_HEADERS_MAX}, values cut at ${HEADER_VALUE_MAX} characters.`),
    body: z
      .string()
      .max(RESPONSE_EXCERPT_BYTES)
      .nullable()
      .meta({ description: `The first ${RESPONSE_EXCERPT_BYTES} bytes of the answer as text; null when it was not text (binary bodies are never stored).` }),
    bodyTruncated: z.boolean().meta({ description: 'The answer was longer than the excerpt (we stopped reading there).' }),
    bodyBinary: z.boolean().meta({ description: 'The answer was not text, so nothing of it is kept.' }),
  })
  .meta({
    description:
      'What came back; null when no answer arrived (refused address, connection error, timeout). Our signing secret never appears: echoes of it are redacted.',
  });

export const attemptDetailSchema = attemptSchema.extend({ request: sentRequestSchema.nullable(), response: receivedResponseSchema.nullable() });

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
    recoveredAt: timestamp().nullable().meta({ description: 'When a recover requeued this failed delivery (as a new delivery to the same endpoint).' }),
    // One attempt per send: the first and at most MAX_WEBHOOK_RETRIES retries (redelivery makes a new delivery).
    attempts: z.array(attemptSchema).max(1 + MAX_WEBHOOK_RETRIES),
    livemode: z.boolean(),
    createdAt: timestamp(),
  })
  .meta({ id: 'WebhookDelivery' });

/** What a redelivery queued: one delivery per endpoint, and an environment has at most MAX_ENDPOINTS_PER_ENVIRONMENT. */
export const redeliveredSchema = z.object({
  eventId: objectId(),
  deliveries: z
    .array(z.object({ id: objectId(), endpointId: objectId(), status: z.enum(DELIVERY_STATUSES), livemode: z.boolean() }))
    .max(MAX_ENDPOINTS_PER_ENVIRONMENT),
});

export const deliveryDetailSchema = deliverySchema
  .extend({ attempts: z.array(attemptDetailSchema).max(1 + MAX_WEBHOOK_RETRIES) })
  .meta({ id: 'WebhookDeliveryDetail', description: 'A delivery with every attempt in full: the request sent and a bounded excerpt of the answer.' });

export const testResultSchema = z
  .object({
    eventId: objectId().meta({ description: "The test event's id (also its `webhook-id`); test events are not kept in `/v1/events`." }),
    type: z.enum(EVENT_TYPES),
    succeeded: z.boolean().meta({ description: 'The receiver answered 2xx.' }),
    attempt: attemptDetailSchema.omit({ id: true, nextRetryAt: true }),
  })
  .meta({ id: 'WebhookTestResult' });

export const recoverResultSchema = z
  .object({
    requeued: int32Count().meta({ description: 'Failed deliveries queued again by this call.' }),
    hasMore: z.boolean().meta({ description: 'More failed deliveries since `since` remain (over the per-call limit): call again.' }),
  })
  .meta({ id: 'WebhookRecoverResult' });
