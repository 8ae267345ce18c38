// Long on purpose: the screening pipeline's cases share the imported list versions they build on.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  kycRecords,
  sanctionsEntries,
  sanctionsListChanges,
  sanctionsLists,
  sanctionsLogs,
  userScreenings,
  users,
  type VerifiedIdentity,
} from '../src/db/schema/index.ts';
import { runCli } from '../src/cli/program.ts';
import { type ImportSummary, importList } from '../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../src/services/sanctions/un-consolidated.ts';
import { rescreenBatch, screenFirstBatch, screenPendingUsers } from '../src/services/sanctions/background-screening.ts';
import { invalidateSanctionsIndex } from '../src/services/sanctions/index-cache.ts';
import { uniqueEmail } from './helpers/factories.ts';
import { countRows, createHarness, fileHarness, type Harness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

// Lists are instance-wide: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });
const OFAC = 'test/fixtures/sanctions/ofac';
const UN = 'test/fixtures/sanctions/un/consolidated.xml';
const OPENSANCTIONS = 'test/fixtures/sanctions/opensanctions/targets.simple.csv';
let t: TestTenant;

beforeAll(async () => {
  t = await h.tenant();
  await importList(h.db, await parseOfacSdn(OFAC));
  await importList(h.db, await parseUnConsolidated(UN));
  invalidateSanctionsIndex(h.db);
});

/** Every pending screening, first and re-screens, until none is left. */
async function drain(): Promise<void> {
  while ((await screenPendingUsers(h.db)) > 0);
}

async function addUsers(names: readonly string[], auth: KeyCreds = t.sandbox): Promise<string[]> {
  const res = await h.request('POST', '/v1/tenants/add-user-bulk', {
    body: names.map((name) => ({ name, email: uniqueEmail('scr'), phone: '+14155552671' })),
    auth,
  });
  expect(res.status).toBe(200);
  const rows = await h.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.environmentId, auth.environmentId)).orderBy(asc(users.id));
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return names.map((n) => byName.get(n)!);
}

const logsOf = (userIds: readonly string[]) =>
  h.db
    .select()
    .from(sanctionsLogs)
    .where(inArray(sanctionsLogs.userId, [...userIds]))
    .orderBy(asc(sanctionsLogs.createdAt), asc(sanctionsLogs.id));

/** A copy of the OFAC fixture changed by `edit(file, text)`. */
function ofacVariant(edit: (file: string, text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ofac-v-'));
  for (const f of ['sdn.csv', 'alt.csv', 'add.csv']) writeFileSync(join(dir, f), edit(f, readFileSync(join(OFAC, f), 'utf8')));
  return dir;
}
/** Add an alias line to alt.csv (before the ^Z that ends the file). */
const withAlias = (entNum: string, altNum: number, alias: string) => (f: string, text: string) =>
  f === 'alt.csv' ? text.replace(/\x1a\s*$/, `${entNum},${altNum},"aka","${alias}",-0- \r\n\x1a`) : text;

async function importOfac(dir: string): Promise<ImportSummary> {
  const summary = await importList(h.db, await parseOfacSdn(dir));
  invalidateSanctionsIndex(h.db);
  return summary;
}

const pendingRescreens = async () => {
  const [{ n } = { n: 0 }] = await h.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userScreenings)
    .innerJoin(users, eq(users.id, userScreenings.userId))
    .where(
      sql`${userScreenings.screenedAt} is not null and ${users.status} <> 'disabled' and ${userScreenings.generation} < (select max(generation) from sanctions_lists)`,
    );
  return Number(n);
};

describe("an import's difference from the active version", () => {
  it('counts added, changed and removed entries, records each, and moves the generation only when something screening compares changed', async () => {
    const before = await importOfac(OFAC);
    // Programs alone (not a name, alias, type, date of birth or country) are no change.
    const programsOnly = await importOfac(
      ofacVariant((f, text) =>
        f === 'sdn.csv' ? text.replace('306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA"', '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA] [IRAN"') : text,
      ),
    );
    expect(programsOnly).toMatchObject({ added: 0, changed: 0, removed: 0, generation: before.generation });

    const dir = ofacVariant((f, text) => {
      if (f === 'sdn.csv') {
        return text
          .replace('"DOB 25 Dec 1954; POB Mexico."', '"DOB 25 Dec 1955; POB Mexico."') // 6861: date of birth changed
          .replace(/^6927,.*\r?\n/m, '') // removed
          .replace(/\x1a\s*$/, '99001,"NEWCO TRADING HOUSE",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n\x1a'); // added
      }
      if (f === 'alt.csv') return withAlias('306', 99002, 'BNC INTERNATIONAL')(f, text.replace(/^6927,.*\r?\n/gm, ''));
      return text.replace(/^6927,.*\r?\n/gm, '');
    });
    const summary = await importOfac(dir);
    expect(summary).toMatchObject({ added: 1, changed: 2, removed: 1, generation: before.generation + 1, entries: 124 });
    const changes = await h.db
      .select()
      .from(sanctionsListChanges)
      .where(eq(sanctionsListChanges.listId, summary.listId))
      .orderBy(asc(sanctionsListChanges.sourceRef));
    expect(changes.map((c) => [c.sourceRef, c.change, c.name])).toEqual([
      ['306', 'changed', 'BANCO NACIONAL DE CUBA'],
      ['6861', 'changed', 'GUZMAN LOERA, Joaquin'],
      ['6927', 'removed', 'MOHAMMED, Fazul Abdullah'],
      ['99001', 'added', 'NEWCO TRADING HOUSE'],
    ]);
    // Entries that did not change keep the generation they last changed in; the others take the new one.
    const entries = await h.db
      .select({ ref: sanctionsEntries.sourceRef, changedIn: sanctionsEntries.changedIn })
      .from(sanctionsEntries)
      .where(eq(sanctionsEntries.listId, summary.listId));
    const changedIn = new Map(entries.map((e) => [e.ref, e.changedIn]));
    expect([changedIn.get('306'), changedIn.get('6861'), changedIn.get('99001')]).toEqual([summary.generation, summary.generation, summary.generation]);
    expect(changedIn.get('36')).toBeLessThan(summary.generation);
    const [row] = await h.db.select().from(sanctionsLists).where(eq(sanctionsLists.id, summary.listId));
    expect(row).toMatchObject({ added: 1, changed: 2, removed: 1, generation: summary.generation, active: true });
    await importOfac(OFAC); // back to the fixture for the tests below
    await drain();
  });
});

describe('first screenings first', () => {
  it('a user created under a re-screen backlog is screened in the next round, before the older users waiting for their re-screen', async () => {
    const tt = await h.tenant();
    await addUsers(
      Array.from({ length: 120 }, (_, i) => `Backlog Person ${i}`),
      tt.sandbox,
    );
    await drain();
    await importOfac(ofacVariant(withAlias('6928', 99010, 'SOMEONE ELSE ENTIRELY')));
    expect(await pendingRescreens()).toBeGreaterThanOrEqual(120);

    const [newcomer] = await addUsers(['Joaquin Guzman Loera'], tt.sandbox);
    // One round of a small worker: the newcomer is screened although 120+ users were queued before it.
    await screenPendingUsers(h.db, { first: 10, rescreen: 25 });
    const [entry] = await logsOf([newcomer!]);
    expect(entry).toMatchObject({ trigger: 'background', status: 'possible_match', entityName: 'GUZMAN LOERA, Joaquin' });
    expect(await pendingRescreens()).toBeGreaterThan(0);
    await drain();
    expect(await pendingRescreens()).toBe(0);
  });

  it('re-screens wait while first screenings fill a batch', async () => {
    await importOfac(ofacVariant(withAlias('6928', 99011, 'YET ANOTHER NAME')));
    const pending = await pendingRescreens();
    expect(pending).toBeGreaterThan(0);
    await addUsers(Array.from({ length: 12 }, (_, i) => `Fresh Person ${i}`));
    expect(await screenPendingUsers(h.db, { first: 5, rescreen: 1000 })).toBe(5);
    expect(await pendingRescreens()).toBe(pending);
    await drain();
  });
});

describe('re-screening against what changed', () => {
  let ids: { unrelated: string; newlyListed: string; alreadyListed: string };
  beforeAll(async () => {
    const [unrelated, newlyListed, alreadyListed] = await addUsers(['Ivan Unlistedov', 'Pedro Flores Ramirez', 'Joaquin Guzman Loera']);
    ids = { unrelated: unrelated!, newlyListed: newlyListed!, alreadyListed: alreadyListed! };
    await importOfac(OFAC);
    await drain();
  });
  // Each test changes the fixture one way: back to it afterwards, so the next one counts only its own change.
  afterEach(async () => {
    await importOfac(OFAC);
    await drain();
  });

  it('a changed alias re-screens and flags exactly the users it concerns', async () => {
    const before = await logsOf(Object.values(ids));
    const events = await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'sanctions.possible_match'`);
    const summary = await importOfac(ofacVariant(withAlias('6928', 99020, 'FLORES RAMIREZ, Pedro')));
    expect(summary).toMatchObject({ added: 0, changed: 1, removed: 0 });
    await drain();
    const after = await logsOf(Object.values(ids));
    const fresh = after.filter((l) => !before.some((b) => b.id === l.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({
      userId: ids.newlyListed,
      trigger: 'list_update',
      status: 'possible_match',
      entityName: 'MOHAMMED, Khalid Shaikh',
      matchedName: 'FLORES RAMIREZ, Pedro',
      nameSource: 'account',
      screenedName: 'Pedro Flores Ramirez',
      matchedLists: ['ofac-sdn'],
    });
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'sanctions.possible_match'`)).toBe(events + 1);
    // Every user is now at the new generation, the unconcerned ones without a new entry.
    const rows = await h.db
      .select({ g: userScreenings.generation })
      .from(userScreenings)
      .where(inArray(userScreenings.userId, Object.values(ids)));
    expect(rows.map((r) => r.g)).toEqual([summary.generation, summary.generation, summary.generation]);
  });

  it('an unrelated change flags no one', async () => {
    const before = await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId);
    const summary = await importOfac(ofacVariant(withAlias('306', 99030, 'BNC HAVANA BRANCH OFFICE')));
    expect(summary.changed).toBe(1);
    await drain();
    expect(await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId)).toBe(before);
    expect(await pendingRescreens()).toBe(0);
  });

  it('removed entries are recorded and close nothing: the open match stays, no one is re-screened', async () => {
    const [open] = (await logsOf([ids.alreadyListed])).filter((l) => l.status === 'possible_match');
    expect(open).toBeDefined();
    const without6861 = ofacVariant((_f, text) => text.replace(/^6861,.*\r?\n/gm, ''));
    const summary = await importOfac(without6861);
    expect(summary).toMatchObject({ added: 0, changed: 0, removed: 1 });
    expect(await pendingRescreens()).toBe(0);
    const [removed] = await h.db
      .select()
      .from(sanctionsListChanges)
      .where(and(eq(sanctionsListChanges.listId, summary.listId), eq(sanctionsListChanges.change, 'removed')));
    expect(removed).toMatchObject({ sourceRef: '6861', name: 'GUZMAN LOERA, Joaquin' });
    const [still] = await h.db.select().from(sanctionsLogs).where(eq(sanctionsLogs.id, open!.id));
    expect(still!.status).toBe('possible_match');
    // Listed again later: it is an added entry, and the user is flagged again.
    const back = await importOfac(OFAC);
    expect(back).toMatchObject({ added: 1 });
    await drain();
    const flagged = (await logsOf([ids.alreadyListed])).filter((l) => l.trigger === 'list_update');
    expect(flagged).toHaveLength(1);
  });

  it('a first import of a source screens everyone against all of it', async () => {
    const [putin] = await addUsers(['Wladimir Putin']);
    await drain();
    expect((await logsOf([putin!])).map((l) => l.status)).toEqual(['no_match']);
    // Through the CLI, as an operator imports it.
    const out: string[] = [];
    const code = await runCli(['sanctions', 'import', '--source', 'opensanctions', '--file', OPENSANCTIONS, '--json'], async () => h.db, {
      out: (x) => out.push(x),
      err: (x) => out.push(x),
    });
    expect(code).toBe(0);
    expect(JSON.parse(out.join(''))).toMatchObject({ source: 'opensanctions', entries: 7, added: 7, changed: 0, removed: 0 });
    await drain();
    const entries = await logsOf([putin!]);
    expect(entries.at(-1)).toMatchObject({
      trigger: 'list_update',
      status: 'possible_match',
      entityName: 'Vladimir Vladimirovich Putin',
      matchedLists: ['opensanctions'],
    });
    // Its aliases and dates of birth are screened like any list's.
    const adHoc = await h.request('POST', '/v1/sanctions/screen', { body: { name: 'PMC Wagner', type: 'entity' }, auth: t.sandbox });
    expect(adHoc.body.hits[0]).toMatchObject({ name: 'Wagner Group', list: 'opensanctions' });
    const born = await h.request('POST', '/v1/sanctions/screen', {
      body: { name: 'Wladimir Putin', dateOfBirth: '1952-10-07', country: 'Russia' },
      auth: t.sandbox,
    });
    expect(born.body.hits[0]).toMatchObject({ name: 'Vladimir Vladimirovich Putin', dateOfBirth: 'match', countryMatch: 'match' });
  });

  it('a re-screen writes to the tenant and environment of each user only', async () => {
    const a = await h.tenant();
    const b = await h.tenant();
    const [ua] = await addUsers(['Anna Karina Zeta Flores'], a.live);
    const [ub] = await addUsers(['Anna Karina Zeta Flores'], b.sandbox);
    await drain();
    await importOfac(ofacVariant(withAlias('6928', 99040, 'ZETA FLORES, Anna Karina')));
    await drain();
    const seen = async (auth: KeyCreds) =>
      (await h.request('GET', '/v1/sanctions/logs?status=possible_match', { auth })).body.items as { userId: string; trigger: string; billable: boolean }[];
    expect((await seen(a.live)).map((i) => [i.userId, i.trigger, i.billable])).toEqual([[ua, 'list_update', true]]);
    expect((await seen(b.sandbox)).map((i) => [i.userId, i.trigger, i.billable])).toEqual([[ub, 'list_update', false]]);
    expect(await seen(a.sandbox)).toEqual([]);
  });
});

describe('several workers', () => {
  it('two workers share first screenings and re-screens without a duplicate entry', async () => {
    const tt = await h.tenant();
    const names = Array.from({ length: 300 }, (_, i) =>
      i === 7 ? 'Wilhelmina Quarterstaff' : i % 50 === 0 ? `Joaquin Guzman Loera ${i}` : `Worker Person ${i}`,
    );
    const ids = await addUsers(names, tt.sandbox);
    // On Postgres the second worker has its own connections to the same database; PGlite has one connection, so both share it.
    const second: Harness | undefined = h.databaseUrl ? await createHarness({ sameDatabaseAs: h }) : undefined;
    try {
      const run = async (db: typeof h.db) => {
        let total = 0;
        for (let n = -1; n !== 0; ) total += n = await screenPendingUsers(db, { first: 20, rescreen: 20 });
        return total;
      };
      const [one, two] = await Promise.all([run(h.db), run(second?.db ?? h.db)]);
      expect(one + two).toBeGreaterThanOrEqual(300);
      const first = await h.db
        .select({ userId: sanctionsLogs.userId, n: sql<number>`count(*)::int` })
        .from(sanctionsLogs)
        .where(inArray(sanctionsLogs.userId, ids))
        .groupBy(sanctionsLogs.userId);
      expect(first).toHaveLength(300);
      expect(first.every((r) => Number(r.n) === 1)).toBe(true);

      await importOfac(ofacVariant(withAlias('6928', 99050, 'QUARTERSTAFF, Wilhelmina')));
      if (second) invalidateSanctionsIndex(second.db);
      await Promise.all([run(h.db), run(second?.db ?? h.db)]);
      const flagged = await h.db
        .select()
        .from(sanctionsLogs)
        .where(and(inArray(sanctionsLogs.userId, ids), eq(sanctionsLogs.trigger, 'list_update')));
      expect(flagged.map((l) => l.screenedName)).toEqual(['Wilhelmina Quarterstaff']);
      expect(await countRows(h.db, 'events', tt.sandbox.environmentId, sql`type = 'sanctions.possible_match'`)).toBe(7);
    } finally {
      await second?.close();
    }
  });

  it('the batch steps are safe to call with nothing to do', async () => {
    await drain();
    expect(await screenFirstBatch(h.db)).toBe(0);
    expect(await rescreenBatch(h.db)).toBe(0);
  });
});

describe('KYC completion screens the verified identity', () => {
  async function completeWith(accountName: string, verified: Partial<VerifiedIdentity>, auth: KeyCreds = t.sandbox) {
    const [userId] = await addUsers([accountName], auth);
    await drain();
    const identity: VerifiedIdentity = { name: null, dateOfBirth: null, country: null, documentType: 'passport', documentNumberLast4: '1234', ...verified };
    await h.db.update(kycRecords).set({ verified: identity }).where(eq(kycRecords.userId, userId!));
    const res = await h.request('PATCH', `/v1/kyc/${userId}`, { body: { status: 'complete' }, auth });
    expect(res.status).toBe(200);
    const logs = (await h.request('GET', `/v1/sanctions/logs?userId=${userId}`, { auth })).body.items as Record<string, unknown>[];
    return { userId: userId!, entry: logs.find((l) => l.trigger === 'kyc_complete')! };
  }

  it('flags a listed verified name when the account name is not listed, and says which name matched', async () => {
    const { entry } = await completeWith('Jane Ordinary', { name: 'Joaquín Guzmán Loera' });
    expect(entry).toMatchObject({
      status: 'possible_match',
      nameSource: 'verified',
      screenedName: 'Joaquín Guzmán Loera',
      matchedName: 'GUZMAN LOERA, Joaquin',
      entityName: 'GUZMAN LOERA, Joaquin',
      dateOfBirthMatch: 'unknown',
      countryMatch: 'unknown',
      kycId: expect.stringMatching(/^kyc_/),
    });
  });

  it('a date of birth that disagrees lowers a same-name hit below the threshold; one that agrees keeps it', async () => {
    const other = await completeWith('Joaquin Guzman Loera', { name: 'Joaquin Guzman Loera', dateOfBirth: '1990-01-01', country: 'MX' });
    expect(other.entry).toMatchObject({ status: 'no_match', nameSource: null, matchedName: null, dateOfBirthMatch: null });
    expect(other.entry.matchScore as number).toBeLessThan(0.85);
    const same = await completeWith('Joaquin Guzman Loera', { name: 'Joaquin Guzman Loera', dateOfBirth: '1954-12-25' });
    expect(same.entry).toMatchObject({ status: 'possible_match', nameSource: 'account', dateOfBirthMatch: 'match', matchScore: 1 });
  });

  it('a country that disagrees lowers the score, one that agrees raises it', async () => {
    const kw = await completeWith('Khalid Shaikh Mohammed', { name: 'Khalid Shaikh Mohammed', country: 'KW' });
    const fr = await completeWith('Khalid Shaikh Mohammed', { name: 'Khalid Shaikh Mohammed', country: 'FR' });
    expect(kw.entry).toMatchObject({ status: 'possible_match', countryMatch: 'match' });
    expect(fr.entry.matchScore as number).toBeLessThan(kw.entry.matchScore as number);
  });

  it('without a verified identity, only the account name is screened', async () => {
    const { entry } = await completeWith('Plain Person', {});
    expect(entry).toMatchObject({ status: 'no_match', nameSource: null });
  });
});
