/**
 * Where a JSON text stops being JSON, told by line and column and never by quoting it (issue 33 #5): the runtime's
 * own SyntaxError messages repeat part of the text (`…"assword": Hunter2!}" is not valid JSON`), and the text may
 * hold a password. Called only after JSON.parse refused the text, so its cost does not matter; it scans without
 * recursion, so any nesting depth is fine.
 */

type Expect = 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end' | 'done';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The end of the string starting at `i` (after its closing quote), or the negated offset of its first fault minus one. */
function stringEnd(t: string, i: number): number {
  for (let j = i + 1; j < t.length; j++) {
    const c = t.charCodeAt(j);
    if (c === 0x22) return j + 1;
    if (c < 0x20) return -j - 1;
    if (c === 0x5c) {
      const e = t[j + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(t.slice(j + 2, j + 6))) return -(j + 1) - 1;
        j += 5;
      } else if (e !== undefined && ESCAPES.has(e)) j++;
      else return -(j + 1) - 1;
    }
  }
  return -t.length - 1;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The end of the number starting at `i`, or the negated offset of its first fault minus one. */
function numberEnd(t: string, i: number): number {
  let j = i;
  if (t[j] === '-') j++;
  if (t[j] === '0') j++;
  else if (isDigit(t[j]) && t[j] !== '0') while (isDigit(t[j])) j++;
  else return -j - 1;
  if (t[j] === '.') {
    j++;
    if (!isDigit(t[j])) return -j - 1;
    while (isDigit(t[j])) j++;
  }
  if (t[j] === 'e' || t[j] === 'E') {
    j++;
    if (t[j] === '+' || t[j] === '-') j++;
    if (!isDigit(t[j])) return -j - 1;
    while (isDigit(t[j])) j++;
  }
  return j;
}

/** The end of a scalar value (string, number, true, false, null) at `i`, or the negated offset of its first fault minus one. */
function scalarEnd(t: string, i: number): number {
  const c = t[i]!;
  if (c === '"') return stringEnd(t, i);
  if (c === '-' || isDigit(c)) return numberEnd(t, i);
  for (const word of ['true', 'false', 'null']) {
    if (c !== word[0]) continue;
    for (let k = 1; k < word.length; k++) if (t[i + k] !== word[k]) return -(i + k) - 1;
    return i + word.length;
  }
  return -i - 1;
}

/** The offset of the first character at which `text` stops being JSON (its length when it ends too early), or -1 if it is JSON. */
export function jsonErrorOffset(text: string): number {
  const stack: ('{' | '[')[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const afterValue = (): Expect => (stack.length > 0 ? 'comma-or-end' : 'done');
  for (;;) {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
    if (expect === 'done') return i < text.length ? i : -1;
    if (i >= text.length) return text.length;
    const c = text[i]!;
    switch (expect) {
      case 'value':
      case 'value-or-end':
        if (expect === 'value-or-end' && c === ']') {
          stack.pop();
          i++;
          expect = afterValue();
        } else if (c === '{' || c === '[') {
          stack.push(c);
          i++;
          expect = c === '{' ? 'key-or-end' : 'value-or-end';
        } else {
          const end = scalarEnd(text, i);
          if (end < 0) return -end - 1;
          i = end;
          expect = afterValue();
        }
        break;
      case 'key':
      case 'key-or-end': {
        if (expect === 'key-or-end' && c === '}') {
          stack.pop();
          i++;
          expect = afterValue();
          break;
        }
        if (c !== '"') return i;
        const end = stringEnd(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expect = 'colon';
        break;
      }
      case 'colon':
        if (c !== ':') return i;
        i++;
        expect = 'value';
        break;
      case 'comma-or-end': {
        const open = stack[stack.length - 1];
        if (c === ',') {
          i++;
          expect = open === '{' ? 'key' : 'value';
        } else if ((open === '{' && c === '}') || (open === '[' && c === ']')) {
          stack.pop();
          i++;
          expect = afterValue();
        } else return i;
        break;
      }
    }
  }
}

/** 1-based line and column (in characters) of an offset; `\r\n`, `\n` and `\r` each end a line. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Why a text JSON.parse refused is not JSON, by position only: "…: unexpected character at line 3, column 14." */
export function describeJsonError(text: string): string {
  const offset = jsonErrorOffset(text);
  if (offset < 0) return 'it could not be read';
  const { line, column } = lineAndColumn(text, offset);
  if (offset >= text.length) return text.trim() === '' ? 'it is empty' : `it ends too early, at line ${line}, column ${column}`;
  return `unexpected character at line ${line}, column ${column}`;
}
