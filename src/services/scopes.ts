/**
 * The documented API-key scope set (decisions §2), plus `users.read` (added
 * with the user read routes; migration 0001 granted it to existing keys) and
 * `payments.read` (migration 0007), and `request_logs.read` (the request log
 * of debugLogging environments; migration 0017 granted it to existing keys
 * holding every other scope, never to a narrowed one), and `emails.read`
 * (the sandbox email outbox; migration 0018, granted the same way).
 * Every key gets all of them unless narrowed at creation.
 */
export const API_SCOPES = [
  'tenants.read',
  'users.read',
  'users.write',
  'transactions.read',
  'transactions.write',
  'kyc.read',
  'kyc.write',
  'kyc.session',
  'environments.read',
  'payments.read',
  'payments.write',
  'sanctions.screen',
  'sanctions.read',
  'sanctions.review',
  'sanctions.export',
  'webhooks.read',
  'webhooks.write',
  'events.read',
  'request_logs.read',
  'emails.read',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
