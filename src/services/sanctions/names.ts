import damerau from 'talisman/metrics/damerau-levenshtein.js';
import { GENERIC, LEGAL_FORMS } from './company-words.ts';
import { HONORIFICS, PARTICLES, PATRONYMIC } from './name-words.ts';
import { type Frame, frame, romanizationGroup } from './spelling.ts';

export type Kind = 'name' | 'particle' | 'legal' | 'generic';
/** Where a token stands in a person's name: only middle names and patronymics may be left out cheaply. */
type Role = 'first' | 'middle' | 'last' | 'other';

export interface Token {
  text: string;
  /** Romanization-insensitive spelling (kh→h, q→k, ou→u, double letters once…). */
  skeleton: string;
  consonants: string;
  /** How it sounds across romanizations (spelling.ts). */
  frame: Frame;
  /** Its romanization group when its spellings differ in consonants (Ri/Lee/Yi), else ''. */
  group: string;
  kind: Kind;
  role: Role;
  weight: number;
}

export interface AnalyzedName {
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

export function skeleton(token: string): string {
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
export function consonants(skel: string): string {
  return skel[0] + skel.slice(1).replace(/[aeiou]/g, '');
}

const KIND_WEIGHT: Record<Kind, number> = { name: 1, particle: 0.2, generic: 0.35, legal: 0.1 };

/**
 * Tokens with what they are (name word, particle, legal form, generic word) and, for people,
 * where they stand: `LAST, First Middle` gives first / middle / last; without a comma the first
 * and last words are taken as given name and surname.
 */
export function analyze(raw: string, person: boolean): AnalyzedName {
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

type Spellings = Pick<Token, 'skeleton' | 'consonants' | 'frame' | 'group'>;
/** A word's spelling-insensitive forms, cached: people's names repeat their words. */
const spellingCache = new Map<string, Spellings>();
function spellings(word: string): Spellings {
  let forms = spellingCache.get(word);
  if (!forms) {
    const skel = skeleton(word);
    const sounds = frame(word);
    forms = { skeleton: skel, consonants: consonants(skel), frame: sounds, group: romanizationGroup(word, sounds) };
    if (spellingCache.size >= 200_000) spellingCache.clear();
    spellingCache.set(word, forms);
  }
  return forms;
}

/** A word that is not in the name as written: two or three of its words run together, or one with its particle cut off. */
export function wordToken(text: string): Token {
  return { text, ...spellings(text), kind: 'name', role: 'other', weight: text.length };
}

/**
 * The particles that people and lists write joined to the next word as often as apart ("Alrahman",
 * "Abdulaziz", "Abubakar", "Binladen", "Salahuddin", "Ouldmohamed", "Vanderberg", "Desouza"), longest
 * first: the word without one is searched too. Only to find candidates: "Denise" also reaches "NISE",
 * and scoring, which compares whole words and runs, turns it down.
 */
const JOINED_PARTICLES = [
  ...['abdul', 'abdel', 'abdal', 'abdol', 'abdur', 'abdu', 'abd', 'abou', 'abu', 'bint', 'bin', 'ibn', 'ben', 'ould'],
  ...['van', 'der', 'de', 'al', 'el', 'ul', 'ud'],
];
/** The Arabic article as it sounds before some letters ("Sa'd at-Trinidadi", "Nasr ad-Din"): it links a run of three, never cut off a word. */
const JOINING = new Set([...JOINED_PARTICLES, 'ad', 'ar', 'as', 'at', 'az', 'an', 'ash']);
export function withoutParticle(text: string): string | null {
  for (const p of JOINED_PARTICLES) if (text.length - p.length >= 3 && text.startsWith(p)) return text.slice(p.length);
  return null;
}

/** A word people write joined to the next one: a particle, a joined particle ("ud", "ben") or an assimilated article. */
export function joinsNext(token: Token): boolean {
  return token.kind === 'particle' || JOINING.has(token.text);
}

/** Long legal forms are recognised through one typo ("LIIMITED", "COMPAYN"). */
const LONG_LEGAL_FORMS = [...LEGAL_FORMS].filter((f) => f.length >= 6);
function legalForm(token: string): boolean {
  if (LEGAL_FORMS.has(token)) return true;
  return token.length >= 6 && LONG_LEGAL_FORMS.some((f) => Math.abs(f.length - token.length) <= 1 && damerau.limited(1, f, token) <= 1);
}
