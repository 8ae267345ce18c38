// Long on purpose: the whole escrow read from the parties' inboxes, and the outbox's sending rules (two workers, refusals, retention), share one SMTP server and tenant.
/**
 * Issue 30: the parties of an escrow learn every step from their inbox. A
 * real SMTP server (smtp-server) receives what the job runner sends; each
 * message is read as the recipient would: who it is for, what it says, and
 * that its one link opens that recipient's own page and nothing else.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { emails } from '../src/db/schema/index.ts';
import type { EventConsumer } from '../src/services/emails/compose.ts';
import { dispatchEventBatch } from '../src/services/webhooks/dispatch.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { EMAIL_RETENTION_MS, sweepExpiredEmails } from '../src/services/emails/outbox.ts';
import { EMAIL_RETRY_SCHEDULE_MS } from '../src/services/emails/worker.ts';
import { sendInspectionReminders } from '../src/services/transactions/auto-release.ts';
import { at, advanceTo, createClock, DAY, T0 } from './helpers/clocks.ts';
import {
  composeEmails,
  deliverTo,
  emailWorker,
  messageSecrets,
  person as personOf,
  readAs as readMessageAs,
  startMailServer,
  type MailServer,
  type Person,
  type ReceivedMail,
} from './helpers/email.ts';
import { accept, emailIn, postForm, uniqueEmail } from './helpers/factories.ts';
import { createHarness, fileHarness, type Harness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness({ smtp: true, isolated: true });
let server: MailServer;
let t: TestTenant;

beforeAll(async () => {
  server = await startMailServer();
  t = await h.tenant();
  await updateEnvironment(h.db, t.sandbox.environmentId, { partyEmails: true });
  await updateEnvironment(h.db, t.live.environmentId, { partyEmails: true });
});
afterAll(async () => {
  await server.close();
});

const person = (auth: KeyCreds, name: string, kyc = true) => personOf(h, auth, name, kyc);

/** Every secret the test knows that a message must never carry. */
const foreignSecrets = () => messageSecrets(t);

/** One message as the recipient reads it: addressed to them, marked as a test, its only link theirs. */
const readAs = (message: ReceivedMail, who: Person, subject: RegExp) => readMessageAs(h, foreignSecrets(), message, who, subject);

const open = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, text: await res.text() };
};

describe('a whole escrow, dispute included, from the inbox', () => {
  it('invite, accepted, funded, a request with its one button, dispute, evidence, decision: each party hears every step', { timeout: 180_000 }, async () => {
    const worker = emailWorker(h, server);
    const seller = await person(t.sandbox, 'Sam Seller');
    const buyer = await person(t.sandbox, 'Bea Buyer');
    const created = await h.request('POST', '/v1/transactions/create', {
      body: {
        accountType: 'escrow',
        title: 'Walnut desk',
        amount: 45_000,
        currency: 'EUR',
        sellerId: seller.id,
        buyerId: buyer.id,
        timeline: { deliveryDays: 5, inspectionDays: 3 },
      },
      auth: t.sandbox,
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;

    // The invitation: to the buyer only, with the invite the API returned.
    const [invite] = await deliverTo(h, worker, server, buyer.email, 1);
    const invitePath = await readAs(invite!, buyer, /Sam Seller invites you to an escrow transaction — Walnut desk/);
    expect(`${h.deps.publicUrl}${invitePath}`).toBe(created.body.inviteUrl);
    expect(invite!.mail.text).toContain('€450.00');
    expect(invite!.mail.text).toMatch(/started an escrow transaction with you on Test tenant \w+: Walnut desk, €450\.00/);
    expect(server.inbox(seller.email)).toHaveLength(0);
    const invitation = await open(invitePath);
    expect(invitation.status).toBe(200);
    expect(invitation.text).toContain('Walnut desk');

    // Accepted from the mailed invitation: both hear it.
    expect(
      (
        await h.app.request(invitePath, {
          method: 'POST',
          body: new URLSearchParams({ decision: 'accept' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(303);
    const acceptedSeller = (await deliverTo(h, worker, server, seller.email, 1))[0]!;
    await readAs(acceptedSeller, seller, /Bea Buyer accepted the transaction/);
    await readAs(server.inbox(buyer.email)[1]!, buyer, /You accepted the transaction/);

    // Funded: what happens next, for each side.
    expect((await h.request('POST', `/v1/transactions/${id}/mark-funded`, { body: { reference: 'wire-1' }, auth: t.sandbox })).status).toBe(200);
    const fundedSeller = (await deliverTo(h, worker, server, seller.email, 2))[1]!;
    const sellerPage = await readAs(fundedSeller, seller, /The funds are held in escrow/);
    expect(fundedSeller.mail.text).toContain('What happens next: deliver Walnut desk to Bea Buyer within 5 days');
    const fundedBuyer = server.inbox(buyer.email)[2]!;
    await readAs(fundedBuyer, buyer, /The funds are held in escrow/);
    expect(fundedBuyer.mail.text).toContain('released to the seller automatically');

    // The seller, from the mailed link, asks for release; the buyer gets the one button to agree.
    const page = await open(sellerPage);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Walnut desk');
    const sellerParty = new URL(`http://x${sellerPage}`).searchParams.get('party')!;
    expect((await postForm(h, `/t/${created.body.token}/request-release`, { party: sellerParty, reason: 'Delivered on Monday' })).status).toBe(303);
    const request = (await deliverTo(h, worker, server, buyer.email, 4))[3]!;
    const agreePath = await readAs(request, buyer, /Sam Seller asks you to release the funds/);
    expect(request.mail.text).toContain('Agree and release €450.00');
    expect(request.mail.text).toContain('Their reason: Delivered on Monday');
    expect(agreePath).toMatch(/\/confirm\?party=.*&action=release$/);
    const confirm = await open(agreePath);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Release the funds to the seller?');

    // The buyer disputes instead (from its mailed link); both hear it, then each piece of evidence reaches the other side.
    const buyerParty = new URL(`http://x${agreePath}`).searchParams.get('party')!;
    expect((await postForm(h, `/t/${created.body.token}/dispute`, { party: buyerParty, reason: 'The desk is scratched' })).status).toBe(303);
    await readAs((await deliverTo(h, worker, server, seller.email, 3))[2]!, seller, /Bea Buyer opened a dispute/);
    await readAs(server.inbox(buyer.email)[4]!, buyer, /You opened a dispute/);
    expect(server.inbox(seller.email)[2]!.mail.text).toContain('Reason given: The desk is scratched');
    expect((await postForm(h, `/t/${created.body.token}/evidence`, { party: sellerParty, description: 'Photos at dispatch' })).status).toBe(303);
    await readAs((await deliverTo(h, worker, server, buyer.email, 6))[5]!, buyer, /Sam Seller added evidence to the dispute/);
    expect(server.inbox(seller.email)).toHaveLength(3);

    // The marketplace decides: both hear the outcome.
    const resolved = await h.request('POST', `/v1/transactions/${id}/disputes/resolve`, {
      body: { outcome: 'refunded', note: 'Damaged in transit' },
      auth: t.sandbox,
    });
    expect(resolved.status, resolved.text).toBe(200);
    const decided = (await deliverTo(h, worker, server, seller.email, 4))[3]!;
    await readAs(decided, seller, /The dispute was decided/);
    expect(decided.mail.text).toContain('€450.00 was refunded to Bea Buyer');
    await readAs(server.inbox(buyer.email)[6]!, buyer, /The dispute was decided/);

    // Every message is in the outbox as sent, once.
    const rows = await h.db.select().from(emails).where(eq(emails.transactionId, id));
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(new Set(server.received.filter((m) => rows.some((r) => r.messageId === m.mail.messageId)).map((m) => m.mail.messageId)).size).toBe(11);
  });

  it('released, refunded, cancelled, inspection ending and identity needed reach both parties with their own links', { timeout: 180_000 }, async () => {
    const worker = emailWorker(h, server);
    const seller = await person(t.sandbox, 'Sid');
    const buyer = await person(t.sandbox, 'Bo');
    const make = async (extra: Record<string, unknown> = {}) => {
      const res = await h.request('POST', '/v1/transactions/create', {
        body: { accountType: 'escrow', title: 'Lamp', amount: 2_000, currency: 'USD', sellerId: seller.id, buyerId: buyer.id, ...extra },
        auth: t.sandbox,
      });
      return {
        id: res.body.id as string,
        inviteToken: res.body.inviteToken as string,
        inviteUrl: '',
        token: res.body.token as string,
        sellerId: seller.id,
        buyerId: buyer.id,
      };
    };
    const cancelled = await make();
    await h.request('POST', `/v1/transactions/${cancelled.id}/cancel`, { body: { reason: 'Sold elsewhere' }, auth: t.sandbox });
    const released = await make();
    await accept(h, released);
    await h.request('POST', `/v1/transactions/${released.id}/mark-funded`, { body: { reference: 'r' }, auth: t.sandbox });
    await h.request('POST', `/v1/transactions/${released.id}/release`, { body: {}, auth: t.sandbox });
    const refunded = await make();
    await accept(h, refunded);
    await h.request('POST', `/v1/transactions/${refunded.id}/mark-funded`, { body: { reference: 'r' }, auth: t.sandbox });
    await h.request('POST', `/v1/transactions/${refunded.id}/refund`, { body: {}, auth: t.sandbox });
    // The timeline job's reminder: a day of inspection and no delivery time, so it is due at once.
    const inspected = await make({ timeline: { deliveryDays: 0, inspectionDays: 1 } });
    await accept(h, inspected);
    await h.request('POST', `/v1/transactions/${inspected.id}/mark-funded`, { body: { reference: 'r' }, auth: t.sandbox });
    expect(await sendInspectionReminders(h.db, h.clock.now())).toBeGreaterThan(0);
    await composeEmails(h);
    await worker.drain();
    const subjects = (who: { email: string }) => server.inbox(who.email).map((m) => m.mail.subject);
    expect(subjects(seller)).toEqual(
      expect.arrayContaining([
        '[TEST] The transaction was cancelled — Lamp',
        '[TEST] The funds were released — Lamp',
        '[TEST] Bo accepted the transaction — Lamp',
      ]),
    );
    expect(subjects(buyer)).toEqual(
      expect.arrayContaining([
        '[TEST] The transaction was cancelled — Lamp',
        '[TEST] The funds were released — Lamp',
        '[TEST] The buyer was refunded — Lamp',
        '[TEST] Inspection ends tomorrow — Lamp',
      ]),
    );
    const ending = server.inbox(buyer.email).find((m) => m.mail.subject?.includes('Inspection ends tomorrow'))!;
    await readAs(ending, buyer, /Inspection ends tomorrow/);
    expect(ending.mail.text).toContain('Then $20.00 is released to Sid automatically, unless you open a dispute before.');
    const cancel = server.inbox(seller.email).find((m) => m.mail.subject?.includes('cancelled'))!;
    expect(cancel.mail.text).toContain('Reason given: Sold elsewhere');
    await readAs(cancel, seller, /cancelled/);

    // A party without verified identity hears it at acceptance, when funding is next.
    const unverified = await person(t.sandbox, 'Una', false);
    const kycTx = await make({ buyerId: unverified.id });
    await accept(h, { ...kycTx, buyerId: unverified.id });
    const mails = await deliverTo(h, worker, server, unverified.email, 3);
    const kyc = mails.find((m) => m.mail.subject?.includes('Verify your identity'))!;
    await readAs(kyc, unverified, /Verify your identity — Lamp/);
    expect(server.inbox(seller.email).filter((m) => m.mail.subject?.includes('Verify your identity'))).toHaveLength(0);
  });
});

describe('an escrow on a sandbox test clock (issue 37)', () => {
  it("its links live on the clock: the invite is the API's, the reminder comes before the release, a party link opens the page for an hour of the clock", {
    timeout: 180_000,
  }, async () => {
    const worker = emailWorker(h, server);
    const seller = await person(t.sandbox, 'Cleo Seller');
    const buyer = await person(t.sandbox, 'Cy Buyer');
    const clock = await createClock(h, t.sandbox, T0);
    const created = await h.request('POST', '/v1/transactions/create', {
      body: {
        accountType: 'escrow',
        title: 'Brass clock',
        amount: 9_000,
        currency: 'USD',
        sellerId: seller.id,
        buyerId: buyer.id,
        timeline: { deliveryDays: 1, inspectionDays: 2 },
        testClockId: clock.id,
      },
      auth: t.sandbox,
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.id as string;

    // The invitation is the one the API returned: the same claims (its clock among them), expiring 14 days into the clock's time.
    const [invite] = await deliverTo(h, worker, server, buyer.email, 1);
    const invitePath = await readAs(invite!, buyer, /Cleo Seller invites you to an escrow transaction — Brass clock/);
    expect(`${h.deps.publicUrl}${invitePath}`).toBe(created.body.inviteUrl);
    expect((await postForm(h, invitePath, { decision: 'accept' })).status).toBe(303);
    const funded = await h.request('POST', `/v1/transactions/${id}/mark-funded`, { body: { reference: 'r' }, auth: t.sandbox });
    expect(funded.body.autoReleaseAt).toBe(at(T0 + 3 * DAY));

    await advanceTo(h, t.sandbox, clock.id, T0 + 4 * DAY);
    expect((await h.request('GET', `/v1/transactions/${id}`, { auth: t.sandbox })).body.status).toBe('released');
    // Invitation, accepted, funded, the reminder, released.
    const inbox = await deliverTo(h, worker, server, buyer.email, 5);
    const composed = await h.db
      .select({ template: emails.template })
      .from(emails)
      .where(and(eq(emails.transactionId, id), eq(emails.userId, buyer.id)))
      .orderBy(emails.id);
    const templates = composed.map((r) => r.template);
    expect(templates.filter((x) => x === 'transaction.inspection_ending')).toHaveLength(1);
    expect(templates.filter((x) => x === 'transaction.released')).toHaveLength(1);
    expect(templates.indexOf('transaction.inspection_ending')).toBeLessThan(templates.indexOf('transaction.released'));

    // The reminder's party link was signed on the clock's time: it opens the buyer's page until the clock is an hour on.
    const reminder = inbox.find((m) => m.mail.subject?.includes('Inspection ends tomorrow'))!;
    const page = await readAs(reminder, buyer, /Inspection ends tomorrow — Brass clock/);
    const opened = await open(page);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Brass clock');
    await advanceTo(h, t.sandbox, clock.id, T0 + 4 * DAY + 60 * 60 * 1000);
    expect((await open(page)).status).toBe(410);
  });
});

describe('the outbox', () => {
  it('two workers on one database send each message exactly once', async () => {
    const seller = await person(t.sandbox, 'Two');
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => person(t.sandbox, `Buyer${i}`)));
    for (const buyer of buyers) {
      const res = await h.request('POST', '/v1/transactions/create', {
        body: { accountType: 'escrow', title: 'Chair', amount: 100, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
        auth: t.sandbox,
      });
      expect(res.status).toBe(200);
    }
    await composeEmails(h);
    const queued = await h.db.select({ id: emails.id, messageId: emails.messageId }).from(emails).where(eq(emails.status, 'queued'));
    expect(queued.length).toBeGreaterThanOrEqual(12);
    const [a, b] = [emailWorker(h, server), emailWorker(h, server)];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const ids = new Set(queued.map((q) => q.messageId));
    const got = server.received.filter((m) => ids.has(m.mail.messageId!)).map((m) => m.mail.messageId);
    expect(got.sort()).toEqual([...ids].sort());
    const rows = await h.db
      .select()
      .from(emails)
      .where(sql`${emails.id} in ${queued.map((q) => q.id)}`);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a server that refuses (421) is retried on the schedule and the message goes once it recovers; a 550 fails it for good', async () => {
    const worker = emailWorker(h, server);
    const seller = await person(t.sandbox, 'Rita');
    const buyer = await person(t.sandbox, 'Rob');
    await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Rug', amount: 100, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
      auth: t.sandbox,
    });
    await composeEmails(h);
    const [row] = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, buyer.email), eq(emails.status, 'queued')));
    server.refuseWith = 421;
    try {
      expect(await worker.runOnce()).toBe(1);
      const [after] = await h.db.select().from(emails).where(eq(emails.id, row!.id));
      expect(after).toMatchObject({ status: 'queued', attempts: 1, sentAt: null, lockedUntil: null });
      expect(after!.lastError).toMatch(/^421 /);
      const delay = after!.nextAttemptAt!.getTime() - h.clock.now().getTime();
      expect(delay).toBeGreaterThan(EMAIL_RETRY_SCHEDULE_MS[0] * 0.85);
      expect(delay).toBeLessThanOrEqual(EMAIL_RETRY_SCHEDULE_MS[0] * 1.1);
      // Not due yet: nothing is claimed.
      expect(await worker.runOnce()).toBe(0);
      server.refuseWith = null;
      h.clock.advance(EMAIL_RETRY_SCHEDULE_MS[0] * 1.2);
      expect(await worker.runOnce()).toBe(1);
    } finally {
      server.refuseWith = null;
    }
    const [sent] = await h.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(server.received.filter((m) => m.mail.messageId === row!.messageId)).toHaveLength(1);

    await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Vase', amount: 100, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
      auth: t.sandbox,
    });
    await composeEmails(h);
    server.refuseWith = 550;
    try {
      await worker.drain();
    } finally {
      server.refuseWith = null;
    }
    const failed = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, buyer.email), eq(emails.status, 'failed')));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(failed[0]!.lastError).toMatch(/^550 /);
  });

  it('a composer that fails loses its own work only: the events are still fanned out for webhooks', async () => {
    const seller = await person(t.sandbox, 'Fay');
    const buyer = await person(t.sandbox, 'Flo');
    await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Clock', amount: 100, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
      auth: t.sandbox,
    });
    const failures: unknown[] = [];
    const failing = async (tx: Parameters<EventConsumer>[0]) => {
      await tx.insert(emails).values({ ...(await tx.select().from(emails).limit(1))[0]!, id: 'eml_01JD0000000000000000000000' });
      throw new Error('cannot compose');
    };
    expect(await dispatchEventBatch(h.db, h.clock, 1000, [failing], (e) => failures.push(e))).toBeGreaterThan(0);
    expect(failures).toHaveLength(1);
    const [left] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from events where dispatched_at is null`);
    expect(left!.n).toBe(0);
    // The failed consumer's own write was rolled back with it.
    expect(await h.db.select().from(emails).where(eq(emails.id, 'eml_01JD0000000000000000000000'))).toHaveLength(0);
  });

  it('messages are kept 30 days, then the sweep deletes them, sent or not', async () => {
    // A database of its own on Postgres: the sweep is instance-wide, and other files' messages are not this test's to delete.
    const own = await createHarness({ isolated: true });
    try {
      const tenant = await own.tenant();
      const ids = [await emailIn(own, tenant.tenantId, tenant.sandbox), await emailIn(own, tenant.tenantId, tenant.live)];
      await own.db.update(emails).set({ status: 'sent', sentAt: own.clock.now() }).where(eq(emails.id, ids[0]!));
      const kept = () => own.db.select({ id: emails.id }).from(emails).where(sql`${emails.id} in ${ids}`);
      expect(await sweepExpiredEmails(own.db, new Date(own.clock.now().getTime() + EMAIL_RETENTION_MS - 60_000))).toBe(0);
      expect(await kept()).toHaveLength(2);
      expect(await sweepExpiredEmails(own.db, new Date(own.clock.now().getTime() + EMAIL_RETENTION_MS + 60_000))).toBe(2);
      expect(await kept()).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});

describe('without SMTP: composed and stored, shown in the sandbox outbox', () => {
  let plain: Harness;
  let tenant: TestTenant;
  beforeAll(async () => {
    plain = await createHarness({ isolated: true });
    tenant = await plain.tenant();
    await updateEnvironment(plain.db, tenant.sandbox.environmentId, { partyEmails: true });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('every message is stored, never sent; GET /v1/emails lists it and GET /v1/emails/{id} shows what the buyer would get', async () => {
    const make = async (name: string) =>
      (await plain.request('POST', '/v1/tenants/add-user', { body: { name, email: uniqueEmail(name), phone: '+14155552671' }, auth: tenant.sandbox })).body;
    const seller = await make('sella');
    const buyer = await make('buya');
    const created = await plain.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Bike', amount: 30_000, currency: 'GBP', sellerId: seller.id, buyerId: buyer.id },
      auth: tenant.sandbox,
    });
    await composeEmails(plain);
    const list = await plain.request('GET', '/v1/emails?limit=1', { auth: tenant.sandbox });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ template: 'transaction.invited', status: 'stored', attempts: 0, livemode: false, to: { address: buyer.email } });
    expect(list.body.data[0]).not.toHaveProperty('text');
    const one = await plain.request('GET', `/v1/emails/${list.body.data[0].id}`, { auth: tenant.sandbox });
    expect(one.status).toBe(200);
    expect(one.body.text).toContain(created.body.inviteUrl);
    expect(one.body.html).toContain('<!doctype html>');
    expect(one.body.subject).toBe('[TEST] sella invites you to an escrow transaction — Bike');
    // Another tenant's key, or the other environment: 404 / an empty list.
    const other = await plain.tenant();
    expect((await plain.request('GET', `/v1/emails/${list.body.data[0].id}`, { auth: other.sandbox })).status).toBe(404);
    expect((await plain.request('GET', '/v1/emails', { auth: tenant.live })).body.data).toEqual([]);
  });

  it('an environment with partyEmails off (the default) composes nothing', async () => {
    const make = async (name: string) =>
      (await plain.request('POST', '/v1/tenants/add-user', { body: { name, email: uniqueEmail(name), phone: '+14155552671' }, auth: tenant.live })).body;
    const seller = await make('offs');
    const buyer = await make('offb');
    await plain.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Quiet', amount: 100, currency: 'USD', sellerId: seller.id, buyerId: buyer.id },
      auth: tenant.live,
    });
    await composeEmails(plain);
    expect((await plain.request('GET', '/v1/emails', { auth: tenant.live })).body.data).toEqual([]);
  });
});
