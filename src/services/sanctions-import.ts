import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { sanctionsEntries, sanctionsLists, type LIST_CHANGES, type SANCTIONS_SOURCES } from '../db/schema/index.ts';
import { countryCode, countryName } from '../lib/countries.ts';
import { newId } from '../lib/ids.ts';
import type { EntryType } from './sanctions/matcher.ts';

export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];

export interface ParsedEntry {
  sourceRef: string;
  name: string;
  type: EntryType;
  /** The country as the list writes it (for display). */
  country: string | null;
  programs: string | null;
  aliases: string[];
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`; an approximate year or a range is listed year by year. */
  birthDates: string[];
  /** ISO 3166-1 alpha-2: nationality, citizenship, address countries. */
  countries: string[];
}

export interface ParsedList {
  source: SanctionsSource;
  version: string;
  entries: ParsedEntry[];
}

/** Control characters and replacement marks from a binary file must never reach a terminal or a log. */
function printable(text: string, max = 200): string {
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd\ud800-\udfff]/g, '?').replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** A malformed list file: where and why. Nothing is imported. */
export class ListFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${printable(reason)}`);
    this.name = 'ListFormatError';
  }
}

/** A list file that cannot be read at all: missing, a directory, unreadable. Nothing is imported. */
export class ListFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'not_found' | 'is_directory' | 'not_a_directory' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ListFileError';
  }
}

/** Where an import is: reading the file (a fraction of its bytes, entries so far) or writing the entries. */
export interface ProgressState {
  phase: 'reading' | 'importing';
  entries: number;
  /** 0–1 of the phase. */
  fraction: number;
}
export type Progress = (state: ProgressState) => void;

/** Longest name or alias, and country, an entry may have (real lists stay far below: ~330 and ~50). */
export const SANCTIONS_NAME_MAX = 1000;
export const SANCTIONS_COUNTRY_MAX = 200;

/** A value longer than the API can return is a malformed file, like any other. */
function bounded<T extends string | null>(file: string, line: number, what: string, v: T, max: number): T {
  if (v !== null && v.length > max) throw new ListFormatError(file, line, `${what} is longer than ${max} characters`);
  return v;
}

/** A readable regular file of text, or the reason it is not. Returns its size. */
function checkFile(file: string, what = 'file'): number {
  let stat;
  try {
    stat = statSync(file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ListFileError(file, 'not_found', `${what} not found: ${file}`);
    throw new ListFileError(file, 'unreadable', `cannot read ${file} (${code ?? 'error'})`);
  }
  if (stat.isDirectory()) throw new ListFileError(file, 'is_directory', `${file} is a directory; give the list file itself`);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(Math.min(65536, stat.size));
    readSync(fd, head, 0, head.length, 0);
    // Text has no NUL bytes and few control characters (OFAC's files end with a ^Z, which is fine).
    const controls = head.filter((b) => b < 9 || (b > 13 && b < 32 && b !== 26)).length;
    if (head.includes(0) || controls > head.length / 100) throw new ListFormatError(file, 1, 'binary content: this is not a list file');
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    throw new ListFileError(file, 'unreadable', `cannot read ${file} (${(error as { code?: string }).code ?? 'error'})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return stat.size;
}

const EMPTY = '-0-';
const value = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' || t === EMPTY ? null : t;
};

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const years = (from: number, to: number) => (to >= from && to - from <= 15 ? Array.from({ length: to - from + 1 }, (_, i) => String(from + i)) : []);

/** One OFAC date: `10 Mar 1957`, `Mar 1957`, `1957`, `circa 1957`. */
function ofacDate(text: string): string[] {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(t);
  if (m && MONTHS[m[2]!.toLowerCase()]) return [`${m[3]}-${MONTHS[m[2]!.toLowerCase()]}-${m[1]!.padStart(2, '0')}`];
  m = /^([A-Za-z]{3}) (\d{4})$/.exec(t);
  if (m && MONTHS[m[1]!.toLowerCase()]) return [`${m[2]}-${MONTHS[m[1]!.toLowerCase()]}`];
  m = /^(\d{4})$/.exec(t);
  if (m) return [m[1]!];
  m = /^circa (\d{4})$/i.exec(t);
  if (m) return years(Number(m[1]) - 1, Number(m[1]) + 1);
  return [];
}

/**
 * Dates of birth and nationalities from OFAC's Remarks column: `DOB 10 Mar 1957; alt. DOB 1958;
 * nationality Syria; citizen Iraq` (ranges `DOB 1957 to 1959` are listed year by year).
 */
export function ofacRemarkFeatures(remarks: string | null): { birthDates: string[]; countries: string[] } {
  const birthDates: string[] = [];
  const countries: string[] = [];
  for (const part of (remarks ?? '').split(';')) {
    const segment = part.trim().replace(/^alt\.\s+/i, '');
    const dob = /^DOB (.+)$/i.exec(segment);
    if (dob) {
      const range = /^(.+?) to (.+)$/i.exec(dob[1]!);
      if (range) {
        const [from, to] = [ofacDate(range[1]!)[0], ofacDate(range[2]!)[0]];
        if (from && to) birthDates.push(...years(Number(from.slice(0, 4)), Number(to.slice(0, 4))));
      } else birthDates.push(...ofacDate(dob[1]!));
      continue;
    }
    const nationality = /^(?:nationality|citizen) (.+)$/i.exec(segment);
    const code = nationality ? countryCode(nationality[1]!.replace(/\.$/, '')) : null;
    if (code) countries.push(code);
  }
  return { birthDates: [...new Set(birthDates)], countries: [...new Set(countries)] };
}

/** Stream one CSV file record by record; `columns` checks the width of every row (OFAC: no header, a trailing ^Z). */
async function eachCsvRecord(
  file: string,
  columns: number,
  onRecord: (record: string[], line: number) => void,
  progress?: { add: (n: number) => void },
  options: { bom?: boolean; relaxQuotes?: boolean } = {},
) {
  const stream = createReadStream(file);
  stream.on('data', (chunk) => progress?.add(chunk.length));
  const parser = stream.pipe(
    parse({ relax_column_count: true, relax_quotes: options.relaxQuotes ?? false, skip_empty_lines: true, info: true, bom: options.bom ?? false }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length === 1 && record[0]!.trim() === '\x1a') continue;
      if (record.length !== columns) throw new ListFormatError(file, info.lines, `expected ${columns} columns, found ${record.length}`);
      onRecord(record, info.lines);
    }
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new ListFormatError(file, line, error instanceof Error ? error.message : String(error));
  }
}

/** Reports reading progress as a fraction of the bytes, with the entries parsed so far. */
function readingProgress(total: number, entries: () => number, onProgress?: Progress) {
  let done = 0;
  return { add: (n: number) => onProgress?.({ phase: 'reading', entries: entries(), fraction: total === 0 ? 1 : Math.min(1, (done += n) / total) }) };
}

/** OFAC SDN legacy CSV: sdn.csv (entries) + alt.csv (aliases) + add.csv (addresses → country). */
export async function parseOfacSdn(dir: string, onProgress?: Progress): Promise<ParsedList> {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    throw new ListFileError(dir, 'not_found', `folder not found: ${dir}`);
  }
  if (!stat.isDirectory()) {
    throw new ListFileError(dir, 'not_a_directory', `${dir} is not a folder; --dir takes the folder holding sdn.csv, alt.csv and add.csv`);
  }
  const files = ['sdn.csv', 'alt.csv', 'add.csv'].map((f) => join(dir, f));
  const total = files.reduce((n, f) => n + checkFile(f), 0);
  const byRef = new Map<string, ParsedEntry>();
  const progress = readingProgress(total, () => byRef.size, onProgress);
  const TYPES: Record<string, EntryType> = { individual: 'individual', vessel: 'vessel', aircraft: 'aircraft' };

  await eachCsvRecord(
    files[0]!,
    12,
    (r, line) => {
      const ref = r[0]!.trim();
      const name = bounded(files[0]!, line, 'SDN_Name', value(r[1]), SANCTIONS_NAME_MAX);
      if (!/^\d+$/.test(ref)) throw new ListFormatError(files[0]!, line, `ent_num "${ref}" is not a number`);
      if (!name) throw new ListFormatError(files[0]!, line, 'SDN_Name is empty');
      const rawType = value(r[2]);
      if (rawType && !TYPES[rawType]) throw new ListFormatError(files[0]!, line, `unknown SDN_Type "${rawType}"`);
      const features = ofacRemarkFeatures(value(r[11]));
      byRef.set(ref, {
        sourceRef: ref,
        name,
        type: rawType ? TYPES[rawType]! : 'entity',
        country: bounded(files[0]!, line, 'country', value(r[9]), SANCTIONS_COUNTRY_MAX),
        programs: value(r[3]),
        aliases: [],
        ...features,
      });
    },
    progress,
  );
  await eachCsvRecord(
    files[1]!,
    5,
    (r, line) => {
      const entry = byRef.get(r[0]!.trim());
      const alias = bounded(files[1]!, line, 'alt_name', value(r[3]), SANCTIONS_NAME_MAX);
      if (!entry) throw new ListFormatError(files[1]!, line, `alias for unknown ent_num "${r[0]}"`);
      if (alias) entry.aliases.push(alias);
    },
    progress,
  );
  await eachCsvRecord(
    files[2]!,
    6,
    (r, line) => {
      const entry = byRef.get(r[0]!.trim());
      const country = bounded(files[2]!, line, 'country', value(r[4]), SANCTIONS_COUNTRY_MAX);
      if (!entry || !country) return;
      entry.country ??= country;
      const code = countryCode(country);
      if (code && !entry.countries.includes(code)) entry.countries.push(code);
    },
    progress,
  );
  const newest = Math.max(...files.map((f) => statSync(f).mtimeMs));
  return { source: 'ofac-sdn', version: `files of ${new Date(newest).toISOString().slice(0, 10)}`, entries: [...byRef.values()] };
}

/** One UN INDIVIDUAL_DATE_OF_BIRTH: exact (DATE or YEAR), APPROXIMATELY (the year ±1), BETWEEN (FROM_YEAR–TO_YEAR). */
function unBirthDates(f: Record<string, string>): string[] {
  const kind = (f.TYPE_OF_DATE ?? 'EXACT').toUpperCase();
  if (kind === 'BETWEEN') return years(Number(f.FROM_YEAR), Number(f.TO_YEAR));
  const exact = f.DATE && /^\d{4}-\d{2}-\d{2}/.test(f.DATE) ? f.DATE.slice(0, 10) : f.YEAR && /^\d{4}$/.test(f.YEAR) ? f.YEAR : null;
  if (!exact) return [];
  return kind === 'APPROXIMATELY' ? years(Number(exact.slice(0, 4)) - 1, Number(exact.slice(0, 4)) + 1) : [exact];
}

/** UN Security Council Consolidated List XML (INDIVIDUAL and ENTITY records), streamed. */
export async function parseUnConsolidated(file: string, onProgress?: Progress): Promise<ParsedList> {
  const total = checkFile(file);
  const parser = new SaxesParser();
  const entries: ParsedEntry[] = [];
  let version: string | undefined;
  interface UnRecord {
    kind: 'individual' | 'entity';
    fields: Record<string, string>;
    aliases: string[];
    countries: string[];
    birthDates: string[];
    dob?: Record<string, string>;
  }
  let record: UnRecord | undefined;
  const path: string[] = [];
  let text = '';
  let sawRoot = false;

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (tag.name === 'CONSOLIDATED_LIST') {
      sawRoot = true;
      version = String(tag.attributes.dateGenerated ?? '') || undefined;
    }
    if (tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY') {
      record = { kind: tag.name === 'INDIVIDUAL' ? 'individual' : 'entity', fields: {}, aliases: [], countries: [], birthDates: [] };
    }
    if (tag.name === 'INDIVIDUAL_DATE_OF_BIRTH' && record) record.dob = {};
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    const content = text.trim();
    if (record && content) {
      if (tag.name === 'ALIAS_NAME') record.aliases.push(content);
      else if ((parent === 'NATIONALITY' && tag.name === 'VALUE') || (tag.name === 'COUNTRY' && /ADDRESS$/.test(parent ?? ''))) record.countries.push(content);
      else if (parent === 'INDIVIDUAL_DATE_OF_BIRTH' && record.dob) record.dob[tag.name] = content;
      else if (parent === 'INDIVIDUAL' || parent === 'ENTITY') record.fields[tag.name] = content;
    }
    if (tag.name === 'INDIVIDUAL_DATE_OF_BIRTH' && record?.dob) {
      record.birthDates.push(...unBirthDates(record.dob));
      record.dob = undefined;
    }
    if ((tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY') && record) {
      const f = record.fields;
      const name = [f.FIRST_NAME, f.SECOND_NAME, f.THIRD_NAME, f.FOURTH_NAME].filter(Boolean).join(' ');
      if (!f.DATAID || !name) throw new ListFormatError(file, parser.line, `${tag.name} without ${f.DATAID ? 'a name' : 'DATAID'}`);
      bounded(file, parser.line, 'the name', name, SANCTIONS_NAME_MAX);
      for (const alias of record.aliases) bounded(file, parser.line, 'ALIAS_NAME', alias, SANCTIONS_NAME_MAX);
      bounded(file, parser.line, 'the country', record.countries[0] ?? null, SANCTIONS_COUNTRY_MAX);
      entries.push({
        sourceRef: f.REFERENCE_NUMBER ?? f.DATAID,
        name,
        type: record.kind,
        country: record.countries[0] ?? null,
        programs: f.UN_LIST_TYPE ?? null,
        aliases: record.aliases,
        birthDates: [...new Set(record.birthDates)],
        countries: [...new Set(record.countries.map(countryCode).filter((c): c is string => c !== null))],
      });
      record = undefined;
    }
    path.pop();
    text = '';
  });

  const stream = createReadStream(file, { encoding: 'utf8' });
  const progress = readingProgress(total, () => entries.length, onProgress);
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      progress.add(Buffer.byteLength(chunk));
    }
    parser.close();
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    throw new ListFormatError(file, parser.line, error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  if (!sawRoot) throw new ListFormatError(file, 1, 'not a CONSOLIDATED_LIST document');
  return { source: 'un-consolidated', version: version ?? 'unknown', entries };
}

const OPENSANCTIONS_COLUMNS = [
  'id',
  'schema',
  'name',
  'aliases',
  'birth_date',
  'countries',
  'addresses',
  'identifiers',
  'sanctions',
  'phones',
  'emails',
  'dataset',
  'first_seen',
  'last_seen',
  'last_change',
];
const OPENSANCTIONS_TYPES: Record<string, EntryType> = { Person: 'individual', Vessel: 'vessel', Airplane: 'aircraft' };

/**
 * OpenSanctions "simple" CSV (`targets.simple.csv`): a header row, one target per row, several
 * values in a cell separated by `;` (aliases, birth dates as ISO prefixes, lower-case country codes).
 * The version is the newest `last_change` in the file.
 */
export async function parseOpenSanctions(file: string, onProgress?: Progress): Promise<ParsedList> {
  const total = checkFile(file);
  const entries: ParsedEntry[] = [];
  const progress = readingProgress(total, () => entries.length, onProgress);
  let header: string[] | undefined;
  let newest = '';
  const many = (v: string | undefined) =>
    (v ?? '')
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean);
  await eachCsvRecord(
    file,
    OPENSANCTIONS_COLUMNS.length,
    (r, line) => {
      if (!header) {
        header = r.map((c) => c.trim());
        const missing = OPENSANCTIONS_COLUMNS.filter((c, i) => header![i] !== c);
        if (missing.length > 0)
          throw new ListFormatError(file, line, `not an OpenSanctions simple CSV: expected the columns ${OPENSANCTIONS_COLUMNS.join(',')}`);
        return;
      }
      const [id, schema, name, aliases, birthDate, countries, , , sanctions, , , dataset, , , lastChange] = r.map((c) => c.trim());
      if (!id) throw new ListFormatError(file, line, 'id is empty');
      if (!name) throw new ListFormatError(file, line, 'name is empty');
      bounded(file, line, 'name', name, SANCTIONS_NAME_MAX);
      const aliasList = many(aliases).filter((a) => a !== name);
      for (const alias of aliasList) bounded(file, line, 'alias', alias, SANCTIONS_NAME_MAX);
      const codes = many(countries)
        .map((c) => countryCode(c))
        .filter((c): c is string => c !== null);
      const birthDates = many(birthDate).filter((d) => /^\d{4}(-\d{2}(-\d{2})?)?$/.test(d));
      if (lastChange && lastChange > newest) newest = lastChange;
      entries.push({
        sourceRef: id,
        name,
        type: OPENSANCTIONS_TYPES[schema ?? ''] ?? 'entity',
        country: codes[0] ? countryName(codes[0]) : null,
        programs: bounded(file, line, 'dataset', dataset || sanctions || null, SANCTIONS_NAME_MAX),
        aliases: aliasList,
        birthDates: [...new Set(birthDates)],
        countries: [...new Set(codes)],
      });
    },
    progress,
    { bom: true, relaxQuotes: false },
  );
  if (!header) throw new ListFormatError(file, 1, 'the file is empty');
  return { source: 'opensanctions', version: newest ? `last change ${newest.slice(0, 10)}` : 'unknown', entries };
}

/** Parse one list in its publisher's format: OFAC takes the folder of its three files, the others one file. */
export function parseList(source: SanctionsSource, path: string, onProgress?: Progress): Promise<ParsedList> {
  if (source === 'ofac-sdn') return parseOfacSdn(path, onProgress);
  if (source === 'un-consolidated') return parseUnConsolidated(path, onProgress);
  return parseOpenSanctions(path, onProgress);
}

export interface ImportSummary {
  listId: string;
  source: SanctionsSource;
  version: string;
  entries: number;
  aliases: number;
  /** Against the active version of the same source (a first import: every entry added). */
  added: number;
  changed: number;
  removed: number;
  /** The list generation users are screened up to; it moves only when entries were added or changed. */
  generation: number;
}

/** What screening compares: a change in any of these is a change; programs, remarks or addresses alone are not. */
function signature(e: Pick<ParsedEntry, 'name' | 'type' | 'aliases' | 'birthDates' | 'countries'>): string {
  const sorted = (xs: readonly string[]) => [...xs].sort();
  return JSON.stringify([e.name, e.type, sorted(e.aliases), sorted(e.birthDates), sorted(e.countries)]);
}

/** One advisory lock for every import, so generations are given out in commit order. */
const IMPORT_LOCK_ID = 7_310_219;
const CHUNK = 2000;

/**
 * Replace a source's list atomically and record how it differs from the version it replaces.
 *
 * The new version's entries, the changes and the flip of `active` commit together, so screening
 * sees the old list or the new one, never half. Entries are compared by their list reference
 * (ent_num, REFERENCE_NUMBER, id): a new reference is added, one whose names, aliases, type, birth
 * dates or countries differ is changed, a missing one removed (recorded; it closes nothing).
 * When anything was added or changed the import takes the next generation and the entries that
 * differ carry it, so users screened before are re-screened against exactly those entries.
 * Users are not touched here: being behind the newest generation is what queues them.
 */
export async function importList(db: DbOrTx, list: ParsedList, onProgress?: Progress): Promise<ImportSummary> {
  const listId = newId('sanctionsList');
  const aliases = list.entries.reduce((n, e) => n + e.aliases.length, 0);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const [{ current } = { current: 0 }] = await queryRows<{ current: number }>(
      tx,
      sql`select coalesce(max(generation), 0)::int as current from sanctions_lists`,
    );
    const e = sanctionsEntries;
    const previous = await tx
      .select({
        sourceRef: e.sourceRef,
        name: e.name,
        type: e.type,
        aliases: e.aliases,
        birthDates: e.birthDates,
        countries: e.countries,
        changedIn: e.changedIn,
      })
      .from(sanctionsEntries)
      .innerJoin(sanctionsLists, eq(sanctionsLists.id, sanctionsEntries.listId))
      .where(and(eq(sanctionsLists.source, list.source), eq(sanctionsLists.active, true)));
    // A reference may repeat inside one file: the n-th occurrence is compared with the n-th before.
    const keyed = <T extends { sourceRef: string }>(rows: readonly T[]) => {
      const seen = new Map<string, number>();
      return rows.map((r) => {
        const n = (seen.get(r.sourceRef) ?? 0) + 1;
        seen.set(r.sourceRef, n);
        return [n === 1 ? r.sourceRef : `${r.sourceRef}#${n}`, r] as const;
      });
    };
    const before = new Map(keyed(previous));
    const changes: { sourceRef: string; change: (typeof LIST_CHANGES)[number]; name: string }[] = [];
    const staged = keyed(list.entries).map(([key, e]) => {
      const old = before.get(key);
      before.delete(key);
      if (!old) changes.push({ sourceRef: e.sourceRef, change: 'added', name: e.name });
      else if (signature(old) !== signature(e)) changes.push({ sourceRef: e.sourceRef, change: 'changed', name: e.name });
      return { e, unchangedSince: old && signature(old) === signature(e) ? old.changedIn : undefined };
    });
    for (const old of before.values()) changes.push({ sourceRef: old.sourceRef, change: 'removed', name: old.name });
    const count = (c: string) => changes.filter((x) => x.change === c).length;
    const [added, changed, removed] = [count('added'), count('changed'), count('removed')];
    const generation = added + changed > 0 ? current + 1 : current;

    await tx
      .insert(sanctionsLists)
      .values({ id: listId, source: list.source, version: list.version, entries: list.entries.length, aliases, generation, added, changed, removed });
    for (let i = 0; i < staged.length; i += CHUNK) {
      const chunk = staged
        .slice(i, i + CHUNK)
        .map(({ e: entry, unchangedSince }) => ({ id: newId('sanctionsEntry'), listId, ...entry, changedIn: unchangedSince ?? generation }));
      await tx.execute(sql`
        insert into sanctions_entries (id, list_id, source_ref, name, type, country, programs, aliases, birth_dates, countries, changed_in)
        select id, "listId", "sourceRef", name, type, country, programs,
               array(select jsonb_array_elements_text(aliases)), array(select jsonb_array_elements_text("birthDates")),
               array(select jsonb_array_elements_text(countries)), "changedIn"
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as x(id text, "listId" text, "sourceRef" text, name text, type text, country text, programs text, aliases jsonb, "birthDates" jsonb,
               countries jsonb, "changedIn" int)`);
      onProgress?.({ phase: 'importing', entries: Math.min(i + CHUNK, staged.length), fraction: Math.min(1, (i + CHUNK) / staged.length) });
    }
    for (let i = 0; i < changes.length; i += CHUNK) {
      const chunk = changes.slice(i, i + CHUNK).map((c) => ({ id: newId('sanctionsChange'), listId, ...c }));
      await tx.execute(sql`
        insert into sanctions_list_changes (id, list_id, source_ref, change, name)
        select id, "listId", "sourceRef", change, name
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id text, "listId" text, "sourceRef" text, change text, name text)`);
    }
    await tx
      .update(sanctionsLists)
      .set({ active: sql`${sanctionsLists.id} = ${listId}` })
      .where(eq(sanctionsLists.source, list.source));
    await tx
      .delete(sanctionsEntries)
      .where(sql`${sanctionsEntries.listId} in (select id from sanctions_lists where source = ${list.source} and id <> ${listId})`);
    return { listId, source: list.source, version: list.version, entries: list.entries.length, aliases, added, changed, removed, generation };
  });
}

export interface ListVersion {
  listId: string;
  source: SanctionsSource;
  version: string;
  active: boolean;
  entries: number;
  aliases: number;
  added: number;
  changed: number;
  removed: number;
  generation: number;
  importedAt: Date;
}

/** Every imported version, newest first (`sanctions lists`). Old versions keep their counts and changes; their entries are gone. */
export async function listVersions(db: DbOrTx): Promise<ListVersion[]> {
  const rows = await db.select().from(sanctionsLists).orderBy(desc(sanctionsLists.importedAt), desc(sanctionsLists.id));
  return rows.map((r) => ({
    listId: r.id,
    source: r.source,
    version: r.version,
    active: r.active,
    entries: r.entries,
    aliases: r.aliases,
    added: r.added,
    changed: r.changed,
    removed: r.removed,
    generation: r.generation,
    importedAt: r.importedAt,
  }));
}
