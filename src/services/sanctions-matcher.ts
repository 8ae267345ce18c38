import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';

export type EntryType = 'individual' | 'entity' | 'vessel' | 'aircraft';

export interface ListEntry {
  id: string;
  source: string;
  name: string;
  type: EntryType;
  country: string | null;
  aliases: readonly string[];
}

export interface Hit {
  entry: ListEntry;
  /** The entry name or alias that matched best. */
  matchedName: string;
  score: number;
}

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'madam', 'mme', 'mlle', 'herr', 'frau', 'sr', 'sra', 'srta', 'don', 'dona', 'hon', 'rev', 'jr', 'ii', 'iii', 'iv']);
const COMPANY_SUFFIXES = new Set([
  'ltd', 'limited', 'llc', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'plc', 'gmbh', 'ag', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv',
  'oy', 'ab', 'as', 'asa', 'pte', 'pty', 'lp', 'llp', 'jsc', 'ojsc', 'cjsc', 'pjsc', 'ooo', 'zao', 'oao', 'fze', 'fzco', 'fzc', 'est', 'kg', 'kft', 'sl',
]);
/** Name particles: kept for scoring, but too common to find candidates by. */
const PARTICLES = new Set(['al', 'el', 'bin', 'ibn', 'bint', 'abu', 'abd', 'de', 'del', 'der', 'da', 'di', 'du', 'la', 'le', 'van', 'von', 'the', 'and', 'of']);

/**
 * Normalize a name into comparable tokens: Unicode NFKD with diacritics
 * stripped, lower case, punctuation to spaces, `LAST, First` reordered to
 * `First LAST`, honorifics and company suffixes dropped.
 */
export function normalizeName(raw: string): string[] {
  let text = raw.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  text = text.replace(/[ßø]/g, (c) => (c === 'ß' ? 'ss' : 'o'));
  const comma = text.split(',');
  if (comma.length === 2 && comma[0]!.trim() && comma[1]!.trim()) text = `${comma[1]} ${comma[0]}`;
  const tokens = text
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return tokens.filter((t) => !HONORIFICS.has(t) && !COMPANY_SUFFIXES.has(t));
}

const TOKEN_FLOOR = 0.8;
const MIN_TOKEN_LENGTH_FOR_PHONETIC = 3;

interface IndexedName {
  entry: ListEntry;
  name: string;
  tokens: string[];
  codes: string[];
  weight: number;
}

function phonetic(token: string): string {
  return token.length >= MIN_TOKEN_LENGTH_FOR_PHONETIC && /^[a-z]+$/.test(token) ? doubleMetaphone(token)[0] : '';
}

function tokenSimilarity(a: string, ac: string, b: string, bc: string): number {
  if (a === b) return 1;
  let sim = jaroWinkler(a, b);
  // Same sound, different spelling (Mohammed / Muhammad) counts as close — for real words, not "Mary"/"Mayer".
  if (ac && ac === bc && Math.min(a.length, b.length) >= 5 && sim >= 0.75) sim = Math.max(sim, 0.9);
  // Short tokens differ by one letter too easily ("Zoe"/"Soe", "Chen"/"Shen"): only near-identical ones count.
  const floor = Math.min(a.length, b.length) <= 4 ? 0.9 : TOKEN_FLOOR;
  return sim >= floor ? sim : 0;
}

/**
 * Order-insensitive alignment: pair tokens greedily by similarity, each token
 * used once. Coverage is measured in both directions (weighted by token
 * length) and the lower side wins, so a one-word query ("BANK") cannot
 * strongly match a longer name, and one shared first name ("George") cannot
 * carry a different surname ("Bush" vs "Habbash" scores 0 below the floor).
 */
function alignScore(q: { tokens: string[]; codes: string[] }, n: { tokens: string[]; codes: string[] }): number {
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    for (let j = 0; j < n.tokens.length; j++) {
      const sim = tokenSimilarity(q.tokens[i]!, q.codes[i]!, n.tokens[j]!, n.codes[j]!);
      if (sim > 0) pairs.push([sim, i, j]);
    }
  }
  pairs.sort((a, b) => b[0] - a[0]);
  const qSim = new Array<number>(q.tokens.length).fill(0);
  const nSim = new Array<number>(n.tokens.length).fill(0);
  const usedQ = new Set<number>();
  const usedN = new Set<number>();
  for (const [sim, i, j] of pairs) {
    if (usedQ.has(i) || usedN.has(j)) continue;
    usedQ.add(i);
    usedN.add(j);
    qSim[i] = sim;
    nSim[j] = sim;
  }
  // Particles (bin, al, de…) weigh little: leaving one out is not a different name.
  const weight = (t: string) => (PARTICLES.has(t) ? 0.2 : 1) * t.length;
  const coverage = (tokens: string[], sims: number[]) => {
    let total = 0;
    let got = 0;
    tokens.forEach((t, k) => {
      total += weight(t);
      got += weight(t) * sims[k]!;
    });
    return total === 0 ? 0 : got / total;
  };
  const aligned = Math.min(coverage(q.tokens, qSim), coverage(n.tokens, nSim));
  // Split or joined words ("Aero Caribbean" / "AEROCARIBBEAN"): compare the names run together, strictly.
  if (q.tokens.length !== n.tokens.length) {
    const joined = jaroWinkler(q.tokens.join(''), n.tokens.join(''));
    if (joined >= 0.95) return Math.max(aligned, joined);
  }
  return aligned;
}

export interface ScreenQuery {
  name: string;
  type?: 'individual' | 'entity';
  country?: string | null;
}

/**
 * An in-memory index over every active list entry's names and aliases, with
 * blocking on exact tokens and their Double Metaphone codes, so a query scores
 * only the names that share a token or a sound with it.
 */
export class SanctionsIndex {
  private readonly names: IndexedName[] = [];
  private readonly blocks = new Map<string, number[]>();
  readonly entryCount: number;

  constructor(entries: readonly ListEntry[]) {
    this.entryCount = entries.length;
    for (const entry of entries) {
      const seen = new Set<string>();
      for (const name of [entry.name, ...entry.aliases]) {
        const tokens = normalizeName(name);
        const key = tokens.join(' ');
        if (tokens.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const idx = this.names.length;
        this.names.push({ entry, name, tokens, codes: tokens.map(phonetic), weight: tokens.length });
        for (const block of this.blockKeys(tokens)) {
          let list = this.blocks.get(block);
          if (!list) this.blocks.set(block, (list = []));
          list.push(idx);
        }
      }
    }
  }

  private blockKeys(tokens: string[]): Set<string> {
    const keys = new Set<string>();
    for (const t of tokens) {
      if (PARTICLES.has(t) || t.length < 2) continue;
      keys.add(`t:${t}`);
      const code = phonetic(t);
      if (code) keys.add(`p:${code}`);
      // A typo can change the sound: the first and the last four letters keep such a name findable.
      if (t.length >= 5) {
        keys.add(`f:${t.slice(0, 3)}`);
        keys.add(`s:${t.slice(-3)}`);
        // Half-word keys survive a typo in the other half.
        const mid = Math.floor(t.length / 2);
        keys.add(`h:${t.slice(0, mid)}`);
        keys.add(`e:${t.slice(mid)}`);
      }
    }
    return keys;
  }

  get size(): number {
    return this.names.length;
  }

  /** The best hits at or above `threshold`, best first (one per entry). */
  search(query: ScreenQuery, threshold: number, limit = 5): Hit[] {
    const tokens = normalizeName(query.name);
    if (tokens.length === 0) return [];
    const q = { tokens, codes: tokens.map(phonetic) };
    // Blocking: a name is scored only if enough of the query's tokens share a key with it (all of
    // them for one or two tokens, all but one beyond) — a strong match needs every token matched anyway.
    const significant = tokens.filter((tk) => !PARTICLES.has(tk) && tk.length >= 2);
    const reachedBy = new Map<number, number>();
    for (const token of new Set(significant)) {
      const reached = new Set<number>();
      for (const key of this.blockKeys([token])) for (const idx of this.blocks.get(key) ?? []) reached.add(idx);
      for (const idx of reached) reachedBy.set(idx, (reachedBy.get(idx) ?? 0) + 1);
    }
    const distinct = new Set(significant).size;
    const required = distinct >= 3 ? distinct - 1 : distinct;
    const candidates = [...reachedBy].filter(([, n]) => n >= required).map(([idx]) => idx);
    const best = new Map<string, Hit>();
    for (const idx of candidates) {
      const name = this.names[idx]!;
      let score = alignScore(q, name);
      if (score === 0) continue;
      if (query.type && name.entry.type !== 'individual' && query.type === 'individual') score -= 0.1;
      if (query.type === 'entity' && name.entry.type === 'individual') score -= 0.1;
      if (query.country && name.entry.country) score += sameCountry(query.country, name.entry.country) ? 0.02 : -0.03;
      score = Math.max(0, Math.min(1, score));
      const previous = best.get(name.entry.id);
      if (score >= threshold && (!previous || previous.score < score)) best.set(name.entry.id, { entry: name.entry, matchedName: name.name, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

function sameCountry(a: string, b: string): boolean {
  const norm = (s: string) => normalizeName(s).join(' ');
  return norm(a) === norm(b);
}
