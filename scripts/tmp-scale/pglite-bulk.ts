import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { newId } from '../../src/lib/ids.ts';
import { createTenant } from '../../src/services/tenants.ts';
const dir = mkdtempSync(join(tmpdir(), 'pgl-'));
const d = await openDatabase({ dataDir: process.argv[2] === 'mem' ? undefined : dir, url: process.argv[2] === 'mem' ? 'memory://' : undefined });
await d.migrate();
const { environments } = await createTenant(d.db, { name: 'x' }, null);
const [tid, eid] = [environments[0]!.tenantId, environments[0]!.id];
for (let run = 0; run < 2; run++) {
const rows = Array.from({ length: 10000 }, (_, i) => ({ ord: i, id: newId('user'), kyc_id: newId('kyc'), event_id: newId('event'), name: `P ${i}`, email: `p${run}.${i}@x.example`, email_key: `p${run}.${i}@x.example`, phone: '+1', metadata: {} })).sort((a, b) => a.email_key < b.email_key ? -1 : 1);
const payload = JSON.stringify(rows);
const q = sql`explain (analyze, buffers off)
    with input as (
      select * from jsonb_to_recordset(${payload}::jsonb)
        as x(ord int, id text, kyc_id text, event_id text, name text, email text, email_key text, phone text, metadata jsonb)
    ),
    inserted as (
      insert into users (id, tenant_id, environment_id, name, email, email_key, phone, metadata)
      select id, ${tid}, ${eid}, name, email, email_key, phone, metadata
      from input order by ord
      on conflict (tenant_id, environment_id, email_key) do nothing
      returning id, name, email
    ),
    kyc as (
      insert into kyc_records (id, tenant_id, environment_id, user_id)
      select i.kyc_id, ${tid}, ${eid}, u.id
      from inserted u join input i on i.id = u.id
    ),
    ev as (
      insert into events (id, tenant_id, environment_id, type, data)
      select i.event_id, ${tid}, ${eid}, 'tenant.users.invite',
             jsonb_build_object('userId', u.id, 'email', u.email, 'name', u.name)
      from inserted u join input i on i.id = u.id
    )
    select count(*)::int as created from inserted`;
const t = performance.now();
for (const r of await queryRows<{ 'QUERY PLAN': string }>(d.db, q)) console.log(r['QUERY PLAN']);
console.log('total', performance.now() - t);
}
