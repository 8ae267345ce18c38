/**
 * bench:rescreen's last step: first screenings as a customer sees them. `npm start`'s compiled server (background
 * screening inline, as deployed) on the bench's PostgreSQL with the real lists imported; users arrive through
 * add-user-bulk calls of `callRows` rows (1,000 by default); the figure is from the first bulk call to the last user's first log entry.
 * The server's index is built before the clock starts (one user screened first): a running server has it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { startCompiledServer } from './lib.ts';

export interface BulkScreeningResult {
  users: number;
  /** From the first bulk call to the last user's first entry. */
  seconds: number;
  /** When the last bulk call had answered. */
  insertedSeconds: number;
  possibleMatches: number;
  /** Calls answered 429 (the route's 5 calls/s) or 503 and sent again after their Retry-After. */
  retried: number;
}

export async function bulkScreening(
  database: Database,
  url: string,
  count: number,
  name: (i: number) => string,
  callRows = 1_000,
): Promise<BulkScreeningResult> {
  const { db } = database;
  const { keys, environments } = await createTenant(db, { name: 'bench bulk screening', plan: 'scale' }, null);
  const live = environments.find((e) => e.type === 'live')!;
  const key = keys.find((k) => k.environment === 'live')!;
  await updateEnvironment(db, live.id, { rateLimitPerMinute: 100_000_000 });
  const headers = { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey, 'content-type': 'application/json' };
  const { child, base } = await startCompiledServer({ DATABASE_URL: url });
  try {
    const pending = async () => {
      const [row] = await queryRows<{ users: number; unscreened: number }>(
        db,
        sql`select count(*)::int as users, (count(*) filter (where screened_at is null))::int as unscreened from user_screenings where environment_id = ${live.id}`,
      );
      return row!;
    };
    const until = async (done: (p: { users: number; unscreened: number }) => boolean) => {
      while (!done(await pending())) await new Promise((r) => setTimeout(r, 20));
    };
    // A call the server sheds (503, at capacity) or holds back (429: the route's 5 calls/s) is sent again after its
    // Retry-After, as a client does.
    let retried = 0;
    const post = async (rows: object[]): Promise<void> => {
      const res = await fetch(`${base}/v1/tenants/add-user-bulk`, { method: 'POST', headers, body: JSON.stringify(rows) });
      if (res.status === 503 || res.status === 429) {
        retried++;
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
        return post(rows);
      }
      const body = await res.text();
      if (res.status !== 200 || (JSON.parse(body) as { created: number }).created !== rows.length) {
        throw new Error(`add-user-bulk answered ${res.status}: ${body.slice(0, 300)}`);
      }
    };
    // The server's index, built as a running server has it.
    const PHONE = '+14155552671';
    await post([{ name: 'Warm Up', email: 'bench.warm@example.com', phone: PHONE }]);
    await until((p) => p.users === 1 && p.unscreened === 0);

    const started = performance.now();
    for (let i = 0; i < count; i += callRows) {
      await post(
        Array.from({ length: Math.min(callRows, count - i) }, (_, k) => ({ name: name(i + k), email: `bench.bulk.${i + k}@example.com`, phone: PHONE })),
      );
    }
    const insertedSeconds = (performance.now() - started) / 1000;
    await until((p) => p.users === count + 1 && p.unscreened === 0);
    const seconds = (performance.now() - started) / 1000;
    const [matches] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from sanctions_logs where environment_id = ${live.id} and status = 'possible_match'`,
    );
    return { users: count, seconds, insertedSeconds, possibleMatches: matches!.n, retried };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
