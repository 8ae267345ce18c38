/**
 * Issue 33 #7: with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, `http://100.100.100.200/` (Alibaba metadata),
 * `http://[fd00:ec2::254]/` (AWS IPv6 metadata) and `http://metadata.google.internal/` were accepted, and the
 * first was contacted by a test send. Known cloud metadata addresses and names are now refused in every setting,
 * at creation and at send time. Nothing here leaves the machine: names resolve through a test resolver to loopback,
 * where a receiver shows whether anything got through.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { addressAllowed, hostProblem, isMetadataHost } from '../../src/lib/public-address.ts';
import { REFUSED_TARGET, WebhookSender } from '../../src/services/webhooks/sender.ts';
import { createHarness, fileHarness, tenantSnapshot, type Harness, type TestTenant } from '../helpers/harness.ts';
import { addUser, testWorker, withReceiver } from '../helpers/webhooks.ts';

// Private targets allowed, as in the finding; the default (off) is checked too. Its own database: its workers drain every pending delivery.
const h = fileHarness({ isolated: true, allowPrivateWebhookTargets: true });
let strict: Harness;
let t: TestTenant;
beforeAll(async () => {
  strict = await createHarness({ sameDatabaseAs: h, allowPrivateWebhookTargets: false });
  t = await h.tenant();
});
afterAll(async () => {
  await strict?.close();
});

const METADATA_URLS = [
  'http://100.100.100.200/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::ffff:100.100.100.200]/',
  'http://[::ffff:6464:64c8]/',
  'http://[fd00:ec2::23]/',
  'http://[fd20:ce::254]/',
  'http://168.63.129.16/machine',
  'http://metadata/computeMetadata/v1/',
  'http://METADATA.Google.Internal./computeMetadata/v1/',
  'http://x.metadata.google.internal/',
  'http://metadata.goog/',
  'http://instance-data/latest/meta-data/',
  'http://metadata.azure.com/metadata/instance',
  'http://metadata.oraclecloud.com/opc/v2/instance/',
  'http://metadata.tencentyun.com/latest/meta-data/',
];

async function endpointOn(url: string): Promise<string> {
  // Planted as a row written before this fix would be: created with a harmless URL, then pointed at the target.
  const res = await h.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/in', events: ['*'] }, auth: t.sandbox });
  expect(res.status, res.text).toBe(200);
  await h.db.execute(sql`update webhook_endpoints set url = ${url} where id = ${res.body.id}`);
  return res.body.id;
}

const attemptsOf = (endpointId: string) =>
  queryRows<{ status_code: number | null; error: string | null }>(
    h.db,
    sql`select a.status_code, a.error from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = ${endpointId} order by a.id`,
  );

describe('at creation and update', () => {
  it.each(METADATA_URLS)('with private targets allowed, a sandbox endpoint for %s is 400 url_not_allowed and nothing changes', async (url) => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', '/v1/webhook-endpoints', { body: { url, events: ['*'] }, auth: t.sandbox });
    expect([res.status, res.body.error.code, res.body.error.param], url).toEqual([400, 'url_not_allowed', 'url']);
    expect(res.body.error.message).toMatch(/cloud metadata|reserved, link-local/);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('pointing an existing endpoint at a metadata service is refused in both settings, on live too, and nothing changes', async () => {
    for (const app of [h, strict]) {
      const tt = await app.tenant();
      const ok = await app.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/in', events: ['*'] }, auth: tt.sandbox });
      const live = await app.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/live', events: ['*'] }, auth: tt.live });
      const before = await tenantSnapshot(app.db, tt.tenantId);
      for (const url of ['http://100.100.100.200/', 'http://[fd00:ec2::254]/', 'http://metadata.google.internal/']) {
        const res = await app.request('PATCH', `/v1/webhook-endpoints/${ok.body.id}`, { body: { url }, auth: tt.sandbox });
        expect([res.status, res.body.error.code], url).toEqual([400, 'url_not_allowed']);
      }
      for (const url of ['https://metadata.azure.com/x', 'https://metadata.goog/x', 'https://168.63.129.16/x']) {
        const res = await app.request('PATCH', `/v1/webhook-endpoints/${live.body.id}`, { body: { url }, auth: tt.live });
        expect([res.status, res.body.error.code], url).toEqual([400, 'url_not_allowed']);
      }
      expect(await tenantSnapshot(app.db, tt.tenantId)).toEqual(before);
    }
  });

  it('the policy in every setting: addresses refused even where private ones are allowed, names before any lookup', () => {
    for (const ip of ['100.100.100.200', 'fd00:ec2::254', 'fd00:ec2::23', 'fd20:ce::254', '168.63.129.16', '169.254.169.254', '::ffff:100.100.100.200']) {
      expect([ip, addressAllowed(ip, true), addressAllowed(ip, false)]).toEqual([ip, false, false]);
    }
    // Neighbours of the listed addresses keep their class: the rest of 100.64/10 and fc00::/7 stay private, not forbidden.
    expect([addressAllowed('100.100.100.201', true), addressAllowed('fd00:ec3::254', true), addressAllowed('168.63.129.17', false)]).toEqual([
      true,
      true,
      true,
    ]);
    for (const host of ['metadata', 'metadata.google.internal', 'METADATA.GOOGLE.INTERNAL.', 'a.b.metadata.goog', 'instance-data']) {
      expect(isMetadataHost(host), host).toBe(true);
      expect(hostProblem(new URL(`http://${host}/`), true), host).toBe('names a cloud metadata service');
    }
    for (const host of ['metadata.example.com', 'mymetadata.goog', 'metadata-service.internal.example.com']) expect(isMetadataHost(host), host).toBe(false);
  });
});

describe('at send time (an endpoint planted before the fix)', () => {
  it('a metadata name is refused before DNS, even when it would resolve to an allowed address: the receiver behind it gets nothing', async () => {
    await withReceiver(async (r) => {
      const port = new URL(r.url).port;
      const id = await endpointOn(`http://metadata.google.internal:${port}/computeMetadata/v1/`);
      const asked: string[] = [];
      await addUser(h, t.sandbox);
      await testWorker(h, {
        allowPrivateTargets: true,
        resolveHost: async (host) => {
          asked.push(host);
          return ['127.0.0.1'];
        },
      }).drain();
      expect(r.received).toEqual([]);
      expect(asked).not.toContain('metadata.google.internal');
      expect(await attemptsOf(id)).toEqual([{ status_code: null, error: REFUSED_TARGET }]);
    });
  });

  it('a name resolving to a metadata address (with loopback first) is refused as a whole, through the worker and a test event', async () => {
    await withReceiver(async (r) => {
      const port = new URL(r.url).port;
      for (const metadata of ['100.100.100.200', 'fd00:ec2::254']) {
        const id = await endpointOn(`http://hooks-${metadata.length}.example.test:${port}/in`);
        const resolveHost = async () => ['127.0.0.1', metadata];
        await addUser(h, t.sandbox);
        await testWorker(h, { allowPrivateTargets: true, resolveHost }).drain();
        expect(await attemptsOf(id), metadata).toEqual([{ status_code: null, error: REFUSED_TARGET }]);

        const sender = h.deps.webhookSender;
        h.deps.webhookSender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true, resolveHost });
        try {
          const before = await tenantSnapshot(h.db, t.tenantId);
          const res = await h.request('POST', `/v1/webhook-endpoints/${id}/test`, { body: {}, auth: t.sandbox });
          expect(res.status, res.text).toBe(200);
          expect(res.body).toMatchObject({ succeeded: false, attempt: { statusCode: null, error: REFUSED_TARGET, response: null } });
          expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
        } finally {
          await h.deps.webhookSender.close();
          h.deps.webhookSender = sender;
        }
      }
      expect(r.received).toEqual([]);
    });
  });
});
