// Long on purpose: the acceptance and party pages' rights, requests and cancel cases share one set of parties.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { INVITE_TTL_MS, PARTY_LINK_TTL_MS } from '../src/services/transactions/links.ts';
import { accept, createEscrow, escrowIn, makeUser, partyLink as linkFor, postForm as post, type Escrow } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { liveKycProvider } from './helpers/kyc-provider.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const get = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const postForm = (path: string, fields: Record<string, string>) => post(h, path, fields);
const partyLink = async (id: string, userId: string) => (await linkFor(h, t.sandbox, id, userId)).path;
const txOf = async (id: string, auth: KeyCreds = t.sandbox) => (await h.request('GET', `/v1/transactions/${id}`, { auth })).body;

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
    expect((await get(location)).text).toContain('Before you start');
    expect((await h.request('GET', `/v1/kyc/${escrow.buyerId}`, { auth: t.sandbox })).body.status).toBe('pending');
    await accept(h, escrow);
    const [buyer] = await h.db.select().from(users).where(eq(users.id, escrow.buyerId));
    expect(buyer!.status).toBe('active');
  });
});

describe('party page', () => {
  it('shows status and history; the buyer releases after a confirmation page that restates the amount and the seller', async () => {
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const escrow = await escrowIn(h, t.sandbox, 'funded', { sellerId, amount: 123_456, currency: 'EUR' });
    const link = await partyLink(escrow.id, escrow.buyerId);
    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Funds held in escrow');
    expect(page.text).toContain('Release the funds to the seller');
    const party = new URLSearchParams(link.split('?')[1]).get('party')!;

    // The button leads to the confirmation page; a post that skips it is sent there and changes nothing.
    const before = await tenantSnapshot(h.db, t.tenantId);
    const unconfirmed = await postForm(`/t/${escrow.token}/release`, { party });
    expect(unconfirmed.status).toBe(303);
    const confirmUrl = unconfirmed.headers.get('location')!;
    expect(confirmUrl).toBe(`/t/${escrow.token}/confirm?party=${encodeURIComponent(party)}&action=release`);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const confirm = await get(confirmUrl);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Release the funds to the seller?');
    expect(confirm.text).toContain('€1,234.56');
    expect(confirm.text).toContain('Sam Seller');
    expect(confirm.text).toContain('Yes, release €1,234.56 to Sam Seller');
    expect(confirm.text).toContain('cannot be undone');

    const res = await postForm(`/t/${escrow.token}/release`, { party, confirm: 'yes' });
    expect(res.status).toBe(303);
    const done = await get(res.headers.get('location')!);
    expect(done.text).toContain('Released to the seller');
    expect(done.text).toContain('The funds were released to the seller.');
    const events = (await h.request('GET', '/v1/events?type=transaction.status.changed&limit=100', { auth: t.sandbox })).body.data;
    const mine = events.find((e: { data: { transactionId: string; status: string } }) => e.data.transactionId === escrow.id && e.data.status === 'released');
    expect(mine.data).toEqual({ transactionId: escrow.id, status: 'released', previousStatus: 'funded', changedAt: expect.any(String), settledBy: 'buyer' });
    // A second action is refused with a clear page, not a stack trace.
    const again = await postForm(`/t/${escrow.token}/dispute`, { party, reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('released');
  });

  it('the seller cannot release the money to themselves, nor the buyer refund themselves: 403, nothing changes', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const seller = (await linkFor(h, t.sandbox, escrow.id, escrow.sellerId)).party;
    const buyer = (await linkFor(h, t.sandbox, escrow.id, escrow.buyerId)).party;
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [party, action, text] of [
      [seller, 'release', 'Only the buyer can release the funds'],
      [buyer, 'refund', 'Only the seller can refund the buyer'],
    ] as const) {
      const res = await postForm(`/t/${escrow.token}/${action}`, { party, confirm: 'yes' });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(text);
      const confirm = await get(`/t/${escrow.token}/confirm?party=${encodeURIComponent(party)}&action=${action}`);
      expect(confirm.status).toBe(403);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect((await get(await partyLink(escrow.id, escrow.sellerId))).text).not.toContain('Release the funds to the seller');
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
    expect(page.text).toMatch(/You \(the seller\)<\/span>, <time[^>]+>[^<]+<\/time>: Receipt attached/);
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
    expect((await get(`/t/${other.token}/confirm?party=${encodeURIComponent(party)}&action=release`)).status).toBe(400);
    const before = await tenantSnapshot(h.db, t.tenantId);
    expect((await postForm(`/t/${other.token}/release`, { party, confirm: 'yes' })).status).toBe(400);
    h.clock.advance(PARTY_LINK_TTL_MS + 1000);
    const expired = await get(link);
    expect(expired.status).toBe(410);
    expect((await postForm(`/t/${escrow.token}/release`, { party, confirm: 'yes' })).status).toBe(410);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('party links are only for the parties', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const stranger = await makeUser(h, t.sandbox);
    const res = await h.request('POST', `/v1/transactions/${escrow.id}/party-links`, { body: { userId: stranger }, auth: t.sandbox });
    expect([res.status, res.body.error.param]).toEqual([400, 'userId']);
  });
});

/**
 * Every hosted action by every party in every state, generated. The
 * expectation below is written from decisions §7 on its own (not read from
 * PARTY_RIGHTS), so a wrong rule in the code fails here.
 */
describe('who may do what on the party page', () => {
  type Party = 'seller' | 'buyer';
  type State = 'invited' | 'accepted' | 'funded' | 'release_requested' | 'refund_requested' | 'disputed' | 'released' | 'refunded' | 'cancelled';
  type Act = 'release' | 'refund' | 'request-release' | 'request-refund' | 'withdraw' | 'cancel' | 'dispute' | 'evidence';
  const STATES: State[] = ['invited', 'accepted', 'funded', 'release_requested', 'refund_requested', 'disputed', 'released', 'refunded', 'cancelled'];
  const ACTS: Act[] = ['release', 'refund', 'request-release', 'request-refund', 'withdraw', 'cancel', 'dispute', 'evidence'];
  const FUNDED: State[] = ['funded', 'release_requested', 'refund_requested'];
  const FORMS: Record<Act, Record<string, string>> = {
    release: { confirm: 'yes' },
    refund: { confirm: 'yes' },
    'request-release': { reason: 'Delivered on Monday' },
    'request-refund': { reason: 'It arrived broken' },
    withdraw: {},
    cancel: { confirm: 'yes', reason: 'Found it cheaper' },
    dispute: { reason: 'Not as described' },
    evidence: { description: 'Photos of the box' },
  };

  /** 'ok' (303 and the change below), 'role' (403) or 'state' (409). */
  function expected(state: State, act: Act, party: Party): 'ok' | 'role' | 'state' {
    const mine = (owner: Party, when: State[]) => (party !== owner ? 'role' : when.includes(state) ? 'ok' : 'state');
    switch (act) {
      case 'release':
        return mine('buyer', FUNDED);
      case 'refund':
        return mine('seller', FUNDED);
      case 'request-release':
        return mine('seller', ['funded']);
      case 'request-refund':
        return mine('buyer', ['funded']);
      case 'withdraw':
        return (state === 'release_requested' && party === 'seller') || (state === 'refund_requested' && party === 'buyer') ? 'ok' : 'state';
      case 'cancel':
        return ['invited', 'accepted'].includes(state) ? 'ok' : 'state';
      case 'dispute':
        return FUNDED.includes(state) ? 'ok' : 'state';
      case 'evidence':
        return state === 'disputed' ? 'ok' : 'state';
    }
  }

  /** What the transaction looks like after an allowed action: its status and its settlement request's status. */
  function outcomeOf(state: State, act: Act, party: Party): { status: string; request: string | null; event: string } {
    const prior = state === 'release_requested' || state === 'refund_requested' ? state.split('_')[0] : null;
    switch (act) {
      case 'release':
        return { status: 'released', request: prior === null ? null : prior === 'release' ? 'agreed' : 'settled', event: 'transaction.status.changed' };
      case 'refund':
        return { status: 'refunded', request: prior === null ? null : prior === 'refund' ? 'agreed' : 'settled', event: 'transaction.status.changed' };
      case 'request-release':
        return { status: 'funded', request: 'pending', event: 'transaction.release_requested' };
      case 'request-refund':
        return { status: 'funded', request: 'pending', event: 'transaction.refund_requested' };
      case 'withdraw':
        return { status: 'funded', request: 'withdrawn', event: 'transaction.request_withdrawn' };
      case 'cancel':
        return { status: 'cancelled', request: null, event: 'transaction.status.changed' };
      case 'dispute':
        return { status: 'disputed', request: prior === null ? null : 'disputed', event: 'transaction.disputed' };
      case 'evidence':
        return { status: 'disputed', request: null, event: 'transaction.dispute.updated' };
    }
    throw new Error(`no outcome for ${party} ${act}`);
  }

  async function escrowInState(auth: KeyCreds, state: State): Promise<Escrow> {
    if (state !== 'release_requested' && state !== 'refund_requested') return escrowIn(h, auth, state);
    const escrow = await escrowIn(h, auth, 'funded');
    const [asker, route] = state === 'release_requested' ? [escrow.sellerId, 'request-release'] : [escrow.buyerId, 'request-refund'];
    const res = await postForm(`/t/${escrow.token}/${route}`, { party: (await linkFor(h, auth, escrow.id, asker)).party, reason: 'Please' });
    if (res.status !== 303) throw new Error(`request failed: ${res.status}`);
    return escrow;
  }

  const offered = (text: string): Act[] => {
    const acts = new Set<Act>();
    for (const m of text.matchAll(/name="action" value="(release|refund|cancel)"/g)) acts.add(m[1] as Act);
    for (const m of text.matchAll(/method="post" action="\/t\/[^/"]+\/(request-release|request-refund|withdraw|dispute|evidence)"/g)) acts.add(m[1] as Act);
    return [...acts].sort();
  };

  // Refused actions change nothing, so they share one transaction per state (in a tenant of their own, for small snapshots).
  let refusals: TestTenant;
  const shared = new Map<State, Promise<Escrow>>();
  beforeAll(async () => {
    refusals = await h.tenant();
  });
  const sharedEscrow = (state: State) => {
    if (!shared.has(state)) shared.set(state, escrowInState(refusals.sandbox, state));
    return shared.get(state)!;
  };

  for (const state of STATES) {
    for (const party of ['seller', 'buyer'] as const) {
      it(`${party}'s page when ${state} offers exactly what the ${party} may do`, async () => {
        const escrow = await sharedEscrow(state);
        const page = await get((await linkFor(h, refusals.sandbox, escrow.id, party === 'seller' ? escrow.sellerId : escrow.buyerId)).path);
        expect(page.status).toBe(200);
        expect(offered(page.text)).toEqual(ACTS.filter((a) => expected(state, a, party) === 'ok').sort());
      });
      for (const act of ACTS) {
        const outcome = expected(state, act, party);
        const label = outcome === 'ok' ? `${outcomeOf(state, act, party).status}` : outcome === 'role' ? '403' : '409';
        it(`${state}: ${party} ${act} → ${label}`, async () => {
          const auth = outcome === 'ok' ? t.sandbox : refusals.sandbox;
          const escrow = outcome === 'ok' ? await escrowInState(auth, state) : await sharedEscrow(state);
          const { party: token } = await linkFor(h, auth, escrow.id, party === 'seller' ? escrow.sellerId : escrow.buyerId);
          const tenantId = outcome === 'ok' ? t.tenantId : refusals.tenantId;
          const before = await tenantSnapshot(h.db, tenantId);
          const eventsBefore = await countRows(h.db, 'events', auth.environmentId, sql`data->>'transactionId' = ${escrow.id}`);
          const res = await postForm(`/t/${escrow.token}/${act}`, { party: token, ...FORMS[act] });
          if (outcome !== 'ok') {
            expect(res.status).toBe(outcome === 'role' ? 403 : 409);
            expect(await res.text()).toContain('That could not be done');
            expect(await tenantSnapshot(h.db, tenantId)).toEqual(before);
            return;
          }
          expect(res.status).toBe(303);
          const want = outcomeOf(state, act, party);
          const tx = await txOf(escrow.id, auth);
          expect(tx.status).toBe(want.status);
          expect(tx.settlementRequest?.status ?? null).toBe(want.request);
          if (act === 'cancel') expect(tx.cancellation).toEqual({ cancelledBy: party, reason: 'Found it cheaper', cancelledAt: expect.any(String) });
          if (act.startsWith('request-'))
            expect(tx.settlementRequest).toMatchObject({ type: act.slice(8), requestedBy: party, reason: FORMS[act].reason, closedAt: null });
          expect(await countRows(h.db, 'events', auth.environmentId, sql`data->>'transactionId' = ${escrow.id}`)).toBe(eventsBefore + 1);
          expect(
            await countRows(h.db, 'events', auth.environmentId, sql`data->>'transactionId' = ${escrow.id} and type = ${want.event}`),
          ).toBeGreaterThanOrEqual(1);
        });
      }
    }
  }
});

describe('settlement requests', () => {
  const links = async (escrow: Escrow) => ({
    seller: (await linkFor(h, t.sandbox, escrow.id, escrow.sellerId)).party,
    buyer: (await linkFor(h, t.sandbox, escrow.id, escrow.buyerId)).party,
  });
  const eventsOf = async (id: string, type: string) =>
    (await h.request('GET', `/v1/events?type=${type}&limit=100`, { auth: t.sandbox })).body.data.filter(
      (e: { data: { transactionId: string } }) => e.data.transactionId === id,
    );

  it('the seller asks for release; the buyer sees it, agrees on the confirmation page, and the money is released', async () => {
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const buyerId = await makeUser(h, t.sandbox, { name: 'Bea Buyer' });
    const escrow = await escrowIn(h, t.sandbox, 'funded', { sellerId, buyerId, amount: 5_000, currency: 'GBP' });
    const party = await links(escrow);
    expect((await postForm(`/t/${escrow.token}/request-release`, { party: party.seller, reason: 'Delivered, <b>signed</b> for' })).status).toBe(303);

    const tx = await txOf(escrow.id);
    expect(tx).toMatchObject({
      status: 'funded',
      settlementRequest: {
        type: 'release',
        requestedBy: 'seller',
        reason: 'Delivered, <b>signed</b> for',
        requestedAt: expect.any(String),
        status: 'pending',
        closedAt: null,
      },
    });
    const [requested] = await eventsOf(escrow.id, 'transaction.release_requested');
    expect(requested.data).toEqual({
      transactionId: escrow.id,
      status: 'funded',
      requestedBy: 'seller',
      reason: 'Delivered, <b>signed</b> for',
      requestedAt: tx.settlementRequest.requestedAt,
    });

    const sellerPage = await get(`/t/${escrow.token}?party=${encodeURIComponent(party.seller)}`);
    expect(sellerPage.text).toContain('You asked Bea Buyer to release the funds to the seller');
    expect(sellerPage.text).toContain('Withdraw my request');
    const buyerPage = await get(`/t/${escrow.token}?party=${encodeURIComponent(party.buyer)}`);
    expect(buyerPage.text).toContain('Sam Seller asks you to release the funds to the seller');
    expect(buyerPage.text).toContain('Delivered, &lt;b&gt;signed&lt;/b&gt; for');
    expect(buyerPage.text).toContain('Agree and release the funds');
    expect(buyerPage.text).toContain('Open a dispute');

    const confirm = await get(`/t/${escrow.token}/confirm?party=${encodeURIComponent(party.buyer)}&action=release`);
    expect(confirm.text).toContain('Yes, release £50.00 to Sam Seller');
    expect(confirm.text).toContain('This answers Sam Seller&#39;s request.');
    expect((await postForm(`/t/${escrow.token}/release`, { party: party.buyer, confirm: 'yes' })).status).toBe(303);
    const done = await txOf(escrow.id);
    expect(done).toMatchObject({ status: 'released', settlementRequest: { status: 'agreed', closedAt: expect.any(String) } });
    const [released] = await eventsOf(escrow.id, 'transaction.status.changed');
    expect(released.data).toMatchObject({ status: 'released', settledBy: 'buyer', requestedBy: 'seller' });
  });

  it('the buyer asks for a refund; the seller answers with a dispute instead, which closes the request', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const party = await links(escrow);
    expect((await postForm(`/t/${escrow.token}/request-refund`, { party: party.buyer, reason: 'Never arrived' })).status).toBe(303);
    expect((await get(`/t/${escrow.token}?party=${encodeURIComponent(party.seller)}`)).text).toContain('Agree and refund the buyer');
    expect((await postForm(`/t/${escrow.token}/dispute`, { party: party.seller, reason: 'Tracking shows it delivered' })).status).toBe(303);
    expect(await txOf(escrow.id)).toMatchObject({ status: 'disputed', settlementRequest: { type: 'refund', requestedBy: 'buyer', status: 'disputed' } });
    const disputes = (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox })).body.data;
    expect(disputes[0]).toMatchObject({ openedBy: 'seller', reason: 'Tracking shows it delivered' });
    // Dispute resolution keeps its full power: the tenant may still refund.
    const resolved = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, {
      body: { outcome: 'refunded', note: 'Lost in transit' },
      auth: t.sandbox,
    });
    expect(resolved.status).toBe(200);
    expect((await txOf(escrow.id)).status).toBe('refunded');
  });

  it('the requester withdraws; a new request is then possible; the API settles over a pending request', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const party = await links(escrow);
    await postForm(`/t/${escrow.token}/request-refund`, { party: party.buyer, reason: '' });
    expect((await txOf(escrow.id)).settlementRequest).toMatchObject({ reason: null, status: 'pending' });
    expect((await postForm(`/t/${escrow.token}/withdraw`, { party: party.buyer })).status).toBe(303);
    expect((await txOf(escrow.id)).settlementRequest).toMatchObject({ status: 'withdrawn', closedAt: expect.any(String) });
    const [withdrawn] = await eventsOf(escrow.id, 'transaction.request_withdrawn');
    expect(withdrawn.data).toEqual({ transactionId: escrow.id, type: 'refund', requestedBy: 'buyer', withdrawnAt: expect.any(String) });
    expect((await postForm(`/t/${escrow.token}/request-release`, { party: party.seller })).status).toBe(303);
    // The tenant's backend is not a party: it may settle either way, and the request ends as settled.
    const refunded = await h.request('POST', `/v1/transactions/${escrow.id}/refund`, { body: { reason: 'Support decision' }, auth: t.sandbox });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', settlementRequest: { type: 'release', status: 'settled' } });
    expect((await eventsOf(escrow.id, 'transaction.status.changed'))[0].data).toEqual({
      transactionId: escrow.id,
      status: 'refunded',
      previousStatus: 'funded',
      changedAt: expect.any(String),
      reason: 'Support decision',
    });
  });

  it('a double-submitted request records one request and one event; an over-long reason is refused', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const party = await links(escrow);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const long = await postForm(`/t/${escrow.token}/request-refund`, { party: party.buyer, reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const results = await Promise.all(Array.from({ length: 4 }, () => postForm(`/t/${escrow.token}/request-refund`, { party: party.buyer, reason: 'Broken' })));
    expect(results.map((r) => r.status).sort()).toEqual([303, 409, 409, 409]);
    expect(await eventsOf(escrow.id, 'transaction.refund_requested')).toHaveLength(1);
  });

  it('race: the seller agrees, the buyer disputes and the API releases at once — exactly one wins, the others are refused', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 6; round++) {
      const escrow = await escrowIn(h, t.sandbox, 'funded');
      const party = await links(escrow);
      await postForm(`/t/${escrow.token}/request-refund`, { party: party.buyer, reason: 'Wrong size' });
      const contenders = [
        () => postForm(`/t/${escrow.token}/refund`, { party: party.seller, confirm: 'yes' }).then((r) => ['agree', r.status] as const),
        () => postForm(`/t/${escrow.token}/dispute`, { party: party.buyer, reason: 'No answer' }).then((r) => ['dispute', r.status] as const),
        () => h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: {}, auth: t.sandbox }).then((r) => ['api', r.status] as const),
      ];
      // Rotate who is sent first, so each gets a chance to win.
      const ordered = [...contenders.slice(round % 3), ...contenders.slice(0, round % 3)];
      const results = await Promise.all(ordered.map((run) => run()));
      const won = results.filter(([, status]) => status === 200 || status === 303);
      expect(won, JSON.stringify(results)).toHaveLength(1);
      for (const [, status] of results.filter((r) => !won.includes(r))) expect(status).toBe(409);
      const tx = await txOf(escrow.id);
      const expectedOutcome = { agree: ['refunded', 'agreed'], dispute: ['disputed', 'disputed'], api: ['released', 'settled'] }[won[0]![0]];
      expect([tx.status, tx.settlementRequest.status]).toEqual(expectedOutcome);
      const moved = await countRows(
        h.db,
        'events',
        t.sandbox.environmentId,
        sql`data->>'transactionId' = ${escrow.id} and (type = 'transaction.disputed' or (type = 'transaction.status.changed' and data->>'previousStatus' = 'funded'))`,
      );
      expect(moved).toBe(1);
      expect(tx.history.filter((e: { status: string }) => ['released', 'refunded', 'disputed'].includes(e.status))).toHaveLength(1);
      winners.push(won[0]![0]);
    }
    expect(winners).toHaveLength(6);
  });
});

describe('cancel before funding', () => {
  it('the initiator cancels from the party page after confirming; the invite then stops working', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const { party, path } = await linkFor(h, t.sandbox, escrow.id, escrow.sellerId);
    expect((await get(path)).text).toContain('Cancel the transaction');
    const confirm = await get(`/t/${escrow.token}/confirm?party=${encodeURIComponent(party)}&action=cancel`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Cancel the transaction?');
    expect(confirm.text).toContain('$125.00');
    expect(confirm.text).toContain('Yes, cancel the transaction');
    expect((await postForm(`/t/${escrow.token}/cancel`, { party, confirm: 'yes', reason: 'Sold elsewhere' })).status).toBe(303);
    const tx = await txOf(escrow.id);
    expect(tx).toMatchObject({ status: 'cancelled', cancellation: { cancelledBy: 'seller', reason: 'Sold elsewhere' } });
    expect(tx.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited', 'cancelled']);
    const events = (await h.request('GET', '/v1/events?type=transaction.status.changed&limit=100', { auth: t.sandbox })).body.data;
    expect(events.find((e: { data: { transactionId: string } }) => e.data.transactionId === escrow.id).data).toEqual({
      transactionId: escrow.id,
      status: 'cancelled',
      previousStatus: 'invited',
      changedAt: expect.any(String),
      cancelledBy: 'seller',
      reason: 'Sold elsewhere',
    });
    await expectInviteDead(escrow);
  });

  it('the invited party declines from the invitation after confirming; the invite then stops working', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    const invite = new URL(escrow.inviteUrl).pathname;
    const page = await get(invite);
    expect(page.text).toContain(`href="${invite}/decline"`);
    const confirm = await get(`${invite}/decline`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Decline the invitation?');
    expect(confirm.text).toContain('$125.00');
    const before = await tenantSnapshot(h.db, t.tenantId);
    const unconfirmed = await postForm(`${invite}/decline`, {});
    expect([unconfirmed.status, unconfirmed.headers.get('location')]).toEqual([303, `${invite}/decline`]);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const declined = await postForm(`${invite}/decline`, { confirm: 'yes', reason: '' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('You declined the invitation');
    expect(await txOf(escrow.id)).toMatchObject({ status: 'cancelled', cancellation: { cancelledBy: 'buyer', reason: null } });
    await expectInviteDead(escrow);
  });

  it('the API cancels an accepted transaction; the invite shows it was cancelled', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'accepted');
    const res = await h.request('POST', `/v1/transactions/${escrow.id}/cancel`, { body: {}, auth: t.sandbox });
    expect(res.body).toMatchObject({ status: 'cancelled', cancellation: { cancelledBy: 'api', reason: null } });
    await expectInviteDead(escrow);
    const { path } = await linkFor(h, t.sandbox, escrow.id, escrow.buyerId);
    const page = await get(path);
    expect(page.text).toContain('Cancelled');
    expect(page.text).not.toContain('<button');
  });

  /** After a cancel: the invitation page says so (410), and accepting, verifying or declining changes nothing. */
  async function expectInviteDead(escrow: Escrow) {
    const invite = new URL(escrow.inviteUrl).pathname;
    const page = await get(invite);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This transaction was cancelled');
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [path, fields] of [
      [invite, { decision: 'accept' }],
      [`${invite}/verify`, {}],
      [`${invite}/decline`, { confirm: 'yes' }],
    ] as const) {
      const res = await postForm(path, fields);
      expect(res.status, path).toBe(410);
      expect(await res.text()).toContain('This transaction was cancelled');
    }
    expect((await get(`${invite}/decline`)).status).toBe(410);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  }
});

describe('verification from an invitation', () => {
  it('a used invitation cannot start a verification; its page links to the party page', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    await accept(h, escrow);
    const invite = new URL(escrow.inviteUrl).pathname;
    const page = await get(invite);
    expect(page.status).toBe(410);
    const link = page.text.match(/href="(\/t\/[^"]+)"/)![1]!.replaceAll('&amp;', '&');
    expect(link).toMatch(new RegExp(`^/t/${escrow.token}\\?party=`));
    expect((await get(link)).text).toContain('Accepted — waiting for the funds');
    const before = await tenantSnapshot(h.db, t.tenantId);
    const verify = await postForm(`${invite}/verify`, {});
    expect(verify.status).toBe(410);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('an expired invitation cannot start a verification', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    h.clock.advance(INVITE_TTL_MS + 1000);
    try {
      const before = await tenantSnapshot(h.db, t.tenantId);
      expect((await postForm(`${new URL(escrow.inviteUrl).pathname}/verify`, {})).status).toBe(410);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    } finally {
      h.clock.advance(-(INVITE_TTL_MS + 1000));
    }
  });

  it('a rejected verification is not restarted from the invitation, only through the API', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    await h.request('PATCH', `/v1/kyc/${escrow.buyerId}`, { body: { status: 'rejected' }, auth: t.sandbox });
    const invite = new URL(escrow.inviteUrl).pathname;
    const page = await get(invite);
    expect(page.text).toContain('could not be verified');
    expect(page.text).not.toContain('Verify my identity');
    const before = await tenantSnapshot(h.db, t.tenantId);
    const verify = await postForm(`${invite}/verify`, {});
    expect(verify.status).toBe(409);
    expect(await verify.text()).toContain('only the marketplace can start a new one');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const restarted = await h.request('POST', '/kyc/sandbox', { body: { userId: escrow.buyerId }, auth: t.sandbox });
    expect(restarted.status).toBe(200);
    expect((await h.request('GET', `/v1/kyc/${escrow.buyerId}`, { auth: t.sandbox })).body.status).toBe('pending');
  });

  it('the last verification page leads back to the invitation, and to the party page once accepted', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    const invite = new URL(escrow.inviteUrl).pathname;
    const location = (await postForm(`${invite}/verify`, {})).headers.get('location')!;
    await h.request('PATCH', `/v1/kyc/${escrow.buyerId}`, { body: { status: 'complete' }, auth: t.sandbox });
    const done = await get(location);
    expect(done.text).toContain('You are verified');
    expect(done.text).toContain(`<a href="${invite}">Back to the invitation</a>`);
    await accept(h, escrow);
    const after = await get(location);
    const party = after.text.match(/<a href="([^"]+)">Go to your transaction<\/a>/)![1]!.replaceAll('&amp;', '&');
    expect((await get(party)).status).toBe(200);
  });
});

describe('live environments', () => {
  it('the invitation never offers the sandbox provider, and says plainly when no live provider is configured', async () => {
    const escrow = await createEscrow(h, t.live, {}, { kyc: false });
    const invite = new URL(escrow.inviteUrl).pathname;
    const page = await get(invite);
    expect(page.status).toBe(200);
    expect(page.text).toContain('identity verification is not set up');
    expect(page.text).not.toContain('Verify my identity');
    const before = await tenantSnapshot(h.db, t.tenantId);
    const verify = await postForm(`${invite}/verify`, {});
    expect(verify.status).toBe(503);
    expect(await verify.text()).toContain('not set up');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect((await h.request('GET', `/v1/kyc/${escrow.buyerId}`, { auth: t.live })).body.status).toBe('not_started');
  });

  it('with a live provider configured, the invitation offers that one', async () => {
    const provider = liveKycProvider();
    const saved = h.deps.kycProviders;
    h.deps.kycProviders = { ...saved, [provider.name]: provider };
    try {
      const escrow = await createEscrow(h, t.live, {}, { kyc: false });
      const invite = new URL(escrow.inviteUrl).pathname;
      expect((await get(invite)).text).toContain('Verify my identity');
      const verify = await postForm(`${invite}/verify`, {});
      expect(verify.status).toBe(303);
      const token = verify.headers.get('location')!.replace('/verify/', '');
      expect(JSON.parse(Buffer.from(token.slice(3).split('.')[0]!, 'base64url').toString()).p).toBe(provider.name);
      expect(provider.calls).toHaveLength(1);
    } finally {
      h.deps.kycProviders = saved;
    }
  });
});
