import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { and, eq, ne, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import type { DbOrTx } from '../db/client.ts';
import { sanctionsEntries, sanctionsLists, users, type SANCTIONS_SOURCES } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import type { EntryType } from './sanctions-matcher.ts';

export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];

export interface ParsedEntry {
  sourceRef: string;
  name: string;
  type: EntryType;
  country: string | null;
  programs: string | null;
  aliases: string[];
}

export interface ParsedList {
  source: SanctionsSource;
  version: string;
  entries: ParsedEntry[];
}

/** A malformed list file: where and why. Nothing is imported. */
export class ListFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ListFormatError';
  }
}

export type Progress = (done: number, total: number) => void;

/** Longest name or alias, and country, an entry may have (real lists stay far below: ~330 and ~50). */
export const SANCTIONS_NAME_MAX = 1000;
export const SANCTIONS_COUNTRY_MAX = 200;

/** A value longer than the API can return is a malformed file, like any other. */
function bounded<T extends string | null>(file: string, line: number, what: string, v: T, max: number): T {
  if (v !== null && v.length > max) throw new ListFormatError(file, line, `${what} is longer than ${max} characters`);
  return v;
}

const EMPTY = '-0-';
const value = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' || t === EMPTY ? null : t;
};

/** Stream one OFAC legacy CSV file (no header, `-0-` for empty, a trailing ^Z) record by record. */
async function eachCsvRecord(file: string, columns: number, onRecord: (record: string[], line: number) => void, progress?: { add: (n: number) => void }) {
  const stream = createReadStream(file);
  stream.on('data', (chunk) => progress?.add(chunk.length));
  const parser = stream.pipe(parse({ relax_column_count: true, relax_quotes: false, skip_empty_lines: true, info: true }));
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

/** OFAC SDN legacy CSV: sdn.csv (entries) + alt.csv (aliases) + add.csv (addresses → country). */
export async function parseOfacSdn(dir: string, onProgress?: Progress): Promise<ParsedList> {
  const files = ['sdn.csv', 'alt.csv', 'add.csv'].map((f) => join(dir, f));
  for (const f of files) {
    try {
      statSync(f);
    } catch {
      throw new ListFormatError(f, 0, 'file not found');
    }
  }
  const total = files.reduce((n, f) => n + statSync(f).size, 0);
  let done = 0;
  const progress = { add: (n: number) => onProgress?.((done += n), total) };
  const byRef = new Map<string, ParsedEntry>();
  const TYPES: Record<string, EntryType> = { individual: 'individual', vessel: 'vessel', aircraft: 'aircraft' };

  await eachCsvRecord(files[0]!, 12, (r, line) => {
    const ref = r[0]!.trim();
    const name = bounded(files[0]!, line, 'SDN_Name', value(r[1]), SANCTIONS_NAME_MAX);
    if (!/^\d+$/.test(ref)) throw new ListFormatError(files[0]!, line, `ent_num "${ref}" is not a number`);
    if (!name) throw new ListFormatError(files[0]!, line, 'SDN_Name is empty');
    const rawType = value(r[2]);
    if (rawType && !TYPES[rawType]) throw new ListFormatError(files[0]!, line, `unknown SDN_Type "${rawType}"`);
    byRef.set(ref, { sourceRef: ref, name, type: rawType ? TYPES[rawType]! : 'entity', country: bounded(files[0]!, line, 'country', value(r[9]), SANCTIONS_COUNTRY_MAX), programs: value(r[3]), aliases: [] });
  }, progress);
  await eachCsvRecord(files[1]!, 5, (r, line) => {
    const entry = byRef.get(r[0]!.trim());
    const alias = bounded(files[1]!, line, 'alt_name', value(r[3]), SANCTIONS_NAME_MAX);
    if (!entry) throw new ListFormatError(files[1]!, line, `alias for unknown ent_num "${r[0]}"`);
    if (alias) entry.aliases.push(alias);
  }, progress);
  await eachCsvRecord(files[2]!, 6, (r, line) => {
    const entry = byRef.get(r[0]!.trim());
    const country = bounded(files[2]!, line, 'country', value(r[4]), SANCTIONS_COUNTRY_MAX);
    if (entry && country && !entry.country) entry.country = country;
  }, progress);
  const newest = Math.max(...files.map((f) => statSync(f).mtimeMs));
  return { source: 'ofac-sdn', version: `files of ${new Date(newest).toISOString().slice(0, 10)}`, entries: [...byRef.values()] };
}

/** UN Security Council Consolidated List XML (INDIVIDUAL and ENTITY records), streamed. */
export async function parseUnConsolidated(file: string, onProgress?: Progress): Promise<ParsedList> {
  let total: number;
  try {
    total = statSync(file).size;
  } catch {
    throw new ListFormatError(file, 0, 'file not found');
  }
  const parser = new SaxesParser();
  const entries: ParsedEntry[] = [];
  let version: string | undefined;
  let record: { kind: 'individual' | 'entity'; fields: Record<string, string>; aliases: string[]; countries: string[] } | undefined;
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
    if (tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY') record = { kind: tag.name === 'INDIVIDUAL' ? 'individual' : 'entity', fields: {}, aliases: [], countries: [] };
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    const content = text.trim();
    if (record && content) {
      if (tag.name === 'ALIAS_NAME') record.aliases.push(content);
      else if ((parent === 'NATIONALITY' && tag.name === 'VALUE') || (tag.name === 'COUNTRY' && /ADDRESS$/.test(parent ?? ''))) record.countries.push(content);
      else if (parent === 'INDIVIDUAL' || parent === 'ENTITY') record.fields[tag.name] = content;
    }
    if ((tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY') && record) {
      const f = record.fields;
      const name = [f.FIRST_NAME, f.SECOND_NAME, f.THIRD_NAME, f.FOURTH_NAME].filter(Boolean).join(' ');
      if (!f.DATAID || !name) throw new ListFormatError(file, parser.line, `${tag.name} without ${f.DATAID ? 'a name' : 'DATAID'}`);
      bounded(file, parser.line, 'the name', name, SANCTIONS_NAME_MAX);
      for (const alias of record.aliases) bounded(file, parser.line, 'ALIAS_NAME', alias, SANCTIONS_NAME_MAX);
      bounded(file, parser.line, 'the country', record.countries[0] ?? null, SANCTIONS_COUNTRY_MAX);
      entries.push({ sourceRef: f.REFERENCE_NUMBER ?? f.DATAID, name, type: record.kind, country: record.countries[0] ?? null, programs: f.UN_LIST_TYPE ?? null, aliases: record.aliases });
      record = undefined;
    }
    path.pop();
    text = '';
  });

  const stream = createReadStream(file, { encoding: 'utf8' });
  let done = 0;
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      done += Buffer.byteLength(chunk);
      parser.write(chunk);
      onProgress?.(done, total);
    }
    parser.close();
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    throw new ListFormatError(file, parser.line, error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  if (!sawRoot) throw new ListFormatError(file, 1, 'not a CONSOLIDATED_LIST document');
  return { source: 'un-consolidated', version: version ?? 'unknown', entries };
}

export interface ImportSummary {
  listId: string;
  source: SanctionsSource;
  version: string;
  entries: number;
  aliases: number;
}

/**
 * Replace a source's list atomically: the new version's entries and the flip
 * of `active` commit together, so screening sees the old list or the new one,
 * never half. Every user is then queued for re-screening.
 */
export async function importList(db: DbOrTx, list: ParsedList): Promise<ImportSummary> {
  const listId = newId('sanctionsList');
  const aliases = list.entries.reduce((n, e) => n + e.aliases.length, 0);
  await db.transaction(async (tx) => {
    await tx.insert(sanctionsLists).values({ id: listId, source: list.source, version: list.version, entries: list.entries.length, aliases });
    for (let i = 0; i < list.entries.length; i += 2000) {
      const chunk = list.entries.slice(i, i + 2000).map((e) => ({ id: newId('sanctionsEntry'), listId, ...e }));
      await tx.execute(sql`
        insert into sanctions_entries (id, list_id, source_ref, name, type, country, programs, aliases)
        select id, "listId", "sourceRef", name, type, country, programs, array(select jsonb_array_elements_text(aliases))
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as x(id text, "listId" text, "sourceRef" text, name text, type text, country text, programs text, aliases jsonb)`);
    }
    await tx.update(sanctionsLists).set({ active: sql`${sanctionsLists.id} = ${listId}` }).where(eq(sanctionsLists.source, list.source));
    await tx.delete(sanctionsEntries).where(sql`${sanctionsEntries.listId} in (select id from sanctions_lists where source = ${list.source} and id <> ${listId})`);
    await tx.update(users).set({ screenedAt: null }).where(and(ne(users.status, 'disabled')));
  });
  return { listId, source: list.source, version: list.version, entries: list.entries.length, aliases };
}
