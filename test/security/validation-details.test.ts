/**
 * Issue 33 #12: validation details named only the first problem. A create body with neither party reported only
 * `seller`; one with a bad `accountType` and no parties listed the schema errors but not the missing parties.
 * Replayed on both transports: `details` names every bad field, the rules across fields together with each
 * field's own (decisions §3), and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const BASE = { accountType: 'escrow', title: 'Camera', amount: 12_500, currency: 'USD' };

/** The `details` paths of a refused create, over REST and over /trpc (which must agree), with nothing written. */
async function refusedPaths(body: Record<string, unknown>): Promise<string[]> {
  const before = await tenantSnapshot(h.db, t.tenantId);
  const rest = await h.request('POST', '/v1/transactions/create', { body, auth: t.sandbox });
  expect([rest.status, rest.body.error.code], rest.text).toEqual([400, 'validation_failed']);
  const trpc = await h.request('POST', '/trpc/transactions.create', { body, auth: t.sandbox });
  expect([trpc.status, trpc.body.error.data.code]).toEqual([400, 'validation_failed']);
  const paths = rest.body.error.details.map((d: { path: string }) => d.path).sort();
  expect(trpc.body.error.data.details.map((d: { path: string }) => d.path).sort()).toEqual(paths);
  expect(rest.body.error.param).toBe(rest.body.error.details[0].path);
  expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  return paths;
}

describe('every bad field in one answer', () => {
  it('neither party: both seller and buyer are named', async () => {
    expect(await refusedPaths(BASE)).toEqual(['buyer', 'seller']);
  });

  it('a bad accountType and no parties: the schema error and both missing parties', async () => {
    expect(await refusedPaths({ ...BASE, accountType: 'crypto' })).toEqual(['accountType', 'buyer', 'seller']);
  });

  it('many at once: types, formats, an unknown field, a party conflict, the same user twice, an amount over the range', async () => {
    const s = await makeUser(h, t.sandbox);
    const x = await makeUser(h, t.sandbox);
    expect(
      await refusedPaths({
        accountType: 'crypto',
        title: '',
        amount: '12',
        currency: 'usd',
        seller: { userId: s, email: 'not-an-email' },
        sellerId: x,
        buyerId: x,
        colour: 'red',
      }),
    ).toEqual(['accountType', 'amount', 'buyer', 'colour', 'seller.email', 'sellerId', 'title']);
    // Amount over the currency's range together with a missing buyer.
    expect(await refusedPaths({ ...BASE, currency: 'jpy', amount: Number.MAX_SAFE_INTEGER, sellerId: s })).toEqual(['amount', 'buyer']);
    // The object and flat forms naming different users, with a bad title beside it.
    expect(await refusedPaths({ ...BASE, title: '', seller: { userId: s }, sellerId: x, buyer: { email: 'buyer@example.com' } })).toEqual([
      'sellerId',
      'title',
    ]);
  });

  it('the same user on both sides (by id, or by one email in two spellings) is named once, as buyer', async () => {
    const s = await makeUser(h, t.sandbox);
    expect(await refusedPaths({ ...BASE, sellerId: s, buyer: { userId: s } })).toEqual(['buyer']);
    expect(await refusedPaths({ ...BASE, seller: { email: 'Same@Example.com' }, buyer: { email: 'same@example.com' }, title: '' })).toEqual(['buyer', 'title']);
  });
});
