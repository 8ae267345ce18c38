import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import { normalizeName } from './sanctions/names.ts';

/** Below this share of the account name found in the verified name, the two are flagged (`nameMismatch`). */
export const NAME_MISMATCH_THRESHOLD = 0.5;
/** Two tokens count as the same word from this Jaro-Winkler similarity on (a typo, a transliteration variant). */
const SAME_WORD = 0.85;

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // An initial stands for any word it begins ("J Smith" / "John Smith").
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 1;
  const sim = jaroWinkler(a, b);
  return sim >= SAME_WORD ? sim : 0;
}

/**
 * How much of the account name (the name the tenant gave at add-user) the
 * verified legal name accounts for, from 0 to 1: both are normalized as the
 * sanctions matcher does (diacritics, case, punctuation, `LAST, First`,
 * honorifics), each account-name word is paired with at most one verified
 * word, and words weigh by their length (an initial weighs one letter).
 * Measured from the account name's side because display names are usually
 * a part of the legal name ("Ann" for "Ann Marie Ordinary").
 */
export function accountNameCoverage(accountName: string, verifiedName: string): number {
  const account = normalizeName(accountName);
  const verified = normalizeName(verifiedName);
  if (account.length === 0 || verified.length === 0) return 0;
  const pairs: [number, number, number][] = [];
  account.forEach((a, i) => verified.forEach((v, j) => pairs.push([wordSimilarity(a, v), i, j])));
  pairs.sort((x, y) => y[0] - x[0]);
  const best = new Array<number>(account.length).fill(0);
  const usedA = new Set<number>();
  const usedV = new Set<number>();
  for (const [sim, i, j] of pairs) {
    if (sim === 0 || usedA.has(i) || usedV.has(j)) continue;
    usedA.add(i);
    usedV.add(j);
    best[i] = sim;
  }
  const total = account.reduce((sum, a) => sum + a.length, 0);
  return account.reduce((sum, a, i) => sum + a.length * best[i]!, 0) / total;
}

/** The `nameMismatch` rule (docs/api.md, KYC): the verified name accounts for less than half of the account name. */
export function namesMismatch(accountName: string, verifiedName: string | null): boolean {
  if (verifiedName === null) return false;
  return accountNameCoverage(accountName, verifiedName) < NAME_MISMATCH_THRESHOLD;
}
