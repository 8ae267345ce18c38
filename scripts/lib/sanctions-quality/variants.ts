/** The ways a listed name is changed into a positive query of the quality set: one function per category. */
import type { EntryType } from '../../../src/services/sanctions/matcher.ts';

/** `LAST, First Middle` → {surname: 'LAST', given: ['First', 'Middle']}; null without exactly one comma. */
export function commaParts(name: string): { surname: string; given: string[] } | null {
  const parts = name.split(',');
  if (parts.length !== 2) return null;
  const surname = parts[0]!.trim();
  const given = parts[1]!.trim().split(/\s+/).filter(Boolean);
  return surname && given.length > 0 ? { surname, given } : null;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ', c: 'ç' };

export function caseAndAccents(name: string, rand: () => number): string | null {
  const stripped = name.normalize('NFKD').replace(/\p{M}+/gu, '');
  const tokens = words(stripped.replace(/,/g, ' , ')).map((t) => (t === ',' ? t : title(t)));
  if (stripped !== name) return tokens.join(' ').replace(/ , /g, ', '); // had accents: drop them and change the case
  const letters = tokens.map((t, i) => [i, t] as const).filter(([, t]) => /[aeioun c]/i.test(t) && t.length >= 3);
  if (letters.length === 0) return null;
  const [i, t] = letters[Math.floor(rand() * letters.length)]!;
  const at = [...t].findIndex((c, k) => k > 0 && ACCENTED[c.toLowerCase()]);
  if (at < 0) return null;
  tokens[i] = t.slice(0, at) + ACCENTED[t[at]!.toLowerCase()]! + t.slice(at + 1);
  return tokens.join(' ').replace(/ , /g, ', ');
}

export function reordered(name: string, type: EntryType): string | null {
  if (type !== 'individual') return null;
  const parts = commaParts(name);
  // Surname first without the comma ("GUZMAN LOERA Joaquin"), as forms and Asian name order write it.
  if (parts) return `${parts.surname} ${parts.given.join(' ')}`;
  const tokens = words(name);
  return tokens.length >= 2 ? [...tokens].reverse().join(' ') : null;
}

export function typo(name: string, rand: () => number): string | null {
  let run: { text: string; at: number } | undefined;
  for (const r of letterRuns(name)) if (r.text.length >= 5 && (!run || r.text.length > run.text.length)) run = r;
  if (!run) return null;
  const w = run.text;
  const i = 1 + Math.floor(rand() * (w.length - 2));
  const kind = Math.floor(rand() * 4);
  const letter = 'aeioulnrst'[Math.floor(rand() * 10)]!;
  const changed =
    kind === 0
      ? w.slice(0, i) + w.slice(i + 1) // deletion
      : kind === 1
        ? w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2) // transposition
        : kind === 2
          ? w.slice(0, i) + letter + w.slice(i + 1) // substitution
          : w.slice(0, i) + letter + w.slice(i); // insertion
  if (changed.toLowerCase() === w.toLowerCase()) return null;
  return name.slice(0, run.at) + (w === w.toUpperCase() ? changed.toUpperCase() : changed) + name.slice(run.at + w.length);
}

/**
 * Spellings of one name in different romanizations (Arabic, Persian, Russian, Chinese…): whole-word
 * variants first, then spelling rules. Each query changes one word by the first rule that applies.
 */
const WORD_VARIANTS: string[][] = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad'],
  ['usama', 'osama', 'ousama'],
  ['yusuf', 'youssef', 'yousef', 'yusef'],
  ['husayn', 'hussein', 'hussain', 'husain', 'hossein'],
  ['hasan', 'hassan'],
  ['abdul', 'abdel', 'abdoul'],
  ['ahmad', 'ahmed'],
  ['mahmud', 'mahmoud'],
  ['mustafa', 'moustafa', 'mostafa'],
  ['umar', 'omar'],
  ['uthman', 'othman', 'osman'],
  ['khalid', 'khaled'],
  ['said', 'saeed', 'saied'],
  ['abu', 'abou'],
  ['qasim', 'qassem', 'kassem', 'kasim'],
  ['jafar', 'jaafar', 'djafar'],
  ['sergei', 'sergey'],
  ['aleksandr', 'alexander', 'aleksander'],
  ['aleksei', 'alexei', 'aleksey', 'alexey'],
  ['yuri', 'yury', 'iouri'],
  ['dmitri', 'dmitry', 'dmitriy'],
  ['nikolai', 'nikolay'],
  ['andrei', 'andrey'],
  ['yevgeny', 'evgeny', 'evgeniy'],
  ['vladimir', 'wladimir'],
];
const SPELLING_RULES: [RegExp, string][] = [
  [/ou/, 'u'],
  [/kh/, 'h'],
  [/sh/, 'ch'],
  [/ph/, 'f'],
  [/dj/, 'j'],
  [/zh/, 'j'],
  [/q/, 'k'],
  [/ee/, 'i'],
  [/iy$/, 'y'],
  [/ov$/, 'off'],
  [/ev$/, 'yev'],
  [/([^aeiou])y([^aeiou])/, '$1i$2'],
  [/([aeiou])\1/, '$1'],
];

export interface Run {
  text: string;
  at: number;
}

/**
 * The letter runs of a name ("AL-QASIR, Nazar" → AL, QASIR, Nazar) with where each stands; with
 * `apostrophes`, a word keeps its inner apostrophes ("SA'ID", "Ch'oe"), as the matcher reads it.
 */
export function letterRuns(name: string, apostrophes = false): Run[] {
  return [...name.matchAll(apostrophes ? /\p{L}+(?:['’ʼ`]\p{L}+)*/gu : /\p{L}+/gu)].map((m) => ({ text: m[0], at: m.index }));
}

/** The run replaced by a word given in lower case, written in the run's case. */
export function replaceRun(name: string, run: Run, lower: string): string {
  const cased = run.text === run.text.toUpperCase() ? lower.toUpperCase() : run.text === run.text.toLowerCase() ? lower : title(lower);
  return name.slice(0, run.at) + cased + name.slice(run.at + run.text.length);
}

export function transliterated(name: string): string | null {
  const runs = letterRuns(name);
  for (const group of WORD_VARIANTS) {
    const run = runs.find((r) => group.includes(r.text.toLowerCase()));
    if (run) return replaceRun(name, run, group.find((v) => v !== run.text.toLowerCase())!);
  }
  for (const [rule, replacement] of SPELLING_RULES) {
    const run = runs.find((r) => r.text.length >= 4 && rule.test(r.text.toLowerCase()));
    if (run) return replaceRun(name, run, run.text.toLowerCase().replace(rule, replacement));
  }
  return null;
}

/** Words that open a name without being a given name (particles, titles). */
const NOT_A_GIVEN_NAME = /^(bin|ibn|bint|al|el|abd|abu|abdul|dr|mr|haji|mullah|sheikh|shaykh)$/i;

/**
 * `LAST, First Middle…` → `LAST, First` or `First LAST`; `A B C` (no comma) → `A C`. Individuals
 * whose first given name is a real word of three letters or more (not "Abd", "Dr." or one
 * syllable of a Korean given name).
 */
export function droppedMiddle(name: string, type: EntryType, rand: () => number): string | null {
  if (type !== 'individual') return null;
  const parts = commaParts(name);
  if (parts) {
    const given = parts.given.filter((g) => !/^(bin|ibn|bint|al|el)$/i.test(g.replace(/[^\p{L}]/gu, '')));
    const first = given[0]?.replace(/[^\p{L}-]/gu, '');
    if (given.length < 2 || !first || first.length < 3 || NOT_A_GIVEN_NAME.test(first) || /-$/.test(first)) return null;
    return rand() < 0.5 ? `${parts.surname}, ${given[0]}` : `${given[0]} ${parts.surname}`;
  }
  const tokens = words(name).filter((t) => !/^(jr|sr|ii|iii|iv)\.?$/i.test(t));
  if (tokens.length < 3 || tokens[0]!.length < 3 || NOT_A_GIVEN_NAME.test(tokens[0]!)) return null;
  return `${tokens[0]} ${tokens[tokens.length - 1]}`;
}
