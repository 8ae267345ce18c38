import { countryCode } from '../../lib/countries.ts';
import { blockKeys, wordKeys } from './blocking-keys.ts';
import { type AnalyzedName, analyze, type Kind } from './names.ts';
import { GramIndex } from './ngrams.ts';
import { alignScore, type QueryName } from './scoring.ts';

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
  /** From a list version screened in sandbox environments only (the demo's excerpt). */
  sandboxOnly?: boolean;
}

/** A list version an index holds (sanctions_lists): what a screening answer says it used. */
export interface ListVersionRef {
  id: string;
  source: string;
  version: string;
  sandboxOnly: boolean;
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
  /** A live environment's screening: entries of sandbox-only list versions are left out. */
  live?: boolean;
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

/** How alike (Dice over trigrams) a name run together must be to the query run together to be scored, and how many at most. */
const GRAM_DICE = 0.6;
const GRAM_LIMIT = 32;

/**
 * An in-memory index over every entry's names and aliases. Blocking finds candidates by exact
 * words and every one-letter deletion of them (so any single typo still shares a key), their
 * romanization skeletons, sound keys and romanization groups (so another romanization does), two
 * adjacent words run together and a word without its joined particle (so moved word boundaries
 * do); a query scores only the names reached by enough of its words — and the names nearest to it
 * run together, by character trigrams (ngrams.ts: the whole name as one word, boundaries moved twice).
 */
export class SanctionsIndex {
  private readonly names: IndexedName[] = [];
  private readonly blocks = new Map<string, number[]>();
  /** Scratch space for one search: which query word last reached each name, and by how many words it was reached. */
  private stamps = new Int32Array(0);
  private reached = new Uint8Array(0);
  private stamp = 0;
  private readonly vocabulary = new Set<string>();
  private readonly grams: GramIndex;
  readonly entryCount: number;

  constructor(
    entries: readonly ListEntry[],
    /** The list generation the entries are of (see sanctions_lists.generation). */
    readonly generation = 0,
    /** The list versions the entries come from. */
    readonly lists: readonly ListVersionRef[] = [],
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
    this.grams = new GramIndex(
      this.names.map((n) => n.analyzed.joined),
      this.vocabulary,
    );
  }

  /** What the trigram keys hold, in bytes. */
  get gramBytes(): number {
    return this.grams.bytes;
  }

  get size(): number {
    return this.names.length;
  }

  /** The list versions a screening in a live or a sandbox environment uses. */
  listsFor(live: boolean): ListVersionRef[] {
    return this.lists.filter((l) => !live || !l.sandboxOnly);
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

  /**
   * The entries a query reaches before scoring (by any of its names): what candidate recall is
   * measured on, apart from how the candidates then score.
   */
  candidateIds(query: ScreenQuery): Set<string> {
    const ids = new Set<string>();
    for (const name of [query.name, ...(query.otherNames ?? [])]) {
      const q = this.queryName(name, query);
      if (q) for (const idx of this.candidates(q)) ids.add(this.names[idx]!.entry.id);
    }
    return ids;
  }

  private queryName(raw: string, query: ScreenQuery): QueryName | null {
    const analyzed = analyze(raw, query.type !== 'entity');
    if (analyzed.tokens.length === 0) return null;
    return { ...analyzed, known: analyzed.tokens.map((t) => this.vocabulary.has(t.text)), memo: analyzed.tokens.map(() => new Map()) };
  }

  /**
   * The indexed names reached by enough of the query's words (see `required`): by every key of each word when `broad`,
   * else by the words as written only.
   */
  private candidates(q: QueryName, broad = true): number[] {
    this.scratch();
    // Candidates are found by the distinctive words; a name made only of generic words or initials by what it has.
    const usable = (kinds: Kind[], minLength: number) => [
      ...new Set(q.tokens.filter((t) => kinds.includes(t.kind) && t.text.length >= minLength).map((t) => t.text)),
    ];
    let significant = usable(['name'], 2);
    if (significant.length === 0) significant = usable(['generic'], 2);
    if (significant.length === 0) significant = usable(['name', 'generic', 'particle'], 1);
    // Count, per indexed name, how many query words reach it (typed arrays reused across searches: no garbage per candidate).
    const reached: number[] = [];
    for (const text of significant) {
      const at = q.tokens.findIndex((t) => t.text === text);
      const stamp = ++this.stamp;
      for (const key of broad ? wordKeys(q.tokens, at).flat() : [`d:${text}`]) {
        const list = this.blocks.get(key);
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const idx = list[k]!;
          if (this.stamps[idx] === stamp) continue;
          this.stamps[idx] = stamp;
          const count = this.reached[idx]!;
          this.reached[idx] = count + 1;
          if (count === 0) reached.push(idx);
        }
      }
    }
    // Every word must be found for one or two words; beyond that, a person's middle names may be missing from the list.
    const middles = q.tokens.filter((t) => t.role === 'middle').length;
    const required = significant.length <= 2 ? significant.length : Math.max(2, significant.length - 1 - middles);
    const out: number[] = [];
    for (const idx of reached) {
      if (this.reached[idx]! >= required) out.push(idx);
      this.reached[idx] = 0;
    }
    // The nearest names run together when a word is listed words run together, marked through `reached` (just cleared).
    if (broad && q.tokens.some((t, i) => !q.known[i] && t.text.length >= 5 && this.grams.runTogether(t.text))) {
      for (const idx of out) this.reached[idx] = 1;
      for (const idx of this.grams.near(q.joined, GRAM_DICE, GRAM_LIMIT)) if (this.reached[idx] === 0) out.push(idx);
      for (const idx of out) this.reached[idx] = 0;
    }
    return out;
  }

  private searchName(raw: string, query: ScreenQuery, country: string | null, threshold: number, queryName: number): Hit[] {
    const q = this.queryName(raw, query);
    if (!q) return [];
    const best = new Map<string, Hit>();
    // The names reached by the words as written first: when one of them scores a full 1 (the name as listed), nothing
    // the spelling and boundary keys would add can score higher, and searching by them is most of a listed name's cost.
    const exact = this.candidates(q, false);
    this.score(exact, q, query, country, threshold, queryName, best);
    if (![...best.values()].some((h) => h.score >= 1)) {
      const scored = new Set(exact);
      this.score(
        this.candidates(q).filter((idx) => !scored.has(idx)),
        q,
        query,
        country,
        threshold,
        queryName,
        best,
      );
    }
    return [...best.values()];
  }

  /** Score candidates into `best` (the best hit per entry at or above `threshold`). */
  private score(
    candidates: readonly number[],
    q: QueryName,
    query: ScreenQuery,
    country: string | null,
    threshold: number,
    queryName: number,
    best: Map<string, Hit>,
  ): void {
    for (const idx of candidates) {
      const name = this.names[idx]!;
      if (query.live && name.entry.sandboxOnly) continue;
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
  }
}
