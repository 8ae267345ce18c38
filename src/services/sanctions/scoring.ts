// Long on purpose: word similarity, slips, runs of words and the alignment are one scoring model sharing its memos; split, each part would export the others' internals.
import damerau from 'talisman/metrics/damerau-levenshtein.js';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import { type AnalyzedName, consonants, skeleton, type Token, wordToken } from './names.ts';
import { SLAVIC_PATRONYMIC } from './name-words.ts';
import { identical, longVowelsDiffer, sameSounds } from './spelling.ts';

/** Edits a word of this length may have and still be the same word mistyped. */
function editsAllowed(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : length <= 11 ? 2 : 3;
}

/**
 * How alike two words are, 0 when they are different words. Equal spellings score 1; romanization
 * variants (Qasim/Kasim, Yuri/Yury, Ri/Lee, Sergei/Serhiy) 0.92; the same sounds in another
 * romanization (Mohammed/Muhammad, Hussein/Husayn, Chol/Cheol) 0.9; otherwise a slip, scored by
 * Jaro-Winkler but only within a few edits for the length — Jaro-Winkler alone calls "Ming" and
 * "Mingguo" or "Volvo" and "Volga" close — and returned negative, for `alignScore` to tell a slip
 * from a spelling. A query word that is itself a listed word is taken as written: a near spelling
 * of another listed word counts for less.
 */
function tokenSimilarity(a: Token, b: Token, known: boolean): number {
  if (a.text === b.text) return 1;
  if (a.group !== '' && a.group === b.group) return 0.92;
  const min = Math.min(a.text.length, b.text.length);
  const max = Math.max(a.text.length, b.text.length);
  if (min >= 3 && a.skeleton === b.skeleton) return 0.92;
  if (min >= 3 && sameSounds(a.frame, b.frame)) return 0.9;
  // Two-letter syllables only with the very same sounds: Go/Ko, Jo/Cho, Do/To.
  if (min === 2 && identical(a.frame, b.frame)) return 0.9;
  const fathers = patronymicStems(a, b);
  if (fathers) return fathers[0].some((x) => fathers[1].some((y) => Math.abs(tokenSimilarity(x, y, false)) >= 0.9)) ? 0.9 : 0;
  if (max - min > 2 || min <= 2) return 0;
  if (nisba(a, b)) return 0;
  // Two letters or more added at the end make another name, not a slip: Ghorbani / Ghorbanian, Hosseini / Hosseinian.
  if (max - min >= 2 && (a.text.startsWith(b.text) || b.text.startsWith(a.text))) return 0;
  const jw = jaroWinkler(a.text, b.text);
  const allowed = editsAllowed(min);
  if (allowed === 0 || jw < 0.8) return 0;
  const edits = damerau.limited(allowed, a.text, b.text);
  if (edits > allowed) return 0;
  // One letter turns a short word into another: "Chen"/"Cheng" when both are names on the lists, "Lima"/"Lina".
  if (min <= 5 && (known || jw < 0.85)) return 0;
  return -(known ? jw - 0.1 : jw);
}

/**
 * Both words patronymics (Oleksandrovych, Aleksandrovich): their fathers' names, to compare as
 * names — with an -i restored where the ending took it (Sergeevich: Serge-i, Nikolaevich: Nikola-i) and
 * without the -y the Ukrainian ending keeps (Mykolayovych: Mykola).
 */
function patronymicStems(a: Token, b: Token): [Token[], Token[]] | null {
  const x = fatherOf(a.text);
  const y = x && fatherOf(b.text);
  return x && y ? [x, y] : null;
}

function fatherOf(text: string): Token[] | null {
  const m = SLAVIC_PATRONYMIC.exec(text);
  if (!m || text.length - m[0].length < 3) return null;
  const father = text.slice(0, m.index);
  if (/[aeiou]$/.test(father)) return [wordToken(father), wordToken(`${father}i`)];
  return /[^aeiou][iy]$/.test(father) || !/[iy]$/.test(father) ? [wordToken(father)] : [wordToken(father), wordToken(father.slice(0, -1))];
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
/** The most a name with a slip and another difference may score: below the default threshold. */
const SLIP_CAP = 0.8;
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
  const pairs: Pairing[] = [];
  const qPaired = new Uint8Array(q.tokens.length);
  const nPaired = new Uint8Array(n.tokens.length);
  for (let i = 0; i < q.tokens.length; i++) {
    const qt = q.tokens[i]!;
    const memo = q.memo[i]!;
    for (let j = 0; j < n.tokens.length; j++) {
      const nt = n.tokens[j]!;
      let sim = memo.get(nt.text);
      if (sim === undefined) memo.set(nt.text, (sim = tokenSimilarity(qt, nt, q.known[i]!)));
      if (sim === 0) continue;
      pairs.push({ sim: Math.abs(sim), slip: sim < 0, q0: i, q1: i, n0: j, n1: j });
      // A slip or another spelling may be a word joined or split differently ("Alzawahiri" is a slip from "Zawahiri",
      // "ALAQIL" beside "Aqeel" is "AL-AQIL"): only a word spelt the same is done looking.
      if (sim === 1) {
        qPaired[i] = 1;
        nPaired[j] = 1;
      }
    }
  }
  addCompounds(q, n, pairs, qPaired, nPaired);
  pairs.sort(strongestFirst);
  const qSim = new Array<number>(q.tokens.length).fill(0);
  const nSim = new Array<number>(n.tokens.length).fill(0);
  /** Query words paired as part of a run written as one word on the other side, or as such a word. */
  const joinedWith = new Array<boolean>(q.tokens.length).fill(false);
  let slips = 0;
  let respelt = 0;
  let givenToSurname = false;
  let surnameToGiven = false;
  for (const { sim, slip, q0, q1, n0, n1 } of pairs) {
    if (taken(qSim, q0, q1) || taken(nSim, n0, n1)) continue;
    qSim.fill(sim, q0, q1 + 1);
    nSim.fill(sim, n0, n1 + 1);
    if (q1 > q0 || n1 > n0) joinedWith.fill(true, q0, q1 + 1);
    if (q.tokens[q0]!.kind === 'name' && sim < 1) slip ? slips++ : respelt++;
    const qRole = q.tokens[q0]!.role;
    const nRole = n.tokens[n0]!.role;
    if (qRole === 'first' && nRole === 'last') givenToSurname = true;
    if (qRole === 'last' && nRole === 'first') surnameToGiven = true;
  }
  // Only one side may leave names out: middle names left over on both sides disagree ("Min Jun KIM" / "Min Chol KIM"); and
  // not when given name and surname matched crosswise — "Hyok Ri" is not "RI Song Hyok" without its Song.
  const oneSided = !(leftover(q, qSim) && leftover(n, nSim)) && !(givenToSurname && surnameToGiven);
  const qSide = coverage(q, qSim, oneSided);
  const nSide = coverage(n, nSim, oneSided);
  let score = Math.min(qSide.share, nSide.share) - Math.min(qSide.dropped + nSide.dropped, 3) * DROPPED_TOKEN_COST;
  // Split or joined words ("Aero Caribbean" / "AEROCARIBBEAN", "USAMABINLADEN"): compare the names run together, strictly.
  let wholeName = false;
  if (q.tokens.length !== n.tokens.length && q.joined.length >= 8) {
    // As read (given names first) or surname first, as "LAST, First" is listed and Korean or Chinese names are written.
    for (const listed of [n.joined, surnameFirst(n)]) {
      if (listed.length < 8 || Math.abs(q.joined.length - listed.length) > 1) continue;
      if (q.joined !== listed && damerau.limited(1, q.joined, listed) > 1) continue;
      const jw = jaroWinkler(q.joined, listed);
      if (jw > score) [score, wholeName] = [jw, true];
    }
  }
  // The match must rest on a distinctive word: "FINANCE" is no one, and neither is "Acme TRADING" against "XYZ TRADING" —
  // unless the listed name is itself made of such words and the query has every one of them ("MINISTRY OF PETROLEUM"),
  // or the whole name run together is the listed one run together ("ABUBAKRALBAGHDADI": longer than a run of words).
  const fullGenericName = wholeName || (q.tokens.filter((t) => t.kind !== 'legal').length >= 2 && whole(q, qSim) && whole(n, nSim));
  if (!fullGenericName && !q.tokens.some((t, k) => t.kind === 'name' && qSim[k]! > 0)) score = Math.min(score, GENERIC_ONLY_CAP);
  // One word against one word is little evidence: only the same word, a romanization of it, or one slip in a long word.
  if (q.distinctive === 1 && n.distinctive === 1 && q.tokens.length <= 2) {
    const k = q.tokens.findIndex((t) => t.kind === 'name');
    const j = n.tokens.findIndex((t) => t.kind === 'name');
    const [a, b] = [q.tokens[k]!, n.tokens[j]!];
    const min = Math.min(a.text.length, b.text.length);
    const differing = [...a.text].filter((c, i) => c !== b.text[i]).length;
    const swapped = min >= 5 && a.text.length === b.text.length && differing === 2 && damerau.limited(1, a.text, b.text) === 1;
    const strong =
      a.text === b.text ||
      a.skeleton === b.skeleton ||
      (a.group !== '' && a.group === b.group) ||
      (min >= 4 && identical(a.frame, b.frame)) ||
      // Another spelling of the same letters' sounds: Zagros/Zagrus, Qaeda/Qaida (not Cemex/Cimex, SAP/ZAP, IKEA/IGA).
      (a.consonants === b.consonants && sameSounds(a.frame, b.frame) && (min >= 6 || longVowelsDiffer(a.frame, b.frame))) ||
      // "Alsalah" against "AL-SALAH": the same word once the boundary moves; the whole name run together.
      (joinedWith[k] && qSim[k]! >= 0.92) ||
      wholeName ||
      swapped ||
      (min >= 8 && damerau.limited(1, a.text, b.text) <= 1);
    if (!strong) score = Math.min(score, 0.8);
  }
  // A slip is forgiven only where the rest of the name agrees as written: a slip beside another spelling or another slip
  // ("Mohammed Al Shamsi" / "AL-SHAMI, Abu-Muhammad") is two differences, as many as a different person has.
  if (slips > 0 && slips + respelt >= 2) score = Math.min(score, SLIP_CAP);
  return score;
}

/** A person's name run together with the surname first ("KIM, Jong Un" → "kimjongun"); '' when it reads so already. */
const SURNAME_FIRST = new WeakMap<AnalyzedName, string>();
function surnameFirst(n: AnalyzedName): string {
  let text = SURNAME_FIRST.get(n);
  if (text === undefined) {
    const words = n.tokens.filter((t) => t.kind !== 'legal');
    // The surname with the particles that open it ("BIN LADEN, Usama" → "binladenusama").
    let at = words.findIndex((t) => t.role === 'last');
    while (at > 0 && words[at - 1]!.kind === 'particle') at--;
    text = at > 0 ? [...words.slice(at), ...words.slice(0, at)].map((t) => t.text).join('') : '';
    SURNAME_FIRST.set(n, text);
  }
  return text;
}

/** Best first; on a tie the pairing that covers more words (a joined word against the two it joins). */
function strongestFirst(a: Pairing, b: Pairing): number {
  return b.sim - a.sim || b.q1 - b.q0 + b.n1 - b.n0 - (a.q1 - a.q0 + a.n1 - a.n0) || a.q0 - b.q0 || a.n0 - b.n0;
}

function taken(sims: readonly number[], from: number, to: number): boolean {
  for (let k = from; k <= to; k++) if (sims[k]! > 0) return true;
  return false;
}

function leftover(name: AnalyzedName, sims: readonly number[]): boolean {
  return name.tokens.some((t, k) => t.role === 'middle' && sims[k] === 0);
}

function whole(name: AnalyzedName, sims: readonly number[]): boolean {
  return name.tokens.every((t, k) => t.kind === 'legal' || sims[k]! > 0);
}

/**
 * How much of one side's weight the pairing covers, and how many of its middle names it left out:
 * legal forms cost nothing, and a person's middle names and particles little once first name and
 * surname matched (`anchored`).
 */
function coverage(name: AnalyzedName, sims: readonly number[], oneSided: boolean): { share: number; dropped: number } {
  const { tokens } = name;
  let anchored = oneSided && tokens.some((t) => t.role === 'first');
  for (let k = 0; anchored && k < tokens.length; k++) if ((tokens[k]!.role === 'first' || tokens[k]!.role === 'last') && sims[k] === 0) anchored = false;
  let total = 0;
  let got = 0;
  let dropped = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (sims[k] === 0) {
      if (t.kind === 'legal') continue;
      if (anchored && (t.role === 'middle' || t.kind === 'particle')) {
        if (t.kind === 'name') dropped++;
        continue;
      }
    }
    total += t.weight;
    got += t.weight * sims[k]!;
  }
  return { share: total === 0 ? 0 : got / total, dropped };
}

/** Words q0..q1 of the query paired with words n0..n1 of the listed name (one side is always a single word). */
interface Pairing {
  sim: number;
  /** A slip of the keyboard, not another spelling (see tokenSimilarity). */
  slip: boolean;
  q0: number;
  q1: number;
  n0: number;
  n1: number;
}

/**
 * Two or three adjacent words on one side written as one word on the other: "Al Rahman" /
 * "ALRAHMAN", "Abdulaziz" / "ABD AL-AZIZ", "Kim Jong Un" / "Kim Jongun", "Nasr Allah" /
 * "NASRALLAH". The run together is compared like any word (same text, a romanization of it, or
 * a slip within the edit budget of its length).
 */
function addCompounds(q: QueryName, n: AnalyzedName, pairs: Pairing[], qPaired: Uint8Array, nPaired: Uint8Array): void {
  // A word joined or split differently is left without a partner of its own (or a slip at best): only such words are compared
  // with runs, and only runs of such words (particles aside: "al" may pair elsewhere).
  if (nPaired.includes(0)) {
    for (const run of runsOf(q)) {
      if (!unpaired(q.tokens, qPaired, run)) continue;
      const memo = (run.memo ??= new Map());
      for (let j = 0; j < n.tokens.length; j++) {
        const nt = n.tokens[j]!;
        if (nPaired[j] === 1 || nt.kind === 'legal' || !close(run, nt)) continue;
        let sim = memo.get(nt.text);
        if (sim === undefined) memo.set(nt.text, (sim = tokenSimilarity(runToken(run), nt, false)));
        if (sim !== 0) pairs.push({ sim: Math.abs(sim), slip: sim < 0, q0: run.from, q1: run.to, n0: j, n1: j });
      }
    }
  }
  if (qPaired.includes(0)) {
    for (const run of runsOf(n)) {
      if (!unpaired(n.tokens, nPaired, run)) continue;
      for (let i = 0; i < q.tokens.length; i++) {
        const qt = q.tokens[i]!;
        if (qPaired[i] === 1 || qt.kind === 'legal' || !close(run, qt)) continue;
        const memo = q.memo[i]!;
        let sim = memo.get(run.key);
        if (sim === undefined) memo.set(run.key, (sim = tokenSimilarity(qt, runToken(run), false)));
        if (sim !== 0) pairs.push({ sim: Math.abs(sim), slip: sim < 0, q0: i, q1: i, n0: run.from, n1: run.to });
      }
    }
  }
}

/**
 * A run one of whose words has no partner spelt the same (particles aside): "Abdul ali" against "ABDULALI" although "ali"
 * has its own partner in "ALI-ASGARI" — the pairing then takes the runs, which cover more words.
 */
function unpaired(tokens: readonly Token[], paired: Uint8Array, run: Run): boolean {
  let particles = true;
  for (let k = run.from; k <= run.to; k++) {
    if (tokens[k]!.kind === 'particle') continue;
    if (paired[k] === 0) return true;
    particles = false;
  }
  return particles;
}

/** Two or three adjacent words of a name run together, worked out once per name. */
interface Run {
  from: number;
  to: number;
  text: string;
  /** As a word: made only when a run is close enough to be compared (most never are; see `close`). */
  token?: Token;
  /** Its memo key beside single words' ("+" and the text). */
  key: string;
  memo?: Map<string, number>;
}
const runToken = (run: Run): Token => (run.token ??= wordToken(run.text));
const RUNS = new WeakMap<AnalyzedName, Run[]>();
function runsOf(name: AnalyzedName): Run[] {
  let runs = RUNS.get(name);
  if (!runs) {
    runs = [];
    const { tokens } = name;
    for (let from = 0; from < tokens.length; from++) {
      let text = tokens[from]!.text;
      for (let to = from + 1; to < Math.min(tokens.length, from + 3) && joinable(tokens, from, to); to++) {
        text += tokens[to]!.text;
        runs.push({ from, to, text, key: `+${text}` });
      }
    }
    RUNS.set(name, runs);
  }
  return runs;
}

/** Legal forms are never part of a word run together ("CO" + "LTD"). */
function joinable(tokens: readonly Token[], from: number, to: number): boolean {
  return tokens[from]!.kind !== 'legal' && tokens[to]!.kind !== 'legal';
}

/** A run and a word that may be one: lengths a slip or a vowel apart, and the same first sound. */
function close(run: Run, b: Token): boolean {
  const [x, y] = [run.text, b.text];
  if (x.length < 3 || y.length < 3 || Math.abs(x.length - y.length) > 2) return false;
  return x[0] === y[0] || runToken(run).frame.key[0] === b.frame.key[0];
}

/** A query name with what one search reuses across candidates: whether each word is a listed word, and word similarities. */
export interface QueryName extends AnalyzedName {
  known: boolean[];
  memo: Map<string, number>[];
}
