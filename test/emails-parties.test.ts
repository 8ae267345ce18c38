/**
 * Issue 30, the party messages test/emails.test.ts does not walk through:
 * the refund request with its one button, the endings (released, refunded,
 * cancelled) to both parties and the inspection reminder to the seller, each
 * read by its recipient from a real SMTP server with its one link opened;
 * evidence from each side and from the marketplace (decisions §13: evidence
 * posted with API keys is the tenant's and both parties hear of it); and a
 * live message, which carries no test marking; and "verify your identity",
 * whose link leads to a page that starts the verification.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRecords } from '../src/db/schema/index.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { sendInspectionReminders } from '../src/services/transactions/auto-release.ts';
import {
  composeEmails,
  deliverTo,
  emailWorker,
  messageSecrets,
  person,
  readAs,
  startMailServer,
  type MailServer,
  type Person,
  type ReceivedMail,
} from './helpers/email.ts';
import { accept, partyLink, postForm } from './helpers/factories.ts';
import { fileHarness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness({ smtp: true, isolated: true });
let server: MailServer;
let t: TestTenant;
let marketplace: string;

beforeAll(async () => {
  server = await startMailServer();
  t = await h.tenant();
  await updateEnvironment(h.db, t.sandbox.environmentId, { partyEmails: true });
  await updateEnvironment(h.db, t.live.environmentId, { partyEmails: true });
  marketplace = (await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).body.name;
});
afterAll(async () => {
  await server.close();
});

const secrets = () => messageSecrets(t);

const open = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, text: await res.text() };
};

/** A transaction between two people (verified unless `buyerKyc` is false), accepted by the buyer (and funded when asked). */
async function escrow(auth: KeyCreds, title: string, opts: { funded?: boolean; timeline?: Record<string, number>; buyerKyc?: boolean } = {}) {
  const seller = await person(h, auth, `Sid ${title}`);
  const buyer = await person(h, auth, `Bo ${title}`, opts.buyerKyc ?? true);
  const res = await h.request('POST', '/v1/transactions/create', {
    body: {
      accountType: 'escrow',
      title,
      amount: 2_000,
      currency: 'USD',
      sellerId: seller.id,
      buyerId: buyer.id,
      ...(opts.timeline ? { timeline: opts.timeline } : {}),
    },
    auth,
  });
  expect(res.status, res.text).toBe(200);
  const tx = {
    id: res.body.id as string,
    inviteToken: res.body.inviteToken as string,
    inviteUrl: '',
    token: res.body.token as string,
    sellerId: seller.id,
    buyerId: buyer.id,
  };
  expect((await accept(h, tx)).status).toBe(303);
  if (opts.funded) expect((await h.request('POST', `/v1/transactions/${tx.id}/mark-funded`, { body: { reference: 'r' }, auth })).status).toBe(200);
  return { tx, seller, buyer };
}

/** Send what is composed, then the newest message to `who` whose subject matches. */
async function newest(who: Person, subject: RegExp): Promise<ReceivedMail> {
  await composeEmails(h);
  await emailWorker(h, server).drain();
  const found = server.inbox(who.email).findLast((m) => subject.test(m.mail.subject ?? ''));
  expect(found, `no message ${subject} for ${who.name}`).toBeDefined();
  return found!;
}

/** Reads `who`'s message and opens its one link: their own transaction page. */
async function readAndOpen(who: Person, subject: RegExp, title: string): Promise<string> {
  const path = await readAs(h, secrets(), await newest(who, subject), who, subject);
  const page = await open(path);
  expect(page.status).toBe(200);
  expect(page.text).toContain(title);
  return page.text;
}

describe('party messages read by their recipients', () => {
  it('a refund request from the buyer reaches the seller with its one button, which opens "Refund the buyer?"', { timeout: 120_000 }, async () => {
    const { tx, seller, buyer } = await escrow(t.sandbox, 'Kettle', { funded: true });
    const { party } = await partyLink(h, t.sandbox, tx.id, buyer.id);
    expect((await postForm(h, `/t/${tx.token}/request-refund`, { party, reason: 'It never arrived' })).status).toBe(303);
    const message = await newest(seller, /asks you to refund the buyer/);
    const path = await readAs(h, secrets(), message, seller, new RegExp(`^\\[TEST\\] ${buyer.name} asks you to refund the buyer — Kettle$`));
    expect(message.mail.text).toContain('Agree and refund $20.00');
    expect(message.mail.text).toContain('Their reason: It never arrived');
    expect(path).toMatch(/\/confirm\?party=.*&action=refund$/);
    const confirm = await open(path);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Refund the buyer?');
    // Only the party asked hears of it.
    expect(server.inbox(buyer.email).filter((m) => m.mail.subject?.includes('refund'))).toHaveLength(0);
  });

  it('released, refunded and cancelled reach both parties; inspection ending reaches the seller; each link opens their page', {
    timeout: 180_000,
  }, async () => {
    const released = await escrow(t.sandbox, 'Released lamp', { funded: true });
    expect((await h.request('POST', `/v1/transactions/${released.tx.id}/release`, { body: {}, auth: t.sandbox })).status).toBe(200);
    const refunded = await escrow(t.sandbox, 'Refunded lamp', { funded: true });
    expect((await h.request('POST', `/v1/transactions/${refunded.tx.id}/refund`, { body: {}, auth: t.sandbox })).status).toBe(200);
    const cancelled = await escrow(t.sandbox, 'Cancelled lamp');
    expect((await h.request('POST', `/v1/transactions/${cancelled.tx.id}/cancel`, { body: { reason: 'Sold elsewhere' }, auth: t.sandbox })).status).toBe(200);
    const inspected = await escrow(t.sandbox, 'Inspected lamp', { funded: true, timeline: { deliveryDays: 0, inspectionDays: 1 } });
    expect(await sendInspectionReminders(h.db, h.clock.now())).toBeGreaterThan(0);

    for (const who of [released.seller, released.buyer]) {
      const page = await readAndOpen(who, /^\[TEST\] The funds were released — Released lamp$/, 'Released lamp');
      expect(page).toContain('Released');
    }
    for (const who of [refunded.seller, refunded.buyer]) await readAndOpen(who, /^\[TEST\] The buyer was refunded — Refunded lamp$/, 'Refunded lamp');
    for (const who of [cancelled.seller, cancelled.buyer]) {
      const page = await readAndOpen(who, /^\[TEST\] The transaction was cancelled — Cancelled lamp$/, 'Cancelled lamp');
      expect(page).toContain('Reason given for cancelling: Sold elsewhere');
    }
    const ending = await newest(inspected.seller, /Inspection ends tomorrow/);
    expect(ending.mail.text).toContain("The buyer's inspection period ends on");
    expect(ending.mail.text).toContain('Then $20.00 is released to you automatically, unless the buyer opens a dispute before.');
    await readAndOpen(inspected.seller, /^\[TEST\] Inspection ends tomorrow — Inspected lamp$/, 'Inspected lamp');
  });

  it('evidence: a party’s own reaches the other side by the party’s name; the marketplace’s reaches both, by its name', { timeout: 180_000 }, async () => {
    const { tx, seller, buyer } = await escrow(t.sandbox, 'Disputed vase', { funded: true });
    const buyerParty = (await partyLink(h, t.sandbox, tx.id, buyer.id)).party;
    expect((await postForm(h, `/t/${tx.token}/dispute`, { party: buyerParty, reason: 'Cracked' })).status).toBe(303);
    await deliverTo(h, emailWorker(h, server), server, seller.email, 3);
    const before = { seller: server.inbox(seller.email).length, buyer: server.inbox(buyer.email).length };

    // The buyer's own evidence, from the hosted page: the seller hears it by the buyer's name, the buyer is not told of their own.
    expect((await postForm(h, `/t/${tx.token}/evidence`, { party: buyerParty, description: 'Photo of the crack' })).status).toBe(303);
    const fromBuyer = await newest(seller, /added evidence/);
    await readAndOpen(seller, new RegExp(`^\\[TEST\\] ${buyer.name} added evidence to the dispute — Disputed vase$`), 'Disputed vase');
    expect(fromBuyer.mail.text).toContain(`${buyer.name} added evidence to the dispute about Disputed vase.`);
    expect(server.inbox(buyer.email)).toHaveLength(before.buyer);
    expect(server.inbox(seller.email)).toHaveLength(before.seller + 1);

    // The marketplace posts evidence for the seller with its API keys: it is the marketplace's, and both parties hear of it.
    const posted = await h.request('POST', `/v1/transactions/${tx.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'Courier’s damage report' },
      auth: t.sandbox,
    });
    expect(posted.status, posted.text).toBe(200);
    for (const who of [seller, buyer]) {
      const subject = new RegExp(`^\\[TEST\\] ${marketplace} added evidence to the dispute — Disputed vase$`);
      const mail = await newest(who, subject);
      expect(mail.mail.text).toContain(`${marketplace} added evidence for the seller to the dispute about Disputed vase.`);
      expect(mail.raw).not.toContain(`${seller.name} added evidence`);
      await readAndOpen(who, subject, 'Disputed vase');
    }
    expect(server.inbox(seller.email)).toHaveLength(before.seller + 2);
    expect(server.inbox(buyer.email)).toHaveLength(before.buyer + 1);
  });

  it('a live message carries no test marking', { timeout: 120_000 }, async () => {
    const seller = await person(h, t.live, 'Liv Seller', false);
    const buyer = await person(h, t.live, 'Lou Buyer', false);
    const res = await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Live chair', amount: 5_000, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
      auth: t.live,
    });
    expect(res.status, res.text).toBe(200);
    const invite = await newest(buyer, /invites you to an escrow transaction/);
    const path = await readAs(h, secrets(), invite, buyer, /^Liv Seller invites you to an escrow transaction — Live chair$/, { test: false });
    expect(`${h.deps.publicUrl}${path}`).toBe(res.body.inviteUrl);
    expect((await open(path)).status).toBe(200);
  });

  it('"verify your identity" leads to the party page, which starts the hosted verification; a forged link or a funded transaction starts none', {
    timeout: 120_000,
  }, async () => {
    const { tx, seller, buyer } = await escrow(t.sandbox, 'Mirror', { buyerKyc: false });
    const message = await newest(buyer, /Verify your identity/);
    expect(message.mail.text).toContain('Open your transaction page and choose "Verify my identity"');
    const path = await readAs(h, secrets(), message, buyer, /^\[TEST\] Verify your identity — Mirror$/);
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Verify my identity');
    expect(page.text).toContain(`action="/t/${tx.token}/verify"`);
    // The verified seller's page offers nothing to verify.
    const sellerPage = await open((await partyLink(h, t.sandbox, tx.id, seller.id)).path);
    expect(sellerPage.text).not.toContain('Verify my identity');

    const kycOf = async () =>
      (
        await h.db
          .select()
          .from(kycRecords)
          .where(and(eq(kycRecords.userId, buyer.id), eq(kycRecords.tenantId, t.tenantId)))
      )[0]!;
    const before = await kycOf();
    const forged = await postForm(h, `/t/${tx.token}/verify`, { party: 'forged' });
    expect(forged.status).toBe(400);
    expect(await kycOf()).toEqual(before);

    const party = new URL(`http://x${path}`).searchParams.get('party')!;
    const started = await postForm(h, `/t/${tx.token}/verify`, { party });
    expect(started.status).toBe(303);
    const flow = new URL(started.headers.get('location')!, h.deps.publicUrl);
    expect(flow.pathname).toMatch(/^\/verify\//);
    expect((await h.app.request(flow.pathname)).status).toBe(200);
    expect((await kycOf()).status).toBe('pending');

    // Once the funds are in, the page no longer starts one.
    await h.request('PATCH', `/v1/kyc/${buyer.id}`, { body: { status: 'complete' }, auth: t.sandbox });
    expect((await h.request('POST', `/v1/transactions/${tx.id}/mark-funded`, { body: { reference: 'r' }, auth: t.sandbox })).status).toBe(200);
    const late = await postForm(h, `/t/${tx.token}/verify`, { party: (await partyLink(h, t.sandbox, tx.id, buyer.id)).party });
    expect(late.status).toBe(409);
  });
});
