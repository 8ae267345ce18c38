/**
 * The background jobs (src/jobs.ts) as the server and `npm run worker` start
 * them: with the worker, webhook delivery, background screening and the
 * sweeps; without it (a server with WEBHOOK_WORKER=off), the sweeps only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { startJobs, type Jobs } from '../src/jobs.ts';
import { IDEMPOTENCY_TTL_MS } from '../src/services/idempotency.ts';
import { WebhookSender } from '../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../src/services/webhooks/worker.ts';
import { createTestEndpoint, uniqueEmail } from './helpers/factories.ts';
import { fileHarness, type KeyCreds } from './helpers/harness.ts';
import { withReceiver } from './helpers/webhooks.ts';

// The sweeps and screening reach every tenant's rows: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });

const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(h.db, query))[0]!.n);

/** A user made with an Idempotency-Key (so a key row exists), and an SSO request that has already expired. */
async function userKeyAndSsoState(tenantId: string, auth: KeyCreds): Promise<{ userId: string; key: string; ssoId: string }> {
  const key = `jobs-${randomUUID()}`;
  const res = await h.request('POST', '/v1/tenants/add-user', {
    body: { name: 'Background Jobs', email: uniqueEmail('jobs'), phone: '+14155552671' },
    headers: { 'idempotency-key': key },
    auth,
  });
  expect(res.status).toBe(200);
  const ssoId = `jobs-${randomUUID()}`;
  const expired = new Date(h.clock.now().getTime() - 1000).toISOString();
  await h.db.execute(sql`insert into sso_requests (id, tenant_id, kind, expires_at) values (${ssoId}, ${tenantId}, 'oidc_state', ${expired}::timestamptz)`);
  return { userId: res.body.id, key, ssoId };
}

const keyRows = (key: string) => count(sql`select count(*)::int as n from idempotency_keys where key = ${key}`);
const ssoRows = (id: string) => count(sql`select count(*)::int as n from sso_requests where id = ${id}`);
const screened = (userId: string) => count(sql`select count(*)::int as n from users where id = ${userId} and screened_at is not null`);

function jobs(withWorker: boolean): Jobs {
  const deps = {
    db: h.db,
    logger: pino({ level: 'silent' }),
    clock: h.clock,
    signingSecret: h.deps.signingSecret,
    publicUrl: h.deps.publicUrl,
    emails: h.deps.emails,
  };
  if (!withWorker) return startJobs(deps);
  const sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true });
  return startJobs(deps, { worker: { sender, config: { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 10 } } });
}

describe('background jobs', () => {
  it('with the worker (npm run worker; a server with WEBHOOK_WORKER=inline): delivers webhooks, screens new users and sweeps at start', async () => {
    const t = await h.tenant();
    await withReceiver(async (r) => {
      await createTestEndpoint(h, t.sandbox, r.url, ['tenant.users.invite']);
      const { userId, key, ssoId } = await userKeyAndSsoState(t.tenantId, t.sandbox);
      expect([await keyRows(key), await ssoRows(ssoId), await screened(userId)]).toEqual([1, 1, 0]);
      h.clock.advance(IDEMPOTENCY_TTL_MS + 60_000);
      const running = jobs(true);
      try {
        await vi.waitFor(
          async () => {
            expect(r.bodies().map((b) => b.type)).toEqual(['tenant.users.invite']);
            expect([await keyRows(key), await ssoRows(ssoId), await screened(userId)]).toEqual([0, 0, 1]);
          },
          { timeout: 30_000, interval: 50 },
        );
      } finally {
        await running.stop();
      }
      // stop() returned after the send was recorded.
      const delivered = sql`select count(*)::int as n from webhook_deliveries where environment_id = ${t.sandbox.environmentId} and status = 'succeeded'`;
      expect(await count(delivered)).toBe(1);
    });
  });

  it('without it (a server with WEBHOOK_WORKER=off): the sweeps only; events stay in the outbox and users unscreened', async () => {
    const t = await h.tenant();
    await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/jobs', ['*']);
    const { userId, key, ssoId } = await userKeyAndSsoState(t.tenantId, t.sandbox);
    h.clock.advance(IDEMPOTENCY_TTL_MS + 60_000);
    await jobs(false).stop(); // waits for the sweep that started with it
    expect([await keyRows(key), await ssoRows(ssoId), await screened(userId)]).toEqual([0, 0, 0]);
    const undispatched = sql`select count(*)::int as n from events where environment_id = ${t.sandbox.environmentId} and dispatched_at is null`;
    expect(await count(undispatched)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from webhook_deliveries where environment_id = ${t.sandbox.environmentId}`)).toBe(0);
  });
});
