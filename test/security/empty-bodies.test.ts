/**
 * Issue 33 #14: openapi.json said `POST …/rotate-secret` and `POST …/default` take no body while the server
 * accepted `{}`, and an outside proxy validator flagged the difference. Now both say the same: no body or an empty
 * JSON object (what generated SDKs send on every POST), anything in it a 400. Checked on both transports, and with
 * the document's own request validator (openapi-backend), as a proxy would.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestValidity } from '../helpers/conformance.ts';
import { createTestEndpoint, makeMember, makeUser, signIn, type SignedIn } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let owner: SignedIn;
beforeAll(async () => {
  t = await h.tenant();
  owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
});

const JSON_HEADERS = { 'content-type': 'application/json' };

async function customerWithMethod(): Promise<{ customerId: string; methodId: string }> {
  const customer = await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, t.sandbox) }, auth: t.sandbox });
  const method = await h.request('POST', `/v1/payments/customers/${customer.body.id}/payment-methods`, {
    body: { paymentMethodId: 'pm_card_visa' },
    auth: t.sandbox,
  });
  expect(method.status, method.text).toBe(200);
  return { customerId: customer.body.id, methodId: method.body.id };
}

describe('the document and the server agree on path-only POSTs', () => {
  it('every POST, PATCH and PUT documents a body: an optional empty object where the input is all in the path', () => {
    const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { requestBody?: any }>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['post', 'patch', 'put'].includes(method)) continue;
        expect(op.requestBody, `${method} ${path}`).toBeDefined();
      }
    }
    for (const path of ['/v1/webhook-endpoints/{id}/rotate-secret', '/v1/payments/customers/{customerId}/payment-methods/{id}/default']) {
      expect(doc.paths[path].post.requestBody).toMatchObject({
        required: false,
        content: { 'application/json': { schema: { type: 'object', properties: {}, additionalProperties: false } } },
      });
    }
  });

  it('POST …/rotate-secret: no body and `{}` are valid to the document and 200 on REST; a field is invalid to both and 400, nothing changed', async () => {
    const ep = await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/in');
    const path = `/v1/webhook-endpoints/${ep.id}/rotate-secret`;
    expect(await requestValidity('POST', path, {}, undefined)).toBe(true);
    expect(await requestValidity('POST', path, JSON_HEADERS, {})).toBe(true);
    expect(await requestValidity('POST', path, JSON_HEADERS, { overlapHours: 1 })).toBe(false);
    expect((await h.request('POST', path, { auth: t.sandbox })).status).toBe(200);
    expect((await h.request('POST', path, { body: {}, auth: t.sandbox })).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const extra = await h.request('POST', path, { body: { overlapHours: 1 }, auth: t.sandbox });
    expect([extra.status, extra.body.error.code, extra.body.error.param]).toEqual([400, 'validation_failed', 'overlapHours']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('POST …/default: the same on REST, and /trpc takes the ids alone and refuses anything more', async () => {
    const { customerId, methodId } = await customerWithMethod();
    const path = `/v1/payments/customers/${customerId}/payment-methods/${methodId}/default`;
    expect(await requestValidity('POST', path, {}, undefined)).toBe(true);
    expect(await requestValidity('POST', path, JSON_HEADERS, {})).toBe(true);
    expect(await requestValidity('POST', path, JSON_HEADERS, { setDefault: true })).toBe(false);
    for (const body of [undefined, {}]) {
      const res = await h.request('POST', path, { body, auth: t.sandbox });
      expect([res.status, res.body.isDefault], res.text).toEqual([200, true]);
    }
    const viaTrpc = await h.request('POST', '/trpc/payments.setDefault', { body: { customerId, id: methodId }, auth: t.sandbox });
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const res of [
      await h.request('POST', path, { body: { setDefault: true }, auth: t.sandbox }),
      await h.request('POST', '/trpc/payments.setDefault', { body: { customerId, id: methodId, setDefault: true }, auth: t.sandbox }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.data?.code ?? res.body.error.code).toBe('validation_failed');
    }
    const notAnObject = await h.request('POST', path, { body: [], auth: t.sandbox });
    expect([notAnObject.status, notAnObject.body.error.code]).toEqual([400, 'validation_failed']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('the dashboard key routes (revoke, rotate-secret) likewise', async () => {
    const created = await h.request('POST', '/v1/dashboard/keys', { body: { environment: 'sandbox' }, headers: owner.bearer });
    expect(created.status, created.text).toBe(200);
    const rotate = `/v1/dashboard/keys/${created.body.id}/rotate-secret`;
    expect(await requestValidity('POST', rotate, JSON_HEADERS, {})).toBe(true);
    expect((await h.request('POST', rotate, { body: {}, headers: owner.bearer })).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refused = await h.request('POST', `/v1/dashboard/keys/${created.body.id}/revoke`, { body: { reason: 'x' }, headers: owner.bearer });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'validation_failed']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect((await h.request('POST', `/v1/dashboard/keys/${created.body.id}/revoke`, { headers: owner.bearer })).status).toBe(200);
  });
});
