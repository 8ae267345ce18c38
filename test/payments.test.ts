import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../src/db/schema/index.ts';
import { paymentProvidersFor, stripePaymentProvider } from '../src/services/payment-providers.ts';
import { MAX_METHODS_PER_CUSTOMER } from '../src/services/payments.ts';
import { makeUser } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { StripeStub } from './helpers/stripe-stub.ts';

const h = fileHarness();
let t: TestTenant;
let stub: StripeStub;
beforeAll(async () => {
  t = await h.tenant();
  stub = await new StripeStub().start();
});
afterAll(async () => {
  await stub.stop();
});

async function customer(auth: KeyCreds = t.sandbox) {
  const userId = await makeUser(h, auth, { kyc: false });
  const res = await h.request('POST', '/v1/payments/customers', { body: { userId }, auth });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; userId: string };
}
const attach = (customerId: string, paymentMethodId: string, setDefault?: boolean, auth: KeyCreds = t.sandbox) =>
  h.request('POST', `/v1/payments/customers/${customerId}/payment-methods`, {
    body: { paymentMethodId, ...(setDefault === undefined ? {} : { setDefault }) },
    auth,
  });
const methods = async (customerId: string, auth: KeyCreds = t.sandbox) =>
  (await h.request('GET', `/v1/payments/customers/${customerId}/payment-methods?limit=100`, { auth })).body.data as {
    id: string;
    isDefault: boolean;
    card: { brand: string };
  }[];

describe('customers', () => {
  it('one per user per environment: a second create returns the existing customer', async () => {
    const c = await customer();
    expect(c).toMatchObject({ id: expect.stringMatching(/^cus_/), provider: 'sandbox', livemode: false, email: expect.stringContaining('@example.com') });
    const again = await h.request('POST', '/v1/payments/customers', { body: { userId: c.userId }, auth: t.sandbox });
    expect(again.body.id).toBe(c.id);
    expect((await h.request('GET', `/v1/payments/customers/${c.id}`, { auth: t.sandbox })).body).toEqual(again.body);
    const list = await h.request('GET', `/v1/payments/customers?userId=${c.userId}`, { auth: t.sandbox });
    expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect((await h.request('POST', '/v1/payments/customers', { body: { userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, auth: t.sandbox })).status).toBe(404);
  });
});

describe('payment methods (sandbox provider)', () => {
  it('attaches as documented; the first becomes the default; setDefault moves it', async () => {
    const c = await customer();
    const visa = await attach(c.id, 'pm_card_visa');
    expect(visa.status).toBe(200);
    expect(visa.body).toEqual({ id: expect.stringMatching(/^pm_/), type: 'card', card: { brand: 'visa', last4: '4242' }, isDefault: true, livemode: false });
    const mc = await attach(c.id, 'pm_card_mastercard');
    expect(mc.body).toMatchObject({ card: { brand: 'mastercard', last4: '4444' }, isDefault: false });
    const amex = await attach(c.id, 'pm_card_amex', true);
    expect(amex.body.isDefault).toBe(true);
    expect((await methods(c.id)).filter((m) => m.isDefault).map((m) => m.id)).toEqual([amex.body.id]);
    const made = await h.request('POST', `/v1/payments/customers/${c.id}/payment-methods/${mc.body.id}/default`, { body: {}, auth: t.sandbox });
    expect(made.body.isDefault).toBe(true);
    expect((await methods(c.id)).filter((m) => m.isDefault).map((m) => m.id)).toEqual([mc.body.id]);
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'payment_method.attached' and data->>'customerId' = ${c.id}`)).toBe(3);
  });

  it('re-attaching is idempotent; attaching to another customer is 409', async () => {
    const a = await customer();
    const b = await customer();
    const visa = (await attach(a.id, 'pm_card_visa')).body;
    const again = await attach(a.id, visa.id);
    expect(again.body).toEqual(visa);
    expect(await methods(a.id)).toHaveLength(1);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const elsewhere = await attach(b.id, visa.id);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'payment_method_attached_elsewhere']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('maps provider refusals: 402 card_declined, 400 payment_method_invalid — nothing stored', async () => {
    const c = await customer();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const declined = await attach(c.id, 'pm_card_chargeDeclined');
    expect([declined.status, declined.body.error.code, declined.body.error.param]).toEqual([402, 'card_declined', 'paymentMethodId']);
    const unknown = await attach(c.id, 'pm_card_nope');
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'payment_method_invalid']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('detaches ({id, deleted: true}); the newest remaining method becomes the default', async () => {
    const c = await customer();
    const first = (await attach(c.id, 'pm_card_visa')).body;
    const second = (await attach(c.id, 'pm_card_mastercard')).body;
    const res = await h.request('DELETE', `/v1/payments/customers/${c.id}/payment-methods/${first.id}`, { auth: t.sandbox });
    expect(res.body).toEqual({ id: first.id, deleted: true });
    expect(await methods(c.id)).toEqual([{ ...second, isDefault: true }]);
    expect((await h.request('DELETE', `/v1/payments/customers/${c.id}/payment-methods/${first.id}`, { auth: t.sandbox })).status).toBe(404);
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'payment_method.detached' and data->>'customerId' = ${c.id}`)).toBe(1);
  });

  it('exactly one default under concurrent attaches and default changes', async () => {
    const c = await customer();
    const attached = await Promise.all(Array.from({ length: 8 }, (_, i) => attach(c.id, i % 2 ? 'pm_card_visa' : 'pm_card_mastercard', true)));
    expect(attached.every((r) => r.status === 200)).toBe(true);
    let defaults = await h.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.customerId, c.id), eq(paymentMethods.isDefault, true)));
    expect(defaults).toHaveLength(1);
    const ids = attached.map((r) => r.body.id as string);
    const switched = await Promise.all(
      ids.map((id) => h.request('POST', `/v1/payments/customers/${c.id}/payment-methods/${id}/default`, { body: {}, auth: t.sandbox })),
    );
    expect(switched.every((r) => r.status === 200)).toBe(true);
    defaults = await h.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.customerId, c.id), eq(paymentMethods.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it("another tenant's or environment's customers are 404 on every route, nothing changes", async () => {
    const c = await customer();
    const m = (await attach(c.id, 'pm_card_visa')).body;
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const auth of [other.sandbox, t.live]) {
      for (const [method, path, body] of [
        ['GET', `/v1/payments/customers/${c.id}`],
        ['POST', `/v1/payments/customers/${c.id}/payment-methods`, { paymentMethodId: 'pm_card_visa' }],
        ['GET', `/v1/payments/customers/${c.id}/payment-methods`],
        ['DELETE', `/v1/payments/customers/${c.id}/payment-methods/${m.id}`],
        ['POST', `/v1/payments/customers/${c.id}/payment-methods/${m.id}/default`, {}],
        ['POST', '/v1/payments/customers', { userId: c.userId }],
      ] as const) {
        const res = await h.request(method, path, { auth, body });
        expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, 'not_found']);
      }
      expect((await h.request('GET', '/v1/payments/customers', { auth })).text).not.toContain(c.id);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('payment methods per customer', () => {
  it('a customer holds at most 100: one more is 409 invalid_state, nothing written; detaching makes room', async () => {
    const c = await customer();
    await h.db.insert(paymentMethods).values(
      Array.from({ length: MAX_METHODS_PER_CUSTOMER - 1 }, (_, i) => ({
        id: `pm_filler${String(i).padStart(3, '0')}${c.id.slice(-8)}`,
        tenantId: t.tenantId,
        environmentId: t.sandbox.environmentId,
        customerId: c.id,
        type: 'card',
        brand: 'visa',
        last4: '4242',
      })),
    );
    expect((await attach(c.id, 'pm_card_visa')).status).toBe(200); // the 100th
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refused = await attach(c.id, 'pm_card_mastercard');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const list = await methods(c.id);
    expect(list).toHaveLength(MAX_METHODS_PER_CUSTOMER);
    expect((await h.request('DELETE', `/v1/payments/customers/${c.id}/payment-methods/${list[0]!.id}`, { auth: t.sandbox })).status).toBe(200);
    expect((await attach(c.id, 'pm_card_mastercard')).status).toBe(200);
  });
});

describe('stripe provider (official SDK against a local stub of the Stripe API)', () => {
  const provider = () => stripePaymentProvider('sk_test_stub', { host: '127.0.0.1', port: stub.port, protocol: 'http', maxNetworkRetries: 0 });

  it('creates customers and attaches cards through the SDK', async () => {
    const p = provider();
    const { providerCustomerId } = await p.createCustomer({ email: 'ada@example.com', userId: 'usr_x' });
    expect(providerCustomerId).toMatch(/^cus_stub/);
    const card = await p.attach('pm_card_visa', { providerCustomerId });
    expect(card).toMatchObject({ id: expect.stringMatching(/^pm_stub/), type: 'card', brand: 'visa', last4: '4242' });
    const sent = stub.requests.find((r) => r.path === '/v1/payment_methods/pm_card_visa/attach')!;
    expect(sent.body.get('customer')).toBe(providerCustomerId);
    expect(sent.authorization).toBe('Bearer sk_test_stub');
  });

  it('maps every Stripe error to our error body through the API', async () => {
    const tt = await h.tenant();
    h.deps.paymentProviders = { ...paymentProvidersFor(undefined), live: provider() };
    try {
      const c = await customer(tt.live);
      expect(c).toMatchObject({ provider: 'stripe', livemode: true });
      const ok = await attach(c.id, 'pm_card_visa', undefined, tt.live);
      expect(ok.body).toMatchObject({ card: { brand: 'visa', last4: '4242' }, isDefault: true });
      const cases: [string, number, string][] = [
        ['pm_card_chargeDeclined', 402, 'card_declined'],
        ['pm_missing', 400, 'payment_method_invalid'],
        ['pm_boom', 502, 'provider_error'],
      ];
      for (const [id, status, code] of cases) {
        const res = await attach(c.id, id, undefined, tt.live);
        expect([res.status, res.body.error.code], id).toEqual([status, code]);
        expect(res.text).not.toMatch(/stack|Stripe\w*Error/);
      }
      const other = await customer(tt.live);
      const elsewhere = await attach(other.id, ok.body.id, undefined, tt.live);
      expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'payment_method_attached_elsewhere']);
      const detached = await h.request('DELETE', `/v1/payments/customers/${c.id}/payment-methods/${ok.body.id}`, { auth: tt.live });
      expect(detached.body).toEqual({ id: ok.body.id, deleted: true });
      expect(stub.requests.some((r) => r.path === `/v1/payment_methods/${ok.body.id}/detach`)).toBe(true);
    } finally {
      h.deps.paymentProviders = paymentProvidersFor(undefined);
    }
  });

  it('live with no provider configured refuses (503 payment_provider_unavailable), never the sandbox, and writes nothing', async () => {
    const tt = await h.tenant();
    expect(h.deps.paymentProviders.live.name).toBe('none'); // the harness, like the server, configures no Stripe key
    const userId = await makeUser(h, tt.live, { kyc: false });
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const created = await h.request('POST', '/v1/payments/customers', { body: { userId }, auth: tt.live });
    expect([created.status, created.body.error.code, created.body.error.type]).toEqual([503, 'payment_provider_unavailable', 'api_error']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);

    // A live customer made while a provider was configured: a sandbox test card still never attaches.
    h.deps.paymentProviders = { ...paymentProvidersFor(undefined), live: provider() };
    const c = await customer(tt.live);
    h.deps.paymentProviders = paymentProvidersFor(undefined);
    const snapshot = await tenantSnapshot(h.db, tt.tenantId);
    const attached = await attach(c.id, 'pm_card_visa', undefined, tt.live);
    expect([attached.status, attached.body.error.code]).toEqual([503, 'payment_provider_unavailable']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(snapshot);
    // Sandbox is unaffected.
    const sandbox = await customer(tt.sandbox);
    expect((await attach(sandbox.id, 'pm_card_visa', undefined, tt.sandbox)).status).toBe(200);
  });
});
