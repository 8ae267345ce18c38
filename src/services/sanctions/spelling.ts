import { ROMANIZATIONS } from './name-words.ts';

/**
 * A word as its sounds, the same across the romanizations of one name: its consonants by class
 * (voiced and voiceless alike: Ahmad/Ahmet, Gaddafi/Kaddafi; the affricates ch, j, zh, sh, dj as
 * one: Jong/Chong, Zhang/Chang; kh, ph, gh, dh, th as h, f, g, d, t; doubles once) and, between
 * them, its vowels by class: A, I (i, and y between consonants), U (o, u, ou, oo, and w after a
 * vowel or consonant), and E, which writes a short a or i (Ahmed/Ahmad, Selim/Salim, Hamed/Hamid) in
 * Arabic, Persian and Turkish words (a Chinese or Korean syllable's e is its own: Cheng/Chang, Lei/Lai).
 * The key (a mark if the word opens with a vowel, then the consonants) finds candidates; `slots`
 * (one vowel string per gap: before, between, after the consonants) decides `sameSounds`.
 */
export interface Frame {
  key: string;
  slots: readonly string[];
  /** Its blocking keys (`soundKeys`), worked out once with the frame. */
  keys: readonly string[];
}

const VOWEL: Record<string, string> = { a: 'A', e: 'E', i: 'I', o: 'U', u: 'U' };
const CONSONANT_CLASS: Record<string, string> = { b: 'p', d: 't', g: 'k', v: 'f', z: 's' };

export function frame(word: string): Frame {
  const s = word
    // Russian ye- is e- (Yelena/Elena, Yevgeny/Evgeny; not Yehia); Korean ry- is y- (Ryong/Yong, Ryu/Yu); French ou- before
    // a vowel is w- (Oualid/Walid).
    .replace(/^y(?=e[^aeiouh])/, '')
    .replace(/^r(?=y)/, '')
    .replace(/^ou(?=[aei])/, 'w')
    // Long vowels written double are one vowel (Kareem is Karim, not Karam); Korean eo and eu are o and u.
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/eo/g, 'o')
    .replace(/eu/g, 'u')
    // Pinyin x and q before i or u are Wade-Giles hs and ch (Xi/Hsi, Qing/Ching).
    .replace(/^(x|hs)(?=[iu])/, 's')
    .replace(/^q(?=i)/, 'j')
    .replace(/x/g, 'ks')
    .replace(/(dzh|dj|tsch|tch|sch|sh|ch|zh)/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/kh/g, 'h')
    .replace(/gh/g, 'g')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/ck/g, 'k')
    // Spanish and French qu before e or i is k: Joaquin/Joakin, Enrique.
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    // French spelling's final e after a consonant is not heard (Hassane/Hasan, Dine/Din), nor a final h after a vowel
    // (Abdallah/Abdalla, Hamzeh/Hamza).
    .replace(/(?<=[a-z]{2}[^aeiouy])e$/, '')
    .replace(/([aeiouyw])h$/, '$1');
  let key = '';
  const slots: string[] = [];
  let gap = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    const next = s[i + 1];
    // y and w open a word as consonants (Yang, Wang) and are vowels elsewhere (Husayn, Kwang, Awad).
    const glide = (ch === 'y' || ch === 'w') && i === 0 && next !== undefined && VOWEL[next] !== undefined;
    const vowel = VOWEL[ch] ?? (glide ? undefined : ch === 'y' ? 'I' : ch === 'w' ? 'U' : undefined);
    if (vowel !== undefined) {
      if (!gap.endsWith(vowel)) gap += vowel;
      continue;
    }
    const c = CONSONANT_CLASS[ch] ?? ch;
    if (gap === '' && key.endsWith(c)) continue;
    if (key === '' && gap !== '') key = 'a';
    slots.push(gap);
    key += c;
    gap = '';
  }
  slots.push(gap);
  // A Chinese or Korean syllable (one vowel, open or closed by ng) keeps its e: Cheng is not Chang, Lei not Lai. E for a
  // or i is Arabic, Persian and Turkish spelling's short vowel (Qaid/Kaed, Khadr/Khedr).
  const syllable = slots.filter(Boolean).length === 1 && (gap !== '' || s.endsWith('ng'));
  const vowels = syllable ? slots.map((v) => v.replace(/E/g, 'e')) : slots;
  return { key, slots: vowels, keys: soundKeys(key, vowels) };
}

/** A gap's vowels with each E read as A and as I, a class written twice once: "EI" reads "AI" or "I". */
function readings(vowels: string): string[] {
  if (!vowels.includes('E')) return [vowels];
  let out = [''];
  for (const v of vowels) out = out.flatMap((r) => (v === 'E' ? ['A', 'I'] : [v]).map((c) => (r.endsWith(c) ? r : r + c)));
  return out;
}

/** Two gaps' vowels alike: the same classes in order once E is read as A or I (Suleiman/Soliman, Nayef/Nayif). */
function sameVowels(x: string, y: string): boolean {
  const ys = readings(y);
  return readings(x).some((r) => ys.includes(r));
}

/**
 * Whether two words are one name in two romanizations: the same consonant frame and alike vowels
 * in every gap (Mohammed/Muhammad, Hussein/Husayn/Hossein, Selim/Salim, Chol/Cheol, Osama/Usama);
 * one gap inside the word may have a vowel on one side only (Bakr/Bakar, Aleksandr/Alexander).
 * Karim/Karam, Hasan/Husayn, Mahmud/Muhammad and Liu/Lui share consonants, not vowels: other names.
 */
export function sameSounds(a: Frame, b: Frame): boolean {
  if (a.key !== b.key || a.slots.length !== b.slots.length) return false;
  let inserted = 0;
  for (let i = 0; i < a.slots.length; i++) {
    const x = a.slots[i]!;
    const y = b.slots[i]!;
    if (x === y || sameVowels(x, y)) continue;
    const inside = i > 0 && i < a.slots.length - 1;
    if (!inside || x.length + y.length !== 1 || ++inserted > 1) return false;
  }
  return true;
}

/** Where two frames of the same consonants differ, a diphthong or long vowel is on one side (Qaeda/Qaida, not Cemex/Cimex). */
export function longVowelsDiffer(a: Frame, b: Frame): boolean {
  return a.slots.every((x, i) => x === b.slots[i] || Math.max(x.length, b.slots[i]!.length) >= 2);
}

/** Whether two frames are the very same sounds, vowel for vowel. */
export function identical(a: Frame, b: Frame): boolean {
  return a.key === b.key && a.slots.length === b.slots.length && a.slots.every((s, i) => s === b.slots[i]);
}

/**
 * Blocking keys that any two words `sameSounds` accepts share: the consonants, and per gap whether
 * its vowels are o/u or a/e/i (E being either) — once as written, and once more with each
 * one-vowel gap inside the word left empty (Zawahiri/Zawahry, Bakar/Bakr).
 */
function soundKeys(key: string, slots: readonly string[]): string[] {
  const gaps = slots.map((gap) => gap.replace(/[AEIe]+/g, 'V'));
  const keys = [`${key}|${gaps.join('.')}`];
  for (let i = 1; i < gaps.length - 1; i++) {
    if (gaps[i]!.length === 1) keys.push(`${key}|${gaps.slice(0, i).join('.')}..${gaps.slice(i + 1).join('.')}`);
  }
  return keys;
}

const GROUP_OF = new Map<string, string>(ROMANIZATIONS.flatMap((group) => group.map((w) => [w, group[0]!] as const)));
/** The groups' words by sound frame, for a word spelt like one of them ("Alexey" sounds like "Aleksei", of Oleksiy's group). */
const GROUP_BY_FRAME = groupsByFrame();
function groupsByFrame(): Map<string, { frame: Frame; group: string }[]> {
  const byFrame = new Map<string, { frame: Frame; group: string }[]>();
  for (const group of ROMANIZATIONS) {
    for (const w of group) {
      const f = frame(w);
      if (f.key.length < 3) continue;
      const list = byFrame.get(f.key) ?? [];
      list.push({ frame: f, group: group[0]! });
      byFrame.set(f.key, list);
    }
  }
  return byFrame;
}

/** The romanization group of a word whose spellings differ by more than their vowels (Ri/Lee/Yi, Sergei/Serhiy), or ''. */
export function romanizationGroup(word: string, sounds: Frame): string {
  return GROUP_OF.get(word) ?? GROUP_BY_FRAME.get(sounds.key)?.find((g) => sameSounds(g.frame, sounds))?.group ?? '';
}
