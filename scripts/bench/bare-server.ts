/** The ceiling for bench:http: bare Hono + postgres.js, one primary-key SELECT of a transaction, no framework layers. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 10 });
const app = new Hono();
app.get('/bare/:id', async (c) => {
  const [row] = await sql`select * from transactions where id = ${c.req.param('id')}`;
  return row ? c.json(row) : c.json({ error: 'not found' }, 404);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
