import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema/index.ts';
import { idPattern } from '../src/lib/ids.ts';
import { createKeyPair } from '../src/services/keys.ts';
import { CURSOR_TTL_MS, keysetOrder, keysetWhere, paginate, type PageQuery } from '../src/services/pagination.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const list = (query: string) => h.request('GET', `/v1/environments${query}`, { auth: t.sandbox });

describe('cursor pagination over HTTP', () => {
  it('bounds limit to 1–100 with a clear error', async () => {
    for (const bad of ['0', '101', '-1', '1.5', 'ten', '']) {
      const res = await list(`?limit=${bad}`);
      expect(res.status, `limit=${bad}`).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', param: 'limit' });
    }
    expect((await list('?limit=1')).status).toBe(200);
    expect((await list('?limit=100')).status).toBe(200);
  });

  it('pages forward with nextCursor and with raw ids, backward with ending_before', async () => {
    const first = await list('?limit=1');
    expect(first.body.hasMore).toBe(true);
    expect(first.body.data).toHaveLength(1);
    const [newest] = first.body.data;
    const second = await list(`?limit=1&starting_after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.nextCursor).toBeNull();
    const [oldest] = second.body.data;
    expect(oldest.id < newest.id).toBe(true);

    const byId = await list(`?limit=1&starting_after=${newest.id}`);
    expect(byId.body.data.map((e: { id: string }) => e.id)).toEqual([oldest.id]);
    const back = await list(`?limit=5&ending_before=${oldest.id}`);
    expect(back.body.data.map((e: { id: string }) => e.id)).toEqual([newest.id]);
    expect(back.body.hasMore).toBe(false);
  });

  it('rejects a tampered cursor with 400 cursor_invalid', async () => {
    const { nextCursor } = (await list('?limit=1')).body;
    const [payload, sig] = nextCursor.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: '000000000000000000000000' })).toString(
      'base64url',
    );
    for (const bad of [`${forged}.${sig}`, `${payload}.${sig.slice(0, -2)}xx`, `${payload}.`, 'a.b.c']) {
      const res = await list(`?starting_after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'cursor_invalid', param: 'starting_after' });
    }
  });

  it('rejects a cursor issued for another tenant as cursor_invalid', async () => {
    const other = await h.tenant();
    const { nextCursor } = (await h.request('GET', '/v1/environments?limit=1', { auth: other.sandbox })).body;
    const res = await list(`?starting_after=${encodeURIComponent(nextCursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('cursor_invalid');
  });

  it('expires cursors after 24 hours (clock injected, no sleeping)', async () => {
    const { nextCursor } = (await list('?limit=1')).body;
    h.clock.advance(CURSOR_TTL_MS - 60_000);
    expect((await list(`?starting_after=${encodeURIComponent(nextCursor)}`)).status).toBe(200);
    h.clock.advance(2 * 60_000);
    const res = await list(`?starting_after=${encodeURIComponent(nextCursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'cursor_expired', type: 'invalid_request_error' });
  });

  it('rejects starting_after together with ending_before, and ids of another kind', async () => {
    const both = await list(`?starting_after=${t.live.environmentId}&ending_before=${t.live.environmentId}`);
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('validation_failed');
    const wrongKind = await list('?starting_after=usr_01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error).toMatchObject({ code: 'validation_failed', param: 'starting_after' });
  });
});

describe('keyset pagination stays stable while rows change (on a real table)', () => {
  // The same `paginate` every list uses, over api_keys (which has ULID ids and many rows per environment).
  async function page(environmentId: string, query: PageQuery) {
    const base = eq(apiKeys.environmentId, environmentId);
    return paginate(h.deps, query, {
      scope: `test-keys:${environmentId}`,
      idPattern: idPattern('apiKey'),
      fetch: (keyset) =>
        h.db
          .select()
          .from(apiKeys)
          .where(keysetWhere(apiKeys.id, keyset, base))
          .orderBy(keysetOrder(apiKeys.id, keyset))
          .limit(keyset.take),
      map: (row) => row.id,
    });
  }

  it('never skips or repeats a row when rows are inserted and deleted between pages', async () => {
    const tt = await h.tenant();
    const env = { id: tt.sandbox.environmentId, tenantId: tt.tenantId, type: 'sandbox' as const };
    for (let i = 0; i < 24; i++) await createKeyPair(h.db, env);
    const all = (await page(env.id, { limit: 100 })).data; // 25 incl. the tenant's own pair
    expect(all).toHaveLength(25);

    const seen: string[] = [];
    let res = await page(env.id, { limit: 10 });
    seen.push(...res.data);
    // Between pages: new rows arrive (newer, so before the cursor) and rows on both sides are deleted.
    for (let i = 0; i < 3; i++) await createKeyPair(h.db, env);
    const deletedAhead = all.slice(12, 14);
    const deletedBehind = all.slice(2, 4);
    await h.db.delete(apiKeys).where(and(eq(apiKeys.environmentId, env.id), inArray(apiKeys.id, [...deletedAhead, ...deletedBehind])));
    while (res.hasMore) {
      res = await page(env.id, { limit: 10, starting_after: res.nextCursor! });
      seen.push(...res.data);
    }
    const expected = all.filter((id) => !deletedAhead.includes(id));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('walks backward with ending_before cursors to the newest row', async () => {
    const tt = await h.tenant();
    const env = { id: tt.sandbox.environmentId, tenantId: tt.tenantId, type: 'sandbox' as const };
    for (let i = 0; i < 9; i++) await createKeyPair(h.db, env);
    const all = (await page(env.id, { limit: 100 })).data;
    const oldest = all[all.length - 1]!;
    let res = await page(env.id, { limit: 4, ending_before: oldest });
    const seen = [...res.data];
    expect(res.data).toEqual(all.slice(-5, -1));
    while (res.hasMore) {
      // A cursor keeps its direction whichever parameter carries it.
      res = await page(env.id, { limit: 4, starting_after: res.nextCursor! });
      seen.unshift(...res.data);
    }
    expect(seen).toEqual(all.slice(0, -1));
  });
});
