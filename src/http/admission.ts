/**
 * Admission control for one process (issue 21, overload): at most
 * `maxConcurrent` API calls run at once; the next `maxQueued` wait in arrival
 * order, each at most `queueTimeoutMs`; anything beyond is refused at once.
 * A refusal is 503 `service_unavailable` with Retry-After, so under a flood the
 * latency of what is admitted stays bounded (queue wait ≤ queueTimeoutMs plus
 * the work) and memory stays bounded (≤ maxConcurrent + maxQueued calls held),
 * instead of every caller waiting longer and longer.
 *
 * One process has one event loop: when it is saturated (CPU-bound work, the
 * embedded database runs in it too) calls queue in front of it, in socket
 * buffers, where no queue timeout sees them. So a call is also refused while
 * the loop's measured delay exceeds `maxEventLoopDelayMs` (sampled every
 * 50 ms, as Fastify's under-pressure does): shedding is far cheaper than the
 * work, so the loop catches up and /healthz keeps answering. Only a loop that
 * STAYS late sheds, and only beside other calls:
 * - the delay is a moving average of samples each counted at most at twice the
 *   limit, so one stall of any length (a fresh process compiling its code and
 *   opening its database took 4–9 s on a loaded host) never sheds by itself:
 *   it takes four or more late samples in a row, about 1.6 s at the default;
 * - a call is refused for the delay only while another call is running: with
 *   none, the lateness is not a backlog of ours (start-up work, a job, other
 *   processes on the host) and refusing the one caller would not help the loop
 *   catch up. A fresh server on a loaded host answered its first calls 503
 *   before both (test/admission.test.ts starts one beside busy processes);
 * - each sample counts in proportion to how busy the loop was since the last
 *   (its event-loop utilization): a loop late while it sat idle waiting for
 *   events was kept off the cores by something else — other processes, or the
 *   embedded database's own thread (src/db/pglite-thread.ts) working through a
 *   bulk load or screening — and shedding callers would not make it catch up.
 *   On a host at load 19–30 that idle lateness shed keyed reads during the
 *   embedded database's own work (issue 35). A loop kept busy by calls counts
 *   in full, so real overload from callers is still shed.
 *
 * Gated: /v1 and /trpc calls, after their body is read (a client dribbling its
 * body holds a connection, cut by REQUEST_TIMEOUT_MS, never a slot). Not gated:
 * /healthz and /readyz (a load balancer must see the process alive while it sheds),
 * hosted pages, the dashboard shell and /docs (static or a page view per person).
 */
import { performance } from 'node:perf_hooks';
import type { AdmissionLimits } from '../config.ts';
import { AppError } from '../errors.ts';

/** How often the event loop's delay is sampled, and the weight of each sample in its moving average. */
const SAMPLE_MS = 50;
const SMOOTHING = 0.2;
/** A sample counts at most this many times the limit: with SMOOTHING 0.2 the average passes the limit after 4 late samples in a row at the earliest. */
const SAMPLE_CAP = 2;

/** Seconds a refused caller is told to wait: the queue turns over well within it. */
export const ADMISSION_RETRY_AFTER_SECONDS = 1;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private head = 0;
  /** Calls refused since start (queue full or waited too long), for logs and benchmarks. */
  refused = 0;
  /** `performance.now()` of the last call that asked for a slot: background work waits for a quiet moment (src/server.ts). */
  lastCallAt = Number.NEGATIVE_INFINITY;

  /** The event loop's delay (ms): how late a 50 ms timer fires, as a moving average of the samples, whatever made it late. */
  eventLoopDelayMs = 0;
  /** The same average with each sample weighted by the loop's utilization over it: the delay of a loop busy with its own work, what sheds. */
  busyDelayMs = 0;
  private sampler?: NodeJS.Timeout;

  constructor(readonly limits: AdmissionLimits) {
    const limit = limits.maxEventLoopDelayMs;
    if (limit) {
      let expected = performance.now() + SAMPLE_MS;
      let utilization = performance.eventLoopUtilization();
      this.sampler = setInterval(() => {
        const now = performance.now();
        const current = performance.eventLoopUtilization();
        const busy = performance.eventLoopUtilization(current, utilization).utilization;
        utilization = current;
        // A moving average of capped samples: one long synchronous task does not shed the calls behind it, however
        // long; a loop that stays late does.
        const late = Math.min(Math.max(0, now - expected), SAMPLE_CAP * limit);
        this.eventLoopDelayMs += (late - this.eventLoopDelayMs) * SMOOTHING;
        this.busyDelayMs += (late * busy - this.busyDelayMs) * SMOOTHING;
        expected = now + SAMPLE_MS;
      }, SAMPLE_MS);
      this.sampler.unref();
    }
  }

  /** Stops the event-loop sampler (shutdown, tests). */
  close(): void {
    clearInterval(this.sampler);
  }

  /** Whether the event loop has stayed too late, busy with its own work, to take more (a call is refused for it only beside another: acquire()). */
  get saturated(): boolean {
    return !!this.limits.maxEventLoopDelayMs && this.busyDelayMs > this.limits.maxEventLoopDelayMs;
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length - this.head;
  }

  /** Resolves true with a slot taken (call release() once), or false when refused. */
  acquire(): Promise<boolean> {
    this.lastCallAt = performance.now();
    if (this.running > 0 && this.saturated) {
      this.refused++;
      return Promise.resolve(false);
    }
    if (this.running < this.limits.maxConcurrent) {
      this.running++;
      return Promise.resolve(true);
    }
    if (this.queued >= this.limits.maxQueued) {
      this.refused++;
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(waiter, this.head);
          if (i >= 0) this.waiting.splice(i, 1);
          this.refused++;
          resolve(false);
        }, this.limits.queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot to the longest waiter, or frees it. */
  release(): void {
    const next = this.head < this.waiting.length ? this.waiting[this.head++] : undefined;
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else {
      this.running--;
    }
  }

  /** Runs `work` in a slot; refused → AppError service_unavailable (503, Retry-After), `work` not run. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!(await this.acquire())) throw overloaded();
    try {
      return await work();
    } finally {
      this.release();
    }
  }
}

function overloaded(): AppError {
  return new AppError('service_unavailable', {
    message: 'The server is at capacity and shed this request; nothing was done. Retry after the time in Retry-After.',
    headers: { 'Retry-After': String(ADMISSION_RETRY_AFTER_SECONDS) },
  });
}
