// Long on purpose: import, matcher, log and review cases share the trimmed real lists imported once.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { sanctionsEntries, sanctionsLists, tenants, userScreenings, users } from '../src/db/schema/index.ts';
import { importList } from '../src/services/sanctions/import.ts';
import { ListFormatError, type ProgressState } from '../src/services/sanctions/list-files.ts';
import { ofacRemarkFeatures, parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';
import { parseOpenSanctions } from '../src/services/sanctions/opensanctions.ts';
import { parseUnConsolidated } from '../src/services/sanctions/un-consolidated.ts';
import { SanctionsIndex } from '../src/services/sanctions/matcher.ts';
import { normalizeName } from '../src/services/sanctions/names.ts';
import { screenPendingUsers } from '../src/services/sanctions/background-screening.ts';
import { invalidateSanctionsIndex } from '../src/services/sanctions/index-cache.ts';
import { accept, createEscrow, makeUser, uniqueEmail } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

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
  await screenPendingUsers(h.db);
});

const addUser = (name: string, auth: KeyCreds = t.sandbox) => makeUser(h, auth, { kyc: false, name });
const logs = (query = '', auth: KeyCreds = t.sandbox) => h.request('GET', `/v1/sanctions/logs${query}`, { auth });

describe('importers on trimmed real files', () => {
  it('reads OFAC SDN entries, aliases, types and countries', async () => {
    const list = await parseOfacSdn(OFAC);
    expect(list.entries).toHaveLength(124);
    const bnc = list.entries.find((e) => e.sourceRef === '306')!;
    expect(bnc).toMatchObject({ name: 'BANCO NACIONAL DE CUBA', type: 'entity', programs: 'CUBA', aliases: ['NATIONAL BANK OF CUBA'] });
    expect(list.entries.find((e) => e.sourceRef === '6365')).toMatchObject({ name: 'BIN LADIN, Usama bin Muhammad bin Awad', type: 'individual' });
    expect(list.entries.find((e) => e.sourceRef === '6365')!.aliases).toEqual(
      expect.arrayContaining(['BIN LADEN, Osama', 'BIN LADIN, Osama bin Muhammad bin Awad']),
    );
    expect(new Set(list.entries.map((e) => e.type))).toEqual(new Set(['entity', 'individual', 'vessel']));
  });

  it('reads the UN consolidated list: individuals and entities with aliases and nationality', async () => {
    const list = await parseUnConsolidated(UN);
    expect(list.version).toBe('2026-02-27T00:00:09.554Z');
    expect(list.entries.filter((e) => e.type === 'individual')).toHaveLength(6);
    expect(list.entries.filter((e) => e.type === 'entity')).toHaveLength(4);
    expect(list.entries[0]).toMatchObject({ sourceRef: 'CDi.001', name: 'ERIC BADEGE', country: 'Democratic Republic of the Congo' });
    expect(list.entries.find((e) => e.sourceRef === 'CDe.001')!.aliases).toContain('Allied Democratic Forces');
  });

  it.each([
    [
      'a row with too few columns',
      (s: string) => s.replace('306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",', '306,"BANCO NACIONAL DE CUBA",'),
      'expected 12 columns',
    ],
    ['a non-numeric ent_num', (s: string) => s.replace('306,"BANCO', 'X306,"BANCO'), 'is not a number'],
    ['an unknown SDN_Type', (s: string) => s.replace('"individual"', '"person"'), 'unknown SDN_Type'],
    ['an unterminated quote', (s: string) => s.replace('"BANCO NACIONAL DE CUBA"', '"BANCO NACIONAL DE CUBA'), ''],
  ])('refuses OFAC with %s, naming file and line, importing nothing', async (_name, breakIt, reason) => {
    const dir = mkdtempSync(join(tmpdir(), 'ofac-'));
    for (const f of ['alt.csv', 'add.csv']) copyFileSync(join(OFAC, f), join(dir, f));
    writeFileSync(join(dir, 'sdn.csv'), breakIt(readFileSync(join(OFAC, 'sdn.csv'), 'utf8')));
    const before = await h.db.select().from(sanctionsLists);
    const err = await parseOfacSdn(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListFormatError);
    expect((err as ListFormatError).message).toMatch(new RegExp(`sdn\\.csv:\\d+: .*${reason}`));
    expect((err as ListFormatError).line).toBeGreaterThan(0);
    const out: string[] = [];
    const code = await runCli(['sanctions', 'import', '--source', 'ofac-sdn', '--dir', dir], async () => h.db, {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
    });
    expect(code).toBe(2);
    expect(out.join('\n')).toContain('nothing imported');
    expect(await h.db.select().from(sanctionsLists)).toEqual(before);
  });

  it('refuses a name longer than the API can return (1,000 characters), naming file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ofac-'));
    for (const f of ['sdn.csv', 'add.csv']) copyFileSync(join(OFAC, f), join(dir, f));
    const alt = readFileSync(join(OFAC, 'alt.csv'), 'utf8').split('\n');
    const [ent, altNum] = alt[0]!.split(',');
    alt.push(`${ent},${Number(altNum) + 100000},"aka","${'A'.repeat(1001)}",-0- `);
    writeFileSync(join(dir, 'alt.csv'), alt.filter((l) => l.trim() !== '\x1a').join('\n'));
    const err = (await parseOfacSdn(dir).catch((e: unknown) => e)) as ListFormatError;
    expect(err).toBeInstanceOf(ListFormatError);
    expect(err.message).toMatch(/alt\.csv:\d+: alt_name is longer than 1000 characters/);
  });

  it('refuses malformed XML with the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'un-'));
    const file = join(dir, 'bad.xml');
    writeFileSync(file, readFileSync(UN, 'utf8').replace('</FIRST_NAME>', '</FIRSTNAME>'));
    const err = (await parseUnConsolidated(file).catch((e: unknown) => e)) as ListFormatError;
    expect(err).toBeInstanceOf(ListFormatError);
    expect(err.line).toBeGreaterThan(1);
  });

  it('replaces a source atomically: one active version, old entries gone; an identical file changes nothing and queues no one', async () => {
    const userId = await addUser('Maria Example');
    await screenPendingUsers(h.db);
    const [before] = await h.db.select().from(userScreenings).where(eq(userScreenings.userId, userId));
    const generation = before!.generation;
    const summary = await importList(h.db, await parseUnConsolidated(UN));
    expect(summary).toMatchObject({ added: 0, changed: 0, removed: 0, generation });
    const lists = await h.db.select().from(sanctionsLists).where(eq(sanctionsLists.source, 'un-consolidated'));
    expect(lists.filter((l) => l.active).map((l) => l.id)).toEqual([summary.listId]);
    const entries = await h.db.select({ listId: sanctionsEntries.listId }).from(sanctionsEntries);
    expect(new Set(entries.map((e) => e.listId)).has(lists.find((l) => !l.active)!.id)).toBe(false);
    // Users are not reset by an import: the screening they have stands until a change concerns them.
    const [after] = await h.db.select().from(userScreenings).where(eq(userScreenings.userId, userId));
    expect(after!.screenedAt).toEqual(before!.screenedAt);
    expect(await screenPendingUsers(h.db)).toBe(0);
  });
});

describe('dates of birth and countries from the lists', () => {
  it("reads OFAC's Remarks (DOB, alt. DOB, nationality, citizen) and add.csv countries as ISO codes", async () => {
    const list = await parseOfacSdn(OFAC);
    const ref = (r: string) => list.entries.find((e) => e.sourceRef === r)!;
    expect(ref('6365')).toMatchObject({ birthDates: ['1957-07-30', '1958'] });
    expect(ref('6927')).toMatchObject({ birthDates: ['1972-08-25', '1974-12-25', '1974-02-25'], countries: ['KM', 'KE'] });
    expect(ref('6928')).toMatchObject({ birthDates: ['1965-04-14', '1964-03-01'], countries: ['KW'] });
    expect(ref('306')).toMatchObject({ birthDates: [], country: 'Switzerland', countries: expect.arrayContaining(['CH']) });
  });

  it.each([
    ['DOB 10 Mar 1957', ['1957-03-10']],
    ['DOB Mar 1957', ['1957-03']],
    ['DOB circa 1957', ['1956', '1957', '1958']],
    ['DOB 1957 to 1959', ['1957', '1958', '1959']],
    ['DOB 01 Jan 1960 to 31 Dec 1961; nationality Korea, North; alt. nationality Burma', ['1960', '1961']],
    ['DOB sometime; POB Nowhere', []],
  ])('OFAC remark %s', (remarks, dates) => {
    expect(ofacRemarkFeatures(remarks).birthDates).toEqual(dates);
  });

  it("maps the lists' country spellings to ISO codes", () => {
    expect(ofacRemarkFeatures('nationality Korea, North; alt. nationality Burma; citizen Iran; nationality possibly Palestinian').countries).toEqual([
      'KP',
      'MM',
      'IR',
    ]);
  });

  it('reads the UN date of birth (exact date, exact year, approximately, between) and nationality', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'un-'));
    const file = join(dir, 'dob.xml');
    const dob = (inner: string) => `<INDIVIDUAL_DATE_OF_BIRTH>${inner}</INDIVIDUAL_DATE_OF_BIRTH>`;
    const extra = [
      dob('<TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1960</YEAR>'),
      dob('<TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1973</FROM_YEAR><TO_YEAR>1974</TO_YEAR>'),
      dob('<TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1978-04-28</DATE>'),
      '<NATIONALITY><VALUE>Iran (Islamic Republic of)</VALUE></NATIONALITY>',
    ].join('');
    writeFileSync(
      file,
      readFileSync(UN, 'utf8').replace('<REFERENCE_NUMBER>CDi.001</REFERENCE_NUMBER>', `<REFERENCE_NUMBER>CDi.001</REFERENCE_NUMBER>${extra}`),
    );
    const list = await parseUnConsolidated(file);
    expect(list.entries[0]).toMatchObject({
      birthDates: ['1959', '1960', '1961', '1973', '1974', '1978-04-28', '1971'],
      countries: ['IR', 'CD', 'RW'],
    });
  });
});

describe('OpenSanctions simple CSV', () => {
  it('reads targets.simple.csv: schemas, ;-separated aliases, partial birth dates, country codes, the newest last_change as version', async () => {
    const list = await parseOpenSanctions(OPENSANCTIONS);
    expect(list).toMatchObject({ source: 'opensanctions', version: 'last change 2024-04-12' });
    expect(list.entries).toHaveLength(7);
    const byRef = (r: string) => list.entries.find((e) => e.sourceRef === r)!;
    expect(byRef('Q7747')).toMatchObject({
      name: 'Vladimir Vladimirovich Putin',
      type: 'individual',
      aliases: ['Владимир Владимирович Путин', 'Vladimir Poutine', 'Wladimir Putin', 'PUTIN Vladimir Vladimirovich'],
      birthDates: ['1952-10-07'],
      countries: ['RU'],
      country: 'Russian Federation',
    });
    expect(byRef('ofac-17284')).toMatchObject({ birthDates: ['1971', '1970-05'], countries: ['IQ'] });
    expect(byRef('Q18645153')).toMatchObject({ type: 'entity', countries: ['RU', 'SY', 'CF', 'ML'] }); // "suhh" (Soviet Union) is no ISO country
    expect(byRef('ofac-vessel-9234').type).toBe('vessel');
    expect(byRef('ofac-airplane-5523').type).toBe('aircraft');
  });

  it('refuses a CSV that is not in its format, naming file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'os-'));
    const file = join(dir, 'targets.simple.csv');
    writeFileSync(file, 'id,name\nQ1,Someone\n');
    const err = (await parseOpenSanctions(file).catch((e: unknown) => e)) as ListFormatError;
    expect(err).toBeInstanceOf(ListFormatError);
    expect(err.message).toMatch(/targets\.simple\.csv:1: expected 15 columns/);
    writeFileSync(file, readFileSync(OPENSANCTIONS, 'utf8').replace('Q56226,Person,Kim Jong Un', 'Q56226,Person,'));
    expect(((await parseOpenSanctions(file).catch((e: unknown) => e)) as Error).message).toMatch(/targets\.simple\.csv:3: name is empty/);
  });
});

describe('the import CLI', () => {
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const states: ProgressState[] = [];
    const code = await runCli(argv, async () => h.db, {
      out: (x) => out.push(x),
      err: (x) => err.push(x),
      progress: () => ({ update: (state) => states.push(state), stop: () => {} }),
    });
    return { code, out: out.join('\n'), err: err.join('\n'), states };
  };

  it('reports progress in entries (reading, then importing) and prints what changed', async () => {
    const res = await cli('sanctions', 'import', '--source', 'ofac-sdn', '--dir', OFAC);
    expect(res.code).toBe(0);
    const reading = res.states.filter((s) => s.phase === 'reading');
    const importing = res.states.filter((s) => s.phase === 'importing');
    expect(reading.at(-1)).toEqual({ phase: 'reading', entries: 124, fraction: 1 });
    expect(importing.at(-1)).toEqual({ phase: 'importing', entries: 124, fraction: 1 });
    expect(reading.map((s) => s.entries)).toEqual([...reading.map((s) => s.entries)].sort((a, b) => a - b));
    expect(res.out).toContain('124 entries');
    expect(res.out).toMatch(/0 added, 0 changed, 0 removed/);
    expect(res.out).toContain('no re-screening');
  });

  it('lists the imported versions, active or replaced, with their counts', async () => {
    const human = await cli('sanctions', 'lists');
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/^\* ofac-sdn\s+files of \d{4}-\d{2}-\d{2}\s+124 entries\s+\d+ aliases/m);
    expect(human.out).toMatch(/^ {2}ofac-sdn /m); // a replaced version
    const json = JSON.parse((await cli('sanctions', 'lists', '--json')).out) as {
      source: string;
      active: boolean;
      entries: number;
      added: number;
      listId: string;
    }[];
    const active = json.filter((v) => v.active);
    expect(new Set(active.map((v) => v.source))).toEqual(new Set(['ofac-sdn', 'un-consolidated']));
    expect(json.find((v) => v.source === 'ofac-sdn' && !v.active)).toMatchObject({ entries: 124, added: 124 });
    expect(json[0]!.listId).toMatch(/^sl_/);
  });

  it.each([
    ['a missing folder', ['--source', 'ofac-sdn', '--dir', '/nonexistent/ofac'], /folder not found: \/nonexistent\/ofac; nothing imported/],
    [
      'a folder without the three files',
      ['--source', 'ofac-sdn', '--dir', 'test/fixtures/sanctions/un'],
      /file not found: test\/fixtures\/sanctions\/un\/sdn\.csv/,
    ],
    ['a file where the folder goes', ['--source', 'ofac-sdn', '--dir', UN], /is not a folder; --dir takes the folder holding sdn\.csv/],
    ['a missing file', ['--source', 'un-consolidated', '--file', '/nonexistent/un.xml'], /file not found: \/nonexistent\/un\.xml; nothing imported/],
    [
      'a folder where the file goes',
      ['--source', 'un-consolidated', '--file', 'test/fixtures/sanctions/un'],
      /test\/fixtures\/sanctions\/un is a directory; give the list file itself/,
    ],
    ['--file for OFAC', ['--source', 'ofac-sdn', '--file', UN], /ofac-sdn takes --dir/],
  ])('%s is a clear error (exit 2), not "malformed", and imports nothing', async (_name, args, message) => {
    const before = await h.db.select().from(sanctionsLists);
    const res = await cli('sanctions', 'import', ...args);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(message);
    expect(res.err).not.toContain('malformed');
    expect(await h.db.select().from(sanctionsLists)).toEqual(before);
  });

  it.each([
    ['with NUL bytes', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x07, 0xff, 0xfe, 0x00, 0x41])],
    ['of high bytes and escapes', Buffer.from([0x3c, 0xff, 0xfe, 0x1b, 0x5b, 0x32, 0x4a, 0xc3, 0x28, 0x80, 0x81, 0x3e, 0x0a, 0x1b, 0x5d, 0x30])],
    ['of high bytes alone', Buffer.from([0x3c, 0xc3, 0x28, 0xff, 0xfe, 0x80, 0xe2, 0x82, 0x3c, 0x22, 0x2c, 0xa0, 0xc0, 0xaf])],
  ])('a binary file %s is refused without echoing it', async (_name, bytes) => {
    const dir = mkdtempSync(join(tmpdir(), 'bin-'));
    const file = join(dir, 'list.bin');
    writeFileSync(file, Buffer.concat([bytes, bytes, bytes]));
    const before = await h.db.select().from(sanctionsLists);
    for (const source of ['un-consolidated', 'opensanctions']) {
      const res = await cli('sanctions', 'import', '--source', source, '--file', file);
      expect(res.code).toBe(2);
      expect(res.err).toContain('malformed list, nothing imported');
      expect(res.err).toMatch(/^[\x20-\x7e\n…]*$/); // printable: no control characters, escapes or raw bytes
    }
    expect(await h.db.select().from(sanctionsLists)).toEqual(before);
  });
});

describe('matcher', () => {
  it('normalizes diacritics, LAST, First order, honorifics and company suffixes', () => {
    expect(normalizeName('GUZMÁN LOERA, Joaquín')).toEqual(['joaquin', 'guzman', 'loera']);
    expect(normalizeName('Dr. Jürgen Müller-Lüdenscheidt Jr.')).toEqual(['jurgen', 'muller', 'ludenscheidt']);
    expect(normalizeName('ACME Trading Co., Ltd.')).toEqual(['acme', 'trading']);
    expect(normalizeName("O'Brien")).toEqual(['obrien']);
    expect(normalizeName('CORP')).toEqual([]);
  });

  let index: SanctionsIndex;
  beforeAll(async () => {
    const lists = [await parseOfacSdn(OFAC), await parseUnConsolidated(UN)];
    index = new SanctionsIndex(lists.flatMap((l) => l.entries.map((e, i) => ({ ...e, id: `${l.source}:${i}`, source: l.source }))));
  });
  const top = (name: string, type?: 'individual' | 'entity') => index.search({ name, type }, 0.85)[0]?.entry.name;

  it.each([
    ['George Habbash', 'HABBASH, George'],
    ['Georg Habash', 'HABBASH, George'],
    ['Osama bin Laden', 'BIN LADIN, Usama bin Muhammad bin Awad'],
    ['Usama Bin Ladin', 'BIN LADIN, Usama bin Muhammad bin Awad'],
    ['Joaquín Guzmán Loera', 'GUZMAN LOERA, Joaquin'],
    ['Loera Joaquin Guzman', 'GUZMAN LOERA, Joaquin'],
    ['Joaqin Guzman Loera', 'GUZMAN LOERA, Joaquin'],
    ['Khalid Sheikh Mohammed', 'MOHAMMED, Khalid Shaikh'],
    ['Banco Nacional de Cuba S.A.', 'BANCO NACIONAL DE CUBA'],
  ])('finds the true variant %s', (query, expected) => {
    expect(top(query)).toBe(expected);
  });

  it.each(['George Bush', 'CORP', 'BANK', 'Bank', 'Cuba', 'Joaquin Phoenix', 'Maria Garcia', 'John Smith', 'Mohammed Ali'])(
    'does not strongly match %s',
    (query) => {
      expect(index.search({ name: query, type: 'individual' }, 0.85)).toEqual([]);
    },
  );

  it('lowers the score for the wrong entity type', () => {
    const asPerson = index.search({ name: 'Banco Nacional de Cuba', type: 'individual' }, 0.5)[0]!.score;
    const asEntity = index.search({ name: 'Banco Nacional de Cuba', type: 'entity' }, 0.5)[0]!.score;
    expect(asEntity).toBeGreaterThan(asPerson);
  });
});

describe('automatic screening and the log', () => {
  it('screens new users in the background (bulk too): possible_match with the best hit, or no_match', async () => {
    const tt = await h.tenant();
    await h.request('POST', '/v1/tenants/add-user-bulk', {
      body: [
        { name: 'Joaquin Guzman Loera', email: uniqueEmail('g'), phone: '+14155552671' },
        { name: 'Jane Ordinary', email: uniqueEmail('j'), phone: '+14155552671' },
      ],
      auth: tt.live,
    });
    expect((await logs('', tt.live)).body.total).toBe(0); // the bulk call did not screen inline
    await screenPendingUsers(h.db);
    const res = await logs('', tt.live);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 50, totalPages: 1 });
    const hit = res.body.items.find((i: { status: string }) => i.status === 'possible_match');
    expect(hit).toMatchObject({
      _id: expect.stringMatching(/^sanc_/),
      caseId: expect.stringMatching(/^case_/),
      attemptId: expect.stringMatching(/^scr_/),
      provider: 'builtin',
      matchScore: expect.any(Number),
      matchedLists: ['ofac-sdn'],
      entityName: 'GUZMAN LOERA, Joaquin',
      billable: true,
      trigger: 'background',
    });
    expect(hit.matchScore).toBeGreaterThanOrEqual(0.85);
    expect(res.body.items.find((i: { status: string }) => i.status === 'no_match')).toMatchObject({ entityName: null, matchedLists: [] });
    expect(await countRows(h.db, 'events', tt.live.environmentId, sql`type = 'sanctions.possible_match' and data->>'userId' = ${hit.userId}`)).toBe(1);
  });

  it('screens at KYC completion; a transaction relies on that screening while nothing changed, and screens no one again; sandbox logs are not billable', async () => {
    const userId = await addUser('Plain Person');
    await h.request('PATCH', `/v1/kyc/${userId}`, { body: { status: 'complete' }, auth: t.sandbox });
    const kycLog = (await logs(`?userId=${userId}`)).body.items[0];
    expect(kycLog).toMatchObject({ trigger: 'kyc_complete', kycId: expect.stringMatching(/^kyc_/), billable: false, status: 'no_match' });
    const buyerId = await makeUser(h, t.sandbox, { name: 'Other Plain Person' });
    const buyerLog = (await logs(`?userId=${buyerId}`)).body.items[0];
    const entries = await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId);
    const created = await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'Lamp', amount: 500, currency: 'USD', sellerId: userId, buyerId },
      auth: t.sandbox,
    });
    expect(created.status).toBe(200);
    expect(created.body.screenings).toEqual({ seller: kycLog._id, buyer: buyerLog._id });
    expect((await logs(`?transactionId=${created.body.id}`)).body.total).toBe(0);
    expect(await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId)).toBe(entries);
    const read = await h.request('GET', `/v1/transactions/${created.body.id}`, { auth: t.sandbox });
    expect(read.body.screenings).toEqual({ seller: kycLog._id, buyer: buyerLog._id });
  });

  it('screens a party again at transaction creation when it was never screened, its screened data changed, or the lists moved on since', async () => {
    const sellerId = await makeUser(h, t.sandbox, { name: 'Steady Seller' });
    // Screened in the background before its verification: its verified identity may still change.
    const changedId = await addUser('Changing Buyer');
    await screenPendingUsers(h.db);
    const staleId = await makeUser(h, t.sandbox, { name: 'Stale Buyer' });
    const create = (body: Record<string, unknown>) =>
      h.request('POST', '/v1/transactions/create', {
        body: { accountType: 'escrow', title: 'Desk', amount: 900, currency: 'USD', sellerId, ...body },
        auth: t.sandbox,
      });
    const screenedAt = async (transactionId: string) =>
      (await logs(`?transactionId=${transactionId}`)).body.items.map((i: { userId: string; trigger: string; _id: string }) => [i.userId, i.trigger, i._id]);

    // Never screened: a party invited by email in this very call.
    const invited = await create({ buyer: { email: uniqueEmail('invitee'), name: 'New Invitee' } });
    expect(invited.status).toBe(200);
    const invitedEntries = await screenedAt(invited.body.id);
    expect(invitedEntries).toEqual([[invited.body.buyerId, 'transaction_created', invited.body.screenings.buyer]]);

    // Its verified identity changed after its last screening (a tenant's own provider patching it mid-check).
    const patched = await h.request('PATCH', `/v1/kyc/${changedId}`, { body: { verified: { name: 'Changing Buyer Junior' } }, auth: t.sandbox });
    expect(patched.status).toBe(200);
    const changed = await create({ buyerId: changedId });
    expect(await screenedAt(changed.body.id)).toEqual([[changedId, 'transaction_created', changed.body.screenings.buyer]]);
    // …and the next transaction relies on that new screening.
    const again = await create({ buyerId: changedId });
    expect(await screenedAt(again.body.id)).toEqual([]);
    expect(again.body.screenings.buyer).toBe(changed.body.screenings.buyer);

    // Its last screening predates the active list generation.
    await h.db.execute(sql`update user_screenings set generation = generation - 1 where user_id = ${staleId}`);
    const stale = await create({ buyerId: staleId });
    expect(await screenedAt(stale.body.id)).toEqual([[staleId, 'transaction_created', stale.body.screenings.buyer]]);
    // The seller, unchanged throughout, was relied on every time.
    const sellerEntries = (await logs(`?userId=${sellerId}`)).body;
    expect(sellerEntries.total).toBe(1);
    for (const tx of [invited, changed, again, stale]) expect(tx.body.screenings.seller).toBe(sellerEntries.items[0]._id);
  });

  it('filters by user, status, provider and dates, and pages with totals', async () => {
    const tt = await h.tenant();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await addUser(`Ordinary Person ${i}`, tt.sandbox));
    await screenPendingUsers(h.db);
    const page1 = await logs('?limit=2', tt.sandbox);
    expect(page1.body).toMatchObject({ total: 5, page: 1, limit: 2, totalPages: 3 });
    expect(page1.body.items).toHaveLength(2);
    const page3 = await logs('?limit=2&page=3', tt.sandbox);
    expect(page3.body.items).toHaveLength(1);
    const all = new Set(
      [...page1.body.items, ...(await logs('?limit=2&page=2', tt.sandbox)).body.items, ...page3.body.items].map((i: { _id: string }) => i._id),
    );
    expect(all.size).toBe(5);
    expect((await logs(`?userId=${ids[0]}`, tt.sandbox)).body.total).toBe(1);
    expect((await logs('?status=possible_match', tt.sandbox)).body.total).toBe(0);
    expect((await logs('?provider=builtin', tt.sandbox)).body.total).toBe(5);
    expect((await logs('?dateFrom=2999-01-01', tt.sandbox)).body.total).toBe(0);
    expect((await logs(`?dateTo=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, tt.sandbox)).body.total).toBe(5);
    for (const bad of ['?limit=101', '?page=0', '?dateFrom=yesterday', '?status=maybe']) expect((await logs(bad, tt.sandbox)).status).toBe(400);
  });

  it('needs the tenant permission log.view besides the scope (the scope: test/key-scopes.test.ts)', async () => {
    const tt = await h.tenant();
    await h.db.update(tenants).set({ permissions: [] }).where(eq(tenants.id, tt.tenantId));
    const res = await logs('', tt.sandbox);
    expect([res.status, res.body.error.code, res.body.error.type]).toEqual([403, 'permission_denied', 'permission_error']);
    const exp = await h.request('GET', '/v1/sanctions/export', { auth: tt.sandbox });
    expect(exp.body.error.code).toBe('permission_denied');
  });
});

describe('review and the sanctions_hold gate', () => {
  async function heldEscrow() {
    const tt = await h.tenant();
    const seller = await addUser('Joaquin Guzman Loera', tt.sandbox);
    const buyer = await addUser('Honest Buyer', tt.sandbox);
    for (const id of [seller, buyer]) await h.request('PATCH', `/v1/kyc/${id}`, { body: { status: 'complete' }, auth: tt.sandbox });
    const escrow = await createEscrow(h, tt.sandbox, { sellerId: seller, buyerId: buyer });
    await accept(h, { ...escrow, sellerId: seller, buyerId: buyer });
    return { tt, escrow, seller };
  }

  it('holds funding until the possible match is reviewed as a false positive', async () => {
    const { tt, escrow, seller } = await heldEscrow();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const fund = await h.request('POST', `/v1/transactions/${escrow.id}/mark-funded`, { body: { reference: 'w' }, auth: tt.sandbox });
    expect([fund.status, fund.body.error.code]).toEqual([409, 'sanctions_hold']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    const matches = (await logs(`?userId=${seller}&status=possible_match`, tt.sandbox)).body.items;
    expect(matches.length).toBeGreaterThanOrEqual(1);
    for (const m of matches) {
      const review = await h.request('POST', `/v1/sanctions/logs/${m._id}/review`, {
        body: { decision: 'false_positive', note: 'Different date of birth' },
        auth: tt.sandbox,
      });
      expect(review.body).toMatchObject({
        status: 'false_positive',
        reviewNote: 'Different date of birth',
        reviewedAt: expect.any(String),
        reviewedBy: expect.stringMatching(/^api_key:pk_test_…/),
      });
    }
    expect((await h.request('POST', `/v1/transactions/${escrow.id}/mark-funded`, { body: { reference: 'w' }, auth: tt.sandbox })).status).toBe(200);
    expect(await countRows(h.db, 'events', tt.sandbox.environmentId, sql`type = 'sanctions.reviewed'`)).toBe(matches.length);
    const again = await h.request('POST', `/v1/sanctions/logs/${matches[0]._id}/review`, { body: { decision: 'true_match', note: 'x' }, auth: tt.sandbox });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('a true match disables the user', async () => {
    const { tt, seller } = await heldEscrow();
    const [m] = (await logs(`?userId=${seller}&status=possible_match`, tt.sandbox)).body.items;
    await h.request('POST', `/v1/sanctions/logs/${m._id}/review`, { body: { decision: 'true_match', note: 'Confirmed' }, auth: tt.sandbox });
    const [user] = await h.db.select().from(users).where(eq(users.id, seller));
    expect(user!.status).toBe('disabled');
  });

  it("another tenant's logs are invisible and cannot be reviewed", async () => {
    const { tt, seller } = await heldEscrow();
    const [m] = (await logs(`?userId=${seller}&status=possible_match`, tt.sandbox)).body.items;
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    expect((await logs(`?userId=${seller}`, other.sandbox)).body.total).toBe(0);
    expect((await logs(`?userId=${seller}`, tt.live)).body.total).toBe(0);
    const review = await h.request('POST', `/v1/sanctions/logs/${m._id}/review`, { body: { decision: 'false_positive', note: 'x' }, auth: other.sandbox });
    expect([review.status, review.body.error.code]).toEqual([404, 'not_found']);
    expect((await h.request('GET', '/v1/sanctions/export', { auth: other.sandbox })).text).not.toContain(m._id);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });
});

describe('ad hoc screening and export', () => {
  it('screens a name ad hoc, writing no log entry', async () => {
    const before = await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId);
    const res = await h.request('POST', '/v1/sanctions/screen', { body: { name: 'Usama bin Ladin', type: 'individual' }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body.threshold).toBe(0.85);
    expect(res.body.hits[0]).toMatchObject({
      name: 'BIN LADIN, Usama bin Muhammad bin Awad',
      list: 'ofac-sdn',
      type: 'individual',
      entryId: expect.any(String),
    });
    expect((await h.request('POST', '/v1/sanctions/screen', { body: { name: 'CORP' }, auth: t.sandbox })).body.hits).toEqual([]);
    expect(await countRows(h.db, 'sanctions_logs', t.sandbox.environmentId)).toBe(before);
  });

  it('takes a date of birth and a country: hits say how each compared; a bad date is a 400 that names the field', async () => {
    const res = await h.request('POST', '/v1/sanctions/screen', {
      body: { name: 'Khalid Shaikh Mohammed', type: 'individual', dateOfBirth: '1965-04-14', country: 'KW' },
      auth: t.sandbox,
    });
    expect(res.body.hits[0]).toMatchObject({ name: 'MOHAMMED, Khalid Shaikh', dateOfBirth: 'match', countryMatch: 'match', nameScore: 1, score: 1 });
    const other = await h.request('POST', '/v1/sanctions/screen', {
      body: { name: 'Khalid Shaikh Mohammed', dateOfBirth: '1990', country: 'France' },
      auth: t.sandbox,
    });
    expect(other.body.hits).toEqual([]);
    for (const dateOfBirth of ['14/04/1965', '1965-02-30', '19650414', '']) {
      const bad = await h.request('POST', '/v1/sanctions/screen', { body: { name: 'x', dateOfBirth }, auth: t.sandbox });
      expect([bad.status, bad.body.error.code, bad.body.error.details[0].path]).toEqual([400, 'validation_failed', 'dateOfBirth']);
    }
  });

  it('exports the log as CSV, escaping quotes, commas, newlines and formulas', async () => {
    const tt = await h.tenant();
    const seller = await addUser('Joaquin Guzman Loera', tt.live);
    await screenPendingUsers(h.db);
    const [m] = (await logs(`?userId=${seller}&status=possible_match`, tt.live)).body.items;
    const note = '=HYPERLINK("http://evil.example","x"), checked\nby "ops"';
    await h.request('POST', `/v1/sanctions/logs/${m._id}/review`, { body: { decision: 'false_positive', note }, auth: tt.live });
    const res = await h.request('GET', '/v1/sanctions/export', { auth: tt.live });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.split('\r\n');
    // The spec's fields in its order, then what was added later (so an older reader's columns do not move).
    expect(lines[0]).toBe(
      '_id,caseId,attemptId,userId,kycId,transactionId,provider,status,matchScore,matchedLists,entityName,entityCountry,billable,reviewedAt,reviewedBy,reviewNote,createdAt,' +
        'trigger,nameSource,screenedName,matchedName,dateOfBirthMatch,countryMatch,listVersions',
    );
    // The list versions the screening used, by id (`sanctions lists` names them), in one cell.
    // (quoted when there are several: a `;` is a separator to some spreadsheets).
    const ids = m.listVersions.map((v: { listId: string }) => v.listId).join(';');
    const versions = m.listVersions.length > 1 ? `"${ids}"` : ids;
    expect(m.listVersions.length).toBeGreaterThan(0);
    expect(lines.find((l) => l.startsWith(m._id))).toMatch(
      new RegExp(`,background,account,Joaquin Guzman Loera,"GUZMAN LOERA, Joaquin",unknown,unknown,${versions}$`),
    );
    expect(res.text).toContain('"\'=HYPERLINK(""http://evil.example"",""x""), checked\nby ""ops"""');
    expect(res.text).toContain('"GUZMAN LOERA, Joaquin"');
    const none = await h.request('GET', '/v1/sanctions/export?dateFrom=2999-01-01', { auth: tt.live });
    expect(none.text.trim().split('\r\n')).toHaveLength(1);
  });
});
