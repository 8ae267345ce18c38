// Long on purpose: one operation family's happy, error, concurrency and isolation cases, against one transition table.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disputeEvidence, disputes, users } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { failInsertsContaining } from './helpers/faults.ts';
import { accept, createEscrow, escrowIn, makeUser, uniqueEmail, type EscrowState } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const create = (body: unknown, auth: KeyCreds = t.sandbox) => h.request('POST', '/v1/transactions/create', { body, auth });
const txEvents = (id: string, type?: string) =>
  countRows(h.db, 'events', t.sandbox.environmentId, type ? sql`data->>'transactionId' = ${id} and type = ${type}` : sql`data->>'transactionId' = ${id}`);

describe('POST /v1/transactions/create', () => {
  it('creates an invited transaction with history, invite token and URL, and a transaction.created event', async () => {
    const sellerId = await makeUser(h, t.sandbox);
    const buyerId = await makeUser(h, t.sandbox);
    const res = await create({
      accountType: 'real_estate',
      title: '  Flat, 2nd floor ',
      amount: 25_000_000,
      currency: 'eur',
      seller: { userId: sellerId },
      buyer: { userId: buyerId },
      timeline: { deliveryDays: 30, inspectionDays: 5 },
      metadata: { ref: 'A-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^tx_/),
      token: expect.stringMatching(/^tokn_[0-9A-Za-z]{32}$/),
      accountType: 'real_estate',
      title: 'Flat, 2nd floor',
      amount: 25_000_000,
      currency: 'EUR',
      status: 'invited',
      sellerId,
      buyerId,
      initiator: 'seller',
      timeline: { deliveryDays: 30, inspectionDays: 5 },
      metadata: { ref: 'A-1' },
      // Completing KYC activated the user (decisions §1).
      counterparty: { userId: buyerId, role: 'buyer', status: 'active', kycStatus: 'complete' },
      livemode: false,
      inviteToken: expect.stringMatching(/^inv_/),
    });
    expect(res.body.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited']);
    expect(res.body.inviteUrl).toBe(`http://localhost:3000/accept/${res.body.inviteToken}`);
    expect(res.body.seller).toEqual({ id: sellerId, name: 'Party', email: expect.any(String) });
    expect(await txEvents(res.body.id, 'transaction.created')).toBe(1);
    // The invite is returned on create only.
    const got = await h.request('GET', `/v1/transactions/${res.body.id}`, { auth: t.sandbox });
    expect(got.body).not.toHaveProperty('inviteToken');
    expect(got.body).not.toHaveProperty('inviteUrl');
  });

  it('invites unknown emails as new users (tenant.users.invite) and reuses known ones', async () => {
    const known = await makeUser(h, t.sandbox);
    const knownEmail = (await h.request('GET', `/v1/users/${known}`, { auth: t.sandbox })).body.email;
    const email = uniqueEmail('newbuyer');
    const res = await create({
      accountType: 'escrow',
      title: 'Bike',
      amount: 5000,
      currency: 'GBP',
      seller: { email: knownEmail.toUpperCase() },
      buyer: { email, name: 'New Buyer' },
      initiator: 'buyer',
    });
    expect(res.status).toBe(200);
    expect(res.body.sellerId).toBe(known);
    expect(res.body.buyer).toMatchObject({ email, name: 'New Buyer' });
    expect(res.body.counterparty).toMatchObject({ role: 'seller', userId: known });
    const [invited] = await h.db.select().from(users).where(eq(users.id, res.body.buyerId));
    expect(invited).toMatchObject({ status: 'invited', phone: null });
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'tenant.users.invite' and data->>'userId' = ${res.body.buyerId}`)).toBe(1);
    expect(await countRows(h.db, 'kyc_records', t.sandbox.environmentId, sql`user_id = ${res.body.buyerId}`)).toBe(1);
  });

  it('accepts the flat and object forms together when they name the same user', async () => {
    const sellerId = await makeUser(h, t.sandbox);
    const buyerId = await makeUser(h, t.sandbox);
    const res = await create({ accountType: 'card', title: 'T', amount: 100, currency: 'USD', seller: { userId: sellerId }, sellerId, buyerId });
    expect(res.status).toBe(200);
  });

  it.each([
    ['both forms naming different users', (s: string, b: string, x: string) => ({ seller: { userId: s }, sellerId: x, buyerId: b }), 'sellerId'],
    ['no seller at all', (_s: string, b: string) => ({ buyerId: b }), 'seller'],
    ['the same user on both sides', (s: string) => ({ sellerId: s, buyerId: s }), 'buyer'],
    ['userId and email in one party', (s: string, b: string) => ({ seller: { userId: s, email: 'x@example.com' }, buyerId: b }), 'seller'],
    ['a name without an email', (s: string, b: string) => ({ seller: { userId: s, name: 'X' }, buyerId: b }), 'seller.name'],
    ['an invalid party email', (_s: string, b: string) => ({ seller: { email: 'nope' }, buyerId: b }), 'seller.email'],
  ])('400 for %s, nothing written', async (_name, parties, param) => {
    const [s, b, x] = [await makeUser(h, t.sandbox), await makeUser(h, t.sandbox), await makeUser(h, t.sandbox)];
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await create({ accountType: 'escrow', title: 'T', amount: 100, currency: 'USD', ...parties(s, b, x) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path).join(' ') + ` ${res.body.error.param}`).toContain(param);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('404 for an unknown or foreign user id; 409 user_disabled for a disabled party', async () => {
    const other = await h.tenant();
    const foreign = await makeUser(h, other.sandbox);
    const s = await makeUser(h, t.sandbox);
    const unknown = await create({ accountType: 'escrow', title: 'T', amount: 1, currency: 'USD', sellerId: s, buyerId: foreign });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.param]).toEqual([404, 'not_found', 'buyerId']);
    const b = await makeUser(h, t.sandbox);
    await h.db.update(users).set({ status: 'disabled' }).where(eq(users.id, b));
    const disabled = await create({ accountType: 'escrow', title: 'T', amount: 1, currency: 'USD', sellerId: s, buyer: { userId: b } });
    expect([disabled.status, disabled.body.error.code]).toEqual([409, 'user_disabled']);
  });

  it.each([
    ['accountType outside the list', { accountType: 'crypto' }, 'accountType'],
    ['empty title', { title: '   ' }, 'title'],
    ['title over 200', { title: 'x'.repeat(201) }, 'title'],
    ['zero amount', { amount: 0 }, 'amount'],
    ['negative amount', { amount: -5 }, 'amount'],
    ['fractional amount', { amount: 10.5 }, 'amount'],
    ['amount as a string', { amount: '12' }, 'amount'],
    ['amount beyond the currency range', { amount: 10 ** 15, currency: 'JPY' }, 'amount'],
    ['unknown currency', { currency: 'ABC' }, 'currency'],
    ['a metal, not money', { currency: 'XAU' }, 'currency'],
    ['negative timeline days', { timeline: { deliveryDays: -1 } }, 'timeline.deliveryDays'],
    ['unknown timeline field', { timeline: { shippingDays: 1 } }, 'timeline.shippingDays'],
    ['bad initiator', { initiator: 'broker' }, 'initiator'],
    ['unknown field', { priority: 'high' }, 'priority'],
    ['non-string metadata', { metadata: { n: 1 } }, 'metadata.n'],
  ])('400 for %s', async (_name, override, path) => {
    const res = await create({
      accountType: 'escrow',
      title: 'T',
      amount: 100,
      currency: 'USD',
      sellerId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV',
      buyerId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAW',
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('rejects "amount":"12" over tRPC too (no coercion on either transport)', async () => {
    const res = await h.request('POST', '/trpc/transactions.create', {
      body: {
        accountType: 'escrow',
        title: 'T',
        amount: '12',
        currency: 'USD',
        sellerId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV',
        buyerId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAW',
      },
      auth: t.sandbox,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.data.details.map((d: { path: string }) => d.path)).toContain('amount');
  });
});

describe('the transition table', () => {
  type Act = 'accept' | 'fund' | 'release' | 'refund' | 'dispute' | 'evidence' | 'resolve_release' | 'resolve_refund' | 'cancel';
  const ALLOWED: Record<EscrowState, Act[]> = {
    invited: ['accept', 'cancel'],
    accepted: ['fund', 'cancel'],
    funded: ['release', 'refund', 'dispute'],
    disputed: ['evidence', 'resolve_release', 'resolve_refund'],
    released: [],
    refunded: [],
    cancelled: [],
  };
  const RESULT: Record<Act, { status: string; event: string }> = {
    accept: { status: 'accepted', event: 'transaction.accepted' },
    fund: { status: 'funded', event: 'transaction.status.changed' },
    release: { status: 'released', event: 'transaction.status.changed' },
    refund: { status: 'refunded', event: 'transaction.status.changed' },
    dispute: { status: 'disputed', event: 'transaction.disputed' },
    evidence: { status: 'disputed', event: 'transaction.dispute.updated' },
    resolve_release: { status: 'released', event: 'transaction.status.changed' },
    resolve_refund: { status: 'refunded', event: 'transaction.status.changed' },
    cancel: { status: 'cancelled', event: 'transaction.status.changed' },
  };
  const perform = async (act: Act, escrow: Awaited<ReturnType<typeof escrowIn>>): Promise<number> => {
    const post = async (path: string, body: unknown = {}) =>
      (await h.request('POST', `/v1/transactions/${escrow.id}${path}`, { body, auth: t.sandbox })).status;
    switch (act) {
      case 'accept': {
        // The hosted page answers 303 on success and 410 "already used" once the invite is spent.
        const res = await accept(h, escrow);
        return res.status === 303 ? 200 : res.status;
      }
      case 'fund':
        return post('/mark-funded', { reference: 'r-1' });
      case 'release':
        return post('/release', { reason: 'Delivered' });
      case 'refund':
        return post('/refund');
      case 'dispute':
        return post('/disputes', { openedBy: 'seller', reason: 'Buyer unresponsive' });
      case 'evidence':
        return post('/disputes/evidence', { submittedBy: 'buyer', description: 'Photos', attachments: ['https://files.example.com/1.jpg'] });
      case 'resolve_release':
        return post('/disputes/resolve', { outcome: 'released', note: 'Seller delivered' });
      case 'resolve_refund':
        return post('/disputes/resolve', { outcome: 'refunded', note: 'Never shipped' });
      case 'cancel':
        return post('/cancel', { reason: 'Buyer backed out' });
    }
  };
  const states = Object.keys(ALLOWED) as EscrowState[];
  const acts = Object.keys(RESULT) as Act[];
  for (const state of states) {
    for (const act of acts) {
      const allowed = ALLOWED[state].includes(act);
      it(`${state} --${act}--> ${allowed ? RESULT[act].status : '409 invalid_state'}`, async () => {
        const escrow = await escrowIn(h, t.sandbox, state);
        const eventsBefore = await txEvents(escrow.id);
        const before = await tenantSnapshot(h.db, t.tenantId);
        const status = await perform(act, escrow);
        const after = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
        if (allowed) {
          expect(status).toBe(200);
          expect(after.status).toBe(RESULT[act].status);
          expect(await txEvents(escrow.id)).toBe(eventsBefore + 1);
          expect(await txEvents(escrow.id, RESULT[act].event)).toBeGreaterThanOrEqual(1);
          if (act !== 'evidence') expect(after.history.at(-1).status).toBe(RESULT[act].status);
        } else {
          expect(status).toBe(act === 'accept' ? 410 : 409);
          expect(after.status).toBe(state);
          expect(await txEvents(escrow.id)).toBe(eventsBefore);
          expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
        }
      });
    }
  }

  it('409 names the current status', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'released');
    const res = await h.request('POST', `/v1/transactions/${escrow.id}/refund`, { body: {}, auth: t.sandbox });
    expect(res.body.error).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('released') });
  });

  it('records the full path in history, and transaction.status.changed carries status and previousStatus', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, { body: { outcome: 'refunded', note: 'ok' }, auth: t.sandbox });
    const tx = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
    expect(tx.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited', 'accepted', 'funded', 'disputed', 'refunded']);
    const events = (await h.request('GET', '/v1/events?type=transaction.status.changed&limit=100', { auth: t.sandbox })).body.data.filter(
      (e: { data: { transactionId: string } }) => e.data.transactionId === escrow.id,
    );
    expect(events.map((e: { data: { status: string; previousStatus: string } }) => `${e.data.previousStatus}→${e.data.status}`)).toEqual([
      'disputed→refunded',
      'accepted→funded',
    ]);
    expect(events[0].data).toMatchObject({ changedAt: expect.any(String), outcome: 'refunded' });
    const accepted = (await h.request('GET', '/v1/events?type=transaction.accepted&limit=100', { auth: t.sandbox })).body.data.find(
      (e: { data: { transactionId: string } }) => e.data.transactionId === escrow.id,
    );
    expect(accepted.data).toEqual({ transactionId: escrow.id, acceptedBy: escrow.buyerId, acceptedAt: expect.any(String) });
  });
});

describe('gates', () => {
  it('409 kyc_required when a party has not completed KYC, nothing changed', async () => {
    const sellerId = await makeUser(h, t.sandbox);
    const buyerId = await makeUser(h, t.sandbox, { kyc: false });
    const created = await create({ accountType: 'escrow', title: 'T', amount: 100, currency: 'USD', sellerId, buyerId });
    await accept(h, { ...created.body, inviteToken: created.body.inviteToken });
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', `/v1/transactions/${created.body.id}/mark-funded`, { body: { reference: 'x' }, auth: t.sandbox });
    expect([res.status, res.body.error.code]).toEqual([409, 'kyc_required']);
    expect(res.body.error.message).toContain('buyer');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    await h.request('PATCH', `/v1/kyc/${buyerId}`, { body: { status: 'complete' }, auth: t.sandbox });
    expect((await h.request('POST', `/v1/transactions/${created.body.id}/mark-funded`, { body: { reference: 'x' }, auth: t.sandbox })).status).toBe(200);
  });

  it('409 user_disabled: a disabled party blocks funding and release', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    await h.db.update(users).set({ status: 'disabled' }).where(eq(users.id, escrow.sellerId));
    const release = await h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: {}, auth: t.sandbox });
    expect([release.status, release.body.error.code]).toEqual([409, 'user_disabled']);
    // A refund still returns the money to the buyer.
    expect((await h.request('POST', `/v1/transactions/${escrow.id}/refund`, { body: {}, auth: t.sandbox })).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('20 concurrent release/refund calls on one funded transaction: exactly one winner and one status event', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.request('POST', `/v1/transactions/${escrow.id}/${i % 2 ? 'release' : 'refund'}`, { body: {}, auth: t.sandbox })),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.error.code]).toEqual([409, 'invalid_state']);
    expect(
      await countRows(
        h.db,
        'events',
        t.sandbox.environmentId,
        sql`data->>'transactionId' = ${escrow.id} and type = 'transaction.status.changed' and data->>'status' in ('released', 'refunded')`,
      ),
    ).toBe(1);
    const tx = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
    expect(tx.status).toBe(winners[0]!.body.status);
    expect(tx.history.filter((e: { status: string }) => e.status === 'released' || e.status === 'refunded')).toHaveLength(1);
  });

  it('never writes a transition without its event: a failing event insert rolls the change back', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const remove = await failInsertsContaining(h.db, 'events', 'data', escrow.id);
    try {
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: {}, auth: t.sandbox });
      expect(res.status).toBe(500);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    } finally {
      await remove();
    }
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('funded');
  });
});

describe('POST /v1/transactions/{id}/cancel', () => {
  it('cancels before funding: status, history, cancellation and one event; /current no longer returns it', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'accepted');
    expect((await h.request('GET', `/v1/transactions/current?userId=${escrow.sellerId}`, { auth: t.sandbox })).body.id).toBe(escrow.id);
    const call = { body: { reason: ' Out of stock ' }, auth: t.sandbox, headers: { 'Idempotency-Key': `cancel-${escrow.id}` } };
    const res = await h.request('POST', `/v1/transactions/${escrow.id}/cancel`, call);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellation: { cancelledBy: 'api', reason: 'Out of stock', cancelledAt: res.body.history.at(-1).at },
    });
    expect(res.body.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited', 'accepted', 'cancelled']);
    expect(await txEvents(escrow.id, 'transaction.status.changed')).toBe(1);
    const replay = await h.request('POST', `/v1/transactions/${escrow.id}/cancel`, call);
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.id]).toEqual([200, 'true', escrow.id]);
    expect(await txEvents(escrow.id, 'transaction.status.changed')).toBe(1);
    expect((await h.request('GET', `/v1/transactions/current?userId=${escrow.sellerId}`, { auth: t.sandbox })).status).toBe(404);
    expect((await h.request('GET', '/v1/transactions?status=cancelled', { auth: t.sandbox })).body.data.map((x: { id: string }) => x.id)).toContain(escrow.id);
  });

  it('409 once funded (refund instead) and for a cancelled one, naming the status; nothing changes', async () => {
    for (const state of ['funded', 'cancelled'] as const) {
      const escrow = await escrowIn(h, t.sandbox, state);
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await h.request('POST', `/v1/transactions/${escrow.id}/cancel`, { body: {}, auth: t.sandbox });
      expect([res.status, res.body.error.code]).toEqual([409, 'invalid_state']);
      expect(res.body.error.message).toContain(state);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    }
  });

  it('race: the counterparty accepts while the API cancels — one wins, the invite is never half-used', async () => {
    for (let round = 0; round < 4; round++) {
      const escrow = await createEscrow(h, t.sandbox);
      const [accepted, cancelled] = await Promise.all([
        accept(h, escrow),
        h.request('POST', `/v1/transactions/${escrow.id}/cancel`, { body: {}, auth: t.sandbox }),
      ]);
      const tx = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
      if (accepted.status === 303) {
        expect([cancelled.status, cancelled.body.error.code, tx.status]).toEqual([409, 'invalid_state', 'accepted']);
      } else {
        expect([accepted.status, cancelled.status, tx.status]).toEqual([410, 200, 'cancelled']);
      }
      expect(await txEvents(escrow.id)).toBe(2);
    }
  });
});

describe('PATCH /v1/transactions/{id}', () => {
  it('merges timeline and metadata; null removes a metadata key', async () => {
    const escrow = await createEscrow(h, t.sandbox, { timeline: { deliveryDays: 10, inspectionDays: 3 }, metadata: { a: '1', b: '2' } });
    const res = await h.request('PATCH', `/v1/transactions/${escrow.id}`, {
      body: { title: 'New title', timeline: { deliveryDays: 12 }, metadata: { a: null, c: '3' } },
      auth: t.sandbox,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'New title', timeline: { deliveryDays: 12, inspectionDays: 3 }, metadata: { b: '2', c: '3' } });
    expect(await txEvents(escrow.id)).toBe(1);
  });

  it('title and timeline are frozen once funded; metadata is always editable', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const body of [{ title: 'Late' }, { timeline: { inspectionDays: 1 } }, { title: 'x', metadata: { k: 'v' } }]) {
      const res = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body, auth: t.sandbox });
      expect([res.status, res.body.error.code]).toEqual([409, 'invalid_state']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const ok = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { metadata: { k: 'v' } }, auth: t.sandbox });
    expect(ok.body.metadata).toEqual({ k: 'v' });
  });

  it('refuses bad bodies', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const res = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { amount: 5, title: '' }, auth: t.sandbox });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['amount', 'title']);
  });
});

describe('disputes and evidence', () => {
  it('lists the dispute with its evidence; resolution records outcome and note', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const ev = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'Tracking', attachments: ['https://x.example.com/t.pdf'] },
      auth: t.sandbox,
    });
    expect(ev.body).toMatchObject({ id: expect.stringMatching(/^dpe_/), submittedBy: 'seller', attachments: ['https://x.example.com/t.pdf'] });
    const bad = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'x', attachments: ['javascript:alert(1)'] },
      auth: t.sandbox,
    });
    expect(bad.status).toBe(400);
    const resolved = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, {
      body: { outcome: 'released', note: 'Delivered per tracking' },
      auth: t.sandbox,
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'released', note: 'Delivered per tracking', resolvedAt: expect.any(String) });
    // The answer shows the decided dispute whole, its evidence included, as the list does.
    expect(resolved.body.evidence).toMatchObject([{ id: ev.body.id, submittedBy: 'seller', description: 'Tracking' }]);
    const list = await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      openedBy: 'buyer',
      reason: 'Item not as described',
      status: 'resolved',
      evidence: [{ id: ev.body.id, description: 'Tracking' }],
    });
  });
});

describe('length limits (the ones openapi.json documents)', () => {
  it.each([
    ['title over 200', 'invited', 'PATCH', '', { title: 't'.repeat(201) }, 'title'],
    ['metadata value over 500', 'invited', 'PATCH', '', { metadata: { note: 'm'.repeat(501) } }, 'metadata.note'],
    ['metadata key over 40', 'invited', 'PATCH', '', { metadata: { ['k'.repeat(41)]: 'v' } }, `metadata.${'k'.repeat(41)}`],
    ['reference over 200', 'accepted', 'POST', '/mark-funded', { reference: 'r'.repeat(201) }, 'reference'],
    ['release reason over 500', 'funded', 'POST', '/release', { reason: 'r'.repeat(501) }, 'reason'],
    ['dispute reason over 2,000', 'funded', 'POST', '/disputes', { openedBy: 'buyer', reason: 'r'.repeat(2001) }, 'reason'],
    ['evidence description over 5,000', 'disputed', 'POST', '/disputes/evidence', { submittedBy: 'buyer', description: 'd'.repeat(5001) }, 'description'],
    [
      'attachment URL over 2,048',
      'disputed',
      'POST',
      '/disputes/evidence',
      { submittedBy: 'buyer', description: 'd', attachments: [`https://x.example.com/${'a'.repeat(2030)}`] },
      'attachments.0',
    ],
    [
      '11 attachments',
      'disputed',
      'POST',
      '/disputes/evidence',
      { submittedBy: 'buyer', description: 'd', attachments: Array.from({ length: 11 }, (_, i) => `https://x.example.com/${i}`) },
      'attachments',
    ],
    ['resolution note over 2,000', 'disputed', 'POST', '/disputes/resolve', { outcome: 'refunded', note: 'n'.repeat(2001) }, 'note'],
    ['cancel reason over 500', 'accepted', 'POST', '/cancel', { reason: 'r'.repeat(501) }, 'reason'],
    ['an empty cancel reason', 'invited', 'POST', '/cancel', { reason: '  ' }, 'reason'],
  ] as const)('400 validation_failed for %s, and nothing is written', async (_name, state, method, path, body, param) => {
    const escrow = await escrowIn(h, t.sandbox, state);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request(method, `/v1/transactions/${escrow.id}${path}`, { body, auth: t.sandbox });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code: 'validation_failed', param, requestId: res.headers.get('x-request-id') });
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([param]);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a create with an over-long title and metadata value lists both and creates no user, transaction or event', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await create({
      accountType: 'escrow',
      title: 'x'.repeat(201),
      amount: 100,
      currency: 'USD',
      seller: { email: uniqueEmail('long'), name: 'n'.repeat(201) },
      buyer: { email: uniqueEmail('long') },
      metadata: { note: 'm'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['metadata.note', 'seller.name', 'title']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a dispute holds at most 100 pieces of evidence: the 101st is 409 invalid_state and writes nothing', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const [dispute] = await h.db.select().from(disputes).where(eq(disputes.transactionId, escrow.id));
    await h.db.insert(disputeEvidence).values(
      Array.from({ length: 99 }, () => ({
        id: newId('disputeEvidence'),
        tenantId: t.tenantId,
        environmentId: t.sandbox.environmentId,
        disputeId: dispute!.id,
        submittedBy: 'buyer' as const,
        description: 'Filler',
      })),
    );
    const post = () =>
      h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, { body: { submittedBy: 'seller', description: 'One more' }, auth: t.sandbox });
    expect((await post()).status).toBe(200); // the 100th
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refused = await post();
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const list = await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox });
    expect(list.body.data[0].evidence).toHaveLength(100);
  });
});

describe('GET /v1/transactions and /current', () => {
  it('filters compose with each other and with pagination', async () => {
    const tt = await h.tenant();
    const a = await createEscrow(h, tt.live, { currency: 'EUR', accountType: 'wire' });
    const b = await createEscrow(h, tt.live, { currency: 'USD' });
    const c = await createEscrow(h, tt.live, { currency: 'EUR', accountType: 'wire', sellerId: a.sellerId, buyerId: b.buyerId });
    const list = (q: string) => h.request('GET', `/v1/transactions${q}`, { auth: tt.live });
    expect((await list('')).body.data.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);
    expect((await list('?currency=eur&accountType=wire')).body.data.map((x: { id: string }) => x.id)).toEqual([c.id, a.id]);
    expect((await list(`?sellerId=${a.sellerId}`)).body.data.map((x: { id: string }) => x.id)).toEqual([c.id, a.id]);
    expect((await list(`?buyerId=${b.buyerId}`)).body.data.map((x: { id: string }) => x.id)).toEqual([c.id, b.id]);
    expect((await list(`?userId=${b.buyerId}&currency=EUR`)).body.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect((await list('?status=accepted')).body.data).toEqual([]);
    const first = await list('?currency=EUR&limit=1');
    expect(first.body.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    const second = await list(`?currency=EUR&limit=1&starting_after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.data.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await list(`?currency=USD&starting_after=${encodeURIComponent(first.body.nextCursor)}`)).body.error.code).toBe('cursor_invalid');
    const now = h.clock.now().toISOString();
    expect((await list(`?createdFrom=${encodeURIComponent(now)}`)).body.data).toEqual([]);
    expect((await list(`?createdTo=${encodeURIComponent(now)}`)).body.data).toHaveLength(3);
    expect((await list('?createdFrom=yesterday')).status).toBe(400);
  });

  it('a cursor issued with every filter set (~600 characters) is accepted back as starting_after', async () => {
    const tt = await h.tenant();
    const first = await createEscrow(h, tt.sandbox, { accountType: 'bank_transfer' });
    const second = await createEscrow(h, tt.sandbox, { accountType: 'bank_transfer', sellerId: first.sellerId, buyerId: first.buyerId });
    const filters =
      `status=invited&accountType=bank_transfer&sellerId=${first.sellerId}&buyerId=${first.buyerId}&userId=${first.sellerId}&currency=usd` +
      `&createdFrom=${encodeURIComponent('2000-01-01T00:00:00.000+00:00')}&createdTo=${encodeURIComponent('2999-12-31T23:59:59.999+00:00')}`;
    const page1 = await h.request('GET', `/v1/transactions?${filters}&limit=1`, { auth: tt.sandbox });
    expect(page1.body.data.map((x: { id: string }) => x.id)).toEqual([second.id]);
    expect(page1.body.nextCursor.length).toBeGreaterThan(512);
    const page2 = await h.request('GET', `/v1/transactions?${filters}&limit=1&starting_after=${encodeURIComponent(page1.body.nextCursor)}`, {
      auth: tt.sandbox,
    });
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({ data: [{ id: first.id }], hasMore: false, nextCursor: null });
  });

  it('current: the newest open transaction of a user, 404 when none', async () => {
    const tt = await h.tenant();
    const old = await escrowIn(h, tt.sandbox, 'released');
    const res = await h.request('GET', `/v1/transactions/current?userId=${old.sellerId}`, { auth: tt.sandbox });
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    const open = await createEscrow(h, tt.sandbox, { sellerId: old.sellerId });
    const found = await h.request('GET', `/v1/transactions/current?userId=${old.sellerId}`, { auth: tt.sandbox });
    expect(found.body.id).toBe(open.id);
    expect((await h.request('GET', '/v1/transactions/current', { auth: tt.sandbox })).status).toBe(400);
  });
});

describe("another tenant's transaction", () => {
  it('is 404 on every route and nothing changes', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { metadata: { x: 'y' } }],
      ['POST', '/mark-funded', { reference: 'r' }],
      ['POST', '/release', {}],
      ['POST', '/refund', {}],
      ['POST', '/disputes', { openedBy: 'buyer', reason: 'r' }],
      ['POST', '/disputes/evidence', { submittedBy: 'buyer', description: 'd' }],
      ['POST', '/disputes/resolve', { outcome: 'released', note: 'n' }],
      ['POST', '/cancel', {}],
      ['GET', '/disputes'],
      ['POST', '/party-links', { userId: escrow.buyerId }],
    ];
    for (const auth of [other.sandbox, t.live]) {
      for (const [method, path, body] of routes) {
        const res = await h.request(method, `/v1/transactions/${escrow.id}${path}`, { body, auth });
        expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, 'not_found']);
      }
      const list = await h.request('GET', '/v1/transactions', { auth });
      expect(list.text).not.toContain(escrow.id);
      const current = await h.request('GET', `/v1/transactions/current?userId=${escrow.sellerId}`, { auth });
      expect(current.status).toBe(404);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});
