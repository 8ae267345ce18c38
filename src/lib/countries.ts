import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

// The English names ship as JSON inside the package; registering them once is all the setup it needs.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** How the sanctions lists spell countries that the ISO names do not cover (OFAC's "Korea, North", UN's "Viet Nam"…). */
const LIST_SPELLINGS: Record<string, string> = {
  'korea north': 'KP',
  'north korea': 'KP',
  'democratic peoples republic of korea': 'KP',
  dprk: 'KP',
  'korea south': 'KR',
  syria: 'SY',
  burma: 'MM',
  'congo democratic republic of the': 'CD',
  'congo republic of the': 'CG',
  'cabo verde': 'CV',
  'macedonia the former yugoslav republic of': 'MK',
  macedonia: 'MK',
  palestinian: 'PS',
  'palestinian territories': 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  'viet nam': 'VN',
  'iran islamic republic of': 'IR',
  'china hong kong special administrative region': 'HK',
  'china macao special administrative region': 'MO',
  'british virgin islands': 'VG',
  'united kingdom of great britain and northern ireland': 'GB',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'republic of moldova': 'MD',
  moldova: 'MD',
  laos: 'LA',
  brunei: 'BN',
  'ivory coast': 'CI',
  swaziland: 'SZ',
  'czech republic': 'CZ',
  turkey: 'TR',
  'taiwan province of china': 'TW',
  'micronesia federated states of': 'FM',
};

const normalize = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byName: Map<string, string> = (() => {
  const map = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) {
      const key = normalize(name);
      if (map.has(key) && map.get(key) !== code) ambiguous.add(key);
      map.set(key, code);
    }
  }
  // "Congo" names two countries: a bare "Congo" tells nothing.
  for (const key of ambiguous) map.delete(key);
  for (const [name, code] of Object.entries(LIST_SPELLINGS)) map.set(name, code);
  return map;
})();

/**
 * ISO 3166-1 alpha-2 code of a country given by code (`IR`, `irn`) or English name as the lists
 * and people write it (`Iran`, `Iran (Islamic Republic of)`, `Korea, North`); null when unknown.
 */
export function countryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return countries.isValid(trimmed.toUpperCase()) ? trimmed.toUpperCase() : null;
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const alpha2 = countries.alpha3ToAlpha2(trimmed.toUpperCase());
    if (alpha2) return alpha2;
  }
  const key = normalize(trimmed);
  return byName.get(key) ?? byName.get(key.replace(/^the /, '')) ?? byName.get(normalize(trimmed.replace(/\(.*\)/, ''))) ?? null;
}

/** The English short name of an alpha-2 code, for display; the code itself when the name is unknown. */
export function countryName(code: string): string {
  return countries.getName(code, 'en') ?? code;
}

/** ISO 3166-1 alpha-2 codes: what `verified.country` accepts over the API. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));
