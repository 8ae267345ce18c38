import type { Db, DbOrTx } from '../db/client.ts';
import { clientAddress, TRUST_NONE, type TrustProxy } from '../lib/client-address.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../logger.ts';
import type { KeyPrincipal } from '../services/auth.ts';
import type { KycProvider } from '../services/kyc-providers.ts';
import type { ScryptCost } from '../services/passwords.ts';
import type { PaymentProviders } from '../services/payment-providers.ts';
import type { SessionKeys, SessionPrincipal } from '../services/member-sessions.ts';
import type { RateLimiter } from '../services/rate-limit.ts';
import type { AppError } from './errors.ts';
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
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); none when absent. */
  trustProxy?: TrustProxy;
  /**
   * scrypt cost of new member password hashes; production's (PASSWORD_COST) when absent. Code only, never an
   * environment variable: the test harness lowers it, and nothing an operator sets can.
   */
  passwordCost?: ScryptCost;
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
  /** The client's address: the socket peer, or the right-most X-Forwarded-For address not of a trusted proxy. */
  clientIp: string | null;
  /**
   * Response state procedures may set. Nested on purpose: middleware
   * `next({ ctx })` copies the top level, so only a shared object survives.
   */
  res: { status?: number; headers: Record<string, string> };
  /**
   * A request the transport could not turn into input (malformed JSON, a
   * body of the wrong shape or type, NUL in text, a stray query string):
   * answered by the procedure kind once the caller is authenticated and
   * counted, so it carries the rate-limit headers like any other answer.
   */
  inputError?: AppError;
  /** Set by the key middleware; routers read tenant and environment only from here. */
  principal?: KeyPrincipal;
  session?: SessionPrincipal;
}

export function createContext(
  deps: AppDeps,
  req: { requestId: string; transport: 'rest' | 'trpc'; headers: Headers; peerIp?: string | null; inputError?: AppError },
): Context {
  const clientIp = clientAddress(deps.trustProxy ?? TRUST_NONE, req.peerIp, req.headers.get('x-forwarded-for'));
  const { requestId, transport, headers, inputError } = req;
  return { deps, db: deps.db, requestId, transport, headers, clientIp, inputError, res: { headers: {} } };
}
