import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { screenFirstBatch } from '../../src/services/sanctions/background-screening.ts';
import { sanctionsIndex } from '../../src/services/sanctions/index-cache.ts';
import { addUsersBulk } from '../../src/services/users.ts';
import { createTenant } from '../../src/services/tenants.ts';
const dir = mkdtempSync(join(tmpdir(), 'pgl-'));
const d = await openDatabase({ dataDir: dir });
await d.migrate();
await importList(d.db, await parseOfacSdn('/work/shared/data/sanctions/ofac-sdn-2021'));
await importList(d.db, await parseUnConsolidated('/work/shared/data/sanctions/un-consolidated-2026-02/consolidated.xml'));
await sanctionsIndex(d.db);
const { environments } = await createTenant(d.db, { name: 'x' }, null);
const p = { tenantId: environments[0]!.tenantId, environmentId: environments[0]!.id };
for (let run = 0; run < 3; run++) {
  const items = Array.from({ length: 10000 }, (_, i) => ({ name: `Person ${i} Smith`, email: `p${run}.${i}@x.example`, phone: '+14155552671' }));
  let t = performance.now();
  await addUsersBulk(d.db, p, items);
  console.log('bulk 10k', (performance.now() - t).toFixed(0));
  for (const n of [500, 100, 50]) {
    t = performance.now();
    const k = await screenFirstBatch(d.db, n);
    console.log('screen', n, k, (performance.now() - t).toFixed(0));
  }
}
