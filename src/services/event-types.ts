/**
 * Every event type the service writes to the outbox (decisions §10): the
 * catalogue webhook endpoint filters and `GET /v1/events?type=` are checked
 * against. A new event type is added here first.
 */
export const EVENT_TYPES = [
  'tenant.users.invite',
  'kyc.updated',
  'transaction.created',
  'transaction.accepted',
  'transaction.status.changed',
  'transaction.release_requested',
  'transaction.refund_requested',
  'transaction.request_withdrawn',
  'transaction.disputed',
  'transaction.dispute.updated',
  'sanctions.possible_match',
  'sanctions.reviewed',
  'payment_method.attached',
  'payment_method.detached',
  'webhook_endpoint.disabled',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
