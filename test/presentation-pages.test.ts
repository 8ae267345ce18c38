/**
 * Issue 31: the hosted pages that answer before or instead of a page's own
 * handler say whose escrow it is and show the sandbox band — the guard's
 * refusals (413, NUL in a form, a closed tenant), the 404 page, the generic
 * recovery page and its 400 — wherever a verified token or a ref names the
 * environment. And every dead link has a way forward: an expired verification
 * link offers a new link by email; a link whose signature fails offers the
 * generic form for the environment it claims, showing nothing of that
 * environment, answering the same for every address.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../src/db/schema/index.ts';
import { KYC_SESSION_TTL_MS } from '../src/services/kyc-sessions.ts';
import { signInvite } from '../src/services/transactions/links.ts';
import { setTenantStatus } from '../src/services/tenants.ts';
import { createEscrow, escrowIn, makeUser, partyLink, postForm, setPresentation, uniqueEmail } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;

beforeAll(async () => {
  t = await h.tenant();
  await setPresentation(h, t.tenantId, t.sandbox, { displayName: 'Juniper Lane', supportEmail: 'care@juniper.example' });
});

const page = async (path: string, init?: RequestInit) => {
  const res = await h.app.request(path, init);
  return { status: res.status, text: await res.text() };
};
const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  page(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

function expectPresented(shown: { status: number; text: string }, status: number, what: string) {
  expect(shown.status, what).toBe(status);
  expect(shown.text, what).toContain('<p class="name">Juniper Lane</p>');
  expect(shown.text, what).toContain('Test mode — no real money.');
  expect(shown.text, what).toContain('<a href="mailto:care@juniper.example">care@juniper.example</a>');
}

function expectUnbranded(shown: { status: number; text: string }, what: string) {
  expect(shown.text, what).not.toContain('Juniper Lane');
  expect(shown.text, what).not.toContain('care@juniper.example');
  expect(shown.text, what).not.toContain('Test mode');
  expect(shown.text, what).toContain('<p class="name">Secure escrow</p>');
}

describe('the pages before and around a page’s own handler name whose escrow it is', () => {
  it('the guard’s refusals: too large (declared and read), NUL in a form, a closed tenant — for invitation, party and verification paths', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const { party } = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    const invite = `/accept/${(await createEscrow(h, t.sandbox)).inviteToken}`;
    const before = await tenantSnapshot(h.db, t.tenantId);
    expectPresented(await form(`/t/${escrow.token}/dispute`, 'x', { 'content-length': String(64 * 1024 + 1) }), 413, 'declared too large');
    expectPresented(await form(`${invite}/decline`, `reason=${'x'.repeat(17 * 1024)}`), 413, 'read too large');
    expectPresented(await form(`/t/${escrow.token}/dispute`, new URLSearchParams({ party, reason: 'a\0b' }).toString()), 400, 'NUL');
    expectPresented(await form(invite, 'decision=accept%00'), 400, 'NUL in an invitation');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    const closed = await h.tenant();
    await setPresentation(h, closed.tenantId, closed.sandbox, { displayName: 'Juniper Lane', supportEmail: 'care@juniper.example' });
    const theirs = await escrowIn(h, closed.sandbox, 'funded');
    const link = await partyLink(h, closed.sandbox, theirs.id, theirs.buyerId);
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId: await makeUser(h, closed.sandbox, { kyc: false }) }, auth: closed.sandbox });
    const paths = [link.path, `/accept/${(await createEscrow(h, closed.sandbox)).inviteToken}`, new URL(session.body.url).pathname];
    await setTenantStatus(h.db, closed.tenantId, 'closed');
    const snapshot = await tenantSnapshot(h.db, closed.tenantId);
    for (const path of paths) {
      const refused = await page(path);
      expectPresented(refused, 403, path);
      expect(refused.text).toContain('This service is not available');
    }
    expect(await tenantSnapshot(h.db, closed.tenantId)).toEqual(snapshot);
  });

  it('a refusal for a token that does not verify names no one', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const refused = await form(`/accept/${escrow.inviteToken}x`, 'x', { 'content-length': String(16 * 1024 + 1) });
    expect(refused.status).toBe(413);
    expectUnbranded(refused, 'forged invitation');
  });

  it('the 404 page of a verified invitation whose transaction does not exist', async () => {
    const forged = signInvite(h.deps.signingSecret, {
      x: 'txn_01JD0000000000000000000000',
      u: 'usr_01JD0000000000000000000000',
      t: t.tenantId,
      e: t.sandbox.environmentId,
      exp: h.clock.now().getTime() + 60_000,
    });
    const missing = await page(`/accept/${forged}`);
    expectPresented(missing, 404, 'transaction not found');
    expect(missing.text).toContain('Transaction not found');
  });

  it('the generic recovery page for an environment, and its 400 page (environment and transaction refs)', async () => {
    expectPresented(await page(`/links/recover?ref=${t.sandbox.environmentId}`), 200, 'generic page');
    const empty = await form('/links/recover', new URLSearchParams({ ref: t.sandbox.environmentId, email: '' }).toString());
    expectPresented(empty, 400, 'empty address, environment ref');
    expect(empty.text).toContain('Enter your email address.');
    const escrow = await createEscrow(h, t.sandbox);
    expectPresented(await form('/links/recover', new URLSearchParams({ ref: escrow.token, email: '' }).toString()), 400, 'empty address, transaction ref');
    // An unknown ref names no one.
    expectUnbranded(await page('/links/recover?ref=0123456789abcdef01234567'), 'unknown environment');
  });
});

describe('every dead link has a way forward', () => {
  const recoveries = (address: string) =>
    h.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, address), eq(emails.template, 'link.recovery')));
  const emailOf = async (userId: string) => (await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox })).body.email as string;
  const ask = async (ref: string, email: string) => {
    const res = await postForm(h, '/links/recover', { ref, email });
    await h.deps.deferred!.drain();
    return { status: res.status, text: (await res.text()).replaceAll(email, 'ADDRESS') };
  };

  it('an expired verification link: the form for its transaction (from an invitation) or its environment, with whom to ask', async () => {
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    const started = await h.app.request(`/accept/${escrow.inviteToken}/verify`, { method: 'POST' });
    expect(started.status).toBe(303);
    const fromInvitation = new URL(started.headers.get('location')!, 'http://x').pathname;
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId: await makeUser(h, t.sandbox, { kyc: false }) }, auth: t.sandbox });
    const alone = new URL(session.body.url).pathname;
    h.clock.advance(KYC_SESSION_TTL_MS + 1000);
    try {
      const expired = await page(fromInvitation);
      expectPresented(expired, 410, 'expired, from an invitation');
      expect(expired.text).toContain('This link has expired');
      expect(expired.text).toContain(`name="ref" value="${escrow.token}"`);
      const expiredAlone = await page(alone);
      expectPresented(expiredAlone, 410, 'expired, no transaction');
      expect(expiredAlone.text).toContain(`name="ref" value="${t.sandbox.environmentId}"`);
      expect(expiredAlone.text).toContain('If it belongs to a party of an open escrow transaction here');
    } finally {
      h.clock.advance(-(KYC_SESSION_TTL_MS + 1000));
    }
  });

  it('a tampered invitation or verification link: the generic form for the environment it claims, nothing of that environment shown; the same answer for any address, and only the address on file gets mail', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId: await makeUser(h, t.sandbox, { kyc: false }) }, auth: t.sandbox });
    const verify = new URL(session.body.url).pathname;
    // A payload naming the environment, signed with a key we do not hold.
    const claims = { x: escrow.id, u: escrow.buyerId, t: t.tenantId, e: t.sandbox.environmentId, exp: h.clock.now().getTime() + 60_000 };
    const forged = `inv_${Buffer.from(JSON.stringify(claims)).toString('base64url')}.not-our-signature`;
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const path of [`/accept/${escrow.inviteToken.slice(0, -4)}`, `/accept/${forged}`, verify.slice(0, -4)]) {
      const shown = await page(path);
      expect(shown.status, path).toBe(400);
      expect(shown.text, path).toContain('not valid');
      expect(shown.text, path).toContain(`name="ref" value="${t.sandbox.environmentId}"`);
      expect(shown.text, path).toContain('For a new link, contact the marketplace that sent it to you.');
      expectUnbranded(shown, path);
    }
    // A link whose payload does not even parse offers no form (there is nothing to ask about).
    const garbage = await page('/accept/inv_garbage.sig');
    expect(garbage.status).toBe(400);
    expect(garbage.text).not.toContain('name="ref"');

    const buyer = await emailOf(escrow.buyerId);
    // A party of another tenant's escrow: not on file here.
    const other = await h.tenant();
    const theirs = await createEscrow(h, other.sandbox);
    const stranger = (await h.request('GET', `/v1/users/${theirs.buyerId}`, { auth: other.sandbox })).body.email as string;
    const forUnknown = await ask(t.sandbox.environmentId, uniqueEmail('nobody'));
    const forStranger = await ask(t.sandbox.environmentId, stranger);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const forParty = await ask(t.sandbox.environmentId, buyer);
    expect(forParty.status).toBe(200);
    expect(forParty.text).toContain('Check your inbox');
    for (const answer of [forUnknown, forStranger]) expect(answer).toEqual(forParty);
    const [mail] = await recoveries(buyer);
    expect(mail).toMatchObject({ transactionId: escrow.id, userId: escrow.buyerId, environmentId: t.sandbox.environmentId });
    expect(await recoveries(stranger)).toHaveLength(0);
  });
});
