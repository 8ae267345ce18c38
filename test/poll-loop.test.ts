/**
 * The background loops' shape (src/lib/poll-loop.ts): they give way while the process is late with its callers'
 * work instead of adding to it (issue 35), still get their work done, and what the jobs start runs as background
 * work on the embedded database (src/db/priority.ts).
 */
import { describe, expect, it } from 'vitest';
import { backgroundWork, isBackgroundWork } from '../src/db/priority.ts';
import { pollLoop } from '../src/lib/poll-loop.ts';

const logger = { error: () => {} };

describe('pollLoop', () => {
  it('waits while busy() says callers are waiting, and works once they are not', async () => {
    const seen: string[] = [];
    let busyLooks = 3;
    let worked!: () => void;
    const first = new Promise<void>((resolve) => (worked = resolve));
    const loop = pollLoop(
      async () => {
        seen.push('work');
        worked();
        return 0;
      },
      60_000,
      logger,
      'failed',
      {
        busy: () => {
          const busy = busyLooks-- > 0;
          seen.push(busy ? 'busy' : 'free');
          return busy;
        },
      },
    );
    await first;
    await loop.stop();
    expect(seen).toEqual(['busy', 'busy', 'busy', 'free', 'work']);
  });

  it('still works when the process never stops being busy: the wait is bounded', async () => {
    let worked!: () => void;
    const first = new Promise<void>((resolve) => (worked = resolve));
    let looks = 0;
    const loop = pollLoop(
      async () => {
        worked();
        return 0;
      },
      60_000,
      logger,
      'failed',
      { busy: () => (looks++, true) },
    );
    await first;
    await loop.stop();
    // It looked, backed off (50 ms doubling up to 1 s) and gave up waiting after a few looks, not never.
    expect(looks).toBeGreaterThan(1);
  });

  it('a loop started as background work runs every round as background work (timers and awaits included)', async () => {
    const marks: boolean[] = [];
    let rounds!: () => void;
    const done = new Promise<void>((resolve) => (rounds = resolve));
    const loop = backgroundWork(
      () =>
        pollLoop(
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            marks.push(isBackgroundWork());
            if (marks.length === 3) rounds();
            return 1;
          },
          60_000,
          logger,
          'failed',
        ),
      true,
    );
    await done;
    await loop.stop();
    expect(marks.slice(0, 3)).toEqual([true, true, true]);
    expect(isBackgroundWork()).toBe(false);
  });

  it('without a database that reads the mark (PostgreSQL), background work runs unmarked: no async context is made', async () => {
    const seen = await backgroundWork(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return isBackgroundWork();
    }, false);
    expect(seen).toBe(false);
  });
});
