import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/services/sanctions/names.ts';
import { GramIndex } from '../src/services/sanctions/ngrams.ts';
import { parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';

/**
 * The trigram candidate keys (ngrams.ts) on real listed names: prefix filtering walks only the rarest trigrams' lists,
 * so it must find exactly the names a walk of every list would — checked here against a brute-force Dice over every name.
 */
const grams = (text: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
};
const dice = (a: Set<string>, b: Set<string>) => (2 * [...a].filter((g) => b.has(g)).length) / (a.size + b.size);

let texts: string[];
let index: GramIndex;

beforeAll(async () => {
  const list = await parseOfacSdn('test/fixtures/sanctions/quality/ofac');
  texts = list.entries.flatMap((e) => [e.name, ...e.aliases]).map((n) => analyze(n, false).joined);
  const words = list.entries.flatMap((e) => [e.name, ...e.aliases]).flatMap((n) => analyze(n, false).tokens.map((t) => t.text));
  index = new GramIndex(texts, new Set(words));
});

describe('trigram candidates', () => {
  it('find exactly the names at or above the Dice floor, most alike first', () => {
    const queries = ['usamabinladen', 'abubakralbaghdadi', 'kimjongun', 'alqaida', 'mohammedhussein', 'johnsmith', 'abdalrahmanalnuaimi', 'xyz'];
    for (const q of queries) {
      const qg = grams(q);
      const expected = texts
        .map((t, idx) => ({ idx, d: dice(qg, grams(t)) }))
        .filter((x) => qg.size >= 3 && x.d >= 0.6)
        .sort((a, b) => b.d - a.d || a.idx - b.idx)
        .map((x) => x.idx);
      expect(index.near(q, 0.6, 10_000), q).toEqual(expected);
      expect(index.near(q, 0.6, 3), q).toEqual(expected.slice(0, 3));
    }
  });

  it('reach a listed name written as one word, or with two boundaries moved', () => {
    const at = (name: string) => texts.indexOf(analyze(name, false).joined);
    for (const [query, listed] of [
      ['ABDALRAHMANALNUAIMI', "AL-NU'AIMI, 'Abd al-Rahman"],
      ['Abdal Rahman Alnuaimi', "AL-NU'AIMI, 'Abd al-Rahman"],
    ] as const) {
      expect(at(listed), listed).toBeGreaterThanOrEqual(0);
      expect(index.near(analyze(query, false).joined, 0.6, 16)).toContain(at(listed));
    }
  });

  it('are searched for a word that is listed words run together, not for an ordinary word', () => {
    expect(index.runTogether('abdalrahmanalnuaimi')).toBe(true);
    expect(index.runTogether('alrahman')).toBe(true);
    expect(index.runTogether('qqqxxxzzz')).toBe(false);
  });

  it('reach nothing for a name of fewer than three trigrams or of trigrams no listed name has', () => {
    expect(index.near('ab', 0.6, 16)).toEqual([]);
    expect(index.near('qqqxxxzzz', 0.6, 16)).toEqual([]);
  });
});
