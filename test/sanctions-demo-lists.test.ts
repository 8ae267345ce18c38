import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, sanctionsLists, sanctionsLogs } from '../src/db/schema/index.ts';
import { importDemoLists } from '../src/services/demo-sanctions.ts';
import { screenPendingUsers } from '../src/services/sanctions/background-screening.ts';
import { importList } from '../src/services/sanctions/import.ts';
import { invalidateSanctionsIndex } from '../src/services/sanctions/index-cache.ts';
import { parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../src/services/sanctions/un-consolidated.ts';
import { makeMember, signIn, uniqueEmail } from './helpers/factories.ts';
import { fileHarness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

/**
 * The demo's excerpt of the lists (decisions §9; issue 32): imported sandbox-only, never screened
 * in live; without a list, /readyz, the dashboard and every screening answer say so.
 */
// Lists are instance-wide: on Postgres this file gets a database of its own, and its cases run in order on one list state.
const h = fileHarness({ isolated: true });
let t: TestTenant;
const GUZMAN = 'Joaquin Guzman Loera';
/** On the UN excerpt (CDi.003), not on OFAC's. */
const IYAMUREMYE = 'Gaston Iyamuremye';

beforeAll(async () => {
  t = await h.tenant();
});

const screen = (auth: KeyCreds, name = GUZMAN) => h.request('POST', '/v1/sanctions/screen', { body: { name, type: 'individual' }, auth });

/** A user created through the API and screened by the background step: its first log entry as the API shows it. */
async function screenedUser(auth: KeyCreds, name = GUZMAN) {
  const created = await h.request('POST', '/v1/tenants/add-user', { body: { name, email: uniqueEmail('demo'), phone: '+14155552671' }, auth });
  expect(created.status, created.text).toBe(200);
  while ((await screenPendingUsers(h.db)) > 0);
  const items = await logsOf(auth, created.body.id);
  expect(items).toHaveLength(1);
  return items[0];
}

/** A user's log entries, newest first, as the API shows them. */
async function logsOf(auth: KeyCreds, userId: string) {
  const logs = await h.request('GET', `/v1/sanctions/logs?userId=${userId}`, { auth });
  expect(logs.status, logs.text).toBe(200);
  return logs.body.items;
}

/** The data of the `sanctions.possible_match` events about a user. */
const matchEvents = async (userId: string) =>
  (await h.db.select().from(events).where(eq(events.type, 'sanctions.possible_match')))
    .map((e) => e.data as { userId: string; logId: string; listVersions: unknown })
    .filter((d) => d.userId === userId);

const readiness = async () => {
  const res = await h.request('GET', '/readyz');
  expect(res.status).toBe(200);
  return res.body;
};

const queueLists = async (environment: 'live' | 'sandbox') => {
  const owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
  const res = await h.request('GET', `/v1/dashboard/sanctions/queue?environment=${environment}`, { headers: owner.bearer });
  expect(res.status, res.text).toBe(200);
  return res.body.activeLists;
};

describe('without any list', () => {
  it('/readyz is ready and says no list is loaded', async () => {
    const body = await readiness();
    expect(body).toMatchObject({ status: 'ready', detail: { sanctionsLists: { live: 0, sandbox: 0 } } });
    expect(body.detail.warnings).toEqual([expect.stringContaining('No sanctions list is loaded')]);
  });

  it('a screening answers no hit and an empty list of versions; a user is logged no_match with none', async () => {
    const res = await screen(t.sandbox);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ hits: [], listVersions: [] });
    expect(await screenedUser(t.sandbox)).toMatchObject({ status: 'no_match', listVersions: [] });
  });

  it("the dashboard's sanctions queue names no active list", async () => {
    expect(await queueLists('sandbox')).toEqual([]);
  });
});

describe("the demo's excerpt", () => {
  beforeAll(async () => {
    const imported = await importDemoLists(h.db);
    expect(imported?.map((i) => i.source)).toEqual(['ofac-sdn', 'un-consolidated']);
    invalidateSanctionsIndex(h.db);
  });

  it('is imported once, sandbox-only, under a version that says it is an excerpt', async () => {
    expect(await importDemoLists(h.db)).toBeNull();
    const rows = await h.db.select().from(sanctionsLists).orderBy(sanctionsLists.source);
    expect(rows.map((r) => r.version)).toEqual([
      'demo excerpt: 124 entries of the OFAC SDN list, 2021 snapshot (not current; sandbox only)',
      'demo excerpt: 10 entries of the UN Consolidated List generated 2026-02-27 (not current; sandbox only)',
    ]);
    for (const r of rows)
      expect(r).toMatchObject({
        active: true,
        sandboxOnly: true,
        version: expect.stringMatching(/^demo excerpt: \d+ entries of the .* \(not current; sandbox only\)$/),
      });
  });

  it('screens a listed name in the sandbox as a possible match and says which versions it used', async () => {
    const res = await screen(t.sandbox);
    expect(res.status, res.text).toBe(200);
    expect(res.body.hits[0]).toMatchObject({ name: 'GUZMAN LOERA, Joaquin', list: 'ofac-sdn' });
    expect(res.body.hits[0].score).toBeGreaterThanOrEqual(0.85);
    expect(res.body.listVersions.map((v: { source: string; sandboxOnly: boolean }) => [v.source, v.sandboxOnly])).toEqual([
      ['ofac-sdn', true],
      ['un-consolidated', true],
    ]);
    const entry = await screenedUser(t.sandbox);
    expect(entry).toMatchObject({ status: 'possible_match', entityName: 'GUZMAN LOERA, Joaquin' });
    expect(entry.listVersions).toEqual(res.body.listVersions);
  });

  it('is never screened in live: no hit, no versions, and the live user is logged no_match against none', async () => {
    const res = await screen(t.live);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ hits: [], listVersions: [] });
    const entry = await screenedUser(t.live);
    expect(entry).toMatchObject({ status: 'no_match', listVersions: [] });
    const [row] = await h.db.select().from(sanctionsLogs).where(eq(sanctionsLogs.id, entry._id));
    expect(row!.listVersions).toEqual([]);
  });

  // Live users screened while only the excerpt is loaded: screened against nothing, yet moved to the excerpt's generation.
  const screenedUnderExcerpt: Record<string, string> = {};
  it('a live user screened while only the excerpt is loaded is no_match (listed on OFAC or on the UN list alike)', async () => {
    for (const name of [GUZMAN, IYAMUREMYE]) {
      const entry = await screenedUser(t.live, name);
      expect(entry).toMatchObject({ status: 'no_match', listVersions: [] });
      screenedUnderExcerpt[name] = entry.userId;
    }
  });

  it('/readyz and the dashboard say live screening has no list', async () => {
    const body = await readiness();
    expect(body.detail.sanctionsLists).toEqual({ live: 0, sandbox: 2 });
    expect(body.detail.warnings).toEqual([expect.stringContaining("Only the demo's excerpt")]);
    expect(await queueLists('live')).toEqual([]);
    expect((await queueLists('sandbox')).map((v: { sandboxOnly: boolean }) => v.sandboxOnly)).toEqual([true, true]);
  });

  it('a real import of a source replaces its excerpt for every environment', async () => {
    const summary = await importList(h.db, await parseOfacSdn('test/fixtures/sanctions/ofac'));
    invalidateSanctionsIndex(h.db);
    const live = await screen(t.live);
    expect(live.body.hits[0]).toMatchObject({ name: 'GUZMAN LOERA, Joaquin' });
    expect(live.body.listVersions).toEqual([{ listId: summary.listId, source: 'ofac-sdn', version: summary.version, sandboxOnly: false }]);
    const sandbox = await screen(t.sandbox);
    expect(sandbox.body.listVersions.map((v: { listId: string }) => v.listId)).toContain(summary.listId);
    const body = await readiness();
    expect(body.detail).toEqual({ sanctionsLists: { live: 1, sandbox: 2 }, warnings: [] });
    const versions = await h.db
      .select()
      .from(sanctionsLists)
      .where(inArray(sanctionsLists.source, ['ofac-sdn']));
    expect(versions.filter((v) => v.active).map((v) => v.id)).toEqual([summary.listId]);
  });

  // The excerpt's entries are the real list's, unchanged: were they compared as usual, nothing would count as changed
  // and the live users above, already at the excerpt's generation, would never be screened against them.
  it('the real import counts every entry as new, so a live user screened under the excerpt gets the possible match (OFAC)', async () => {
    const [list] = await h.db
      .select()
      .from(sanctionsLists)
      .where(and(eq(sanctionsLists.source, 'ofac-sdn'), eq(sanctionsLists.active, true)));
    expect(list).toMatchObject({ sandboxOnly: false, changed: 0, removed: 124 });
    expect(list!.added).toBe(list!.entries);
    while ((await screenPendingUsers(h.db)) > 0);
    const userId = screenedUnderExcerpt[GUZMAN]!;
    const [latest] = await logsOf(t.live, userId);
    const ofac = { listId: list!.id, source: 'ofac-sdn', version: list!.version, sandboxOnly: false };
    expect(latest).toMatchObject({ status: 'possible_match', trigger: 'list_update', entityName: 'GUZMAN LOERA, Joaquin', listVersions: [ofac] });
    // The event says which versions the screening used, as the log entry does.
    expect(await matchEvents(userId)).toEqual([expect.objectContaining({ logId: latest._id, listVersions: [ofac] })]);
    // The UN user is not on OFAC's list, and live has no UN list yet.
    expect((await logsOf(t.live, screenedUnderExcerpt[IYAMUREMYE]!)).map((e: { status: string }) => e.status)).toEqual(['no_match']);
  });

  it('and likewise when a real UN list replaces its excerpt', async () => {
    const summary = await importList(h.db, await parseUnConsolidated('test/fixtures/sanctions/un/consolidated.xml'));
    invalidateSanctionsIndex(h.db);
    expect(summary).toMatchObject({ added: summary.entries, changed: 0, removed: 10 });
    while ((await screenPendingUsers(h.db)) > 0);
    const userId = screenedUnderExcerpt[IYAMUREMYE]!;
    const [latest] = await logsOf(t.live, userId);
    expect(latest).toMatchObject({ status: 'possible_match', trigger: 'list_update', entityName: expect.stringMatching(/IYAMUREMYE/) });
    expect(latest.listVersions.map((v: { source: string; sandboxOnly: boolean }) => [v.source, v.sandboxOnly])).toEqual([
      ['ofac-sdn', false],
      ['un-consolidated', false],
    ]);
    expect((await matchEvents(userId)).map((d) => d.listVersions)).toEqual([latest.listVersions]);
  });

  it('a later import of the same scope compares entries as before: an unchanged list adds nothing', async () => {
    const summary = await importList(h.db, await parseUnConsolidated('test/fixtures/sanctions/un/consolidated.xml'));
    expect(summary).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });
});
