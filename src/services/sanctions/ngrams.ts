/**
 * Character trigrams of a name run together (no spaces, hyphens or commas): the candidate key for a name whose words
 * are joined or split in places the word keys do not try — the whole name as one word ("USAMABINLADEN", as payment
 * messages write it), or two boundaries moved at once ("Abubakr Albaghdadi" against "ABU BAKR AL-BAGHDADI"). It only
 * finds candidates; scoring decides (scoring.ts), so a name this reaches is not a hit.
 */

/** Three UTF-16 units in one number (48 bits, exact in a double): no string per trigram. */
function gramCodes(text: string): number[] {
  const codes = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++) codes.add(text.charCodeAt(i) * 2 ** 32 + text.charCodeAt(i + 1) * 2 ** 16 + text.charCodeAt(i + 2));
  return [...codes];
}

export class GramIndex {
  /** A trigram → its dense id. */
  private readonly ids = new Map<number, number>();
  /** Per trigram id, the names that have it. */
  private readonly postings: Int32Array[];
  /** Per name, its trigram ids: `grams[offsets[i]..offsets[i + 1]]`. */
  private readonly offsets: Int32Array;
  private readonly grams: Int32Array;
  /** Scratch for one lookup: which names were already reached, which trigrams the query has. */
  private readonly stamps: Int32Array;
  private readonly inQuery: Uint8Array;
  private stamp = 0;

  /** Query words already asked about in `runTogether`. */
  private readonly runs = new Map<string, boolean>();

  /** `texts[i]` is name i run together; `vocabulary` the listed words. */
  constructor(
    texts: readonly string[],
    private readonly vocabulary: ReadonlySet<string>,
  ) {
    const lists: number[][] = [];
    const offsets = new Int32Array(texts.length + 1);
    const flat: number[] = [];
    texts.forEach((text, idx) => {
      for (const code of gramCodes(text)) {
        let id = this.ids.get(code);
        if (id === undefined) {
          id = lists.length;
          this.ids.set(code, id);
          lists.push([]);
        }
        lists[id]!.push(idx);
        flat.push(id);
      }
      offsets[idx + 1] = flat.length;
    });
    this.postings = lists.map((l) => Int32Array.from(l));
    this.offsets = offsets;
    this.grams = Int32Array.from(flat);
    this.stamps = new Int32Array(texts.length);
    this.inQuery = new Uint8Array(lists.length);
  }

  /** Postings and per-name trigrams held, in bytes (what the n-gram keys add to the index). */
  get bytes(): number {
    return (
      this.postings.reduce((n, p) => n + p.byteLength, 0) + this.grams.byteLength + this.offsets.byteLength + this.stamps.byteLength + this.inQuery.byteLength
    );
  }

  /**
   * Whether a word that is not itself listed is two or more listed words of two letters or more run together
   * ("walimohammad", "abubakralbaghdadi", "koryocreditdevelopmentbank"): only then are the trigrams searched, so an
   * ordinary name ("Kowalski", "Thompson") does not pay for them. Cached: names repeat their words.
   */
  runTogether(word: string): boolean {
    let answer = this.runs.get(word);
    if (answer === undefined) {
      // ok[i]: the first i letters are listed words run together.
      const ok = new Uint8Array(word.length + 1);
      ok[0] = 1;
      for (let i = 2; i <= word.length; i++) {
        for (let j = i - 2; j >= 0; j--) {
          if (ok[j] === 1 && this.vocabulary.has(word.slice(j, i))) {
            ok[i] = 1;
            break;
          }
        }
      }
      answer = ok[word.length] === 1;
      if (this.runs.size >= 200_000) this.runs.clear();
      this.runs.set(word, answer);
    }
    return answer;
  }

  /**
   * The names whose run-together text shares trigrams with `text` at a Dice coefficient of at least `minDice`, most alike
   * first, at most `limit` of them. Only the rarest trigrams are walked (prefix filtering): a name that has none of the
   * `known - needed + 1` rarest cannot share `needed` of them, so the long lists of common trigrams ("moh", "ali") are
   * never read; each name reached is then checked against all the query's trigrams.
   */
  near(text: string, minDice: number, limit: number): number[] {
    const codes = gramCodes(text);
    const m = codes.length;
    if (m < 3) return [];
    // Dice 2c/(m+n) ≥ d with c ≤ n needs c ≥ d·m/(2−d).
    const needed = Math.ceil((minDice * m) / (2 - minDice) - 1e-9);
    const known: number[] = [];
    for (const code of codes) {
      const id = this.ids.get(code);
      if (id !== undefined) known.push(id);
    }
    if (known.length < needed) return [];
    known.sort((a, b) => this.postings[a]!.length - this.postings[b]!.length);
    for (const id of known) this.inQuery[id] = 1;
    if (++this.stamp > 2 ** 30) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const found: { idx: number; dice: number }[] = [];
    for (let k = 0; k <= known.length - needed; k++) {
      const list = this.postings[known[k]!]!;
      for (let p = 0; p < list.length; p++) {
        const idx = list[p]!;
        if (this.stamps[idx] === stamp) continue;
        this.stamps[idx] = stamp;
        const from = this.offsets[idx]!;
        const to = this.offsets[idx + 1]!;
        let shared = 0;
        for (let g = from; g < to; g++) shared += this.inQuery[this.grams[g]!]!;
        const dice = (2 * shared) / (m + to - from);
        if (dice >= minDice) found.push({ idx, dice });
      }
    }
    for (const id of known) this.inQuery[id] = 0;
    found.sort((a, b) => b.dice - a.dice || a.idx - b.idx);
    return found.slice(0, limit).map((f) => f.idx);
  }
}
