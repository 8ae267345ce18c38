/**
 * The blocking keys that find a name's candidates: an indexed name is filed under every key of its
 * words, and a query reaches the names filed under its words' keys (matcher.ts counts how many).
 */
import { joinsNext, type Token, withoutParticle, wordToken } from './names.ts';

const keyCache = new Map<string, string[]>();
/** A word's keys (or, with `joined`, a run's), cached: common names come back in every batch. */
function cachedKeys(text: string, make: (keys: Set<string>) => void): string[] {
  let keys = keyCache.get(text);
  if (!keys) {
    const set = new Set<string>();
    make(set);
    keys = [...set];
    if (keyCache.size >= 200_000) keyCache.clear();
    keyCache.set(text, keys);
  }
  return keys;
}

/**
 * A query word's blocking keys: its own, those of the word without a joined particle ("Alrahman"
 * → "rahman"), those of the word run together with the word before or after it ("Bin Laden"
 * against a listed "BINLADEN"), and of the three words around it run together when a particle
 * opens or links them ("Van der Berg" against "VANDERBERG", "Salah ud Din" against "SALAHUDDIN").
 */
export function wordKeys(tokens: readonly Token[], at: number): string[][] {
  const token = tokens[at]!;
  const keys = [cachedKeys(token.text, (set) => addWordKeys(set, token))];
  const joined = (text: string) => keys.push(cachedKeys(`+${text}`, (set) => addJoinedKeys(set, text)));
  if (at > 0 && tokens[at - 1]!.kind !== 'legal') joined(tokens[at - 1]!.text + token.text);
  if (at + 1 < tokens.length && tokens[at + 1]!.kind !== 'legal') joined(token.text + tokens[at + 1]!.text);
  for (let from = Math.max(0, at - 2); from <= at && from + 2 < tokens.length; from++) {
    if (threeWordRun(tokens, from)) joined(tokens[from]!.text + tokens[from + 1]!.text + tokens[from + 2]!.text);
  }
  return keys;
}

/** An indexed name's keys: every word's, every two adjacent words' run together, and three words' where a particle joins them. */
export function blockKeys(tokens: readonly Token[]): Set<string> {
  const keys = new Set<string>();
  tokens.forEach((t, i) => {
    addWordKeys(keys, t);
    const next = tokens[i + 1];
    if (next && t.kind !== 'legal' && next.kind !== 'legal') addJoinedKeys(keys, t.text + next.text);
    if (threeWordRun(tokens, i)) addJoinedKeys(keys, t.text + next!.text + tokens[i + 2]!.text);
  });
  return keys;
}

/**
 * Three words from `from` are written as one only when the first or the second is a particle ("Abd al Rahman",
 * "Van der Berg", "Salah ud Din"): three given names are not run together, and keying every triple would file
 * every long name under words no one writes.
 */
function threeWordRun(tokens: readonly Token[], from: number): boolean {
  const [a, b, c] = [tokens[from], tokens[from + 1], tokens[from + 2]];
  if (!a || !b || !c || a.kind === 'legal' || b.kind === 'legal' || c.kind === 'legal' || c.kind === 'particle') return false;
  return joinsNext(a) || joinsNext(b);
}

function addWordKeys(keys: Set<string>, token: Token): void {
  const { text, kind } = token;
  if (kind === 'legal') return;
  // A particle counts only as part of the word it is joined to.
  if (kind !== 'particle' && text.length >= 2) addSpellingKeys(keys, token);
  // Up to two particles off ("Vanderberg" → "derberg" → "berg", "Abdalrahman" → "rahman").
  const bare = withoutParticle(text);
  if (bare) {
    addJoinedKeys(keys, bare);
    const bareAgain = withoutParticle(bare);
    if (bareAgain) addJoinedKeys(keys, bareAgain);
  }
}

/**
 * The word, its one-letter deletions (any single edit leaves a deletion in common), its
 * romanization skeleton, its sound keys (vowels by class, so the lists stay short) and
 * romanization group.
 */
function addSpellingKeys(keys: Set<string>, { text, skeleton: skel, frame, group }: Token): void {
  if (skel.length >= 3) keys.add(`k:${skel}`);
  for (const k of frame.keys) keys.add(`s:${k}`);
  if (group) keys.add(`g:${group}`);
  keys.add(`d:${text}`);
  if (text.length >= 4) for (let i = 0; i < text.length; i++) keys.add(`d:${text.slice(0, i)}${text.slice(i + 1)}`);
}

/**
 * A word as the boundaries of another spelling would make it (two words run together, a word
 * without its joined particle): found as written or by its sounds ("El Rahman" and "ALRAHMAN"),
 * not by slips too — one change at a time.
 */
function addJoinedKeys(keys: Set<string>, text: string): void {
  keys.add(`d:${text}`);
  keys.add(`s:${wordToken(text).frame.keys[0]}`);
}
