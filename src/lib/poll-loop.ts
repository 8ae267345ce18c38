/** The background loops' shape: the webhook worker and background screening. */
export interface PollLoop {
  /** Interrupt the idle sleep (e.g. on NOTIFY, or when a send finished). */
  wake(): void;
  /** Stop looping and wait for the run under way. */
  stop(): Promise<void>;
}

/**
 * Call `work` again at once while it reports work done (a count above 0), and
 * sleep `idleMs` when it does not (or when it failed: the error is logged as
 * `failure`), until stopped.
 */
export function pollLoop(work: () => Promise<number>, idleMs: number, logger: { error(obj: object, msg: string): void }, failure: string): PollLoop {
  let running = true;
  let wakeUp: (() => void) | undefined;
  const done = (async () => {
    while (running) {
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
