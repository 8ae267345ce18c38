/**
 * The harder spelling variants of the quality set: a listed word written in another romanization
 * (by script family: Arabic and Persian with Turkish and French spellings, Cyrillic, Korean and
 * Chinese), and word boundaries that move (a hyphen or space removed, a particle or compound split
 * off). Tables of real romanizations first, then the sound rules of the script family. Kept apart
 * from the matcher's own tables (src/services/sanctions/name-words.ts): these are written from
 * the romanization systems, not from what the matcher knows.
 */

import { GENERIC, LEGAL_FORMS } from '../../../src/services/sanctions/company-words.ts';
import { COUNTRIES, type Culture, RULES, TABLES } from './romanizations.ts';
import { letterRuns as runsOf, type Run, replaceRun } from './variants.ts';

/** A name's words with their inner apostrophes, as the matcher reads them. */
const letterRuns = (name: string) => runsOf(name, true);

export type { Culture };

const WORD_TO_GROUP = new Map<Culture, Map<string, string[]>>(
  (Object.keys(TABLES) as Culture[]).map((c) => [c, new Map(TABLES[c].flatMap((g) => g.map((w) => [w, g] as const)))]),
);

/**
 * Whether a listed entry's names belong to a script family: by its countries, or, for an entry
 * without any, by a word of the family's table ("Elena" of a Colombian company is Spanish).
 */
export function cultureOf(name: string, countries: readonly string[] | undefined, culture: Culture): boolean {
  if (countries && countries.length > 0) return countries.some((c) => COUNTRIES[culture].has(c));
  const group = WORD_TO_GROUP.get(culture)!;
  return letterRuns(name).some((r) => r.text.length >= 3 && group.has(r.text.toLowerCase()));
}

/** Words that say what kind of organisation, not which one: never respelt or joined (people do not write "COMPANII"). */
export const kindWord = (w: string) => LEGAL_FORMS.has(w.toLowerCase()) || GENERIC.has(w.toLowerCase());

/**
 * One word of the name written in another romanization of its script family: a table word becomes
 * another spelling of the same name; otherwise one or two sound rules change one word of at least
 * four letters. Null when nothing applies.
 */
export function respelt(name: string, culture: Culture, rand: () => number, person: boolean): string | null {
  const runs = letterRuns(name);
  const group = WORD_TO_GROUP.get(culture)!;
  const inTable = runs.filter((r) => group.has(r.text.toLowerCase()));
  if (inTable.length > 0 && rand() < 0.6) {
    const run = inTable[Math.floor(rand() * inTable.length)]!;
    const others = group.get(run.text.toLowerCase())!.filter((w) => w !== run.text.toLowerCase());
    return replaceRun(name, run, others[Math.floor(rand() * others.length)]!);
  }
  // Ye- for e- is a Russian word's, not an English one's in a Russian company's name ("EVIL CORP").
  const rules = person ? RULES[culture] : RULES[culture].filter(([re]) => re.source !== '^e');
  // An organisation's name is respelt only in its Arabic words (after al-, el-) and its Russian ones; Chinese and Korean
  // companies' names keep their English words ("RICH EARTH" is no romanization).
  const respeltable = (i: number) => person || culture === 'cyrillic' || (culture === 'arabic' && i > 0 && /^(al|el)$/i.test(runs[i - 1]!.text));
  const words = runs.filter(
    (r, i) =>
      r.text.length >= (culture === 'east_asian' ? 2 : 4) &&
      /[aeiouy]/i.test(r.text) &&
      !kindWord(r.text) &&
      respeltable(i) &&
      rules.some(([re]) => re.test(r.text.toLowerCase())),
  );
  if (words.length === 0) return null;
  const run = words[Math.floor(rand() * words.length)]!;
  const listed = run.text.toLowerCase();
  // One or two different rules, each where it matches the word as the list spells it; a second that would rewrite what
  // the first wrote is left out.
  const applicable = rules.filter(([re]) => re.test(listed));
  const chosen = applicable.splice(Math.floor(rand() * applicable.length), 1);
  if (applicable.length > 0 && rand() < 0.5) chosen.push(applicable[Math.floor(rand() * applicable.length)]!);
  const spans = chosen.map(([re, replacement]) => {
    const m = re.exec(listed)!;
    const replaced = listed.replace(re, replacement);
    return { at: m.index, end: m.index + m[0].length, text: replaced.slice(m.index, replaced.length - (listed.length - m.index - m[0].length)) };
  });
  if (spans.length === 2 && spans[0]!.at < spans[1]!.end && spans[1]!.at < spans[0]!.end) spans.pop();
  let word = listed;
  for (const span of spans.sort((a, b) => b.at - a.at)) word = word.slice(0, span.at) + span.text + word.slice(span.end);
  return word === listed || word.length < 2 ? null : replaceRun(name, run, word);
}

/** Particles and name openers that lists and people write apart, hyphenated or joined to the next word. */
export const PARTICLES =
  /^(al|el|ul|ud|ad|ar|as|at|az|an|bin|ibn|bint|ben|ould|abu|abou|abd|abdul|abdel|abdal|abdur|abdor|van|von|de|der|da|di|du|del|della|la|le|mac|mc|o)$/i;
/** The particles of the second list (European, Maghreb and Sahel, South Asian names), apart: their own kind. */
const MORE_PARTICLES = /^(ud|van|de|der|bint|ben|ould)$/i;

/**
 * Two words of the name run together, as people type them: a particle and its word first
 * (`Al-Rahman` → `Alrahman`, `Bin Laden` → `Binladen`, `Abdul Aziz` → `Abdulaziz`), else two
 * hyphenated parts (`Jong-Un` → `Jongun`), else two adjacent words of a name of three or more.
 */
export function joined(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const boundaries: { at: number; kind: 'particle' | 'hyphen' | 'space' }[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const gap = name.slice(runs[i]!.at + runs[i]!.text.length, runs[i + 1]!.at);
    if (!/^[\s-]$/.test(gap)) continue;
    if (PARTICLES.test(runs[i]!.text) && runs[i + 1]!.text.length >= 3) boundaries.push({ at: i, kind: 'particle' });
    else if (gap === '-' && runs[i]!.text.length >= 2) boundaries.push({ at: i, kind: 'hyphen' });
    else if (runs.length >= 3 && runs[i]!.text.length >= 3 && runs[i + 1]!.text.length >= 3 && !kindWord(runs[i]!.text) && !kindWord(runs[i + 1]!.text))
      boundaries.push({ at: i, kind: 'space' });
  }
  if (boundaries.length === 0) return null;
  const preferred = boundaries.filter((b) => b.kind !== 'space');
  const pool = preferred.length > 0 ? preferred : boundaries;
  const { at } = pool[Math.floor(rand() * pool.length)]!;
  const [a, b] = [runs[at]!, runs[at + 1]!];
  // The joined word takes the first word's case ("AL-RAHMAN" → "ALRAHMAN", "Jong-Un" → "Jongun").
  const joinedWord = a.text === a.text.toUpperCase() ? (a.text + b.text).toUpperCase() : a.text + b.text.toLowerCase();
  return name.slice(0, a.at) + joinedWord + name.slice(b.at + b.text.length);
}

/** Two words joined where the first is one of `MORE_PARTICLES`: `Ould Mohamed` → `Ouldmohamed`, `De Souza` → `Desouza`. */
export function joinedParticle(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const at: number[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const gap = name.slice(runs[i]!.at + runs[i]!.text.length, runs[i + 1]!.at);
    if (/^[\s-]$/.test(gap) && MORE_PARTICLES.test(runs[i]!.text) && runs[i + 1]!.text.length >= 3 && !kindWord(runs[i + 1]!.text)) at.push(i);
  }
  return at.length === 0 ? null : joinRuns(name, runs, at[Math.floor(rand() * at.length)]!, 2);
}

/**
 * Three words run together where a particle opens or links them, as people type them: `Abd al-Rahman` → `Abdalrahman`,
 * `Salah ud Din` → `Salahuddin`, `Van der Berg` → `Vanderberg`, `Ould Abd Allah` → `Ouldabdallah`.
 */
export function joinedThree(name: string, rand: () => number): string | null {
  const runs = letterRuns(name);
  const at: number[] = [];
  for (let i = 0; i + 2 < runs.length; i++) {
    const gaps = [0, 1].map((k) => name.slice(runs[i + k]!.at + runs[i + k]!.text.length, runs[i + k + 1]!.at));
    if (!gaps.every((g) => /^[\s-]$/.test(g))) continue;
    const [a, b, c] = [runs[i]!.text, runs[i + 1]!.text, runs[i + 2]!.text];
    if ((PARTICLES.test(a) || PARTICLES.test(b)) && !PARTICLES.test(c) && c.length >= 3 && ![a, b, c].some(kindWord)) at.push(i);
  }
  return at.length === 0 ? null : joinRuns(name, runs, at[Math.floor(rand() * at.length)]!, 3);
}

/** `count` letter runs from `from` written as one word, in the first one's case. */
function joinRuns(name: string, runs: readonly Run[], from: number, count: number): string {
  const parts = runs.slice(from, from + count);
  const first = parts[0]!.text;
  const text = parts.map((r) => r.text).join('');
  const word = first === first.toUpperCase() ? text.toUpperCase() : first + text.slice(first.length).toLowerCase();
  const last = parts.at(-1)!;
  return name.slice(0, parts[0]!.at) + word + name.slice(last.at + last.text.length);
}

/** Word starts and ends written apart as often as together: `Abdulaziz`/`Abdul Aziz`, `Nasrallah`/`Nasr Allah`. */
const SPLIT_PREFIXES = ['abdul', 'abdel', 'abdur', 'abd', 'abu', 'abou', 'bin', 'ibn', 'al', 'el', 'ul'];
const SPLIT_SUFFIXES = ['allah', 'ullah', 'ollah', 'ullahi', 'eddine', 'uddin', 'addin', 'eddin', 'zadeh', 'zada'];
/** Name stems that follow a particle in Arabic names ("Abd al-Rahman", "Abu Bakr"). */
const STEMS =
  /^(rahman|rahim|aziz|karim|qadir|kader|kadir|malik|majid|hamid|latif|wahab|salam|razak|razzaq|hakim|ghani|halim|jalil|jabbar|qayyum|bari|basit|hadi|hafiz|nasir|nasser|rashid|rauf|sattar|wahid|ilah|allah|bakar|bakr|baker|hafs|hamza|hassan|hasan|hussein|husayn|talha|ubaida|zubair|zubayr|yusuf|musab|omar|umar|ali|laden|ladin|shibh|qaida|qaeda|haramain|haramayn|haramein)$/;

/**
 * One word of the name split where a particle or a compound's part joins it, as lists and people
 * write it apart: `Abdulaziz` → `Abdul Aziz`, `Abubakar` → `Abu Bakar`, `Alharamain` → `Al
 * Haramain`, `Nasrallah` → `Nasr Allah`, `Salahuddin` → `Salah Uddin`. A split must leave two
 * name words ("Alberto" is not "Al Berto"): the part after a particle is a known stem, or (after
 * abd-, abu, bin, ibn, or al- in an Arabic person's name) five letters or more opening with a consonant.
 */
export function split(name: string, rand: () => number, arabicPerson: boolean): string | null {
  const options = splitOptions(name, arabicPerson);
  if (options.length === 0) return null;
  const { run, lower } = options[Math.floor(rand() * options.length)]!;
  return replaceRun(name, run, lower);
}

/** Every way `split` may split one word of the name: the word and how it is written split, in lower case. */
export function splitOptions(name: string, arabicPerson: boolean): { run: Run; lower: string }[] {
  const options: { run: Run; lower: string }[] = [];
  for (const run of letterRuns(name)) {
    const w = run.text.toLowerCase();
    for (const p of SPLIT_PREFIXES) {
      const rest = w.slice(p.length);
      if (!w.startsWith(p) || rest.length < 3) continue;
      const open = /^(abd|abu|abou|bin|ibn)/.test(p) || (arabicPerson && /^(al|el|ul)$/.test(p));
      if (STEMS.test(rest) || (open && rest.length >= 5 && /^[^aeiouy]/.test(rest))) options.push({ run, lower: `${p} ${rest}` });
    }
    for (const s of SPLIT_SUFFIXES) if (w.endsWith(s) && w.length - s.length >= 3) options.push({ run, lower: `${w.slice(0, -s.length)} ${s}` });
  }
  return options;
}
