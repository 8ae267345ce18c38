import damerau from 'talisman/metrics/damerau-levenshtein.js';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import { countryCode } from '../lib/countries.ts';

export type EntryType = 'individual' | 'entity' | 'vessel' | 'aircraft';

export interface ListEntry {
  id: string;
  source: string;
  name: string;
  type: EntryType;
  /** The country as the list writes it, for display. */
  country: string | null;
  aliases: readonly string[];
  /** Dates of birth as the list knows them: `YYYY-MM-DD`, `YYYY-MM` or `YYYY` (a range is listed year by year). */
  birthDates?: readonly string[];
  /** ISO 3166-1 alpha-2 codes of nationality, citizenship and address countries. */
  countries?: readonly string[];
}

/** How a feature of the person compares with the listed entry. */
export type FeatureResult = 'match' | 'mismatch' | 'unknown';

export interface Hit {
  entry: ListEntry;
  /** The entry name or alias that matched best. */
  matchedName: string;
  /** Which of the query's names matched (its index in `ScreenQuery.names`, 0 for `name`). */
  queryName: number;
  /** The name similarity alone, before date of birth, country and entity type moved it. */
  nameScore: number;
  score: number;
  dateOfBirth: FeatureResult;
  country: FeatureResult;
}

export interface ScreenQuery {
  name: string;
  /** More names of the same person (a verified name beside the account name); the best one counts. */
  otherNames?: readonly string[];
  type?: 'individual' | 'entity';
  /** Alpha-2 code or English name; unknown values are ignored. */
  country?: string | null;
  /** `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`). */
  dateOfBirth?: string | null;
}

const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'madam',
  'mme',
  'mlle',
  'herr',
  'frau',
  'sr',
  'sra',
  'srta',
  'don',
  'dona',
  'hon',
  'rev',
  'jr',
  'ii',
  'iii',
  'iv',
]);
/** Legal forms: kept to compare, but worth almost nothing, and never enough on their own. */
const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'asa',
  'pte',
  'pty',
  'lp',
  'llp',
  'jsc',
  'ojsc',
  'cjsc',
  'pjsc',
  'ooo',
  'zao',
  'oao',
  'pao',
  'ao',
  'tov',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'dmcc',
  'est',
  'kg',
  'kft',
  'sl',
  'slu',
  'ltda',
  'cia',
  'sal',
  'saog',
  'pvt',
  'private',
  'bhd',
  'sdn',
  'tbk',
  'kk',
  'eood',
  'ood',
  'ad',
  'ead',
  'doo',
  'sro',
  'ep',
  'cv',
  'rl',
  'se',
  'lda',
  'spzoo',
  'yk',
  'mchj',
  'too',
  'ip',
  'chp',
  'ltda',
  'sae',
  'saa',
  'sac',
  'eirl',
  'gie',
  'snc',
]);
/**
 * Words that say what kind of organisation a name is, not which one: they count little, and a
 * query made only of them (FINANCE, INTERNATIONAL, HOLDINGS) never matches strongly on its own.
 */
const GENERIC = new Set([
  'trading',
  'trade',
  'traders',
  'group',
  'grupo',
  'bank',
  'banco',
  'banque',
  'international',
  'internacional',
  'national',
  'global',
  'general',
  'foundation',
  'fundacion',
  'development',
  'organization',
  'organisation',
  'industries',
  'industry',
  'industrial',
  'investment',
  'investments',
  'inversiones',
  'exchange',
  'management',
  'holding',
  'holdings',
  'services',
  'service',
  'servicios',
  'technology',
  'technologies',
  'tech',
  'center',
  'centre',
  'association',
  'society',
  'committee',
  'council',
  'institute',
  'enterprise',
  'enterprises',
  'establishment',
  'commercial',
  'comercial',
  'comercializadora',
  'construction',
  'engineering',
  'energy',
  'oil',
  'gas',
  'petroleum',
  'petrochemical',
  'shipping',
  'ship',
  'marine',
  'maritime',
  'ocean',
  'port',
  'lines',
  'transport',
  'transportation',
  'logistics',
  'aviation',
  'air',
  'airlines',
  'airways',
  'mining',
  'metals',
  'steel',
  'chemical',
  'chemicals',
  'pharmaceuticals',
  'pharma',
  'electronics',
  'telecom',
  'media',
  'travel',
  'tourism',
  'agriculture',
  'agro',
  'food',
  'foods',
  'textile',
  'textiles',
  'properties',
  'property',
  'real',
  'estate',
  'inmobiliaria',
  'insurance',
  'securities',
  'credit',
  'finance',
  'financial',
  'fund',
  'capital',
  'trust',
  'money',
  'charitable',
  'charity',
  'relief',
  'welfare',
  'humanitarian',
  'agency',
  'office',
  'bureau',
  'department',
  'ministry',
  'branch',
  'factory',
  'plant',
  'complex',
  'production',
  'manufacturing',
  'machinery',
  'equipment',
  'research',
  'university',
  'hotel',
  'farm',
  'export',
  'import',
  'partners',
  'ventures',
  'resources',
  'systems',
  'solutions',
  'products',
  'supply',
  'supplies',
  'distribution',
  'consulting',
  'consultants',
  'shipyard',
  'tanker',
  'tankers',
  'compania',
  'sociedad',
  'obshchestvo',
  'aktsionernoe',
  'otvetstvennostyu',
  'ogranichennoi',
  'sanat',
  'sherkat',
  'tejarat',
  'joint',
  'stock',
  'state',
  'public',
  'central',
  'united',
  'new',
  'firm',
  'store',
  'stores',
  'shop',
  'market',
  'club',
  'network',
  'union',
  'cooperative',
  'exports',
  'imports',
  // Where, not who.
  'east',
  'west',
  'north',
  'south',
  'middle',
  'eastern',
  'western',
  'northern',
  'southern',
  'asia',
  'asian',
  'euro',
  'europe',
  'european',
  'africa',
  'african',
  'pacific',
  'atlantic',
  'gulf',
  'orient',
  'oriental',
  'continental',
  'overseas',
  'world',
  'universal',
]);
/** Name particles: kept for scoring, but too common to find candidates by and cheap to leave out. */
const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'bint',
  'abu',
  'abd',
  'ould',
  'de',
  'del',
  'der',
  'da',
  'das',
  'do',
  'dos',
  'des',
  'di',
  'du',
  'la',
  'le',
  'los',
  'van',
  'von',
  'the',
  'and',
  'of',
  'y',
  'e',
  'for',
  'in',
  'abou',
]);
const PATRONYMIC = /(ovich|evich|ovna|evna|ichna|oglu|ogly|uly|kyzy|qizi|zade)$/;

type Kind = 'name' | 'particle' | 'legal' | 'generic';
/** Where a token stands in a person's name: only middle names and patronymics may be left out cheaply. */
type Role = 'first' | 'middle' | 'last' | 'other';

interface Token {
  text: string;
  /** Romanization-insensitive spelling (kh→h, q→k, ou→u, double letters once…). */
  skeleton: string;
  consonants: string;
  code: string;
  kind: Kind;
  role: Role;
  weight: number;
}

interface AnalyzedName {
  tokens: Token[];
  /** The name run together, for names split or joined differently ("Aero Caribbean" / "AEROCARIBBEAN"). */
  joined: string;
  distinctive: number;
}

/** Unicode folding: NFKD without marks, and the letters NFKD leaves alone. */
function fold(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđıþð]/g, (c) => ({ ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd' })[c] ?? c);
}

/** "S.A." → "sa", "L.L.C." → "llc", "S. de R.L. de C.V." → "srl": legal forms written with dots become one token. */
function joinAbbreviations(text: string): string {
  return text
    .replace(/\bs\.?\s*(a|de\s*r\.?\s*l)\.?\s*de\s*c\.?\s*v\b\.?/g, (_m, kind: string) => (kind === 'a' ? ' sa ' : ' srl '))
    .replace(/\b(\p{L})\.(?=\p{L}\b\.?)/gu, '$1');
}

/** Words (split on spaces) made of parts (split on hyphens and other marks): "Qolam-Husayn" is one word of two parts. */
function splitWords(text: string): string[][] {
  return text
    .replace(/['’`ʼ‘]/g, '')
    .split(/\s+/)
    .map((w) => w.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((w) => w.length > 0);
}

/**
 * Normalize a name into comparable tokens: Unicode NFKD with diacritics
 * stripped, lower case, punctuation to spaces, `LAST, First` reordered to
 * `First LAST`, honorifics and legal forms dropped.
 */
export function normalizeName(raw: string): string[] {
  return analyze(raw, false)
    .tokens.filter((t) => t.kind !== 'legal')
    .map((t) => t.text);
}

/** A spelling-insensitive form: the same name in two romanizations (Qasim/Kasim, Yuri/Yury, Steel/Stil, Noor/Nor) agrees. */
/** A name as a bag of spelling-insensitive words (legal forms and honorifics left out), to compare whole names. */
export function nameKey(raw: string): string {
  return analyze(raw, false)
    .tokens.filter((t) => t.kind !== 'legal')
    .map((t) => t.skeleton)
    .sort()
    .join(' ');
}

function skeleton(token: string): string {
  return token
    .replace(/x/g, 'ks')
    .replace(/ou/g, 'u')
    .replace(/kh/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/q/g, 'k')
    .replace(/(dzh|dj|zh)/g, 'j')
    .replace(/(tch|sch|sh|ch)/g, 'X')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/(iy|ii|yi|ey|ei)$/, 'i')
    .replace(/y/g, 'i')
    .replace(/ff$/, 'v')
    .replace(/(.)\1+/g, '$1');
}

/** Consonants only (the first letter kept): Hossein/Husayn, Mohammed/Muhammad. */
function consonants(skel: string): string {
  return skel[0] + skel.slice(1).replace(/[aeiou]/g, '');
}

function phonetic(token: string): string {
  return token.length >= 3 && /^[a-z]+$/.test(token) ? doubleMetaphone(token)[0] : '';
}

const KIND_WEIGHT: Record<Kind, number> = { name: 1, particle: 0.2, generic: 0.35, legal: 0.1 };

/**
 * Tokens with what they are (name word, particle, legal form, generic word) and, for people,
 * where they stand: `LAST, First Middle` gives first / middle / last; without a comma the first
 * and last words are taken as given name and surname.
 */
function analyze(raw: string, person: boolean): AnalyzedName {
  const text = joinAbbreviations(fold(raw));
  const comma = text.split(',');
  const clean = (words: string[][]) => words.map((w) => w.filter((t) => !HONORIFICS.has(t))).filter((w) => w.length > 0);
  let given: string[][];
  let surname: string[][] = [];
  const after = comma.length === 2 ? clean(splitWords(comma[1]!)) : [];
  if (comma.length === 2 && after.length > 0 && !after.flat().every((t) => legalForm(t)) && clean(splitWords(comma[0]!)).length > 0) {
    given = after;
    surname = clean(splitWords(comma[0]!));
  } else {
    given = clean(splitWords(text.replace(/,/g, ' ')));
  }
  const kindOf = (t: string): Kind => (legalForm(t) ? 'legal' : PARTICLES.has(t) ? 'particle' : GENERIC.has(t) ? 'generic' : 'name');
  const tokens: Token[] = [];
  const groups: { tokens: Token[]; surname: boolean }[] = [];
  for (const [words, isSurname] of [
    [given, false],
    [surname, true],
  ] as const) {
    for (const word of words) {
      const group = word.map((t): Token => {
        const kind = kindOf(t);
        const forms = spellings(t);
        return { text: t, ...forms, kind, role: 'other', weight: KIND_WEIGHT[kind] * t.length };
      });
      tokens.push(...group);
      groups.push({ tokens: group, surname: isSurname });
    }
  }
  if (person) {
    // Roles go to whole words: both halves of "Myong-Jin" or "Qolam-Husayn" are the first name, never a middle one.
    const named = (g: { tokens: Token[] }) => g.tokens.some((t) => t.kind === 'name');
    const givenWords = groups.filter((g) => !g.surname && named(g));
    const surnameWords = groups.filter((g) => g.surname && named(g));
    const assign = (g: { tokens: Token[] }, role: Role) => g.tokens.forEach((t) => t.kind === 'name' && (t.role = role));
    if (surnameWords.length > 0) {
      givenWords.forEach((g, i) => assign(g, i === 0 ? 'first' : 'middle'));
      surnameWords.forEach((g) => assign(g, 'last'));
    } else if (givenWords.length >= 2) {
      givenWords.forEach((g, i) => assign(g, i === 0 ? 'first' : i === givenWords.length - 1 ? 'last' : 'middle'));
    }
    // A patronymic is a middle name wherever it stands ("IVANOV, Ivan Ivanovich", "Ivan Ivanovich Ivanov").
    for (const t of tokens) if (t.role !== 'first' && PATRONYMIC.test(t.text) && tokens.some((o) => o !== t && o.role === 'last')) t.role = 'middle';
  }
  const joined = tokens
    .filter((t) => t.kind !== 'legal')
    .map((t) => t.text)
    .join('');
  return { tokens, joined, distinctive: tokens.filter((t) => t.kind === 'name').length };
}

/** A word's spelling-insensitive forms, cached: people's names repeat their words (Double Metaphone is the costly part). */
const spellingCache = new Map<string, { skeleton: string; consonants: string; code: string }>();
function spellings(word: string): { skeleton: string; consonants: string; code: string } {
  let forms = spellingCache.get(word);
  if (!forms) {
    const skel = skeleton(word);
    forms = { skeleton: skel, consonants: consonants(skel), code: phonetic(word) };
    if (spellingCache.size >= 200_000) spellingCache.clear();
    spellingCache.set(word, forms);
  }
  return forms;
}

/** Long legal forms are recognised through one typo ("LIIMITED", "COMPAYN"). */
const LONG_LEGAL_FORMS = [...LEGAL_FORMS].filter((f) => f.length >= 6);
function legalForm(token: string): boolean {
  if (LEGAL_FORMS.has(token)) return true;
  return token.length >= 6 && LONG_LEGAL_FORMS.some((f) => Math.abs(f.length - token.length) <= 1 && damerau.limited(1, f, token) <= 1);
}

/** Edits a word of this length may have and still be the same word mistyped. */
function editsAllowed(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : length <= 11 ? 2 : 3;
}

/**
 * How alike two words are, 0 when they are different words. Equal spellings score 1; romanization
 * variants (Qasim/Kasim, Yuri/Yury, Steel/Stil) 0.92; sound-alikes (Mohammed/Muhammad) at least
 * 0.9; otherwise Jaro-Winkler, but only within a few edits for the length — Jaro-Winkler alone
 * calls "Ming" and "Mingguo" or "Volvo" and "Volga" close. A query word that is itself a listed
 * word is taken as written: a near spelling of another listed word counts for less.
 */
function tokenSimilarity(a: Token, b: Token, known: boolean): number {
  if (a.text === b.text) return 1;
  const min = Math.min(a.text.length, b.text.length);
  const max = Math.max(a.text.length, b.text.length);
  if (min >= 3 && a.skeleton === b.skeleton) return 0.92;
  if (max - min > 2 || min <= 2) return 0;
  if (nisba(a, b)) return 0;
  const firstAlike = a.text[0] === b.text[0] || (/[aeiou]/.test(a.text[0]!) && /[aeiou]/.test(b.text[0]!));
  if (min >= 5 && firstAlike && a.consonants.length >= 3 && a.consonants === b.consonants) return 0.88;
  const jw = jaroWinkler(a.text, b.text);
  if (a.code && a.code === b.code && firstAlike && min >= 4 && max - min <= 1 && jw >= (known ? 0.9 : 0.8)) return Math.max(jw, 0.9);
  const allowed = editsAllowed(min);
  if (allowed === 0 || jw < 0.8) return 0;
  const edits = damerau.limited(allowed, a.text, b.text);
  if (edits > allowed) return 0;
  // One letter turns a short word into another: "Chen"/"Cheng" when both are names on the lists, "Lima"/"Lina".
  if (min <= 5 && (known || jw < 0.85)) return 0;
  return known ? jw - 0.1 : jw;
}

/**
 * A final -i makes another name, not another spelling: the nisba surnames Ahmadi, Hosseini,
 * Karimi and Mohammadi are not Ahmad, Husayn, Karim or Mohamed.
 */
function nisba(a: Token, b: Token): boolean {
  const [withI, other] = a.text.endsWith('i') ? [a, b] : [b, a];
  if (!withI.text.endsWith('i') || other.text.endsWith('i') || /[aeiouy]$/.test(other.text) || withI.text.length < 5) return false;
  const stem = withI.text.slice(0, -1);
  const extra = withI.text.length - other.text.length;
  return extra >= 1 && extra <= 2 && (consonants(skeleton(stem)) === other.consonants || jaroWinkler(stem, other.text) >= 0.9);
}

/** Each leftover middle name or patronymic costs this much when the rest of the name matched. */
const DROPPED_TOKEN_COST = 0.02;
/** The most a match resting on generic or legal words alone may score: below any threshold. */
const GENERIC_ONLY_CAP = 0.6;

/**
 * Order-insensitive alignment: pair tokens greedily by similarity, each token used once. Coverage
 * is measured in both directions (weighted by token length and kind) and the lower side wins, so
 * a one-word query cannot strongly match a longer name and one shared first name cannot carry a
 * different surname. For people, a side whose first name and surname are both matched may leave
 * its middle names and patronymics out at a small cost ("LAST, First" against "LAST, First Middle").
 */
function alignScore(q: QueryName, n: AnalyzedName): number {
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    const qt = q.tokens[i]!;
    const memo = q.memo[i]!;
    for (let j = 0; j < n.tokens.length; j++) {
      const nt = n.tokens[j]!;
      let sim = memo.get(nt.text);
      if (sim === undefined) memo.set(nt.text, (sim = tokenSimilarity(qt, nt, q.known[i]!)));
      if (sim > 0) pairs.push([sim, i, j]);
    }
  }
  pairs.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const qSim = new Array<number>(q.tokens.length).fill(0);
  const nSim = new Array<number>(n.tokens.length).fill(0);
  for (const [sim, i, j] of pairs) {
    if (qSim[i]! > 0 || nSim[j]! > 0) continue;
    qSim[i] = sim;
    nSim[j] = sim;
  }
  let penalty = 0;
  // Only one side may leave names out: middle names left over on both sides disagree ("Min Jun KIM" / "Min Chol KIM").
  const leftover = (name: AnalyzedName, sims: number[]) => name.tokens.some((t, k) => t.role === 'middle' && sims[k] === 0);
  const oneSided = !(leftover(q, qSim) && leftover(n, nSim));
  const coverage = (name: AnalyzedName, sims: number[]) => {
    const { tokens } = name;
    const anchored = oneSided && tokens.some((t) => t.role === 'first') && tokens.every((t, k) => (t.role !== 'first' && t.role !== 'last') || sims[k]! > 0);
    let total = 0;
    let got = 0;
    tokens.forEach((t, k) => {
      if (sims[k] === 0) {
        // Left out: legal forms cost nothing, and a person's middle names little once first name and surname matched.
        if (t.kind === 'legal') return;
        if (anchored && (t.role === 'middle' || t.kind === 'particle')) {
          if (t.kind === 'name') penalty += DROPPED_TOKEN_COST;
          return;
        }
      }
      total += t.weight;
      got += t.weight * sims[k]!;
    });
    return total === 0 ? 0 : got / total;
  };
  let score = Math.min(coverage(q, qSim), coverage(n, nSim)) - Math.min(penalty, 3 * DROPPED_TOKEN_COST);
  // Split or joined words ("Aero Caribbean" / "AEROCARIBBEAN"): compare the names run together, strictly.
  if (q.tokens.length !== n.tokens.length && q.joined.length >= 8 && n.joined.length >= 8 && Math.abs(q.joined.length - n.joined.length) <= 1) {
    if (q.joined === n.joined || damerau.limited(1, q.joined, n.joined) <= 1) score = Math.max(score, jaroWinkler(q.joined, n.joined));
  }
  // The match must rest on a distinctive word: "FINANCE" is no one, and neither is "Acme TRADING" against "XYZ TRADING" —
  // unless the listed name is itself made of such words and the query has every one of them ("MINISTRY OF PETROLEUM").
  const whole = (name: AnalyzedName, sims: number[]) => name.tokens.every((t, k) => t.kind === 'legal' || sims[k]! > 0);
  const fullGenericName = q.tokens.filter((t) => t.kind !== 'legal').length >= 2 && whole(q, qSim) && whole(n, nSim);
  if (!fullGenericName && !q.tokens.some((t, k) => t.kind === 'name' && qSim[k]! > 0)) score = Math.min(score, GENERIC_ONLY_CAP);
  // One word against one word is little evidence: only the same word, a romanization of it, or one slip in a long word.
  if (q.distinctive === 1 && n.distinctive === 1 && q.tokens.length <= 2) {
    const k = q.tokens.findIndex((t) => t.kind === 'name');
    const j = n.tokens.findIndex((t) => t.kind === 'name');
    const [a, b] = [q.tokens[k]!, n.tokens[j]!];
    const min = Math.min(a.text.length, b.text.length);
    const differing = [...a.text].filter((c, i) => c !== b.text[i]).length;
    const swapped = min >= 5 && a.text.length === b.text.length && differing === 2 && damerau.limited(1, a.text, b.text) === 1;
    const strong = a.text === b.text || a.skeleton === b.skeleton || swapped || (min >= 8 && damerau.limited(1, a.text, b.text) <= 1);
    if (!strong) score = Math.min(score, 0.8);
  }
  return score;
}

/** A query name with what one search reuses across candidates: whether each word is a listed word, and word similarities. */
interface QueryName extends AnalyzedName {
  known: boolean[];
  memo: Map<string, number>[];
}

/** Dates as `YYYY`, `YYYY-MM` or `YYYY-MM-DD` compared at the precision both sides have. */
function compareDates(query: string | null | undefined, listed: readonly string[] | undefined): { result: FeatureResult; adjust: number } {
  if (!query || !listed || listed.length === 0) return { result: 'unknown', adjust: 0 };
  const year = query.slice(0, 4);
  let sameYear = false;
  for (const d of listed) {
    const precision = Math.min(d.length, query.length);
    if (d.slice(0, precision) === query.slice(0, precision)) return { result: 'match', adjust: precision >= 10 ? 0.05 : 0.02 };
    // Day and month swapped is a clerk's slip, not a different person.
    if (precision >= 10 && `${d.slice(0, 4)}-${d.slice(8, 10)}-${d.slice(5, 7)}` === query.slice(0, 10)) return { result: 'match', adjust: 0 };
    if (d.slice(0, 4) === year) sameYear = true;
  }
  return { result: 'mismatch', adjust: sameYear ? -0.1 : -0.25 };
}

function compareCountries(query: string | null, listed: readonly string[] | undefined): { result: FeatureResult; adjust: number } {
  if (!query || !listed || listed.length === 0) return { result: 'unknown', adjust: 0 };
  return listed.includes(query) ? { result: 'match', adjust: 0.03 } : { result: 'mismatch', adjust: -0.1 };
}

interface IndexedName {
  entry: ListEntry;
  name: string;
  analyzed: AnalyzedName;
}

/**
 * An in-memory index over every entry's names and aliases. Blocking finds candidates by exact
 * words, their romanization skeletons and consonants, and every one-letter deletion of them (so
 * any single typo still shares a key); a query scores only the names reached by enough of its words.
 */
export class SanctionsIndex {
  private readonly names: IndexedName[] = [];
  private readonly blocks = new Map<string, number[]>();
  /** Scratch space for one search: which query word last reached each name, and by how many words it was reached. */
  private stamps = new Int32Array(0);
  private reached = new Uint8Array(0);
  private stamp = 0;
  private readonly vocabulary = new Set<string>();
  readonly entryCount: number;

  constructor(
    entries: readonly ListEntry[],
    /** The list generation the entries are of (see sanctions_lists.generation). */
    readonly generation = 0,
  ) {
    this.entryCount = entries.length;
    for (const entry of entries) {
      const seen = new Set<string>();
      for (const name of [entry.name, ...entry.aliases]) {
        const analyzed = analyze(name, entry.type === 'individual');
        const key = analyzed.tokens.map((t) => t.text).join(' ');
        if (analyzed.tokens.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const idx = this.names.length;
        this.names.push({ entry, name, analyzed });
        for (const t of analyzed.tokens) this.vocabulary.add(t.text);
        for (const block of blockKeys(analyzed.tokens)) {
          let list = this.blocks.get(block);
          if (!list) this.blocks.set(block, (list = []));
          list.push(idx);
        }
      }
    }
  }

  get size(): number {
    return this.names.length;
  }

  private scratch(): void {
    if (this.stamps.length !== this.names.length) {
      this.stamps = new Int32Array(this.names.length);
      this.reached = new Uint8Array(this.names.length);
    }
    if (this.stamp > 2 ** 30) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
  }

  /** The best hits at or above `threshold`, best first (one per entry). */
  search(query: ScreenQuery, threshold: number, limit = 5): Hit[] {
    const country = countryCode(query.country);
    const best = new Map<string, Hit>();
    const names = [query.name, ...(query.otherNames ?? [])];
    names.forEach((name, queryName) => {
      for (const hit of this.searchName(name, query, country, threshold, queryName)) {
        const previous = best.get(hit.entry.id);
        if (!previous || previous.score < hit.score) best.set(hit.entry.id, hit);
      }
    });
    return [...best.values()].sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id)).slice(0, limit);
  }

  private searchName(raw: string, query: ScreenQuery, country: string | null, threshold: number, queryName: number): Hit[] {
    const analyzed = analyze(raw, query.type !== 'entity');
    if (analyzed.tokens.length === 0) return [];
    const q: QueryName = { ...analyzed, known: analyzed.tokens.map((t) => this.vocabulary.has(t.text)), memo: analyzed.tokens.map(() => new Map()) };
    this.scratch();
    // Candidates are found by the distinctive words; a name made only of generic words or initials by what it has.
    const usable = (kinds: Kind[], minLength: number) => [
      ...new Set(q.tokens.filter((t) => kinds.includes(t.kind) && t.text.length >= minLength).map((t) => t.text)),
    ];
    let significant = usable(['name'], 2);
    if (significant.length === 0) significant = usable(['generic'], 2);
    if (significant.length === 0) significant = usable(['name', 'generic', 'particle'], 1);
    // Count, per indexed name, how many query words reach it (typed arrays reused across searches: no garbage per candidate).
    const candidates: number[] = [];
    for (const text of significant) {
      const token = q.tokens.find((t) => t.text === text)!;
      const stamp = ++this.stamp;
      for (const key of wordKeys(token)) {
        const list = this.blocks.get(key);
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const idx = list[k]!;
          if (this.stamps[idx] === stamp) continue;
          this.stamps[idx] = stamp;
          const count = this.reached[idx]!;
          this.reached[idx] = count + 1;
          if (count === 0) candidates.push(idx);
        }
      }
    }
    // Every word must be found for one or two words; beyond that, a person's middle names may be missing from the list.
    const middles = q.tokens.filter((t) => t.role === 'middle').length;
    const required = significant.length <= 2 ? significant.length : Math.max(2, significant.length - 1 - middles);
    const hits: Hit[] = [];
    const best = new Map<string, Hit>();
    for (const idx of candidates) {
      const n = this.reached[idx]!;
      this.reached[idx] = 0;
      if (n < required) continue;
      const name = this.names[idx]!;
      const nameScore = alignScore(q, name.analyzed);
      if (nameScore <= 0) continue;
      let score = nameScore;
      if (query.type === 'individual' && name.entry.type !== 'individual') score -= 0.1;
      if (query.type === 'entity' && name.entry.type === 'individual') score -= 0.1;
      const dob = compareDates(query.dateOfBirth, name.entry.birthDates);
      const place = compareCountries(country, name.entry.countries);
      score = Math.max(0, Math.min(1, score + dob.adjust + place.adjust));
      if (score < threshold) continue;
      const previous = best.get(name.entry.id);
      if (!previous || previous.score < score) {
        best.set(name.entry.id, { entry: name.entry, matchedName: name.name, queryName, nameScore, score, dateOfBirth: dob.result, country: place.result });
      }
    }
    hits.push(...best.values());
    return hits;
  }
}

const keyCache = new Map<string, string[]>();
/** A query word's blocking keys, cached like its spellings. */
function wordKeys(token: Token): string[] {
  let keys = keyCache.get(token.text);
  if (!keys) {
    keys = [...blockKeys([token])];
    if (keyCache.size >= 200_000) keyCache.clear();
    keyCache.set(token.text, keys);
  }
  return keys;
}

function blockKeys(tokens: readonly Token[]): Set<string> {
  const keys = new Set<string>();
  // No key by Double Metaphone code: its lists are long (every "MHMT") and the consonant key finds the same names.
  for (const { text, skeleton: skel, consonants: cons, kind } of tokens) {
    if (kind === 'particle' || kind === 'legal' || text.length < 2) continue;
    if (cons.length >= 3 && text.length >= 5) keys.add(`c:${cons}`);
    if (skel.length >= 3) keys.add(`k:${skel}`);
    // The word and its one-letter deletions share a key space: any single edit leaves a deletion in common.
    keys.add(`d:${text}`);
    if (text.length >= 4) for (let i = 0; i < text.length; i++) keys.add(`d:${text.slice(0, i)}${text.slice(i + 1)}`);
  }
  return keys;
}
