import { z } from 'zod';
import './lib/validation-messages.ts';
import { parseTrustProxy, type TrustProxyError, type TrustProxy } from './lib/client-address.ts';

/** Days each party has to submit evidence in a managed dispute, unless MANAGED_DISPUTE_EVIDENCE_DAYS says otherwise. */
export const DEFAULT_EVIDENCE_DAYS = 7;

/** Admission control's limits (src/http/admission.ts), from ADMISSION_* settings. */
export interface AdmissionLimits {
  /** Calls running at once; 0 turns admission control off. */
  maxConcurrent: number;
  /** Calls waiting for a slot; beyond this a call is refused without waiting. */
  maxQueued: number;
  /** How long a call waits for a slot before it is refused. */
  queueTimeoutMs: number;
  /** Refuse while the event loop's delay exceeds this (ms); 0 or absent = not checked. */
  maxEventLoopDelayMs?: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^(postgres|postgresql):\/\//.test(v) || v === 'memory://', {
        message: 'must be a postgres:// or postgresql:// URL, or memory://',
      })
      .optional(),
  ),
  // Migrations take a session-level advisory lock: behind a transaction-mode pooler, point this at PostgreSQL itself.
  DATABASE_DIRECT_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^(postgres|postgresql):\/\//.test(v), { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  // Named prepared statements; PgBouncer before 1.21 (transaction mode) and some proxies cannot carry them.
  DATABASE_PREPARE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  // At most 500 characters, so every link built on it (hosted pages, tokens) stays within the API's 2,048-character URLs.
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'must be at least 32 characters' }).max(500).optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000)
      .default('false')
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          const reason = (error as TrustProxyError).message;
          ctx.addIssue({ code: 'custom', message: `must be false, true, a hop count or a list of proxy addresses/CIDR ranges: ${reason}` });
          return z.NEVER;
        }
      }),
  ),
  // Slow clients (slowloris): the request line and headers must arrive within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS.
  HEADERS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(300_000).default(10_000)),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1_000).max(3_600_000).default(120_000)),
  // Overload (src/http/admission.ts): API calls running at once (0 = no limit), waiting for a slot, and how long one waits.
  ADMISSION_MAX_CONCURRENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(64)),
  ADMISSION_MAX_QUEUE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(1_000)),
  ADMISSION_QUEUE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(60_000).default(2_000)),
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(200)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10_000)),
  DEMO_TENANT: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(live|test)_[0-9A-Za-z]+$/, { message: 'must be a Stripe secret key (sk_… or rk_…)' })
      .optional(),
  ),
  RATE_LIMIT_STORE: z.preprocess(emptyToUndefined, z.enum(['memory', 'postgres', 'off']).default('memory')),
  AUTH_CACHE_TTL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(2000)),
  WEBHOOK_WORKER: z.preprocess(emptyToUndefined, z.enum(['inline', 'off']).default('inline')),
  WEBHOOK_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).default(10_000)),
  // The retry schedule is fixed (decisions §10); the old base delay would silently mean something else now.
  WEBHOOK_BACKOFF_BASE_MS: z.preprocess(
    emptyToUndefined,
    z
      .undefined({
        message: 'is no longer used: retries follow the fixed schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 24 h…; WEBHOOK_RETRY_SCALE shortens it',
      })
      .optional(),
  ),
  WEBHOOK_RETRY_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().gt(0, { message: 'must be above 0' }).max(1).default(1)),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  WEBHOOK_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(100)),
  WEBHOOK_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(256)),
  WEBHOOK_ENDPOINT_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(64)),
  // Email (decisions §13): without SMTP_URL every message is composed and stored, none sent.
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000)
      .refine((v) => /^smtps?:\/\/[^/\s]+/.test(v), { message: 'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)' })
      .optional(),
  ),
  EMAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(320)
      .refine((v) => /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v), { message: 'must be an address, or a name and <address>' })
      .optional(),
  ),
  MANAGED_DISPUTE_EVIDENCE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(DEFAULT_EVIDENCE_DAYS)),
});

export interface Config {
  port: number;
  host: string;
  /** undefined → embedded PGlite under dataDir; `memory://` → in-memory PGlite. */
  databaseUrl?: string;
  /** Where migrations run (their advisory lock needs one session): DATABASE_DIRECT_URL, else databaseUrl. */
  databaseDirectUrl?: string;
  /** postgres.js named prepared statements (DATABASE_PREPARE=false behind a transaction pooler that cannot keep them). */
  databasePrepare: boolean;
  dataDir: string;
  /** PUBLIC_URL, else http://localhost:$PORT (the server replaces a PORT of 0 with the port it got). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set, rather than derived from PORT. */
  publicUrlSet: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Signs cursors and tokens. When unset, one is generated and kept in the database. */
  signingSecret?: string;
  /** Signs dashboard access tokens and CSRF tokens; derived from the signing secret when unset. */
  sessionSecret?: string;
  /** Which proxies may name the client in X-Forwarded-For (none by default). */
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  /** ADMISSION_*: how many API calls run and wait at once (maxConcurrent 0 = unbounded). */
  admission: AdmissionLimits;
  /** A connection that has not sent its whole request line and headers within this is answered 408 and closed. */
  headersTimeoutMs: number;
  /** A request (headers and body) not received within this is answered 408 and closed. */
  requestTimeoutMs: number;
  demoTenant: boolean;
  /** Live environments attach payment methods through Stripe when set; otherwise live payment calls are refused (503). */
  stripeSecretKey?: string;
  /** `memory`: per process; `postgres`: shared by every process on DATABASE_URL; `off`. */
  rateLimitStore: 'memory' | 'postgres' | 'off';
  /** How long a process may trust a cached key lookup (revocation bound across processes); 0 disables the cache. */
  authCacheTtlMs: number;
  /** Days each party of a managed dispute has to submit evidence before losing by default. */
  managedDisputeEvidenceDays: number;
  email: {
    /** SMTP_URL: where messages are sent; absent → composed and stored only. Holds a password: never logged. */
    smtpUrl?: string;
    /** EMAIL_FROM, else `Escrow <no-reply@{PUBLIC_URL's host}>`. */
    from: string;
  };
  webhooks: {
    /** `inline`: the server runs a delivery worker; `off`: only `npm run worker` processes deliver. */
    worker: 'inline' | 'off';
    timeoutMs: number;
    /** Multiplies every delay of the fixed retry schedule (1 in production; e.g. 0.001 for a demo or a soak test). */
    retryScale: number;
    /** Sandbox endpoints may target loopback and private addresses (never live ones). */
    allowPrivateTargets: boolean;
    pollIntervalMs: number;
    /** Sends one worker has in flight at once, and at most to one endpoint. */
    maxInFlight: number;
    perEndpointInFlight: number;
  };
}

function hostOf(url: string | undefined): string {
  return url ? new URL(url).hostname : 'localhost';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Read the environment once; a bad value stops startup with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // Our messages start with the variable's name; a schema's own message does not.
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return issue.message.startsWith(`${name} `) ? `  ${issue.message}` : `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.REQUEST_TIMEOUT_MS < c.HEADERS_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS (the headers are part of the request)');
  }
  if (c.DATABASE_DIRECT_URL && !c.DATABASE_URL?.startsWith('postgres')) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_DIRECT_URL: needs DATABASE_URL to be a PostgreSQL URL too');
  }
  if (c.RATE_LIMIT_STORE === 'postgres' && !c.DATABASE_URL?.startsWith('postgres')) {
    throw new ConfigError('Invalid configuration:\n  RATE_LIMIT_STORE: postgres needs DATABASE_URL to be a PostgreSQL URL');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databaseDirectUrl: c.DATABASE_DIRECT_URL,
    databasePrepare: c.DATABASE_PREPARE === 'true',
    dataDir: c.DATA_DIR,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: c.PUBLIC_URL !== undefined,
    logLevel: c.LOG_LEVEL,
    signingSecret: c.SIGNING_SECRET,
    sessionSecret: c.SESSION_SECRET,
    trustProxy: c.TRUST_PROXY,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    admission: {
      maxConcurrent: c.ADMISSION_MAX_CONCURRENT,
      maxQueued: c.ADMISSION_MAX_QUEUE,
      queueTimeoutMs: c.ADMISSION_QUEUE_TIMEOUT_MS,
      maxEventLoopDelayMs: c.ADMISSION_MAX_EVENT_LOOP_DELAY_MS,
    },
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    demoTenant: c.DEMO_TENANT === 'true',
    stripeSecretKey: c.STRIPE_SECRET_KEY,
    rateLimitStore: c.RATE_LIMIT_STORE,
    authCacheTtlMs: c.AUTH_CACHE_TTL_MS,
    managedDisputeEvidenceDays: c.MANAGED_DISPUTE_EVIDENCE_DAYS,
    email: { smtpUrl: c.SMTP_URL, from: c.EMAIL_FROM ?? `Escrow <no-reply@${hostOf(c.PUBLIC_URL)}>` },
    webhooks: {
      worker: c.WEBHOOK_WORKER,
      timeoutMs: c.WEBHOOK_TIMEOUT_MS,
      retryScale: c.WEBHOOK_RETRY_SCALE,
      allowPrivateTargets: c.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      pollIntervalMs: c.WEBHOOK_POLL_MS,
      maxInFlight: c.WEBHOOK_CONCURRENCY,
      perEndpointInFlight: c.WEBHOOK_ENDPOINT_CONCURRENCY,
    },
  };
}
