/**
 * `npm run worker`: the background jobs (src/jobs.ts) in their own process,
 * for scale-out: webhook delivery, background screening and the housekeeping
 * sweeps, exactly as a server runs them with WEBHOOK_WORKER=inline. Any number
 * of them (and the servers) can share one PostgreSQL: claims use FOR UPDATE
 * SKIP LOCKED, and the sweeps may run in several processes at once.
 */
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './logger.ts';
import { SmtpMailer } from './services/emails/mailer.ts';
import { emailSettings } from './services/emails/outbox.ts';
import { recordedPublicUrl, resolveSigningSecret } from './services/instance.ts';
import { WebhookSender } from './services/webhooks/sender.ts';
import { webhookConfigFrom } from './services/webhooks/worker.ts';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl || config.databaseUrl === 'memory://') {
    console.error('npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, the server delivers webhooks itself.');
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    maxConnections: 4,
    directUrl: config.databaseDirectUrl,
    prepare: config.databasePrepare,
  });
  await database.migrate();
  const signingSecret = await resolveSigningSecret(database.db, config.signingSecret);
  const sender = new WebhookSender({ timeoutMs: config.webhooks.timeoutMs, allowPrivateTargets: config.webhooks.allowPrivateTargets });
  // Party messages link to the server's pages: PUBLIC_URL, else the address the server last started under.
  const publicUrl = config.publicUrlSet ? config.publicUrl : ((await recordedPublicUrl(database.db)) ?? config.publicUrl);
  const mailer = config.email.smtpUrl ? new SmtpMailer(config.email.smtpUrl, config.email.from) : undefined;
  const emails = emailSettings(signingSecret, { smtp: Boolean(mailer), publicUrl });
  const jobs = startJobs(
    { db: database.db, logger, clock: systemClock, signingSecret, publicUrl, emails },
    { worker: { sender, config: webhookConfigFrom(config.webhooks), mailer } },
  );
  logger.info({ database: database.location }, 'webhook worker started');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'webhook worker stopping: finishing the sends in flight');
    await jobs.stop();
    mailer?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
