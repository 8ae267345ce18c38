/**
 * kill -9 of the server in the middle of writes, N times:
 *   scripts/with-postgres.sh npx tsx scripts/chaos/crash.ts [runs]
 * Each run starts the real server, sends an add-user-bulk of 10,000 users and,
 * at the same time, a stream of transaction creations and cancellations, kills
 * the server with SIGKILL at a random moment, and checks with SQL:
 * - the bulk is all or nothing (0 or 10,000 of its users, each with its KYC record);
 * - every transaction's status has its history entry and its event, and every
 *   status event has its transaction in that status (no state without its
 *   event, no event without its state).
 */
import postgres from 'postgres';
import { call, databaseUrl, report, scaleTenant, startServer } from './lib.ts';

const runs = Number(process.argv[2] ?? 3);
const url = databaseUrl();
const sql = postgres(url, { max: 1, onnotice: () => {} });
let ok = true;
const outcomes: string[] = [];

for (let run = 1; run <= runs; run++) {
  const { tenantId, keys } = await scaleTenant(url, `Chaos: crash ${run}`);
  const { base, child } = await startServer(url, { DEMO_TENANT: 'false' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const party = async (role: string) =>
    (await call(base, 'POST', '/v1/tenants/add-user', keys, { name: role, email: `${role}.${run}.${Date.now()}@example.com`, phone: '+14155552671' })).body
      .id as string;
  const sellerId = await party('seller');
  const buyerId = await party('buyer');
  const marker = `bulk${run}x${Date.now()}`;
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `Bulk ${i}`, email: `${marker}.${i}@example.com`, phone: '+14155552671' }));

  let killed = false;
  const bulk = call(base, 'POST', '/v1/tenants/add-user-bulk', keys, rows).then(
    (r) => `bulk ${r.status}`,
    () => 'bulk cut off',
  );
  const transitions = (async () => {
    let n = 0;
    while (!killed) {
      try {
        const tx = await call(base, 'POST', '/v1/transactions/create', keys, {
          accountType: 'escrow',
          title: 'Crash',
          amount: 1000,
          currency: 'USD',
          sellerId,
          buyerId,
        });
        await call(base, 'POST', `/v1/transactions/${tx.body.id}/cancel`, keys, { reason: 'chaos' });
        n++;
      } catch {
        break;
      }
    }
    return n;
  })();
  // Somewhere from the first byte of the bulk to well past the time it takes here (~1–3 s on Postgres).
  const delay = Math.floor(Math.random() * 3000);
  await new Promise((r) => setTimeout(r, delay));
  killed = true;
  child.kill('SIGKILL');
  await exited;
  const [bulkOutcome, cancelled] = await Promise.all([bulk, transitions]);

  const [users] = await sql`select count(*)::int as n, count(k.user_id)::int as kyc
    from users u left join kyc_records k on k.user_id = u.id where u.tenant_id = ${tenantId} and u.email like ${`${marker}.%`}`;
  const states = await sql`
    select t.id, t.status, t.history->-1->>'status' as last,
      (select count(*)::int from events e where e.tenant_id = t.tenant_id and e.type = 'transaction.status.changed'
        and e.data->>'transactionId' = t.id and e.data->>'status' = 'cancelled') as cancel_events
    from transactions t where t.tenant_id = ${tenantId}`;
  const [orphans] = await sql`select count(*)::int as n from events e where e.tenant_id = ${tenantId} and e.type = 'transaction.status.changed'
    and not exists (select 1 from transactions t where t.id = e.data->>'transactionId' and t.status = e.data->>'status')`;
  const bulkOk = (users!.n === 0 || users!.n === 10_000) && users!.kyc === users!.n;
  const badStates = states.filter((t) => t.status !== t.last || (t.status === 'cancelled') !== (t.cancel_events === 1));
  const runOk = bulkOk && badStates.length === 0 && orphans!.n === 0;
  ok = runOk && ok;
  outcomes.push(
    `run ${run}: killed after ${delay} ms; ${bulkOutcome}, ${users!.n} bulk users stored (${users!.kyc} KYC records); ` +
      `${states.length} transactions (${cancelled} cancelled before the kill), ${badStates.length} inconsistent, ${orphans!.n} events without their state${runOk ? '' : '  ← VIOLATION'}`,
  );
}
await sql.end();
for (const line of outcomes) console.log(`      ${line}`);
report(`kill -9 mid-write, ${runs} runs`, ok, ok ? 'every invariant held' : 'an invariant was violated (see above)');
process.exit(ok ? 0 : 1);
