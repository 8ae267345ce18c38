import { countryCode, countryName } from '../../lib/countries.ts';
import {
  bounded,
  checkFile,
  eachCsvRecord,
  ListFormatError,
  type ParsedEntry,
  type ParsedList,
  type Progress,
  readingProgress,
  SANCTIONS_NAME_MAX,
} from './list-files.ts';
import type { EntryType } from './matcher.ts';

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
