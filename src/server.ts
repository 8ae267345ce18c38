import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { openConfiguredDatabase } from './db/configured.ts';
import { ReadReplica } from './db/read-replica.ts';
import { Admission } from './http/admission.ts';
import { systemClock } from './lib/clock.ts';
import type { Database } from './db/client.ts';
import { createLogger, type Logger, maskKey } from './logger.ts';
import { createAppState } from './services/app-state.ts';
import { sessionKeys } from './services/members/sessions.ts';
import { DEFAULT_KYC_PROVIDERS } from './services/kyc-providers.ts';
import { paymentProvidersFor } from './services/payment-providers.ts';
import { MemoryRateLimitStore, PostgresRateLimitStore, RateLimiter } from './services/rate-limit.ts';
import { WebhookSender } from './services/webhooks/sender.ts';
import { webhookConfigFrom } from './services/webhooks/worker.ts';
import { SmtpMailer } from './services/emails/mailer.ts';
import { emailSettings } from './services/emails/outbox.ts';
import { ensureDemoTenant, recordPublicUrl, resolveSigningSecret } from './services/instance.ts';
import { DEMO_SANCTIONS_DIR, importDemoLists, sanctionsReadiness } from './services/demo-sanctions.ts';
import type { AppDeps } from './deps.ts';
import { startJobs } from './jobs.ts';

/** Background jobs wait while the event loop is this late (ms); admission sheds calls only at ADMISSION_MAX_EVENT_LOOP_DELAY_MS (200). */
const JOBS_YIELD_DELAY_MS = 50;
/** No API call for this long is a quiet moment (the embedded database's vacuum waits for one). */
const QUIET_AFTER_MS = 5_000;
/**
 * add-user-bulk's rows per statement on the embedded database (AppDeps.bulkChunkRows): a read that comes meanwhile
 * waits for the statement under way. 100 rows took 65 ms against 173 ms for 250, at the same cost per row
 * (`npm run bench:embedded-units`, load 14; docs/benchmarks.md).
 */
const EMBEDDED_BULK_CHUNK_ROWS = 100;

/** How long after SHUTDOWN_TIMEOUT_MS the jobs and the database may take to stop before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const { database, release } = await openConfiguredDatabase(config, { thread: config.embeddedDatabaseThread });
  // A first start on the embedded database: from the template (npm run build), or initdb and why.
  if (database.created) logger.info({ database: database.location, from: database.created.from, note: database.created.note }, 'new embedded database');
  await database.migrate((message, details) => logger.warn(details, message));
  const { db } = database;
  // A streaming standby for reads that may be a little stale (docs/operations.md, "Past one machine"); never migrated, never written.
  const standby = config.databaseReadUrl ? await openDatabase({ url: config.databaseReadUrl, prepare: config.databasePrepare }) : undefined;
  const signingSecret = await resolveSigningSecret(db, config.signingSecret);

  const store =
    config.rateLimitStore === 'postgres' ? new PostgresRateLimitStore(db) : config.rateLimitStore === 'memory' ? new MemoryRateLimitStore() : undefined;
  const rateLimiter = store ? new RateLimiter(store, () => Date.now()) : undefined;

  const webhookSender = () => new WebhookSender({ timeoutMs: config.webhooks.timeoutMs, allowPrivateTargets: config.webhooks.allowPrivateTargets });
  let ready = false;
  const deps: AppDeps = {
    db,
    state: createAppState({ authCache: { ttlMs: config.authCacheTtlMs, now: () => Date.now() } }),
    logger,
    clock: systemClock,
    signingSecret,
    sessionKeys: sessionKeys(config.sessionSecret ?? `dashboard-sessions.${signingSecret}`),
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    kycProviders: DEFAULT_KYC_PROVIDERS,
    paymentProviders: paymentProvidersFor(config.stripeSecretKey),
    rateLimiter,
    admission: config.admission.maxConcurrent > 0 ? new Admission(config.admission) : undefined,
    webhookSender: webhookSender(),
    managedDisputeEvidenceDays: config.managedDisputeEvidenceDays,
    bulkChunkRows: database.kind === 'pglite' ? EMBEDDED_BULK_CHUNK_ROWS : undefined,
    backgroundMarks: database.foregroundWaiting !== undefined,
    readReplica: standby ? new ReadReplica(db, standby.db) : undefined,
    emails: emailSettings(signingSecret, { smtp: Boolean(config.email.smtpUrl), publicUrl: config.publicUrl }),
  };
  const mailer = config.email.smtpUrl ? new SmtpMailer(config.email.smtpUrl, config.email.from) : undefined;
  const app = createApp(deps, { isReady: () => ready });
  // After createApp has bound the app's state to the handle: the import clears the app's sanctions indexes.
  await demoSanctionsLists(database, config, logger);
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    // Slow clients are cut (408, then closed): headers within HEADERS_TIMEOUT_MS, the whole request within
    // REQUEST_TIMEOUT_MS, checked every second (Node checks every 30 s by default, which would let a slowloris linger).
    serverOptions: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Links (invites, verification, set-password) name the port actually bound when PORT was 0.
  if (!config.publicUrlSet) deps.publicUrl = `http://localhost:${port}`;
  await recordPublicUrl(db, deps.publicUrl);

  // Delivery and screening unless WEBHOOK_WORKER=off leaves them to `npm run worker` processes; the sweeps always.
  // Background loops give way while requests wait: the event loop running late, or (the embedded database serving one
  // statement at a time) any API call under way or a caller's statement waiting on the database's thread.
  const admission = deps.admission;
  const embedded = database.kind === 'pglite';
  const waiting = database.foregroundWaiting;
  const busy = () => {
    if (waiting && waiting() > 0) return true;
    return admission ? admission.eventLoopDelayMs > JOBS_YIELD_DELAY_MS || (embedded && admission.active > 0) : false;
  };
  const quiet = admission ? () => performance.now() - admission.lastCallAt > QUIET_AFTER_MS : undefined;
  const jobs = startJobs(
    {
      db,
      logger,
      clock: systemClock,
      signingSecret,
      publicUrl: deps.publicUrl,
      emails: deps.emails,
      eventRetentionDays: config.eventRetentionDays,
      embedded,
      backgroundMarks: database.foregroundWaiting !== undefined,
      busy,
      quiet,
    },
    config.webhooks.worker === 'inline' ? { worker: { sender: webhookSender(), config: webhookConfigFrom(config.webhooks), mailer } } : {},
  );

  let stopping = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    ready = false;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    // A deadline for the whole shutdown: a job or the database that never finishes stopping must not leave a process
    // that ignores SIGTERM (seen once: a server a failed test left behind stayed up after SIGTERM; cause not found).
    const deadline = setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + SHUTDOWN_GRACE_MS);
    deadline.unref();
    server.close(async () => {
      try {
        await jobs.stop();
        // Request log rows of the last answers are written before the database goes.
        await deps.requestLogs?.drain();
        await deps.deferred?.drain();
        mailer?.close();
        await standby?.close();
        await database.close();
      } finally {
        release();
        logger.info('stopped');
        process.exit(exitCode);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The embedded database's thread died: no query can succeed again in this process. /readyz fails at once (the load
  // balancer stops sending), the calls under way finish with their errors, and the process exits 1 for its supervisor.
  database.lost?.then((error) => {
    logger.error({ err: error }, "the embedded database's thread died: exiting");
    shutdown('database lost', 1);
  });
  ready = true;
  logger.info({ port, database: database.location, ...(standby ? { readReplica: standby.location } : {}) }, 'listening');

  // Printed last, once signals are handled: a SIGTERM right after the banner shuts down cleanly.
  if (database.kind === 'pglite' && config.demoTenant) {
    const demo = await ensureDemoTenant(db, config.databaseUrl ? undefined : config.dataDir);
    const base = deps.publicUrl;
    logger.info({ tenantId: demo.tenantId, publishableKey: maskKey(demo.publishableKey) }, 'demo tenant ready');
    // Printed to the terminal on purpose (not logged): the operator asked for local demo keys.
    process.stdout.write(
      [
        '',
        `Demo tenant ${demo.tenantId} (sandbox). Keys are also in ${config.dataDir}/demo-keys.json`,
        `  x-api-key:    ${demo.publishableKey}`,
        `  x-api-secret: ${demo.secretKey}`,
        '',
        'Try it:',
        `  curl -s ${base}/v1/tenants/me -H 'x-api-key: ${demo.publishableKey}' -H 'x-api-secret: ${demo.secretKey}'`,
        `API reference: ${base}/docs`,
        `Dashboard:     ${base}/dashboard`,
        `  first member: stop the server, then npm run cli -- members create --tenant ${demo.tenantId} --email you@example.com --role owner`,
        '',
      ].join('\n'),
    );
  }
}

/**
 * The embedded demo screens against the shipped excerpt of the lists (sandbox only) until an operator imports real ones;
 * whatever the database, a start without any list for live (or for any) screening says so.
 */
async function demoSanctionsLists(database: Database, config: Config, logger: Logger): Promise<void> {
  if (database.kind === 'pglite' && config.demoTenant) {
    try {
      const imported = await importDemoLists(database.db);
      const lists = imported?.map((i) => ({ source: i.source, version: i.version, entries: i.entries }));
      if (lists) logger.info({ lists }, 'demo: the shipped excerpt of the sanctions lists imported, for sandbox screening only');
    } catch (error) {
      logger.warn({ err: error, dir: DEMO_SANCTIONS_DIR }, 'demo: the shipped excerpt of the sanctions lists could not be imported');
    }
  }
  const readiness = await sanctionsReadiness(database.db);
  for (const warning of readiness.warnings) logger.warn({ sanctionsLists: readiness.lists }, warning);
}

/**
 * `npm start -- --workers N`: N server processes sharing the port (node:cluster),
 * all on one PostgreSQL. Everything they share lives there: idempotency keys,
 * rate-limit buckets (RATE_LIMIT_STORE=postgres is the default here), the
 * signing secret, webhook work. A worker that dies is replaced.
 */
function workersFromArgv(argv: string[]): number {
  const i = argv.indexOf('--workers');
  const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--workers='))?.split('=')[1];
  if (raw === undefined) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error('--workers must be an integer from 1 to 64');
    process.exit(1);
  }
  return n;
}

const workers = workersFromArgv(process.argv.slice(2));
if (workers > 1 && cluster.isPrimary) {
  const url = process.env.DATABASE_URL ?? '';
  if (!url.startsWith('postgres')) {
    console.error('--workers needs DATABASE_URL (PostgreSQL): the embedded database serves one process.');
    process.exit(1);
  }
  process.env.RATE_LIMIT_STORE ??= 'postgres';
  let stopping = false;
  const fork = () =>
    cluster.fork().on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`worker exited (${signal ?? code}); starting another`);
      fork();
    });
  for (let i = 0; i < workers; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => --left <= 0 && process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
