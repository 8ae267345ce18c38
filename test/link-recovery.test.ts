/**
 * Issue 30 #3: a party replaces a lost or expired link itself. The pages
 * that meet a dead link offer "email me a new link"; the answer is the same
 * page for a party, a stranger and an unknown address; a fresh link goes to
 * the party's address on file only; old links keep their own expiry.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../src/db/schema/index.ts';
import { openEmail } from '../src/services/emails/outbox.ts';
import { RECOVERY_PER_ADDRESS, recoverPartyLinks } from '../src/services/emails/recovery.ts';
import { INVITE_TTL_MS, PARTY_LINK_TTL_MS } from '../src/services/transactions/links.ts';
import { advanceTo, createClock, T0 } from './helpers/clocks.ts';
import { accept, createEscrow, partyLink, postForm, uniqueEmail } from './helpers/factories.ts';
import { createHarness, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;

beforeAll(async () => {
  t = await h.tenant();
});

const page = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, text: await res.text() };
};
const emailOf = async (userId: string) => (await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox })).body.email as string;
const recoveries = (address: string) =>
  h.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, 'link.recovery')));
const ask = async (ref: string, email: string) => {
  const res = await postForm(h, '/links/recover', { ref, email });
  await h.deps.deferred!.drain();
  return { status: res.status, text: (await res.text()).replaceAll(email, 'ADDRESS') };
};

describe('the dead-link pages offer a new link by email', () => {
  it('expired and invalid party links, and a used invitation, show the form for their transaction', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const link = await partyLink(h, t.sandbox, escrow.id, escrow.sellerId);
    h.clock.advance(PARTY_LINK_TTL_MS + 1000);
    const expired = await page(link.path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Email me a new link');
    expect(expired.text).toContain(`name="ref" value="${escrow.token}"`);
    const invalid = await page(`/t/${escrow.token}?party=garbage`);
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(`name="ref" value="${escrow.token}"`);
    expect((await accept(h, escrow)).status).toBe(303);
    const used = await page(`/accept/${escrow.inviteToken}`);
    expect(used.status).toBe(410);
    expect(used.text).toContain('This invitation was already used');
    expect(used.text).toContain('Email me a new link');
  });

  it('an expired invitation offers it too, and the party gets a working invitation again', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    h.clock.advance(INVITE_TTL_MS + 1000);
    const expired = await page(`/accept/${escrow.inviteToken}`);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain(`name="ref" value="${escrow.token}"`);
    const buyer = await emailOf(escrow.buyerId);
    expect((await ask(escrow.token, buyer)).status).toBe(200);
    const [mail] = await recoveries(buyer);
    const { text } = openEmail(h.deps.emails.box, mail!);
    const url = new URL(text.match(/http:\/\/\S+/)![0]);
    expect(url.pathname).toMatch(/^\/accept\/inv_/);
    expect((await page(url.pathname)).status).toBe(200);
    // The old invitation keeps its own (past) expiry.
    expect((await page(`/accept/${escrow.inviteToken}`)).status).toBe(410);
  });

  it('on a sandbox test clock: the new invitation and party link expire on the clock’s time, not the real one', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await createEscrow(h, t.sandbox, { testClockId: clock.id });
    await advanceTo(h, t.sandbox, clock.id, T0 + INVITE_TTL_MS + 1000);
    expect((await page(`/accept/${escrow.inviteToken}`)).status).toBe(410);
    const linkIn = async (address: string) => {
      expect((await ask(escrow.token, address)).status).toBe(200);
      const [mail] = await recoveries(address);
      return new URL(openEmail(h.deps.emails.box, mail!).text.match(/http:\/\/\S+/)![0]);
    };
    const invite = await linkIn(await emailOf(escrow.buyerId));
    expect(invite.pathname).toMatch(/^\/accept\/inv_/);
    expect((await page(invite.pathname)).status).toBe(200);
    const party = await linkIn(await emailOf(escrow.sellerId));
    const partyPath = party.pathname + party.search;
    expect(partyPath).toMatch(/^\/t\/tokn_\w+\?party=/);
    expect((await page(partyPath)).status).toBe(200);
    // An hour on the clock later the party link has expired; the invitation has its 14 days of the clock.
    await advanceTo(h, t.sandbox, clock.id, T0 + INVITE_TTL_MS + 1000 + PARTY_LINK_TTL_MS);
    expect((await page(partyPath)).status).toBe(410);
    expect((await page(invite.pathname)).status).toBe(200);
  });
});

describe('asking for a new link', () => {
  it('answers the same for a party, a stranger and an unknown address; only the party gets a link, to its address on file', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const old = await partyLink(h, t.sandbox, escrow.id, escrow.sellerId);
    const seller = await emailOf(escrow.sellerId);
    const stranger = await emailOf((await createEscrow(h, t.sandbox)).sellerId);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const forStranger = await ask(escrow.token, stranger);
    const forUnknown = await ask(escrow.token, uniqueEmail('nobody'));
    const forNonsenseRef = await ask('tokn_doesnotexist000', seller);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const forParty = await ask(escrow.token, seller.toUpperCase());
    for (const answer of [forStranger, forUnknown, forNonsenseRef]) expect(answer).toEqual(forParty);
    expect(forParty.status).toBe(200);
    expect(forParty.text).toContain('Check your inbox');

    const [mail] = await recoveries(seller);
    expect(mail).toMatchObject({ audience: 'party', status: 'stored', transactionId: escrow.id, userId: escrow.sellerId });
    const { text } = openEmail(h.deps.emails.box, mail!);
    const fresh = new URL(text.match(/http:\/\/\S+/)![0]);
    const opened = await page(fresh.pathname + fresh.search);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Vintage camera');
    // The old link keeps its own hour: still good now, expired after it; the new one has its own.
    expect((await page(old.path)).status).toBe(200);
    expect(await recoveries(stranger)).toHaveLength(0);
  });

  it('from a marketplace’s generic page (its environment id): a link for each open transaction of the address', async () => {
    const first = await createEscrow(h, t.sandbox);
    const buyerEmail = await emailOf(first.buyerId);
    const second = await createEscrow(h, t.sandbox, { buyerId: first.buyerId });
    const form = await page(`/links/recover?ref=${t.sandbox.environmentId}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain(`name="ref" value="${t.sandbox.environmentId}"`);
    await ask(t.sandbox.environmentId, buyerEmail);
    const mails = await recoveries(buyerEmail);
    expect(mails.map((m) => m.transactionId).sort()).toEqual([first.id, second.id].sort());
  });

  it(`sends at most ${RECOVERY_PER_ADDRESS} links an hour to one address, whatever is asked`, async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const seller = await emailOf(escrow.sellerId);
    for (let i = 0; i < RECOVERY_PER_ADDRESS + 2; i++) expect((await ask(escrow.token, seller)).status).toBe(200);
    expect(await recoveries(seller)).toHaveLength(RECOVERY_PER_ADDRESS);
    h.clock.advance(60 * 60 * 1000 + 1000);
    await ask(escrow.token, seller);
    expect(await recoveries(seller)).toHaveLength(RECOVERY_PER_ADDRESS + 1);
  });

  it(`parallel requests for one address queue at most ${RECOVERY_PER_ADDRESS} links, and each answers as for an unknown address`, async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const seller = await emailOf(escrow.sellerId);
    const stranger = uniqueEmail('nobody');
    // Twelve for the party, in flight together (their lookups run together after the answers), and one for nobody.
    const answers = await Promise.all(
      [...Array.from({ length: 12 }, () => seller), stranger].map(async (email) => {
        const res = await postForm(h, '/links/recover', { ref: escrow.token, email });
        return { status: res.status, text: (await res.text()).replaceAll(email, 'ADDRESS') };
      }),
    );
    await h.deps.deferred!.drain();
    for (const answer of answers) expect(answer).toEqual(answers.at(-1));
    expect(answers.at(-1)!.status).toBe(200);
    expect(await recoveries(seller)).toHaveLength(RECOVERY_PER_ADDRESS);
    expect(await recoveries(stranger)).toHaveLength(0);

    // The lookups those requests leave behind, all in flight at once: on PGlite the answers' own work spaces the
    // requests' lookups out, so this is where they meet (without the per-address lock, all twelve queued a link).
    const other = await createEscrow(h, t.sandbox);
    const buyer = await emailOf(other.buyerId);
    const compose = { signingSecret: h.deps.signingSecret, publicUrl: h.deps.publicUrl, settings: h.deps.emails };
    const stored = await Promise.all(
      Array.from({ length: 12 }, () => recoverPartyLinks(h.db, compose, buyer, { transactionToken: other.token }, h.clock.now())),
    );
    expect(stored.reduce((a, b) => a + b, 0)).toBe(RECOVERY_PER_ADDRESS);
    expect(await recoveries(buyer)).toHaveLength(RECOVERY_PER_ADDRESS);
  });

  it('throttles one client address (429 after ten requests), before any lookup', async () => {
    const limited = await createHarness({ rateLimits: 'memory' });
    try {
      const post = () => postForm(limited, '/links/recover', { ref: 'tokn_abcdefgh12345678', email: 'someone@example.com' });
      for (let i = 0; i < 10; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain('Too many requests');
    } finally {
      await limited.close();
    }
  });

  it('an empty address is a 400 with the form again; nothing else is said', async () => {
    const res = await postForm(h, '/links/recover', { ref: 'tokn_abcdefgh12345678', email: '' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter your email address.');
  });
});
