import type { Db, DbOrTx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../logger.ts';
import type { KeyPrincipal } from '../services/auth.ts';
import type { KycProvider } from '../services/kyc-providers.ts';
import type { PaymentProviders } from '../services/payment-providers.ts';
import type { SessionKeys, SessionPrincipal } from '../services/member-sessions.ts';
import type { RateLimiter } from '../services/rate-limit.ts';
import type { WebhookSender } from '../services/webhook-sender.ts';

export type { SessionPrincipal };

/** Everything a request may use; built once in server.ts (or per test) and passed to createApp. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  clock: Clock;
  signingSecret: string;
  publicUrl: string;
  /** Per-key token buckets; absent = no rate limiting (tests that do not test limits). */
  rateLimiter?: RateLimiter;
  /** The payment provider of each environment type (sandbox built in; live: Stripe when configured). */
  paymentProviders: PaymentProviders;
  /** Verification vendors by name (`POST /kyc/{provider}`); `sandbox` is built in. */
  kycProviders: Readonly<Record<string, KycProvider>>;
  /** Keys of dashboard sessions (JWT and CSRF), from SESSION_SECRET or derived from the signing secret. */
  sessionKeys: SessionKeys;
  /** Sends test events, and decides where endpoints may point (WEBHOOK_ALLOW_PRIVATE_TARGETS); the worker has its own. */
  webhookSender: WebhookSender;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
}

export interface Context {
  deps: AppDeps;
  /**
   * The database handle procedures use: `deps.db`, or the transaction the
   * idempotency middleware opened so the stored response commits with the effects.
   */
  db: DbOrTx;
  requestId: string;
  transport: 'rest' | 'trpc';
  headers: Headers;
  /** The client's address (the socket peer, or X-Forwarded-For's first hop when deps.trustProxy). */
  clientIp: string | null;
  /**
   * Response state procedures may set. Nested on purpose: middleware
   * `next({ ctx })` copies the top level, so only a shared object survives.
   */
  res: { status?: number; headers: Record<string, string> };
  /** Set by the key middleware; routers read tenant and environment only from here. */
  principal?: KeyPrincipal;
  session?: SessionPrincipal;
}

export function createContext(deps: AppDeps, req: { requestId: string; transport: 'rest' | 'trpc'; headers: Headers; peerIp?: string | null }): Context {
  const forwarded = deps.trustProxy ? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return { deps, db: deps.db, requestId: req.requestId, transport: req.transport, headers: req.headers, clientIp: forwarded || req.peerIp || null, res: { headers: {} } };
}
