/**
 * The dot-separated secret formats of the redaction policy (src/lib/redact.ts), found in time linear in the text. As
 * plain patterns (`\b(inv|vs)_[A-Za-z0-9_-]{8,}\.…`) they retried every `-inv_` of a long run and read the run to its
 * end each time: quadratic, 5 s for 64 KiB of `-inv_` (docs/benchmarks.md). Each run is read once here.
 */

/** Runs of token characters and dots, where the dot-separated formats are looked for one run at a time. */
export const DOTTED_RUN = /[A-Za-z0-9_.-]+/g;

/**
 * A run of token characters and dots with the dot-separated tokens in it replaced: a token starts at the first
 * `start` of a segment (at the segment's start or after a `-`, where `\b` would let it; a later start in the same
 * segment reaches the same segment end, so it can only do worse), and `fits` judges the prefix found and the
 * segments from there (`rest[0]` is the first one from the prefix on). `count` segments are taken and `replace`d.
 */
export function dottedTokens(
  run: string,
  start: RegExp,
  fits: (prefix: string, rest: string[]) => boolean,
  count: number,
  replace: (prefix: string) => string,
): string {
  if (!run.includes('.')) return run;
  const segments = run.split('.');
  const out: string[] = [];
  for (let i = 0; i < segments.length; ) {
    const segment = segments[i]!;
    const found = start.exec(segment);
    if (found) {
      const prefix = found[0].startsWith('-') ? found[0].slice(1) : found[0];
      const from = found.index + found[0].length - prefix.length;
      const rest = [segment.slice(from), ...segments.slice(i + 1, i + count)];
      if (fits(prefix, rest)) {
        out.push(segment.slice(0, from) + replace(prefix));
        i += count;
        continue;
      }
    }
    out.push(segment);
    i++;
  }
  return out.join('.');
}
