import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
const d = await openDatabase({ url: 'memory://', thread: true });
let t = performance.now();
await d.migrate();
console.log('migrated', performance.now() - t, d.location);
console.log(await queryRows(d.db, sql`select now()::text as now, 1::int as one, '\\x0102'::bytea as b`));
await d.db.transaction(async (tx) => { await tx.execute(sql`create table x (id int primary key)`); await tx.execute(sql`insert into x values (1)`); });
await d.db.transaction(async (tx) => { await tx.execute(sql`insert into x values (2)`); throw new Error('nope'); }).catch((e) => console.log('rolled back:', e.message));
try { await d.db.execute(sql`insert into x values (1)`); } catch (e) { console.log('dup:', (e as {cause?: {code?: string}}).cause?.code ?? (e as {code?: string}).code); }
console.log(await queryRows(d.db, sql`select * from x`));
await d.close();
