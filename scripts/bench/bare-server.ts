/** Baseline for bench:http: bare Hono + postgres.js, the authentication lookup, no framework layers. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 10 });
const app = new Hono();
app.get('/bare/:pk', async (c) => {
  // The same three-table lookup the API's authentication runs (postgres.js prepares tagged queries).
  const [row] = await sql`
    select k.id, k.secret_hash, k.scopes, k.revoked_at, e.id as environment_id, e.type, e.status,
           t.id as tenant_id, t.name, t.status as tenant_status, t.plan, t.permissions, t.created_at
    from api_keys k join environments e on e.id = k.environment_id join tenants t on t.id = k.tenant_id
    where k.publishable_key = ${c.req.param('pk')}`;
  return row ? c.json(row) : c.json({ error: 'not found' }, 404);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
