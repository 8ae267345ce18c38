/**
 * Issue 17, findings 7 and 8, as the attacks that worked before:
 * 7. a sandbox endpoint aimed at the deployment's own network (loopback, the
 *    database port, cloud metadata) — refused unless the operator sets
 *    WEBHOOK_ALLOW_PRIVATE_TARGETS, and never for live endpoints; the delivery
 *    log says the same words whatever sits at a refused address;
 * 8. names and IPv6 forms that slipped past the check (trailing dots,
 *    IPv4-compatible, site-local, NAT64, SIIT, 6to4), and DNS rebinding between
 *    the check and the connection — delivery connects to the address it checked.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { createEndpoint } from '../../src/services/webhooks/endpoints.ts';
import { REFUSED_TARGET } from '../../src/services/webhooks/sender.ts';
import { createHarness, fileHarness, tenantSnapshot, type Harness, type KeyCreds, type TestTenant } from '../helpers/harness.ts';
import { addUser, testWorker, withReceiver } from '../helpers/webhooks.ts';

// The operator's default: WEBHOOK_ALLOW_PRIVATE_TARGETS unset. Its own database on Postgres, since its workers drain every pending delivery.
const h = fileHarness({ isolated: true, allowPrivateWebhookTargets: false });
// The same database with the setting on (a second app, as after an operator changes it and restarts).
let allowed: Harness;
let t: TestTenant;
beforeAll(async () => {
  allowed = await createHarness({ sameDatabaseAs: h, allowPrivateWebhookTargets: true });
  t = await h.tenant();
});
afterAll(async () => {
  await allowed?.close();
});

async function createVia(app: Harness, auth: KeyCreds, url: string) {
  return app.request('POST', '/v1/webhook-endpoints', { body: { url, events: ['*'] }, auth });
}

/** Deliveries and attempts of one endpoint, straight from the database. */
async function attemptsOf(app: Harness, endpointId: string) {
  return queryRows<{ status_code: number | null; error: string | null }>(
    app.db,
    sql`select a.status_code, a.error from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = ${endpointId} order by a.id`,
  );
}

/** An endpoint made while private targets were allowed (the operator turned them off since). */
async function preexisting(app: Harness, tenant: TestTenant, url: string): Promise<string> {
  const { row } = await createEndpoint(
    app.db,
    { tenantId: tenant.tenantId, environmentId: tenant.sandbox.environmentId, livemode: false },
    { url, events: ['*'] },
    { signingSecret: app.deps.signingSecret, targets: { allowsPrivate: () => true } },
    app.clock.now(),
    null,
  );
  return row.id;
}

describe('finding 7: sandbox endpoints aimed at the internal network', () => {
  const internal = [
    'http://127.0.0.1:5432/',
    'http://localhost:5432/',
    'http://10.0.0.5/hooks',
    'http://[::1]:8080/',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://metadata.google.internal/computeMetadata/v1/',
  ];

  it.each(internal)('by default, creating a sandbox endpoint for %s is 400 url_not_allowed and nothing changes', async (url) => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await createVia(h, t.sandbox, url);
    expect([res.status, res.body.error.code, res.body.error.param]).toEqual([400, 'url_not_allowed', 'url']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('by default, pointing an existing sandbox endpoint (API or dashboard) at loopback is refused and nothing changes', async () => {
    const ok = await createVia(h, t.sandbox, 'https://hooks.example.com/in');
    expect(ok.status, ok.text).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('PATCH', `/v1/webhook-endpoints/${ok.body.id}`, { body: { url: 'http://127.0.0.1:5432/' }, auth: t.sandbox });
    expect([res.status, res.body.error.code]).toEqual([400, 'url_not_allowed']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('by default, an endpoint already aimed at loopback is refused at send time: nothing reaches the receiver, and an open port reads like a closed one', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const open = await preexisting(h, tt, r.url);
      const closed = await preexisting(h, tt, 'http://127.0.0.1:9/closed');
      await addUser(h, tt.sandbox);
      await testWorker(h, { allowPrivateTargets: false }).drain();
      expect(r.received).toEqual([]);
      const [openAttempt] = await attemptsOf(h, open);
      const [closedAttempt] = await attemptsOf(h, closed);
      expect(openAttempt).toEqual({ status_code: null, error: REFUSED_TARGET });
      expect(closedAttempt).toEqual(openAttempt);
    });
  });

  it('by default, a test event to an endpoint aimed at loopback is refused before connecting, in the same words', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const id = await preexisting(h, tt, r.url);
      const before = await tenantSnapshot(h.db, tt.tenantId);
      const res = await h.request('POST', `/v1/webhook-endpoints/${id}/test`, { body: {}, auth: tt.sandbox });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ succeeded: false, attempt: { statusCode: null, error: REFUSED_TARGET, response: null } });
      expect(r.received).toEqual([]);
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    });
  });

  it('with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, sandbox endpoints may target loopback and are delivered', async () => {
    await withReceiver(async (r) => {
      const tt = await allowed.tenant();
      const res = await createVia(allowed, tt.sandbox, r.url);
      expect(res.status, res.text).toBe(200);
      await addUser(allowed, tt.sandbox);
      await testWorker(allowed, { allowPrivateTargets: true }).drain();
      expect(r.received).toHaveLength(1);
    });
  });

  it('with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, live endpoints still may not target private addresses, at create and at send time', async () => {
    await withReceiver(async (r) => {
      const tt = await allowed.tenant();
      const before = await tenantSnapshot(allowed.db, tt.tenantId);
      for (const url of ['https://127.0.0.1:5432/', 'https://localhost/x', 'https://10.0.0.5/x']) {
        const res = await createVia(allowed, tt.live, url);
        expect([res.status, res.body.error.code], url).toEqual([400, 'url_not_allowed']);
      }
      expect(await tenantSnapshot(allowed.db, tt.tenantId)).toEqual(before);
      // A live endpoint whose public name resolves to loopback: refused when sending.
      const ep = await createVia(allowed, tt.live, 'https://hooks.example.com/in');
      expect(ep.status).toBe(200);
      await addUser(allowed, tt.live);
      await testWorker(allowed, { allowPrivateTargets: true, resolveHost: async () => ['127.0.0.1'] }).drain();
      expect(r.received).toEqual([]);
      expect(await attemptsOf(allowed, ep.body.id)).toEqual([{ status_code: null, error: REFUSED_TARGET }]);
    });
  });

  it('with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, link-local (cloud metadata) and unspecified addresses stay refused', async () => {
    const tt = await allowed.tenant();
    const before = await tenantSnapshot(allowed.db, tt.tenantId);
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://0.0.0.0:5432/', 'http://[fe80::1]/', 'http://[::]/']) {
      const res = await createVia(allowed, tt.sandbox, url);
      expect([res.status, res.body.error.code], url).toEqual([400, 'url_not_allowed']);
    }
    expect(await tenantSnapshot(allowed.db, tt.tenantId)).toEqual(before);
  });
});

describe('finding 8: address gaps and DNS rebinding', () => {
  const gaps = [
    'https://localhost./x',
    'https://metadata.google.internal./computeMetadata/v1/',
    'https://localhost../x',
    'https://[::7f00:1]/x',
    'https://[fec0::1]/x',
    'https://[64:ff9b:1::a9fe:a9fe]/x',
    'https://[64:ff9b::a9fe:a9fe]/x',
    'https://[::ffff:0:7f00:1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[::ffff:a9fe:a9fe]/x',
    'https://[2002:7f00:1::]/x',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
    'https://[100::1]/x',
    'https://[3fff::1]/x',
    'https://0x7f.1/x',
    'https://2130706433/x',
  ];

  it.each(gaps)('a live endpoint for %s is 400 url_not_allowed and nothing changes', async (url) => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await createVia(h, t.live, url);
    expect([res.status, res.body.error.code, res.body.error.param], url).toEqual([400, 'url_not_allowed', 'url']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('public IPv6 and IPv4 literals and public names are still accepted', async () => {
    for (const url of ['https://[2606:4700:4700::1111]/x', 'https://93.184.216.34/x', 'https://hooks.example.com./x']) {
      const res = await createVia(h, t.live, url);
      expect(res.status, `${url}: ${res.text}`).toBe(200);
    }
  });

  it('an address embedding or translating IPv4 is refused even where private targets are allowed', async () => {
    const tt = await allowed.tenant();
    for (const url of ['http://[::7f00:1]/', 'http://[64:ff9b::7f00:1]/', 'http://[2002:7f00:1::]/', 'http://[fec0::1]/']) {
      const res = await createVia(allowed, tt.sandbox, url);
      expect([res.status, res.body.error.code], url).toEqual([400, 'url_not_allowed']);
    }
  });

  it('DNS rebinding: the name is resolved once per connection and the connection goes to the address that was checked', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const port = new URL(r.url).port;
      // Public on the first answer (passes the check), loopback on any later one (where a second lookup would connect).
      const answers: string[][] = [];
      const resolveHost = async (host: string) => {
        // On Postgres the second app shares this database: an earlier test's retry that has come due (hooks.example.com) may be
        // drained here too. It gets a documentation address (refused, never connected to); only this host's lookups count.
        if (host !== 'rebind.example.com') return ['192.0.2.1'];
        const answer = answers.length === 0 ? ['1.1.1.1'] : ['127.0.0.1'];
        answers.push(answer);
        return answer;
      };
      const ep = await createVia(h, tt.sandbox, `http://rebind.example.com:${port}/hooks`);
      expect(ep.status, ep.text).toBe(200);
      await addUser(h, tt.sandbox);
      await testWorker(h, { allowPrivateTargets: false, resolveHost, timeoutMs: 500 }).drain();
      expect(answers).toEqual([['1.1.1.1']]);
      expect(r.received).toEqual([]);
      const [attempt] = await attemptsOf(h, ep.body.id);
      expect(attempt!.error).not.toBe(REFUSED_TARGET);
      expect(attempt!.status_code).toBeNull();
    });
  });

  it('the connection uses the checked answer, not a second lookup: a name only our resolver knows reaches the receiver behind it', async () => {
    await withReceiver(async (r) => {
      const tt = await allowed.tenant();
      const port = new URL(r.url).port;
      let lookups = 0;
      const ep = await createVia(allowed, tt.sandbox, `http://pinned.invalid:${port}/hooks`);
      expect(ep.status, ep.text).toBe(200);
      await addUser(allowed, tt.sandbox);
      await testWorker(allowed, {
        allowPrivateTargets: true,
        resolveHost: async (host) => {
          // Other files' and tests' leftover deliveries in this database may be drained too: count this host's lookups only.
          if (host === 'pinned.invalid') lookups++;
          return ['127.0.0.1'];
        },
      }).drain();
      expect(lookups).toBe(1);
      expect(r.received).toHaveLength(1);
      expect(r.received[0]!.headers.host).toBe(`pinned.invalid:${port}`);
    });
  });

  it('a name resolving to a public and a private address is refused as a whole', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const port = new URL(r.url).port;
      const ep = await createVia(h, tt.sandbox, `http://mixed.example.com:${port}/hooks`);
      await addUser(h, tt.sandbox);
      await testWorker(h, { allowPrivateTargets: false, resolveHost: async () => ['93.184.216.34', '127.0.0.1'] }).drain();
      expect(r.received).toEqual([]);
      expect(await attemptsOf(h, ep.body.id)).toEqual([{ status_code: null, error: REFUSED_TARGET }]);
    });
  });
});
