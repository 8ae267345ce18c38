/**
 * The ceilings of bench:http: bare Hono + postgres.js, no authentication, no rate limit, no tRPC, no zod.
 * - GET /bare/:id — the one-row ceiling: one primary-key SELECT of a transaction, the row as JSON.
 * - GET /same/:id — the same-work ceiling (when bench:http passes BENCH_SAME_*): the identical SQL the real
 *   route runs (drizzle's text of `transactionReadQuery`, prepared, the same three parameters), the row mapped
 *   by the same `toTransaction`, answered with the identical headers the real route sent.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { toTransaction } from '../../src/routers/transactions/transaction.types.ts';
import type { PartySummary } from '../../src/services/transactions/parties.ts';
import { type TransactionView, transactionViewColumns } from '../../src/services/transactions/read.ts';

const sql = postgres(process.env.DATABASE_URL!, { max: 10 });
const app = new Hono();
app.get('/bare/:id', async (c) => {
  const [row] = await sql`select * from transactions where id = ${c.req.param('id')}`;
  return row ? c.json(row) : c.json({ error: 'not found' }, 404);
});

const same = process.env.BENCH_SAME_SQL;
if (same) {
  const { environmentId, tenantId } = JSON.parse(process.env.BENCH_SAME_PARTITION!) as { environmentId: string; tenantId: string };
  const order = JSON.parse(process.env.BENCH_SAME_PARAMS!) as string[];
  const headers = JSON.parse(process.env.BENCH_SAME_HEADERS!) as Record<string, string>;
  // drizzle selects the transaction's columns in the order of transactionViewColumns, then each party's five fields.
  const table = transactionViewColumns;
  const columns = Object.keys(table) as (keyof typeof table)[];
  const party = (v: unknown[], at: number): PartySummary =>
    ({ id: v[at], name: v[at + 1], email: v[at + 2], status: v[at + 3], kycStatus: v[at + 4] }) as PartySummary;
  app.get('/same/:id', async (c) => {
    const values = { id: c.req.param('id'), environmentId, tenantId } as Record<string, string>;
    const [v] = await sql
      .unsafe(
        same,
        order.map((name) => values[name]!),
        { prepare: true },
      )
      .values();
    if (!v) return c.json({ error: 'not found' }, 404);
    // Each column's own decoder, as drizzle applies it (bigint amounts to numbers, …).
    const row = Object.fromEntries(columns.map((name, i) => [name, v[i] === null ? null : table[name].mapFromDriverValue(v[i])])) as TransactionView;
    const seller = party(v, columns.length);
    const buyer = party(v, columns.length + 5);
    const body = toTransaction(
      row,
      new Map([
        [seller.id, seller],
        [buyer.id, buyer],
      ]),
      false,
    );
    return c.json(body, 200, headers);
  });
}
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
