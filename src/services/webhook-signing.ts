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
