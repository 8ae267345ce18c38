/**
 * `npm run worker`: a webhook delivery worker in its own process, for
 * scale-out. Any number of them (and the servers' inline workers) can share
 * one PostgreSQL: claims use FOR UPDATE SKIP LOCKED.
 */
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './logger.ts';
import { resolveSigningSecret } from './services/instance.ts';
import { screenPendingUsers } from './services/sanctions/background-screening.ts';
import { WebhookSender } from './services/webhook-sender.ts';
import { WebhookWorker, webhookConfigFrom } from './services/webhook-worker.ts';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl || config.databaseUrl === 'memory://') {
    console.error('npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, the server delivers webhooks itself.');
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, maxConnections: 4 });
  await database.migrate();
  const signingSecret = await resolveSigningSecret(database.db, config.signingSecret);
  const sender = new WebhookSender({ timeoutMs: config.webhooks.timeoutMs, allowPrivateTargets: config.webhooks.allowPrivateTargets });
  const worker = new WebhookWorker({ db: database.db, logger, clock: systemClock, signingSecret, sender }, webhookConfigFrom(config.webhooks), () =>
    screenPendingUsers(database.db),
  );
  worker.start();
  logger.info({ database: database.location }, 'webhook worker started');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'webhook worker stopping: finishing the sends in flight');
    await worker.stop();
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
