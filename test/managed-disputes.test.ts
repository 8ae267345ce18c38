// Long on purpose: managed disputes end to end (setting, tenant refused, deadline, races, operator CLI, jobs) stay together.
/**
 * Managed disputes (issue 23, spec §3 "or by the service if managed disputes
 * are enabled"): the environment setting, the tenant's resolve refused, the
 * evidence deadline (the real-time job run with the injected clock, and
 * defaults decided by advancing a sandbox test clock), the operator's queue
 * and decision through the CLI, and the deadline job inside the background jobs.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { queryRows } from '../src/db/query.ts';
import { startJobs } from '../src/jobs.ts';
import { decideOverdueDisputes } from '../src/services/transactions/managed-disputes.ts';
import { WebhookSender } from '../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../src/services/webhooks/worker.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { advanceTo, createClock, T0 } from './helpers/clocks.ts';
import { escrowIn, mailedPartyLink, makeMember, partyLink, postForm, signIn, type Escrow, type SignedIn } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

// The deadline job and the operator's list reach every tenant: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });
const DAY = 24 * 60 * 60 * 1000;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, async () => h.db, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let t: TestTenant;
let owner: SignedIn;
beforeAll(async () => {
  t = await h.tenant();
  owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
  const on = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { managedDisputes: true }, headers: owner.bearer });
  expect(on.status, on.text).toBe(200);
});

const dispute = async (escrow: Escrow) => (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox })).body.data[0];
const status = async (escrow: Escrow) => (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status;
/** Evidence a party adds itself on its hosted page (303 when taken): the only kind that counts for it at the deadline (decisions §13). */
async function evidence(escrow: Escrow, role: 'seller' | 'buyer'): Promise<Response> {
  // A link mailed to the party: only through one does its evidence count (test/security/managed-dispute-evidence.test.ts).
  const link = await mailedPartyLink(h, t.sandbox, escrow.token, role === 'seller' ? escrow.sellerId : escrow.buyerId);
  return postForm(h, `/t/${escrow.token}/evidence`, { party: link.party, description: `From the ${role}` });
}
const txEvents = (id: string, type: string) =>
  queryRows<{ data: Record<string, unknown> }>(h.db, sql`select data from events where data->>'transactionId' = ${id} and type = ${type} order by id`);
const auditOf = (id: string) =>
  queryRows<{ actor: string; action: string; after: Record<string, unknown> }>(h.db, sql`select * from audit_log where target_id = ${id} order by id`);

/** Run the deadline job at an exact instant (the clock frozen there), as the background loop would with the injected clock. */
async function runDeadlineAt(at: number): Promise<number> {
  h.clock.freeze(at);
  try {
    return await decideOverdueDisputes(h.db, h.clock.now());
  } finally {
    h.clock.unfreeze();
  }
}

describe('the managedDisputes setting', () => {
  it('defaults to false; an owner switches it with an audit row; a developer is refused (403, nothing changed)', async () => {
    const other = await h.tenant();
    const env = await h.request('GET', `/v1/environments/${other.sandbox.environmentId}`, { auth: other.sandbox });
    expect(env.body.managedDisputes).toBe(false);
    const dev = await signIn(h, (await makeMember(h, other.tenantId, { role: 'developer' })).email);
    const theirOwner = await signIn(h, (await makeMember(h, other.tenantId, { role: 'owner' })).email);
    const before = await tenantSnapshot(h.db, other.tenantId);
    const refused = await h.request('PATCH', `/v1/environments/${other.sandbox.environmentId}`, { body: { managedDisputes: true }, headers: dev.bearer });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('role_forbidden');
    const keyed = await h.request('PATCH', `/v1/environments/${other.sandbox.environmentId}`, { body: { managedDisputes: true }, auth: other.sandbox });
    expect(keyed.body.error.code).toBe('key_forbidden');
    const bad = await h.request('PATCH', `/v1/environments/${other.sandbox.environmentId}`, { body: { managedDisputes: 'yes' }, headers: theirOwner.bearer });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(before);
    const audit = await auditOf(t.sandbox.environmentId);
    expect(audit.find((a) => a.action === 'environment.updated')?.after).toMatchObject({ managedDisputes: true });
  });

  it('the operator switches it with environments update --managed-disputes', async () => {
    const other = await h.tenant();
    const res = await cli('environments', 'update', '--id', other.live.environmentId, '--managed-disputes', 'true', '--json');
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out).managedDisputes).toBe(true);
    expect((await cli('environments', 'update', '--id', other.live.environmentId, '--managed-disputes', 'maybe')).code).toBe(2);
  });
});

describe('tenant resolution of a managed dispute', () => {
  it('a dispute opened while on is managed, evidence due 7 days later; API and dashboard resolve answer 409 managed_dispute, nothing changes', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const d = await dispute(escrow);
    expect(d).toMatchObject({ managed: true, managedStatus: 'awaiting_evidence', rule: null });
    expect(Date.parse(d.evidenceDueAt) - Date.parse(d.createdAt)).toBe(7 * DAY);
    const [opened] = await txEvents(escrow.id, 'transaction.disputed');
    expect(opened!.data).toMatchObject({ managed: true, evidenceDueAt: d.evidenceDueAt });
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const outcome of ['released', 'refunded']) {
      const api = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, { body: { outcome, note: 'Ours to decide' }, auth: t.sandbox });
      expect(api.status).toBe(409);
      expect(api.body.error.code).toBe('managed_dispute');
      const dash = await h.request('POST', `/v1/dashboard/disputes/${escrow.id}/resolve`, {
        body: { environment: 'sandbox', outcome, note: 'Ours to decide' },
        headers: owner.bearer,
      });
      expect(dash.status).toBe(409);
      expect(dash.body.error.code).toBe('managed_dispute');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // Evidence is still the tenant's to submit on a party's behalf (recorded as the tenant's: test/security/managed-dispute-evidence.test.ts).
    const posted = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'On the seller’s behalf' },
      auth: t.sandbox,
    });
    expect(posted.status).toBe(200);
  });
});

describe('the evidence deadline', () => {
  it('MANAGED_DISPUTE_EVIDENCE_DAYS sets it (default 7, 1–365), for disputes opened on the hosted page too; the page shows it', async () => {
    expect(loadConfig({}).managedDisputeEvidenceDays).toBe(7);
    expect(loadConfig({ MANAGED_DISPUTE_EVIDENCE_DAYS: '3' }).managedDisputeEvidenceDays).toBe(3);
    for (const bad of ['0', '366', 'week']) expect(() => loadConfig({ MANAGED_DISPUTE_EVIDENCE_DAYS: bad })).toThrow(ConfigError);
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const link = await partyLink(h, t.sandbox, escrow.id, escrow.sellerId);
    h.deps.managedDisputeEvidenceDays = 3;
    try {
      expect((await postForm(h, `/t/${escrow.token}/dispute`, { party: link.party, reason: 'Never paid shipping' })).status).toBe(303);
    } finally {
      delete h.deps.managedDisputeEvidenceDays;
    }
    const d = await dispute(escrow);
    expect(Date.parse(d.evidenceDueAt) - Date.parse(d.createdAt)).toBe(3 * DAY);
    const page = await (await h.app.request(link.path)).text();
    expect(page).toContain('Add your evidence by');
    expect(page).toContain(`datetime="${d.evidenceDueAt}"`);
  });

  it('the silent party loses by default at the deadline, not one second early; evidence after it does not count', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed'); // opened by the buyer
    expect((await evidence(escrow, 'seller')).status).toBe(303);
    const due = Date.parse((await dispute(escrow)).evidenceDueAt);
    await runDeadlineAt(due - 1000);
    expect(await status(escrow)).toBe('disputed');
    expect((await dispute(escrow)).managedStatus).toBe('awaiting_evidence');
    h.clock.freeze(due + 1000);
    expect((await evidence(escrow, 'buyer')).status).toBe(303); // late
    h.clock.unfreeze();
    await runDeadlineAt(due + 1000);
    expect(await status(escrow)).toBe('released');
    const decided = await dispute(escrow);
    expect(decided).toMatchObject({ status: 'resolved', outcome: 'released', rule: 'evidence_deadline', managedStatus: null });
    expect(decided.note).toContain('The buyer submitted no evidence of its own');
    const [changed] = await txEvents(escrow.id, 'transaction.status.changed').then((rows) => rows.filter((r) => r.data.status === 'released'));
    expect(changed!.data).toMatchObject({ previousStatus: 'disputed', outcome: 'released', rule: 'evidence_deadline', disputeId: decided.id });
    expect((await auditOf(escrow.id)).map((a) => [a.actor, a.action, a.after.rule])).toEqual([['system', 'dispute.resolved', 'evidence_deadline']]);
    expect(await runDeadlineAt(due + 2 * DAY)).toBe(0); // decided once
  });

  it('a silent seller loses: the buyer is refunded (on a test clock, advanced past the deadline)', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await escrowIn(h, t.sandbox, 'disputed', { testClockId: clock.id });
    await evidence(escrow, 'buyer');
    await advanceTo(h, t.sandbox, clock.id, T0 + 8 * DAY);
    expect(await status(escrow)).toBe('refunded');
    expect(await dispute(escrow)).toMatchObject({ outcome: 'refunded', rule: 'evidence_deadline', resolvedAt: new Date(T0 + 7 * DAY).toISOString() });
  });

  it('both or neither answered, or the default release refused (a disabled party): the operator queue, with an event and audit row (on a test clock)', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const onClock = { testClockId: clock.id };
    const both = await escrowIn(h, t.sandbox, 'disputed', onClock);
    await evidence(both, 'buyer');
    await evidence(both, 'seller');
    const neither = await escrowIn(h, t.sandbox, 'disputed', onClock);
    const gated = await escrowIn(h, t.sandbox, 'disputed', onClock);
    await evidence(gated, 'seller');
    await h.db.execute(sql`update users set status = 'disabled' where id = ${gated.sellerId}`);
    await advanceTo(h, t.sandbox, clock.id, T0 + 7 * DAY);
    for (const [escrow, reason] of [
      [both, 'Both parties submitted evidence.'],
      [neither, 'Neither party submitted evidence itself.'],
      [gated, 'The default outcome (released) was refused'],
    ] as const) {
      expect(await status(escrow)).toBe('disputed');
      expect(await dispute(escrow)).toMatchObject({ status: 'open', managedStatus: 'awaiting_decision', rule: null });
      const updates = await txEvents(escrow.id, 'transaction.dispute.updated');
      expect(updates.at(-1)!.data).toMatchObject({ managedStatus: 'awaiting_decision', reason: expect.stringContaining(reason), testClockId: clock.id });
      expect((await auditOf(escrow.id)).map((a) => [a.actor, a.action])).toEqual([['system', 'dispute.awaiting_decision']]);
    }
  });

  it('exactly once with two concurrent runs: each overdue dispute decided once, one event each', async () => {
    const escrows = [await escrowIn(h, t.sandbox, 'disputed'), await escrowIn(h, t.sandbox, 'disputed'), await escrowIn(h, t.sandbox, 'disputed')];
    for (const e of escrows) await evidence(e, 'seller');
    const latest = Math.max(...(await Promise.all(escrows.map(async (e) => Date.parse((await dispute(e)).evidenceDueAt)))));
    h.clock.freeze(latest);
    try {
      await Promise.all([
        decideOverdueDisputes(h.db, h.clock.now(), 1),
        decideOverdueDisputes(h.db, h.clock.now(), 1),
        decideOverdueDisputes(h.db, h.clock.now()),
      ]);
    } finally {
      h.clock.unfreeze();
    }
    for (const e of escrows) {
      expect(await status(e)).toBe('released');
      expect((await txEvents(e.id, 'transaction.status.changed')).filter((r) => r.data.status === 'released')).toHaveLength(1);
      expect(await auditOf(e.id)).toHaveLength(1);
    }
  });

  it('evidence racing the deadline is either counted (the queue) or refused as too late (409), never half-seen', async () => {
    // One deadline for all three: their disputes open at one frozen instant.
    const openedAt = h.clock.now().getTime();
    h.clock.freeze(openedAt);
    let escrows: Escrow[];
    try {
      escrows = [await escrowIn(h, t.sandbox, 'disputed'), await escrowIn(h, t.sandbox, 'disputed'), await escrowIn(h, t.sandbox, 'disputed')];
      for (const e of escrows) await evidence(e, 'seller');
    } finally {
      h.clock.unfreeze();
    }
    const due = new Date(openedAt + 7 * DAY);
    for (const e of escrows) expect((await dispute(e)).evidenceDueAt).toBe(due.toISOString());
    // The race at exactly that instant: evidence sent then is in time.
    h.clock.freeze(due.getTime());
    let answers: number[];
    try {
      const job = Promise.all([decideOverdueDisputes(h.db, h.clock.now()), decideOverdueDisputes(h.db, h.clock.now(), 1)]);
      answers = await Promise.all(escrows.map(async (e) => (await evidence(e, 'buyer')).status));
      await job;
      await decideOverdueDisputes(h.db, h.clock.now());
    } finally {
      h.clock.unfreeze();
    }
    for (const [i, e] of escrows.entries()) {
      expect([303, 409]).toContain(answers[i]);
      expect(await status(e)).toBe(answers[i] === 303 ? 'disputed' : 'released');
      if (answers[i] === 303) expect((await dispute(e)).managedStatus).toBe('awaiting_decision');
    }
  });
});

describe('the operator decides through the CLI', () => {
  it('disputes list --managed shows the queue; disputes resolve decides with the note and actor cli in the audit log', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    await evidence(escrow, 'buyer');
    await evidence(escrow, 'seller');
    const early = await cli('disputes', 'resolve', escrow.id, '--outcome', 'refunded', '--note', 'Too soon');
    expect(early.code).toBe(1);
    expect(early.err).toContain('not awaiting a decision');
    await runDeadlineAt(Date.parse((await dispute(escrow)).evidenceDueAt));
    const listed = await cli('disputes', 'list', '--managed', '--limit', '1000', '--json');
    expect(listed.code, listed.err).toBe(0);
    const row = JSON.parse(listed.out).find((r: { transactionId: string }) => r.transactionId === escrow.id);
    expect(row).toMatchObject({ tenantId: t.tenantId, environmentId: t.sandbox.environmentId, environmentType: 'sandbox', status: 'awaiting_decision' });
    expect(row.evidence).toEqual({ seller: 1, buyer: 1, tenant: 0, unattributed: 0 });
    expect((await cli('disputes', 'list', '--managed', '--limit', '1000')).out).toContain(`${escrow.id}  ${t.tenantId}`);

    const before = await tenantSnapshot(h.db, t.tenantId);
    expect((await cli('disputes', 'resolve', escrow.id, '--outcome', 'kept', '--note', 'x')).code).toBe(2);
    expect((await cli('disputes', 'resolve', escrow.id, '--outcome', 'refunded')).code).toBe(2);
    expect((await cli('disputes', 'resolve', escrow.id, '--outcome', 'refunded', '--note', '  ')).code).toBe(2);
    expect((await cli('disputes', 'resolve', 'tx_01JZZZZZZZZZZZZZZZZZZZZZZZ', '--outcome', 'refunded', '--note', 'x')).code).toBe(1);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    const done = await cli('disputes', 'resolve', escrow.id, '--outcome', 'refunded', '--note', 'The goods were not as described.', '--json');
    expect(done.code, done.err).toBe(0);
    expect(JSON.parse(done.out)).toMatchObject({ transactionId: escrow.id, status: 'refunded', outcome: 'refunded', rule: 'operator_decision' });
    expect(await dispute(escrow)).toMatchObject({ status: 'resolved', rule: 'operator_decision', note: 'The goods were not as described.' });
    const audit = (await auditOf(escrow.id)).at(-1)!;
    expect(audit).toMatchObject({ actor: 'cli', action: 'dispute.resolved' });
    expect(audit.after).toEqual({ status: 'refunded', outcome: 'refunded', note: 'The goods were not as described.', rule: 'operator_decision' });
    expect(await txEvents(escrow.id, 'transaction.status.changed').then((r) => r.at(-1)!.data)).toMatchObject({ rule: 'operator_decision' });
    expect((await cli('disputes', 'resolve', escrow.id, '--outcome', 'released', '--note', 'Again')).code).toBe(1);
    expect(
      JSON.parse((await cli('disputes', 'list', '--managed', '--limit', '1000', '--json')).out).map((r: { transactionId: string }) => r.transactionId),
    ).not.toContain(escrow.id);
  });
});

describe('with the setting off', () => {
  it("the tenant decides as before; the deadline never touches the dispute and the operator cannot decide it; switching doesn't change open disputes", async () => {
    const off = await h.tenant();
    const escrow = await escrowIn(h, off.sandbox, 'disputed');
    const before = (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: off.sandbox })).body.data[0];
    expect(before).toMatchObject({ managed: false, evidenceDueAt: null, managedStatus: null });
    await runDeadlineAt(Date.now() + 30 * DAY);
    const cliRefused = await cli('disputes', 'resolve', escrow.id, '--outcome', 'released', '--note', 'Not mine');
    expect(cliRefused.code).toBe(1);
    expect(cliRefused.err).toContain('decided by the tenant');
    expect((await cli('disputes', 'list', '--limit', '1000', '--json')).out).toContain(escrow.id);
    // Switched on now: the dispute already open stays the tenant's.
    await cli('environments', 'update', '--id', off.sandbox.environmentId, '--managed-disputes', 'true');
    const resolved = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, {
      body: { outcome: 'released', note: 'Delivered' },
      auth: off.sandbox,
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ outcome: 'released', rule: 'tenant_decision', managed: false });
    // And a managed one stays managed when the setting goes off again.
    const managed = await escrowIn(h, off.sandbox, 'disputed');
    await cli('environments', 'update', '--id', off.sandbox.environmentId, '--managed-disputes', 'false');
    const refused = await h.request('POST', `/v1/transactions/${managed.id}/disputes/resolve`, { body: { outcome: 'released', note: 'x' }, auth: off.sandbox });
    expect(refused.body.error.code).toBe('managed_dispute');
  });
});

describe('background jobs', () => {
  it('the worker runs the deadline with the injected clock', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    await evidence(escrow, 'buyer');
    h.clock.freeze(Date.parse((await dispute(escrow)).evidenceDueAt));
    const deps = {
      db: h.db,
      logger: pino({ level: 'silent' }),
      clock: h.clock,
      signingSecret: h.deps.signingSecret,
      publicUrl: h.deps.publicUrl,
      emails: h.deps.emails,
    };
    const sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true });
    const jobs = startJobs(deps, { worker: { sender, config: { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 10 } } });
    try {
      await vi.waitFor(async () => expect(await status(escrow)).toBe('refunded'), { timeout: 30_000, interval: 50 });
    } finally {
      await jobs.stop();
      h.clock.unfreeze();
    }
  });
});
