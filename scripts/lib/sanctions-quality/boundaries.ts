/**
 * Word boundaries moved more than once, or a particle moved or left out: the variants a labelled set made another way
 * would have and the one-change kinds (spellings.ts) do not — the whole name as one word (`JOHNSMITH`, as payment
 * messages write names), two boundaries joined in one name, a join and a split in one name, a particle joined to the word
 * before it (`Abdal Rahman`, `Ziaul Haq`) and a particle left out (`Abu Bakr Baghdadi`).
 */
import { analyze } from '../../../src/services/sanctions/names.ts';
import { kindWord, PARTICLES, splitOptions } from './spellings.ts';
import { commaParts, letterRuns as runsOf, type Run } from './variants.ts';

const letterRuns = (name: string) => runsOf(name, true);
const gapAfter = (name: string, runs: readonly Run[], i: number) => name.slice(runs[i]!.at + runs[i]!.text.length, runs[i + 1]!.at);
const isUpper = (w: string) => w === w.toUpperCase();
/** Words run together in the first one's case: `AL` + `RAHMAN` → `ALRAHMAN`, `Abu` + `Bakr` → `Abubakr`. */
const together = (words: readonly string[]) => (isUpper(words[0]!) ? words.join('').toUpperCase() : words[0]! + words.slice(1).join('').toLowerCase());
/** The name with runs `from..to` replaced by `text`. */
const replaceSpan = (name: string, runs: readonly Run[], from: number, to: number, text: string) =>
  name.slice(0, runs[from]!.at) + text + name.slice(runs[to]!.at + runs[to]!.text.length);

/** Boundaries after run i that people may leave out: a space or hyphen between two words of two letters or more, neither a kind word. */
function joinable(name: string, runs: readonly Run[]): { at: number; preferred: boolean }[] {
  const out: { at: number; preferred: boolean }[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const [a, b] = [runs[i]!.text, runs[i + 1]!.text];
    const gap = gapAfter(name, runs, i);
    if (!/^[\s-]$/.test(gap) || a.length < 2 || b.length < 2 || kindWord(a) || kindWord(b)) continue;
    out.push({ at: i, preferred: gap === '-' || PARTICLES.test(a) });
  }
  return out;
}

/**
 * Two boundaries of one name left out, not next to each other (that is a run of three, `joined_three`): `Abu Bakr
 * al-Baghdadi` → `Abubakr Albaghdadi`. Pairs of particle or hyphen boundaries first.
 */
export function joinedTwice(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const at = joinable(name, runs);
  const pairs: [number, number, number][] = [];
  for (const x of at) for (const y of at) if (y.at >= x.at + 2) pairs.push([x.at, y.at, Number(x.preferred) + Number(y.preferred)]);
  if (pairs.length === 0) return null;
  const most = Math.max(...pairs.map((p) => p[2]));
  const pool = pairs.filter((p) => p[2] === most);
  const [i, j] = pool[Math.floor(rand() * pool.length)]!;
  const second = replaceSpan(name, runs, j, j + 1, together([runs[j]!.text, runs[j + 1]!.text]));
  return replaceSpan(second, runs, i, i + 1, together([runs[i]!.text, runs[i + 1]!.text]));
}

/**
 * The whole name as one word, as a payment message may carry it (`USAMABINLADEN`, `KIMJONGUN`): a person's `LAST, First`
 * as `FIRSTLAST` or `LASTFIRST` (half each), a company's legal forms kept apart where they stand (`ACMETRADING LTD`, `OAO
 * STROYTRANSGAZ`; the matcher's tokenizer tells them). Names of two to five words besides legal forms.
 */
export function joinedWhole(name: string, rand: () => number, person: boolean): string | null {
  const parts = person ? commaParts(name) : null;
  const reading = !parts ? name : rand() < 0.5 ? `${parts.given.join(' ')} ${parts.surname}` : `${parts.surname} ${parts.given.join(' ')}`;
  const out: string[] = [];
  let run = '';
  let words = 0;
  for (const t of analyze(reading, false).tokens) {
    if (t.kind !== 'legal') {
      run += t.text;
      words++;
      continue;
    }
    if (run) out.push(run);
    out.push(t.text);
    run = '';
  }
  if (run) out.push(run);
  if (words < 2 || words > 5 || out.join('').length < 8) return null;
  return out.join(' ').toUpperCase();
}

/**
 * A join and a split in one name, in different words: `Abdulaziz Al-Rahman` → `Abdul Aziz Alrahman`. The split as
 * `split` makes it, the join at a boundary that does not touch the split word.
 */
export function joinAndSplit(name: string, rand: () => number, arabicPerson: boolean): string | null {
  const runs = letterRuns(name);
  const options = splitOptions(name, arabicPerson);
  if (options.length === 0) return null;
  const { run, lower } = options[Math.floor(rand() * options.length)]!;
  const r = runs.findIndex((x) => x.at === run.at);
  const at = joinable(name, runs).filter((b) => b.at !== r && b.at + 1 !== r);
  if (r < 0 || at.length === 0) return null;
  const { at: i } = at[Math.floor(rand() * at.length)]!;
  const splitWord = isUpper(run.text) ? lower.toUpperCase() : run.text[0] + lower.slice(1);
  const edits = [
    { from: r, to: r, text: splitWord },
    { from: i, to: i + 1, text: together([runs[i]!.text, runs[i + 1]!.text]) },
  ].sort((a, b) => b.from - a.from);
  return edits.reduce((s, e) => replaceSpan(s, runs, e.from, e.to, e.text), name);
}

/** Particles that link two words and are written joined to the word before as often as to the word after. */
const LINKING = /^(al|el|ul|ud|ad|ed|ar|as|at|az|an|ur|us|uz|der|den|de|del|la)$/i;
/** Particles written with the word before whatever it is: `Salah ud Din` → `Salahud Din`, `Zia ul Haq` → `Ziaul Haq`. */
const TRAILING = /^(ul|ud|ad|ed|ur|us|uz)$/i;

/**
 * A linking particle joined to the word before it instead of standing alone or with the word after it: `Abd al-Rahman` →
 * `Abdal Rahman`, `Van der Berg` → `Vander Berg`, `Salah ud Din` → `Salahud Din`. The word before is itself a particle,
 * or the particle one that people write after the word (`ul`, `ud`, `ad`…).
 */
export function particleMoved(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const at: number[] = [];
  for (let i = 1; i + 1 < runs.length; i++) {
    const [a, b, c] = [runs[i - 1]!.text, runs[i]!.text, runs[i + 1]!.text];
    if (!LINKING.test(b) || c.length < 3 || kindWord(c) || kindWord(a) || LINKING.test(c)) continue;
    if (!/^[\s-]$/.test(gapAfter(name, runs, i - 1)) || !/^[\s-]$/.test(gapAfter(name, runs, i))) continue;
    if (PARTICLES.test(a) || TRAILING.test(b)) at.push(i);
  }
  if (at.length === 0) return null;
  const i = at[Math.floor(rand() * at.length)]!;
  const moved = `${together([runs[i - 1]!.text, runs[i]!.text])} `;
  return name.slice(0, runs[i - 1]!.at) + moved + name.slice(runs[i + 1]!.at);
}

/** Articles people leave out of a name: the Arabic article (as written before any letter) and European ones. */
const ARTICLES = /^(al|el|ad|ar|as|at|az|an|ash|de|del|der|den|da|di|du|la|le|van|von)$/i;

/**
 * One article left out (`Abu Bakr al-Baghdadi` → `Abu Bakr Baghdadi`, `Juan de la Cruz` → `Juan la Cruz` is not made:
 * only an article before a name word). The name keeps two words or more that are not kind words.
 */
export function particleDropped(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const at: number[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const next = runs[i + 1]!.text;
    if (!ARTICLES.test(runs[i]!.text) || next.length < 3 || PARTICLES.test(next) || kindWord(next)) continue;
    if (!/^[\s-]$/.test(gapAfter(name, runs, i))) continue;
    at.push(i);
  }
  const words = runs.filter((r) => !PARTICLES.test(r.text) && !kindWord(r.text));
  if (at.length === 0 || words.length < 2) return null;
  const i = at[Math.floor(rand() * at.length)]!;
  return name.slice(0, runs[i]!.at) + name.slice(runs[i + 1]!.at);
}
