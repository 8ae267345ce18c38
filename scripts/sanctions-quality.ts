/**
 * The matcher's labelled quality set, built deterministically from list entries: real listed names
 * changed one way each (positives, by category) and unlisted names (negatives: common person names
 * of many cultures, well-known companies, single generic and legal-form words). Used by
 * test/sanctions-quality.test.ts (floors on the committed excerpt) and bench:screening (full lists).
 */
import type { EntryType, Hit, ScreenQuery } from '../src/services/sanctions/matcher.ts';
import { analyze, normalizeName } from '../src/services/sanctions/names.ts';
import { RULES, TABLES } from './lib/sanctions-quality/romanizations.ts';
import { joinAndSplit, joinedTwice, joinedWhole, particleDropped, particleMoved } from './lib/sanctions-quality/boundaries.ts';
import { COMPANIES, GENERIC_WORDS } from './lib/sanctions-quality/companies.ts';
import { PEOPLE, ROMANIZED_PEOPLE } from './lib/sanctions-quality/people.ts';
import { cultureOf, joined, joinedParticle, joinedThree, respelt, split } from './lib/sanctions-quality/spellings.ts';
import { caseAndAccents, commaParts, droppedMiddle, reordered, transliterated, typo } from './lib/sanctions-quality/variants.ts';

export const POSITIVE_CATEGORIES = [
  'exact',
  'case_accents',
  'reordered',
  'alias',
  'typo',
  'transliteration',
  'dropped_middle',
  'respelt_arabic',
  'respelt_cyrillic',
  'respelt_east_asian',
  'joined',
  'joined_particle',
  'joined_three',
  'split',
  'joined_twice',
  'joined_whole',
  'join_and_split',
  'particle_moved',
  'particle_dropped',
] as const;
export const NEGATIVE_CATEGORIES = ['person_names', 'romanized_names', 'company_names', 'generic_words'] as const;
export type PositiveCategory = (typeof POSITIVE_CATEGORIES)[number];
export type NegativeCategory = (typeof NEGATIVE_CATEGORIES)[number];

export interface LabelEntry {
  /** Identifies the entry a positive query must find. */
  key: string;
  name: string;
  type: EntryType;
  aliases: readonly string[];
  /** ISO codes of nationality, citizenship and addresses: which script family a respelt name comes from. */
  countries?: readonly string[];
}

export interface LabelledQuery {
  category: PositiveCategory | NegativeCategory;
  query: string;
  type: 'individual' | 'entity';
  /** The entry a positive must find; undefined for negatives (any hit is a false positive). */
  expected?: string;
  /** Where the query came from (positives): the listed name or alias it was made from. */
  from?: string;
}

/** Deterministic pseudo-random numbers (a 32-bit LCG), so every run builds the same set. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Positives per category, and the seed: change either and the set changes. */
export interface SetOptions {
  perCategory?: number;
  seed?: number;
}

export function buildLabelledSet(entries: readonly LabelEntry[], opts: SetOptions = {}): LabelledQuery[] {
  const perCategory = opts.perCategory ?? 300;
  const rand = rng(opts.seed ?? 19);
  const people = entries.filter((e) => e.type === 'individual' || e.type === 'entity');
  const queries: LabelledQuery[] = [];
  const make: Record<PositiveCategory, (e: LabelEntry) => { query: string; from: string } | null> = {
    exact: (e) => ({ query: e.name, from: e.name }),
    case_accents: (e) => wrap(caseAndAccents(e.name, rand), e.name),
    reordered: (e) => wrap(reordered(e.name, e.type), e.name),
    alias: (e) => {
      const own = normalizeName(e.name).join(' ');
      const aliases = e.aliases.filter((a) => normalizeName(a).join(' ') !== own && normalizeName(a).length > 0);
      const alias = aliases[Math.floor(rand() * aliases.length)];
      return alias ? { query: alias, from: alias } : null;
    },
    typo: (e) => wrap(typo(e.name, rand), e.name),
    transliteration: (e) => {
      for (const name of [e.name, ...e.aliases]) {
        const t = transliterated(name);
        if (t) return { query: t, from: name };
      }
      return null;
    },
    dropped_middle: (e) => wrap(droppedMiddle(e.name, e.type, rand), e.name),
    respelt_arabic: (e) => anyName(e, (n) => (cultureOf(n, e.countries, 'arabic') ? respelt(n, 'arabic', rand, e.type === 'individual') : null)),
    respelt_cyrillic: (e) => anyName(e, (n) => (cultureOf(n, e.countries, 'cyrillic') ? respelt(n, 'cyrillic', rand, e.type === 'individual') : null)),
    respelt_east_asian: (e) => anyName(e, (n) => (cultureOf(n, e.countries, 'east_asian') ? respelt(n, 'east_asian', rand, e.type === 'individual') : null)),
    joined: (e) => anyName(e, (n) => joined(n, rand)),
    joined_particle: (e) => anyName(e, (n) => joinedParticle(n, rand)),
    joined_three: (e) => anyName(e, (n) => joinedThree(n, rand)),
    split: (e) => anyName(e, (n) => split(n, rand, e.type === 'individual' && cultureOf(n, e.countries, 'arabic'))),
    joined_twice: (e) => anyName(e, (n) => joinedTwice(n, rand)),
    joined_whole: (e) => anyName(e, (n) => joinedWhole(n, rand, e.type === 'individual')),
    join_and_split: (e) => anyName(e, (n) => joinAndSplit(n, rand, e.type === 'individual' && cultureOf(n, e.countries, 'arabic'))),
    particle_moved: (e) => anyName(e, (n) => particleMoved(n, rand)),
    particle_dropped: (e) => anyName(e, (n) => particleDropped(n, rand)),
  };
  /** The first of the entry's names (its name, then its aliases) that `change` changes into other words. */
  const anyName = (e: LabelEntry, change: (name: string) => string | null) => {
    for (const name of [e.name, ...e.aliases]) {
      const query = change(name);
      if (query && normalizeName(query).join(' ') !== normalizeName(name).join(' ')) return { query, from: name };
    }
    return null;
  };
  for (const category of POSITIVE_CATEGORIES) {
    let n = 0;
    for (const entry of shuffled(people, rand)) {
      if (n >= perCategory) break;
      const made = make[category](entry);
      if (!made || normalizeName(made.query).length === 0) continue;
      queries.push({ category, query: made.query, from: made.from, type: entry.type === 'individual' ? 'individual' : 'entity', expected: entry.key });
      n++;
    }
  }

  // Negatives that are in fact listed are not negatives: a listed name or alias in any word order, or a listed
  // person's first given name and surname without the middle names (the dropped_middle category calls that a match),
  // for a person also as the set's own romanization tables and sound rules respell it (Aleksandr Petrov is PETROV,
  // Alexander) — the respelt categories call those matches. See ListedSpellings for why not the matcher's rules.
  const listed = new ListedSpellings();
  for (const e of entries) {
    for (const n of [e.name, ...e.aliases]) {
      listed.add(n);
      const parts = e.type === 'individual' ? commaParts(n) : null;
      if (parts) listed.add(`${parts.given[0]} ${parts.surname}`);
    }
  }
  for (const [given, family] of PEOPLE) {
    for (const g of given) for (const f of family) push('person_names', `${g} ${f}`, 'individual');
  }
  for (const [given, family] of ROMANIZED_PEOPLE) {
    for (const g of given) for (const f of family) push('romanized_names', `${g} ${f}`, 'individual');
  }
  for (const c of COMPANIES) push('company_names', c, 'entity');
  for (const w of GENERIC_WORDS) queries.push({ category: 'generic_words', query: w, type: 'entity' });
  return queries;

  function push(category: NegativeCategory, query: string, type: 'individual' | 'entity') {
    if (!listed.has(query, type === 'individual')) queries.push({ category, query, type });
  }
}

/**
 * Listed names, and whether a name is one of them as the set itself would respell it, its words in any order: a word
 * as listed, another spelling of it in the set's romanization tables, or it after one or two of the set's sound rules
 * (scripts/lib/sanctions-quality/romanizations.ts: what the respelt kinds make). Deliberately not the matcher's sound
 * frames or groups: a filter made of the matcher's own rules would drop exactly the negatives those rules would hit,
 * so a false positive they cause could never be counted. A company's name counts only with the same words.
 */
class ListedSpellings {
  /** A listed word → the listed names (as words) that have it. */
  private readonly byWord = new Map<string, string[][]>();
  /** A spelling → the listed words it is a respelling of. */
  private readonly origins = new Map<string, Set<string>>();

  private static words(name: string): string[] {
    return analyze(name, false)
      .tokens.filter((t) => t.kind !== 'legal')
      .map((t) => t.text);
  }

  add(name: string): void {
    const words = ListedSpellings.words(name);
    for (const w of new Set(words)) {
      const names = this.byWord.get(w);
      if (names) names.push(words);
      else {
        this.byWord.set(w, [words]);
        for (const v of respellings(w)) {
          const from = this.origins.get(v);
          if (from) from.add(w);
          else this.origins.set(v, new Set([w]));
        }
      }
    }
  }

  has(name: string, person: boolean): boolean {
    const words = ListedSpellings.words(name);
    if (words.length === 0) return false;
    const from = (w: string) => (person ? (this.origins.get(w) ?? new Set<string>()) : new Set(this.byWord.has(w) ? [w] : []));
    const origins = words.map(from);
    const candidates = [...origins[0]!].flatMap((o) => this.byWord.get(o) ?? []);
    return candidates.some((listed) => {
      if (listed.length !== words.length) return false;
      const left = [...listed];
      return origins.every((o) => {
        const at = left.findIndex((l) => o.has(l));
        return at >= 0 && left.splice(at, 1).length === 1;
      });
    });
  }
}

const TABLE_GROUPS = new Map<string, string[]>(Object.values(TABLES).flatMap((groups) => groups.flatMap((g) => g.map((w) => [w, g] as const))));
const ALL_RULES = Object.values(RULES).flat();

/** A listed word's spellings as the set makes them: itself, its table group, one or two sound rules (words of four letters or more). */
function respellings(word: string): Set<string> {
  const out = new Set<string>([word, ...(TABLE_GROUPS.get(word) ?? [])]);
  if (word.length < 4) return out;
  const once = ALL_RULES.filter(([re]) => re.test(word)).map(([re, to]) => word.replace(re, to));
  for (const w of once) {
    out.add(w);
    for (const [re, to] of ALL_RULES) if (re.test(w)) out.add(w.replace(re, to));
  }
  return out;
}

function wrap(query: string | null, from: string) {
  return query ? { query, from } : null;
}

export interface CategoryResult {
  category: string;
  total: number;
  /** Positives: found the expected entry. Negatives: had any hit (false positives). */
  hits: number;
  rate: number;
  misses: LabelledQuery[];
  /** Positives whose expected entry was among the candidates before scoring (when `candidates` was given). */
  candidates?: number;
}

/**
 * Run the set through a search function at a threshold: recall per positive category, false
 * positives per negative one; with `candidates` (the entry ids a query reaches before scoring),
 * also how often the expected entry was among them — a miss there no scoring rule can save.
 */
export function evaluate(
  set: readonly LabelledQuery[],
  search: (q: ScreenQuery, threshold: number) => Hit[],
  threshold: number,
  candidates?: (q: ScreenQuery) => Set<string>,
): CategoryResult[] {
  const results = new Map<string, CategoryResult>();
  for (const q of set) {
    const r = results.get(q.category) ?? { category: q.category, total: 0, hits: 0, rate: 0, misses: [], candidates: candidates && 0 };
    results.set(q.category, r);
    r.total++;
    if (candidates && q.expected && candidates({ name: q.query, type: q.type }).has(q.expected)) r.candidates!++;
    const hits = search({ name: q.query, type: q.type }, threshold);
    const good = q.expected ? hits.some((h) => h.entry.id === q.expected) : hits.length === 0;
    if (q.expected ? good : !good) r.hits++;
    if (!good) r.misses.push(q);
  }
  for (const r of results.values()) r.rate = r.total === 0 ? 0 : r.hits / r.total;
  return [...results.values()];
}
