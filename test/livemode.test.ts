/**
 * Issue 33 #11 (decisions §1: objects carry `livemode`): payment methods, disputes, dispute evidence, sanctions log
 * entries and webhook deliveries lacked it. The document is walked for every object with an id that a response
 * returns, and each one read back from both environments says which it belongs to.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestEndpoint, escrowIn, makeMember, makeUser, possibleMatch, signIn } from './helpers/factories.ts';
import { fileHarness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

/**
 * Objects with an id that carry no `livemode`, and why: the tenant's members and audit entries belong to no
 * environment; a transaction's party summaries (the dashboard's too), the person beside a sanctions-queue entry and a
 * delivery's attempts sit inside an object that carries it;
 * a deletion's `{id, deleted}` stub is Stripe's shape.
 */
const WITHOUT_LIVEMODE = new Set([
  'Member',
  'DashboardMember',
  'AuditLogEntry',
  'Transaction.seller',
  'Transaction.buyer',
  'CreatedTransaction.seller',
  'CreatedTransaction.buyer',
  'DashboardTransaction.seller',
  'DashboardTransaction.buyer',
  'DashboardSanctionsQueueEntry.user',
  'WebhookDelivery.attempts',
  'WebhookDeliveryDetail.attempts',
  'deleted',
]);

describe('livemode on every object', () => {
  it('openapi.json: every object with an id in a success response has livemode, but for the listed exceptions', () => {
    const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
    const missing = new Set<string>();
    const seen = new Set<string>();
    const walk = (schema: any, name: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) {
        const ref = schema.$ref.split('/').pop();
        if (seen.has(ref)) return;
        seen.add(ref);
        return walk(doc.components.schemas[ref], ref);
      }
      const props = schema.properties as Record<string, unknown> | undefined;
      if (props) {
        const keys = Object.keys(props);
        const label = keys.includes('deleted') ? 'deleted' : name;
        if ((keys.includes('id') || keys.includes('_id')) && !keys.includes('livemode') && !WITHOUT_LIVEMODE.has(label)) missing.add(label);
        for (const [key, value] of Object.entries(props)) walk(value, `${name}.${key}`);
      }
      for (const key of ['items', 'allOf', 'anyOf', 'oneOf']) {
        const value = schema[key];
        if (Array.isArray(value)) for (const v of value) walk(v, name);
        else if (value) walk(value, name);
      }
    };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          if (status.startsWith('2')) walk(response.content?.['application/json']?.schema, `${method} ${path}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  async function readBack(auth: KeyCreds) {
    const found: Record<string, unknown> = {};
    const escrow = await escrowIn(h, auth, 'disputed');
    const evidence = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'Proof' },
      auth,
    });
    found.evidence = evidence.body.livemode;
    const disputes = await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth });
    found.dispute = disputes.body.data[0].livemode;
    found.disputeEvidence = disputes.body.data[0].evidence[0].livemode;
    const log = await possibleMatch(h, t.tenantId, auth);
    const logs = await h.request('GET', `/v1/sanctions/logs?userId=${log.userId}`, { auth });
    found.sanctionsLog = logs.body.items[0].livemode;
    const reviewed = await h.request('POST', `/v1/sanctions/logs/${log.id}/review`, { body: { decision: 'false_positive', note: 'ok' }, auth });
    found.sanctionsReview = reviewed.body.livemode;
    const endpoint = await createTestEndpoint(h, auth, 'https://hooks.example.com/livemode', ['tenant.users.invite']);
    await makeUser(h, auth, { kyc: false });
    const event = (await h.request('GET', '/v1/events?type=tenant.users.invite&limit=1', { auth })).body.data[0];
    const redelivered = await h.request('POST', `/v1/events/${event.id}/redeliver`, { body: { endpointId: endpoint.id }, auth });
    found.redelivered = redelivered.body.deliveries[0].livemode;
    const deliveries = await h.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`, { auth });
    found.delivery = deliveries.body.data[0].livemode;
    const detail = await h.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries/${deliveries.body.data[0].id}`, { auth });
    found.deliveryDetail = detail.body.livemode;
    return found;
  }

  it('sandbox objects say false, live ones true: disputes, evidence, sanctions log entries, webhook deliveries', async () => {
    for (const [auth, livemode] of [
      [t.sandbox, false],
      [t.live, true],
    ] as const) {
      const found = await readBack(auth);
      expect(found, auth === t.live ? 'live' : 'sandbox').toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, livemode])));
    }
  });

  it('payment methods (sandbox: the live provider is Stripe, absent here) and dashboard key pairs', async () => {
    const customer = await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, t.sandbox) }, auth: t.sandbox });
    const base = `/v1/payments/customers/${customer.body.id}/payment-methods`;
    const attached = await h.request('POST', base, { body: { paymentMethodId: 'pm_card_visa' }, auth: t.sandbox });
    expect(attached.body.livemode).toBe(false);
    expect((await h.request('GET', base, { auth: t.sandbox })).body.data[0].livemode).toBe(false);
    expect((await h.request('POST', `${base}/${attached.body.id}/default`, { auth: t.sandbox })).body.livemode).toBe(false);
    const owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
    const keys = (await h.request('GET', '/v1/dashboard/keys', { headers: owner.bearer })).body.data as { environment: string; livemode: boolean }[];
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(key.livemode).toBe(key.environment === 'live');
  });
});
