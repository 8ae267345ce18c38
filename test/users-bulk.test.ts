import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUsersBulk } from '../src/services/users.ts';
import { failInsertsContaining } from './helpers/faults.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;
const row = (tag: string, extra: Record<string, unknown> = {}) => ({
  name: `Bulk ${tag}`,
  email: `${tag}.${seq++}.${Date.now().toString(36)}@example.com`,
  phone: '+14155552671',
  ...extra,
});
const bulk = (body: unknown, auth: KeyCreds = t.sandbox, headers: Record<string, string> = {}) =>
  h.request('POST', '/v1/tenants/add-user-bulk', { body, auth, headers });

describe('POST /v1/tenants/add-user-bulk', () => {
  it('creates every valid row with its KYC record and its own invite event', async () => {
    const tt = await h.tenant();
    const rows = Array.from({ length: 50 }, (_, i) => row(`ok${i}`));
    const res = await bulk(rows, tt.live);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 50, skipped: 0, failed: [] });
    const env = tt.live.environmentId;
    expect(await countRows(h.db, 'users', env)).toBe(50);
    expect(await countRows(h.db, 'kyc_records', env, sql`status = 'not_started'`)).toBe(50);
    expect(await countRows(h.db, 'events', env, sql`type = 'tenant.users.invite'`)).toBe(50);
    // Each event names its own user, with the user's normalized email and name.
    expect(
      await countRows(
        h.db,
        'events',
        env,
        sql`exists (select 1 from users u where u.id = data->>'userId' and u.email = data->>'email' and u.name = data->>'name')`,
      ),
    ).toBe(50);
  });

  it('reports exact counts for a mix of valid, invalid, repeated and existing rows', async () => {
    const tt = await h.tenant();
    const existing = row('existing');
    await h.request('POST', '/v1/tenants/add-user', { body: existing, auth: tt.sandbox });
    const fresh1 = row('fresh1');
    const fresh2 = row('fresh2');
    const input = [
      fresh1, // 0 created
      { ...existing, email: existing.email.toUpperCase() }, // 1 skipped: tenant has it
      row('bademail', { email: 'nope' }), // 2 email_invalid
      { ...fresh1, name: 'Repeat', email: ` ${fresh1.email.toUpperCase()} ` }, // 3 skipped: repeats row 0
      row('badphone', { phone: 'x' }), // 4 phone_invalid
      row('badname', { name: '' }), // 5 name_invalid
      row('badmeta', { metadata: { k: 1 } }), // 6 metadata_invalid
      row('extra', { role: 'admin' }), // 7 row_invalid
      'not an object', // 8 row_invalid
      fresh2, // 9 created
      { name: 'No email', phone: '+14155552671' }, // 10 email_invalid
    ];
    const before = await countRows(h.db, 'events', tt.sandbox.environmentId);
    const res = await bulk(input, tt.sandbox);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    expect(res.body.skipped).toBe(2);
    expect(res.body.failed).toEqual([
      { index: 2, email: 'nope', error: 'email_invalid' },
      { index: 4, email: (input[4] as { email: string }).email, error: 'phone_invalid' },
      { index: 5, email: (input[5] as { email: string }).email, error: 'name_invalid' },
      { index: 6, email: (input[6] as { email: string }).email, error: 'metadata_invalid' },
      { index: 7, email: (input[7] as { email: string }).email, error: 'row_invalid' },
      { index: 8, email: null, error: 'row_invalid' },
      { index: 10, email: null, error: 'email_invalid' },
    ]);
    expect(res.body.created + res.body.skipped + res.body.failed.length).toBe(input.length);
    expect(await countRows(h.db, 'events', tt.sandbox.environmentId)).toBe(before + 2);
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(3);
  });

  it('in chunks of a few rows (the server on the embedded database: 250 a statement) the counts and rows are the same as in one statement', async () => {
    const tt = await h.tenant();
    const partition = { tenantId: tt.tenantId, environmentId: tt.sandbox.environmentId };
    const existing = row('chunk-existing');
    await h.request('POST', '/v1/tenants/add-user', { body: existing, auth: tt.sandbox });
    const fresh = Array.from({ length: 7 }, (_, i) => row(`chunk${i}`));
    const input = [...fresh.slice(0, 4), existing, row('chunk-bad', { email: 'nope' }), { ...fresh[1]!, name: 'Repeat' }, ...fresh.slice(4)];
    const result = await addUsersBulk(h.db, partition, input, { chunkRows: 3 });
    expect(result).toEqual({ created: 7, skipped: 2, failed: [{ index: 5, email: 'nope', error: 'email_invalid' }] });
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(8);
    expect(await countRows(h.db, 'kyc_records', tt.sandbox.environmentId)).toBe(8);
    expect(await countRows(h.db, 'user_screenings', tt.sandbox.environmentId, sql`screened_at is null`)).toBe(8);
    // Again, all of it: every row is now the tenant's.
    expect(await addUsersBulk(h.db, partition, input, { chunkRows: 3 })).toEqual({ created: 0, skipped: 9, failed: result.failed });
  });

  it('reports several bad fields of one row by the first in order email, name, phone, metadata', async () => {
    const res = await bulk([
      { name: '', email: 'bad', phone: 'x', metadata: 'no' },
      { name: '', phone: 'x', email: 'ok.' + seq++ + '@example.com' },
    ]);
    expect(res.body.failed.map((f: { error: string }) => f.error)).toEqual(['email_invalid', 'name_invalid']);
  });

  it('over-long fields fail their row only; a failed row echoes its email cut to 254 characters', async () => {
    const tt = await h.tenant();
    const longEmail = `${'a'.repeat(5000)}@example.com`;
    const res = await bulk(
      [
        row('fine'),
        row('longname', { name: 'n'.repeat(201) }),
        row('longphone', { phone: '1'.repeat(31) }),
        { ...row('x'), email: longEmail },
        row('meta', { metadata: { k: 'v'.repeat(501) } }),
      ],
      tt.sandbox,
    );
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.failed.map((f: { index: number; error: string }) => [f.index, f.error])).toEqual([
      [1, 'name_invalid'],
      [2, 'phone_invalid'],
      [3, 'email_invalid'],
      [4, 'metadata_invalid'],
    ]);
    expect(res.body.failed[2].email).toBe(longEmail.slice(0, 254));
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(1);
  });

  it('refuses 10,001 rows with 400 too_many_items and writes nothing', async () => {
    const tt = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ name: `N${i}`, email: `n${i}@example.com`, phone: '+14155552671' }));
    const res = await bulk(rows, tt.sandbox);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'too_many_items', param: 'items' });
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });

  it('refuses a non-array body, an empty array and a body over 16 MiB', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const object = await bulk({ name: 'A', email: 'a@example.com', phone: '+14155552671' });
    expect([object.status, object.body.error.code]).toEqual([400, 'validation_failed']);
    const empty = await bulk([]);
    expect([empty.status, empty.body.error.code]).toEqual([400, 'validation_failed']);
    const huge = await h.request('POST', '/v1/tenants/add-user-bulk', {
      raw: JSON.stringify([{ name: 'x'.repeat(17 * 1024 * 1024), email: 'a@example.com', phone: '+14155552671' }]),
      headers: { 'content-type': 'application/json' },
      auth: t.sandbox,
    });
    expect([huge.status, huge.body.error.code]).toEqual([413, 'payload_too_large']);
    const malformed = await h.request('POST', '/v1/tenants/add-user-bulk', {
      raw: '[{"name":',
      headers: { 'content-type': 'application/json' },
      auth: t.sandbox,
    });
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'invalid_json']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('accepts bodies above 1 MiB (up to 16 MiB) on this route only', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(`big${i}`, { metadata: { note: 'n'.repeat(300) } }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024 * 1024);
    const res = await bulk(rows);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3000);
  });

  it('works over tRPC as { items }', async () => {
    const res = await h.request('POST', '/trpc/users.addBulk', { body: { items: [row('trpc1'), row('trpc2', { email: 'bad' })] }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ created: 1, skipped: 0, failed: [{ index: 1, error: 'email_invalid' }] });
    const tooMany = await h.request('POST', '/trpc/users.addBulk', { body: { items: Array.from({ length: 10_001 }, () => ({})) }, auth: t.sandbox });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.data.code).toBe('too_many_items');
  });

  it('overlapping bulk calls at the same time create each email once, with no error', async () => {
    const tt = await h.tenant();
    const pool = Array.from({ length: 300 }, (_, i) => row(`overlap${i}`));
    // Four calls, each a different but overlapping slice, in different orders.
    const slices = [pool.slice(0, 200), pool.slice(100, 300).reverse(), pool.slice(50, 250), [...pool].reverse()];
    const results = await Promise.all(slices.map((s) => bulk(s, tt.sandbox)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const created = results.reduce((n, r) => n + r.body.created, 0);
    expect(created).toBe(300);
    results.forEach((r, i) => expect(r.body.created + r.body.skipped).toBe(slices[i]!.length));
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(300);
    expect(await countRows(h.db, 'events', tt.sandbox.environmentId)).toBe(300);
    expect(await countRows(h.db, 'kyc_records', tt.sandbox.environmentId)).toBe(300);
  });

  it('in chunks (the server on the embedded database), a failure midway keeps the chunks before it, and a retry skips them', async () => {
    const tt = await h.tenant();
    const partition = { tenantId: tt.tenantId, environmentId: tt.sandbox.environmentId };
    const rows = Array.from({ length: 20 }, (_, i) => row(`chunkfail${String(i).padStart(2, '0')}`));
    const remove = await failInsertsContaining(h.db, 'events', 'data', rows[13]!.email.split('@')[0]!);
    try {
      await expect(addUsersBulk(h.db, partition, rows, { chunkRows: 5 })).rejects.toThrow();
      // Chunks 0–4 and 5–9 committed; the chunk holding row 13 rolled back whole, and nothing after it ran.
      expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(10);
      expect(await countRows(h.db, 'user_screenings', tt.sandbox.environmentId)).toBe(10);
    } finally {
      await remove();
    }
    expect(await addUsersBulk(h.db, partition, rows, { chunkRows: 5 })).toEqual({ created: 10, skipped: 10, failed: [] });
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(20);
  });

  it('writes nothing at all when the statement fails midway', async () => {
    const tt = await h.tenant();
    const rows = Array.from({ length: 20 }, (_, i) => row(`mid${i}`));
    const remove = await failInsertsContaining(h.db, 'events', 'data', rows[13]!.email.split('@')[0]!);
    try {
      const before = await tenantSnapshot(h.db, tt.tenantId);
      const res = await bulk(rows, tt.sandbox);
      expect(res.status).toBe(500);
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    } finally {
      await remove();
    }
  });
});

describe('add-user-bulk security', () => {
  it('401 writes nothing, and rows land only in the key’s own environment', async () => {
    const tt = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const rows = [row('sec1'), row('sec2')];
    const anonymous = await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'key_missing']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);

    await bulk(rows, tt.live);
    expect(await countRows(h.db, 'users', tt.live.environmentId)).toBe(2);
    expect(await countRows(h.db, 'users', tt.sandbox.environmentId)).toBe(0);
  });
});
