// Creates N transactions at C concurrent against a running server; prints throughput.
import { sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { seedLoadTenant } from '../bench/lib.ts';
const [base, url, nArg, cArg] = process.argv.slice(2);
const database = await openDatabase({ url: url!, maxConnections: 2 });
const tenant = await seedLoadTenant(database, 'txload');
const [{ env }] = (await queryRows<{ env: string }>(database.db, sql`select environment_id as env from users group by 1 order by count(*) desc limit 1`)) as [{ env: string }];
const [{ tid }] = (await queryRows<{ tid: string }>(database.db, sql`select tenant_id as tid from users where environment_id = ${env} limit 1`)) as [{ tid: string }];
const ids = (await queryRows<{ id: string }>(database.db, sql`select id from users tablesample bernoulli(10) where environment_id = ${env}`)).map((r) => r.id);
// Keys of the big environment's tenant: seedLoadTenant made its own; use a key pair for env via createKeyPair.
const { createKeyPairForEnvironment } = await import('../../src/services/keys.ts');
const [{ type }] = (await queryRows<{ type: 'live' | 'sandbox' }>(database.db, sql`select type from environments where id = ${env}`)) as [{ type: 'live' | 'sandbox' }];
const key = await createKeyPairForEnvironment(database.db, tid, type, undefined, null);
await database.db.execute(sql`update environments set rate_limit_per_minute = 100000000 where id = ${env}`);
const auth = { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey };
void tenant; void tid;
const agent = new Agent({ connections: Number(cArg) });
let next = 0; const N = Number(nArg); const times: number[] = []; let errors = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: Number(cArg) }, async () => {
  while (next < N) {
    const i = next++;
    const s = ids[(i * 7919) % ids.length]!, b = ids[(i * 7919 + 1 + (i % (ids.length - 1))) % ids.length]!;
    if (s === b) continue;
    const st = performance.now();
    const res = await request(`${base}/v1/transactions/create`, { method: 'POST', dispatcher: agent, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ accountType: 'escrow', title: 'x', amount: 100, currency: 'USD', sellerId: s, buyerId: b }) });
    const text = await res.body.text();
    if (res.statusCode !== 200) { errors++; if (errors < 3) console.error(res.statusCode, text.slice(0, 200)); } else times.push(performance.now() - st);
  }
}));
const s = (performance.now() - t0) / 1000;
times.sort((a, b) => a - b);
console.log(`${times.length} in ${s.toFixed(1)} s = ${(times.length / s).toFixed(0)}/s p50 ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms p99 ${times[Math.floor(times.length * 0.99)]?.toFixed(0)} ms errors ${errors}`);
await agent.close(); await database.close();
