import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { countryCode } from '../../lib/countries.ts';
import {
  bounded,
  checkFile,
  ListFormatError,
  type ParsedEntry,
  type ParsedList,
  type Progress,
  readingProgress,
  SANCTIONS_COUNTRY_MAX,
  SANCTIONS_NAME_MAX,
  years,
} from './list-files.ts';

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
