/** The background loops' shape: the webhook worker and background screening. */
export interface PollLoop {
  /** Interrupt the idle sleep (e.g. on NOTIFY, or when a send finished). */
  wake(): void;
  /** Stop looping and wait for the run under way. */
  stop(): Promise<void>;
}

/** The longest a background loop waits, between two looks, for the process to be less busy; and in all before it works anyway. */
export const BUSY_BACKOFF_MAX_MS = 1_000;
const BUSY_WAIT_MAX_MS = 3_000;

/**
 * Call `work` again at once while it reports work done (a count above 0), and
 * sleep `idleMs` when it does not (or when it failed: the error is logged as
 * `failure`), until stopped. While `busy()` says the process is late with its
 * requests, it waits before the next call (50 ms, doubling up to 1 s, 3 s at
 * most, so the work still gets done under steady traffic): the service's own
 * background work gives way to its callers instead of making them wait or be
 * shed (issue 35).
 */
export function pollLoop(
  work: () => Promise<number>,
  idleMs: number,
  logger: { error(obj: object, msg: string): void },
  failure: string,
  opts: { busy?: () => boolean } = {},
): PollLoop {
  let running = true;
  let wakeUp: (() => void) | undefined;
  const done = (async () => {
    while (running) {
      for (let backoff = 50, waited = 0; running && waited < BUSY_WAIT_MAX_MS && opts.busy?.(); backoff = Math.min(backoff * 2, BUSY_BACKOFF_MAX_MS)) {
        await new Promise((resolve) => setTimeout(resolve, backoff));
        waited += backoff;
      }
      let worked = false;
      try {
        worked = (await work()) > 0;
      } catch (err) {
        logger.error({ err }, failure);
      }
      if (!worked && running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  })();
  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      running = false;
      wakeUp?.();
      await done;
    },
  };
}
