/**
 * Issue 33 #3: a tenant could decide a managed dispute. Its resolve is refused, yet it posted evidence with
 * `submittedBy: "seller"` through the API, and at the deadline the buyer, who "submitted no evidence", lost by
 * default. Replayed: evidence posted with API keys is the tenant's (`source: tenant`), shown to both parties and the
 * operator, and never the basis of a default decision; only what a party adds itself on its hosted page counts for it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.ts';
import { queryRows } from '../../src/db/query.ts';
import { decideOverdueDisputes } from '../../src/services/transactions/managed-disputes.ts';
import { escrowIn, partyLink, postForm, type Escrow } from '../helpers/factories.ts';
import { fileHarness, type TestTenant } from '../helpers/harness.ts';

// The deadline job reaches every tenant: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });

let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
  await runCli(['environments', 'update', '--id', t.sandbox.environmentId, '--managed-disputes', 'true'], async () => h.db, { out: () => {}, err: () => {} });
});

const dispute = async (escrow: Escrow) => (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox })).body.data[0];
const transactionRow = async (id: string) =>
  (await queryRows<{ status: string; history: unknown }>(h.db, sql`select status, history from transactions where id = ${id}`))[0]!;
const statusEvents = (id: string) =>
  queryRows<{ data: Record<string, unknown> }>(h.db, sql`select data from events where data->>'transactionId' = ${id} and type = 'transaction.status.changed'`);

const tenantPosts = (escrow: Escrow, submittedBy: 'seller' | 'buyer', description: string) =>
  h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, { body: { submittedBy, description }, auth: t.sandbox });

async function partyPage(escrow: Escrow, role: 'seller' | 'buyer') {
  const link = await partyLink(h, t.sandbox, escrow.id, role === 'seller' ? escrow.sellerId : escrow.buyerId);
  return { link, html: async () => (await h.app.request(link.path)).text() };
}

async function atDeadline(escrow: Escrow): Promise<void> {
  h.clock.freeze(Date.parse((await dispute(escrow)).evidenceDueAt));
  try {
    await decideOverdueDisputes(h.db, h.clock.now());
  } finally {
    h.clock.unfreeze();
  }
}

describe('evidence the tenant posts in a managed dispute', () => {
  it('the attack: tenant posts as "seller", the deadline passes — the buyer does not lose; the operator decides', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed'); // opened by the buyer
    const posted = await tenantPosts(escrow, 'seller', 'Tracking shows delivery');
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body).toMatchObject({ submittedBy: 'seller', source: 'tenant', livemode: false });
    const before = await transactionRow(escrow.id);

    await atDeadline(escrow);

    // Not released to the seller: status and history as they were, no status change event, the dispute in the operator's queue.
    expect(await transactionRow(escrow.id)).toEqual(before);
    expect(before.status).toBe('disputed');
    expect((await statusEvents(escrow.id)).filter((r) => r.data.status === 'released' || r.data.status === 'refunded')).toEqual([]);
    const d = await dispute(escrow);
    expect(d).toMatchObject({ status: 'open', managedStatus: 'awaiting_decision', rule: null, outcome: null });
    const [queued] = await queryRows<{ data: Record<string, unknown> }>(
      h.db,
      sql`select data from events where data->>'disputeId' = ${d.id} and data->>'managedStatus' = 'awaiting_decision'`,
    );
    expect(queued!.data).toMatchObject({ evidence: { seller: 0, buyer: 0, tenant: 1, unattributed: 0 }, reason: 'Neither party submitted evidence itself.' });
  });

  it("what a party adds itself counts for it; the tenant's evidence for the silent side does not save it", async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const buyer = await partyPage(escrow, 'buyer');
    expect((await postForm(h, `/t/${escrow.token}/evidence`, { party: buyer.link.party, description: 'Box arrived empty' })).status).toBe(303);
    expect((await tenantPosts(escrow, 'seller', 'Seller says it shipped')).status).toBe(200);
    expect((await dispute(escrow)).evidence.map((e: { submittedBy: string; source: string }) => [e.submittedBy, e.source])).toEqual([
      ['buyer', 'party'],
      ['seller', 'tenant'],
    ]);

    await atDeadline(escrow);

    expect(await dispute(escrow)).toMatchObject({ status: 'resolved', outcome: 'refunded', rule: 'evidence_deadline' });
    expect((await dispute(escrow)).note).toContain('The seller submitted no evidence of its own');
  });

  it('both parties see it as the marketplace’s, and the operator sees who submitted each piece', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    await tenantPosts(escrow, 'seller', 'Courier photo of the parcel');
    for (const role of ['seller', 'buyer'] as const) {
      const page = await (await partyPage(escrow, role)).html();
      // Named as the marketplace's, for the seller — never as the party's own words.
      const forWhom = role === 'seller' ? 'you' : '[^<]+ \\(the seller\\)';
      expect(page).toMatch(
        new RegExp(`<span class="who">[^<]+ \\(the marketplace\\), for ${forWhom}</span>, <time[^>]*>[^<]+</time>: Courier photo of the parcel`),
      );
    }
    const out: string[] = [];
    const code = await runCli(['disputes', 'show', escrow.id], async () => h.db, { out: (s) => out.push(s), err: (s) => out.push(s) });
    expect(code, out.join('\n')).toBe(0);
    expect(out.join('\n')).toContain('for the seller, posted by the tenant (API keys): Courier photo of the parcel');
    const json: string[] = [];
    await runCli(['disputes', 'show', escrow.id, '--json'], async () => h.db, { out: (s) => json.push(s), err: () => {} });
    expect(JSON.parse(json.join(''))[0].evidence).toEqual([expect.objectContaining({ submittedBy: 'seller', source: 'tenant' })]);
  });

  it('evidence recorded before its source was kept counts for neither party: the operator decides', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const seller = await partyPage(escrow, 'seller');
    expect((await postForm(h, `/t/${escrow.token}/evidence`, { party: seller.link.party, description: 'Shipped on time' })).status).toBe(303);
    await h.db.execute(sql`update dispute_evidence set source = null where dispute_id = ${(await dispute(escrow)).id}`);
    const before = await transactionRow(escrow.id);

    await atDeadline(escrow);

    expect(await transactionRow(escrow.id)).toEqual(before);
    expect(await dispute(escrow)).toMatchObject({ status: 'open', managedStatus: 'awaiting_decision' });
    expect((await dispute(escrow)).evidence[0].source).toBeNull();
  });
});
