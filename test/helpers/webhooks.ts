import { pino } from 'pino';
import { WebhookSender, type ResolveHost } from '../../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG, WebhookWorker, type WebhookWorkerConfig } from '../../src/services/webhooks/worker.ts';
import { uniqueEmail } from './factories.ts';
import type { Harness, KeyCreds } from './harness.ts';
import { Receiver } from './receiver.ts';

export type WorkerOptions = Partial<WebhookWorkerConfig> & { timeoutMs?: number; resolveHost?: ResolveHost; allowPrivateTargets?: boolean };

/**
 * A delivery worker on the harness's database and test clock. Its sender allows
 * private targets (the suite's receivers listen on 127.0.0.1) unless told
 * otherwise; the timeout is production's, so a busy machine does not fail sends.
 */
export function testWorker(
  h: Harness,
  { timeoutMs = 10_000, resolveHost, allowPrivateTargets = true, ...config }: WorkerOptions = {},
  db = h.db,
): WebhookWorker {
  return new WebhookWorker(
    {
      db,
      logger: pino({ level: 'silent' }),
      clock: h.clock,
      signingSecret: h.deps.signingSecret,
      sender: new WebhookSender({ timeoutMs, allowPrivateTargets, resolveHost }),
    },
    { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 10, ...config },
  );
}

/** A fresh receiver for one test, so counts are exact. */
export async function withReceiver<T>(fn: (r: Receiver) => Promise<T>): Promise<T> {
  const r = await new Receiver().start();
  try {
    return await fn(r);
  } finally {
    await r.stop();
  }
}

/** One `tenant.users.invite` event. */
export const addUser = (h: Harness, auth: KeyCreds) =>
  h.request('POST', '/v1/tenants/add-user', { body: { name: 'Hook', email: uniqueEmail('hook'), phone: '+14155552671' }, auth });
