/**
 * The redaction policy (src/lib/redact.ts) on hostile input: text a client controls (a body key, a string value, a
 * path, a query parameter's name) built to make a backtracking pattern retry across one long run. Prints, for each
 * case, the time of one call. The request log judges every key of a debugLogging environment's bodies (up to 1 MiB)
 * and the access log every path, so each must be linear in its input.
 *   npm run bench:redaction [-- --kib 1024] [-- --module /tmp/redact-old.ts]   (another copy of redact.ts: a before/after)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { kib: { type: 'string', default: '1024' }, module: { type: 'string' } } });
const chars = Number(values.kib) * 1024;
const policy: typeof import('../../src/lib/redact.ts') = await import(values.module ? resolve(values.module) : '../../src/lib/redact.ts');
const REQUEST_LOG_BODY_MAX = 16 * 1024;

const caps = 'A'.repeat(chars);
const cases: [string, () => unknown][] = [
  ['request-log body: one all-capitals key', () => policy.redactedJson({ [caps]: 1 }, REQUEST_LOG_BODY_MAX)],
  ['request-log body: a string value of `-inv_` runs', () => policy.redactedJson({ note: '-inv_'.repeat(chars / 5) }, REQUEST_LOG_BODY_MAX)],
  ['text: `;<capitals>=1` (a path parameter name)', () => policy.redactSecretText(`/x;${caps}=1`)],
  ['text: `-inv_` repeated', () => policy.redactSecretText('-inv_'.repeat(chars / 5))],
  ['text: `-vs_` repeated', () => policy.redactSecretText('-vs_'.repeat(chars / 4))],
  ['text: `eyJ-` repeated', () => policy.redactSecretText('eyJ-'.repeat(chars / 4))],
  ['text: card-like `4 4 4 …`', () => policy.redactSecretText('4 '.repeat(chars / 2))],
];

policy.redactedJson({ warm: 'up', customerSSN: 'x' }, 100);
console.log(`redaction of ${values.kib} KiB of hostile input${values.module ? ` (${values.module})` : ''}:`);
for (const [name, run] of cases) {
  const started = performance.now();
  run();
  console.log(`  ${name.padEnd(52)} ${(performance.now() - started).toFixed(1).padStart(9)} ms`);
}
