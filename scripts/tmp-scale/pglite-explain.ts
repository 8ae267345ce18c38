import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { addUsersBulk } from '../../src/services/users.ts';
import { createTenant } from '../../src/services/tenants.ts';
const dir = mkdtempSync(join(tmpdir(), 'pgl-'));
const d = await openDatabase({ dataDir: dir });
await d.migrate();
const { environments } = await createTenant(d.db, { name: 'x' }, null);
const p = { tenantId: environments[0]!.tenantId, environmentId: environments[0]!.id };
const items = Array.from({ length: 10000 }, (_, i) => ({ name: `Person ${i} Smith`, email: `p.${i}@x.example`, phone: '+14155552671' }));
let t = performance.now();
await addUsersBulk(d.db, p, items);
console.log('bulk', performance.now() - t);
const q = sql`explain analyze select u.id, u.tenant_id, u.environment_id, u.name, k.id as kyc_id, k.verified, t.sanctions_threshold as threshold, e.type as env_type
 from user_screenings s join users u on u.id = s.user_id join tenants t on t.id = u.tenant_id join environments e on e.id = u.environment_id
  left join kyc_records k on k.user_id = u.id where s.screened_at is null and s.user_id > '' order by s.user_id limit 50 for update of s skip locked`;
for (const r of await queryRows<{ 'QUERY PLAN': string }>(d.db, q)) console.log(r['QUERY PLAN']);
t = performance.now();
await d.db.execute(sql`analyze`);
console.log('analyze', performance.now() - t);
for (const r of await queryRows<{ 'QUERY PLAN': string }>(d.db, q)) console.log(r['QUERY PLAN']);
