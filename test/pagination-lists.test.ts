/**
 * Issue 33 #13: lists that did not paginate. `GET …/payment-methods?limit=1` was 400 "limit is not a known field",
 * disputes likewise, and the dashboard's lists of key pairs, members, environments, webhook endpoints and disputes
 * answered `{data}` (or `{data, hasMore}`) whole. Every list now takes `limit` and a cursor and answers
 * `{data, hasMore, nextCursor}` (decisions §5, §15); the sanctions log keeps the spec's page-numbered shape.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestEndpoint, escrowIn, makeMember, makeUser, signIn, type SignedIn } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let owner: SignedIn;
beforeAll(async () => {
  t = await h.tenant();
  owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
});

type Page = { data: { id: string }[]; hasMore: boolean; nextCursor: string | null };

/** Every id of a list, read one item a page by following `nextCursor`, and the same list read in one page. */
async function walk(get: (query: string) => Promise<{ status: number; body: Page; text: string }>): Promise<string[]> {
  const whole = await get('limit=100');
  expect(whole.status, whole.text).toBe(200);
  expect(whole.body).toMatchObject({ hasMore: false, nextCursor: null });
  const ids: string[] = [];
  let query = 'limit=1';
  for (let i = 0; i < 200; i++) {
    const page = await get(query);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(1);
    ids.push(...page.body.data.map((d) => d.id));
    if (!page.body.hasMore) {
      expect(page.body.nextCursor).toBeNull();
      break;
    }
    query = `limit=1&starting_after=${encodeURIComponent(page.body.nextCursor!)}`;
  }
  expect(ids).toEqual(whole.body.data.map((d) => d.id));
  return ids;
}

async function attach(customerId: string, paymentMethodId: string, auth: KeyCreds = t.sandbox) {
  const res = await h.request('POST', `/v1/payments/customers/${customerId}/payment-methods`, { body: { paymentMethodId }, auth });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
}

describe('payment methods', () => {
  it('the request that showed it: ?limit=1 is 200 with a cursor; pages newest first by cursor, raw id and ending_before', async () => {
    const customer = (await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, t.sandbox) }, auth: t.sandbox })).body;
    const base = `/v1/payments/customers/${customer.id}/payment-methods`;
    const attached: string[] = [];
    for (const card of ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex']) {
      attached.push(await attach(customer.id, card));
      h.clock.advance(1000); // attach times apart: the list is by attach time, not by the provider's ids
    }
    const first = await h.request('GET', `${base}?limit=1`, { auth: t.sandbox });
    expect([first.status, first.body.data.length, first.body.hasMore]).toEqual([200, 1, true]);
    const get = (q: string) => h.request('GET', `${base}?${q}`, { auth: t.sandbox });
    expect(await walk(get)).toEqual([...attached].reverse());
    const [newest, middle, oldest] = [...attached].reverse();
    expect((await get(`starting_after=${newest}`)).body.data.map((m: { id: string }) => m.id)).toEqual([middle, oldest]);
    expect((await get(`ending_before=${oldest}&limit=1`)).body.data.map((m: { id: string }) => m.id)).toEqual([middle]);
    // A cursor keeps its place after its method is detached; a detached method's id no longer does.
    const page = (await get('limit=1')).body;
    expect((await h.request('DELETE', `${base}/${newest}`, { auth: t.sandbox })).status).toBe(200);
    expect((await get(`limit=5&starting_after=${encodeURIComponent(page.nextCursor)}`)).body.data.map((m: { id: string }) => m.id)).toEqual([middle, oldest]);
    const gone = await get(`starting_after=${newest}`);
    expect([gone.status, gone.body.error.code, gone.body.error.param]).toEqual([400, 'validation_failed', 'starting_after']);
  });

  it("another customer's cursor is 400 cursor_invalid; out-of-range limits are 400; nothing changes", async () => {
    const mk = async () => (await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, t.sandbox) }, auth: t.sandbox })).body.id;
    const [a, b] = [await mk(), await mk()];
    for (const c of [a, b]) for (const card of ['pm_card_visa', 'pm_card_amex']) await attach(c, card);
    const cursor = (await h.request('GET', `/v1/payments/customers/${a}/payment-methods?limit=1`, { auth: t.sandbox })).body.nextCursor;
    const before = await tenantSnapshot(h.db, t.tenantId);
    const foreign = await h.request('GET', `/v1/payments/customers/${b}/payment-methods?starting_after=${encodeURIComponent(cursor)}`, { auth: t.sandbox });
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'cursor_invalid']);
    for (const limit of ['0', '101', 'x']) {
      const bad = await h.request('GET', `/v1/payments/customers/${a}/payment-methods?limit=${limit}`, { auth: t.sandbox });
      expect([bad.status, bad.body.error.code, bad.body.error.param]).toEqual([400, 'validation_failed', 'limit']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('disputes and the dashboard lists', () => {
  it('a transaction’s disputes (REST and tRPC)', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const ids = await walk((q) => h.request('GET', `/v1/transactions/${escrow.id}/disputes?${q}`, { auth: t.sandbox }));
    expect(ids).toHaveLength(1);
    const trpc = await h.request('GET', `/trpc/transactions.listDisputes?input=${encodeURIComponent(JSON.stringify({ id: escrow.id, limit: 1 }))}`, {
      auth: t.sandbox,
    });
    expect(trpc.body.result.data).toMatchObject({ hasMore: false, nextCursor: null, data: [{ id: ids[0] }] });
  });

  it('key pairs (by environment), members, environments, webhook endpoints', async () => {
    for (let i = 0; i < 2; i++)
      expect((await h.request('POST', '/v1/dashboard/keys', { body: { environment: 'sandbox' }, headers: owner.bearer })).status).toBe(200);
    await makeMember(h, t.tenantId, { role: 'viewer' });
    for (let i = 0; i < 2; i++) await createTestEndpoint(h, t.sandbox, `https://hooks.example.com/${i}`);
    const dash = (path: string) => (q: string) => h.request('GET', `${path}${path.includes('?') ? '&' : '?'}${q}`, { headers: owner.bearer });
    const sandboxKeys = await walk(dash('/v1/dashboard/keys?environment=sandbox'));
    expect(sandboxKeys.length).toBeGreaterThanOrEqual(3);
    expect([...sandboxKeys].sort().reverse()).toEqual(sandboxKeys); // newest first
    const allKeys = await walk(dash('/v1/dashboard/keys'));
    expect(allKeys.length).toBe(sandboxKeys.length + 1);
    expect((await walk(dash('/v1/dashboard/members'))).length).toBeGreaterThanOrEqual(2);
    expect(await walk(dash('/v1/dashboard/environments'))).toHaveLength(2);
    expect(await walk(dash('/v1/dashboard/webhooks?environment=sandbox'))).toHaveLength(2);
  });

  it('disputes awaiting a decision: the queue pages from its oldest end', async () => {
    const escrows = [await escrowIn(h, t.live, 'disputed'), await escrowIn(h, t.live, 'disputed'), await escrowIn(h, t.live, 'disputed')];
    const get = (q: string) => h.request('GET', `/v1/dashboard/disputes?environment=live&${q}`, { headers: owner.bearer });
    let query = 'limit=1';
    const ids: string[] = [];
    for (;;) {
      const page = await get(query);
      expect(page.status, page.text).toBe(200);
      ids.push(...page.body.data.map((d: { transaction: { id: string } }) => d.transaction.id));
      if (!page.body.hasMore) break;
      query = `limit=1&starting_after=${encodeURIComponent(page.body.nextCursor)}`;
    }
    expect(ids.filter((id) => escrows.some((e) => e.id === id))).toEqual(escrows.map((e) => e.id));
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('every list', () => {
  it('openapi.json: every operation answering a `data` list takes limit and both cursors and answers hasMore and nextCursor', () => {
    const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
    const offenders: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const op = item.get;
      const schema = op?.responses?.['200']?.content?.['application/json']?.schema;
      const props = schema?.properties ?? {};
      if (!props.data && !props.items) continue;
      const params = new Set((op.parameters ?? []).map((p: { name?: string }) => p.name));
      const paged = ['limit', 'starting_after', 'ending_before'].every((n) => params.has(n)) && props.hasMore && props.nextCursor;
      // The sanctions log keeps the spec's page-numbered shape (and the dashboard's queue of it).
      const pageNumbered = props.items && props.page && props.totalPages && params.has('page') && params.has('limit');
      if (!paged && !pageNumbered) offenders.push(`GET ${path}`);
      if (pageNumbered && !path.includes('sanctions')) offenders.push(`GET ${path} (page-numbered)`);
    }
    expect(offenders).toEqual([]);
  });

  it('no list reads a query parameter it does not document: unknown ones are 400 on the new lists too', async () => {
    const res = await h.request('GET', `/v1/dashboard/members?page=2`, { headers: owner.bearer });
    expect([res.status, res.body.error.code, res.body.error.param]).toEqual([400, 'validation_failed', 'page']);
  });
});
