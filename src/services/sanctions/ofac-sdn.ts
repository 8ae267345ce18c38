import { statSync } from 'node:fs';
import { join } from 'node:path';
import { countryCode } from '../../lib/countries.ts';
import {
  bounded,
  checkFile,
  eachCsvRecord,
  ListFileError,
  ListFormatError,
  type ParsedEntry,
  type ParsedList,
  type Progress,
  readingProgress,
  SANCTIONS_COUNTRY_MAX,
  SANCTIONS_NAME_MAX,
  years,
} from './list-files.ts';
import type { EntryType } from './matcher.ts';

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
