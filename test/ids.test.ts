import { describe, expect, it } from 'vitest';
import { idPattern, newId } from '../src/lib/ids.ts';

describe('ids', () => {
  it('are prefixed ULIDs, unique and in creation order across many pool refills', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('request'));
    for (const id of ids.slice(0, 100)) expect(id).toMatch(idPattern('request'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('spread their random part over the whole Crockford alphabet', () => {
    // A broken byte→character mapping (e.g. always the first 16 letters) shows up here.
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const id = newId('user');
      seen.add(id.at(-16)!);
      // Force a fresh random part: the monotonic factory only increments within one millisecond.
      const until = Date.now() + 1;
      while (Date.now() < until) {
        /* wait for the next millisecond */
      }
      if (seen.size === 32) break;
    }
    expect(seen.size).toBe(32);
  });
});
