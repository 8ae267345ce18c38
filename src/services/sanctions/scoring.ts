import damerau from 'talisman/metrics/damerau-levenshtein.js';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import { type AnalyzedName, consonants, skeleton, type Token } from './names.ts';

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
export function alignScore(q: QueryName, n: AnalyzedName): number {
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
export interface QueryName extends AnalyzedName {
  known: boolean[];
  memo: Map<string, number>[];
}
