import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { INVITE_TTL_MS, PARTY_LINK_TTL_MS } from '../src/services/transactions.ts';
import { accept, createEscrow, escrowIn, makeUser } from './helpers/escrow.ts';
import { countRows, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const get = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const postForm = (path: string, fields: Record<string, string>) =>
  h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const partyLink = async (id: string, userId: string) => {
  const res = await h.request('POST', `/v1/transactions/${id}/party-links`, { body: { userId }, auth: t.sandbox });
  return new URL(res.body.url).pathname + new URL(res.body.url).search;
};

describe('acceptance page', () => {
  it('shows who invites, the title, the amount in the currency format and the timeline, then accepts (303 to the party page)', async () => {
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const escrow = await createEscrow(h, t.sandbox, { sellerId, amount: 123_456, currency: 'EUR', timeline: { deliveryDays: 7, inspectionDays: 1 } });
    const page = await get(new URL(escrow.inviteUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sam Seller invites you');
    expect(page.text).toContain('€1,234.56');
    expect(page.text).toContain('Delivery: 7 days');
    expect(page.text).toContain('Inspection: 1 day');
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toContain('<button type="submit">Accept the transaction</button>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const res = await accept(h, escrow);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/t/${escrow.token}\\?party=`));
    const tx = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
    expect(tx).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'transaction.accepted' and data->>'transactionId' = ${escrow.id}`)).toBe(1);
    const party = await get(location);
    expect(party.status).toBe(200);
    expect(party.text).toContain('Accepted — waiting for the funds');
  });

  it('escapes markup in titles and names everywhere', async () => {
    const sellerId = await makeUser(h, t.sandbox, { name: '<img src=x onerror=alert(1)>' });
    const escrow = await createEscrow(h, t.sandbox, { sellerId, title: '<script>alert("x")</script> & "quotes"' });
    const page = await get(new URL(escrow.inviteUrl).pathname);
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    const location = (await accept(h, escrow)).headers.get('location')!;
    const party = await get(location);
    expect(party.text).not.toContain('<script>alert');
    expect(party.text).toContain('&lt;script&gt;');
  });

  it('a replayed accept answers 410 and changes nothing', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    await accept(h, escrow);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const again = await accept(h, escrow);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('already');
    expect((await get(new URL(escrow.inviteUrl).pathname)).status).toBe(410);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('an expired invite (14 days, clock injected) answers 410; a tampered one 400; neither accepts', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const [body, sig] = escrow.inviteToken.slice(4).split('.');
    const other = await createEscrow(h, t.sandbox);
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `inv_${Buffer.from(JSON.stringify({ ...claims, x: other.id })).toString('base64url')}.${sig}`;
    for (const bad of [forged, `${escrow.inviteToken}x`, 'inv_nope', 'garbage']) {
      const page = await get(`/accept/${bad}`);
      expect(page.status, bad).toBe(400);
      expect(page.text).toContain('not valid');
      expect(page.text).not.toMatch(/Error:|\.ts:\d/);
      expect((await postForm(`/accept/${bad}`, { decision: 'accept' })).status).toBe(400);
    }
    h.clock.advance(INVITE_TTL_MS + 1000);
    const expired = await get(new URL(escrow.inviteUrl).pathname);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('expired');
    expect((await accept(h, escrow)).status).toBe(410);
    for (const id of [escrow.id, other.id]) {
      expect((await h.request('GET', `/v1/transactions/${id}`, { auth: t.sandbox })).body.status).toBe('invited');
    }
  });

  it('refuses a decision other than accept', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const res = await postForm(new URL(escrow.inviteUrl).pathname, { decision: 'decline' });
    expect(res.status).toBe(400);
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('invited');
  });

  it('links a counterparty without KYC to the hosted verification flow, and activates them on accept', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    const page = await get(new URL(escrow.inviteUrl).pathname);
    expect(page.text).toContain('Verify my identity');
    const verify = await postForm(`${new URL(escrow.inviteUrl).pathname}/verify`, {});
    expect(verify.status).toBe(303);
    const location = verify.headers.get('location')!;
    expect(location).toMatch(/^\/verify\/vs_/);
    expect((await get(location)).text).toContain('Step 1 of 3');
    expect((await h.request('GET', `/v1/kyc/${escrow.buyerId}`, { auth: t.sandbox })).body.status).toBe('pending');
    await accept(h, escrow);
    const [buyer] = await h.db.select().from(users).where(eq(users.id, escrow.buyerId));
    expect(buyer!.status).toBe('active');
  });
});

describe('party page', () => {
  it('shows status and history, and lets a party release through the same service (same event)', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const link = await partyLink(escrow.id, escrow.buyerId);
    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Funds held in escrow');
    expect(page.text).toContain('Release the funds');
    const party = new URLSearchParams(link.split('?')[1]).get('party')!;
    const res = await postForm(`/t/${escrow.token}/release`, { party });
    expect(res.status).toBe(303);
    expect((await get(res.headers.get('location')!)).text).toContain('Released to the seller');
    const events = (await h.request('GET', '/v1/events?type=transaction.status.changed&limit=100', { auth: t.sandbox })).body.data;
    const mine = events.find((e: { data: { transactionId: string; status: string } }) => e.data.transactionId === escrow.id && e.data.status === 'released');
    expect(mine.data).toMatchObject({ previousStatus: 'funded', requestedBy: 'buyer' });
    // A second request is refused with a clear page, not a stack trace.
    const again = await postForm(`/t/${escrow.token}/refund`, { party });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('released');
  });

  it('opens a dispute and adds evidence from the page', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const link = await partyLink(escrow.id, escrow.sellerId);
    const party = new URLSearchParams(link.split('?')[1]).get('party')!;
    expect((await postForm(`/t/${escrow.token}/dispute`, { party, reason: 'Buyer <b>never</b> paid shipping' })).status).toBe(303);
    expect((await postForm(`/t/${escrow.token}/evidence`, { party, description: 'Receipt attached' })).status).toBe(303);
    expect((await postForm(`/t/${escrow.token}/evidence`, { party, description: '' })).status).toBe(400);
    const page = await get(link);
    expect(page.text).toContain('In dispute');
    expect(page.text).toContain('Buyer &lt;b&gt;never&lt;/b&gt; paid shipping');
    expect(page.text).toContain('seller: Receipt attached');
    const disputes = (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox })).body.data;
    expect(disputes[0]).toMatchObject({ openedBy: 'seller', evidence: [{ submittedBy: 'seller', description: 'Receipt attached' }] });
  });

  it('refuses expired, tampered, foreign and missing party links', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const other = await escrowIn(h, t.sandbox, 'funded');
    const link = await partyLink(escrow.id, escrow.buyerId);
    const party = new URLSearchParams(link.split('?')[1]).get('party')!;
    expect((await get(`/t/${escrow.token}`)).status).toBe(400);
    expect((await get(`/t/${other.token}?party=${encodeURIComponent(party)}`)).status).toBe(400);
    expect((await get(`/t/${escrow.token}?party=${encodeURIComponent(party)}x`)).status).toBe(400);
    const before = await tenantSnapshot(h.db, t.tenantId);
    expect((await postForm(`/t/${other.token}/release`, { party })).status).toBe(400);
    h.clock.advance(PARTY_LINK_TTL_MS + 1000);
    const expired = await get(link);
    expect(expired.status).toBe(410);
    expect((await postForm(`/t/${escrow.token}/release`, { party })).status).toBe(410);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('party links are only for the parties', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const stranger = await makeUser(h, t.sandbox);
    const res = await h.request('POST', `/v1/transactions/${escrow.id}/party-links`, { body: { userId: stranger }, auth: t.sandbox });
    expect([res.status, res.body.error.param]).toEqual([400, 'userId']);
  });
});
