import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Standard Webhooks: base64 HMAC-SHA256 over `{id}.{timestamp}.{body}` with the secret's decoded bytes. */
export function sign(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
}

/** The `webhook-*` headers, one `v1,` signature per active secret (space-separated during a rotation). */
export function signatureHeaders(secrets: readonly string[], msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => `v1,${sign(s, msgId, timestampSeconds, body)}`).join(' '),
  };
}

/** Everything a webhook request carries besides its body: the same for deliveries, redeliveries and test events. */
export function deliveryHeaders(secrets: readonly string[], msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  return { 'content-type': 'application/json', 'user-agent': 'escrow-platform-webhooks/1', ...signatureHeaders(secrets, msgId, timestampSeconds, body) };
}

/** The body every receiver gets: the `/v1/events` object, `livemode` included. */
export function envelope(event: { id: string; type: string; tenantId: string; createdAt: Date; data: unknown }, livemode: boolean): string {
  return JSON.stringify({ id: event.id, type: event.type, tenantId: event.tenantId, livemode, createdAt: event.createdAt.toISOString(), data: event.data });
}
