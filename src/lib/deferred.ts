/**
 * Work a request starts but does not wait for, so its answer (and how long
 * it takes) cannot depend on that work: the link-recovery and unlock
 * requests answer the same for every address, then look the address up.
 * A failure is logged; `drain()` waits for what is under way (tests, shutdown).
 */
export class Deferred {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: { error(obj: object, msg: string): void }) {}

  run(what: string, task: () => Promise<void>): void {
    // The next turn: the answer goes out first.
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.logger.error({ err }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
