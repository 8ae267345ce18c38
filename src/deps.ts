import type { Db } from './db/query.ts';
import type { ReadReplica } from './db/read-replica.ts';
import type { Admission } from './http/admission.ts';
import type { Deferred } from './lib/deferred.ts';
import type { TrustProxy } from './lib/client-address.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './logger.ts';
import type { AppState } from './services/app-state.ts';
import type { EmailSettings } from './services/emails/outbox.ts';
import type { KycProvider } from './services/kyc-providers.ts';
import type { ScryptCost } from './services/members/passwords.ts';
import type { PaymentProviders } from './services/payment-providers.ts';
import type { SessionKeys } from './services/members/sessions.ts';
import type { RateLimiter } from './services/rate-limit.ts';
import type { RequestLogWriter } from './services/request-logs.ts';
import type { WebhookSender } from './services/webhooks/sender.ts';

/**
 * Everything a request may use; built once in server.ts (or per test) and
 * passed to createApp. Here, not in src/trpc/, because the hosted pages use it
 * without going through tRPC.
 */
export interface AppDeps {
  db: Db;
  /** What the app keeps in memory about `db` (auth cache, sanctions indexes); createApp binds it to the handle. */
  state: AppState;
  logger: Logger;
  clock: Clock;
  signingSecret: string;
  publicUrl: string;
  /** How many API calls run and wait at once (src/http/admission.ts); absent = unbounded (tests that do not test it). */
  admission?: Admission;
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
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); none when absent. */
  trustProxy?: TrustProxy;
  /**
   * scrypt cost of new member password hashes; production's (PASSWORD_COST) when absent. Code only, never an
   * environment variable: the test harness lowers it, and nothing an operator sets can.
   */
  passwordCost?: ScryptCost;
  /** MANAGED_DISPUTE_EVIDENCE_DAYS: a managed dispute's evidence deadline, in days after it opened; 7 when absent. */
  managedDisputeEvidenceDays?: number;
  /** DATABASE_READ_URL: the standby stale-tolerant reads may use, and what each tenant wrote since (src/db/read-replica.ts). */
  readReplica?: ReadReplica;
  /** add-user-bulk's rows per INSERT (the embedded database: 250, so other requests get it between them); one statement when absent. */
  bulkChunkRows?: number;
  /** The embedded database on its thread, which runs callers' statements first: request-log rows are marked as background (src/db/priority.ts). */
  backgroundMarks?: boolean;
  /** Writes the request log of debugLogging environments after each answer; createApp makes one when absent. */
  requestLogs?: RequestLogWriter;
  /** Composing email (decisions §13): whether an SMTP server is configured (else messages are only stored), the key bodies are sealed with. */
  emails: EmailSettings;
  /** Work answered before it is done (link recovery, unlock requests); createApp makes one when absent. */
  deferred?: Deferred;
}
