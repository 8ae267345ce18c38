import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, kycRecords, users } from '../src/db/schema/index.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { failInsertsContaining } from './helpers/faults.ts';
import { countRows, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;
const uniqueEmail = (tag = 'user') => `${tag}.${Date.now().toString(36)}.${seq++}@Example.COM`;
const addUser = (body: unknown, auth = t.sandbox, headers: Record<string, string> = {}) => h.request('POST', '/v1/tenants/add-user', { body, auth, headers });

describe('POST /v1/tenants/add-user', () => {
  it('creates an invited user with its KYC record and one tenant.users.invite event', async () => {
    const email = uniqueEmail('ada');
    const res = await addUser({ name: '  Ada Lovelace ', email, phone: '+1 (415) 555-2671', metadata: { crm: 'A-1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^usr_[0-9A-Z]{26}$/),
      name: 'Ada Lovelace',
      email: email.replace('Example.COM', 'example.com'),
      phone: '+14155552671',
      tenantId: t.tenantId,
      status: 'invited',
      metadata: { crm: 'A-1' },
      livemode: false,
      createdAt: expect.any(String),
    });
    const [kyc] = await h.db.select().from(kycRecords).where(eq(kycRecords.userId, res.body.id));
    expect(kyc).toMatchObject({
      status: 'not_started',
      currentStep: 0,
      result: { identity: null, document: null, liveness: null },
      environmentId: t.sandbox.environmentId,
    });
    expect(kyc!.id).toMatch(/^kyc_/);
    const evts = await h.db
      .select()
      .from(events)
      .where(and(eq(events.environmentId, t.sandbox.environmentId), eq(events.type, 'tenant.users.invite')));
    const mine = evts.filter((e) => e.data.userId === res.body.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toEqual({ userId: res.body.id, email: res.body.email, name: 'Ada Lovelace' });
  });

  it('returns the existing user for a known email (any case), unchanged, firing nothing', async () => {
    const email = uniqueEmail('grace');
    const first = await addUser({ name: 'Grace', email, phone: '+442079460018' });
    const eventsBefore = await countRows(h.db, 'events', t.sandbox.environmentId);
    const again = await addUser({ name: 'Someone Else', email: email.toUpperCase(), phone: '020 7946 0000' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countRows(h.db, 'events', t.sandbox.environmentId)).toBe(eventsBefore);
  });

  it('keeps phones that do not parse as international numbers as given, trimmed', async () => {
    const res = await addUser({ name: 'Local', email: uniqueEmail(), phone: ' 020 7946 0018 ' });
    expect(res.body.phone).toBe('020 7946 0018');
  });

  it('400 validation_failed lists every bad field, and writes nothing', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await addUser({ name: '   ', email: 'not-an-email', phone: '12', metadata: { k: 'x'.repeat(501) }, role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'metadata.k', 'name', 'phone', 'role']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it.each([
    ['missing email', { name: 'A', phone: '+14155552671' }, 'email'],
    ['display-name email', { name: 'A', email: 'Ada <ada@example.com>', phone: '+14155552671' }, 'email'],
    ['dotless domain', { name: 'A', email: 'ada@localhost', phone: '+14155552671' }, 'email'],
    ['domain literal', { name: 'A', email: 'ada@[10.0.0.1]', phone: '+14155552671' }, 'email'],
    ['domain label ending in a hyphen', { name: 'A', email: "o'neil+x@mail-.example.com", phone: '+14155552671' }, 'email'],
    ['domain label starting with a hyphen', { name: 'A', email: 'ada@-mail.example.com', phone: '+14155552671' }, 'email'],
    ['email too long', { name: 'A', email: `${'a'.repeat(250)}@example.com`, phone: '+14155552671' }, 'email'],
    ['phone 31 chars', { name: 'A', email: 'p@example.com', phone: '1'.repeat(31) }, 'phone'],
    ['phone with letters', { name: 'A', email: 'p@example.com', phone: 'call me maybe' }, 'phone'],
    ['name too long', { name: 'n'.repeat(201), email: 'p@example.com', phone: '+14155552671' }, 'name'],
    ['name with control char', { name: 'a\u0000b', email: 'p@example.com', phone: '+14155552671' }, 'name'],
    [
      '21 metadata pairs',
      { name: 'A', email: 'p@example.com', phone: '+14155552671', metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      'metadata',
    ],
    ['non-string metadata value', { name: 'A', email: 'p@example.com', phone: '+14155552671', metadata: { n: 1 } }, 'metadata.n'],
    ['metadata key too long', { name: 'A', email: 'p@example.com', phone: '+14155552671', metadata: { ['k'.repeat(41)]: 'v' } }, `metadata.${'k'.repeat(41)}`],
    ['number as email', { name: 'A', email: 42, phone: '+14155552671' }, 'email'],
  ])('400 for %s', async (_name, body, path) => {
    const res = await addUser(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts unicode addresses (RFC 6532) and plus-addressing', async () => {
    for (const email of [`ünï.${seq++}@exämple.com`, `ada+tag${seq++}@example.co.uk`]) {
      const res = await addUser({ name: 'U', email, phone: '+14155552671' });
      expect(res.status, email).toBe(200);
    }
  });

  it('works over tRPC with the same rules, and rejects strings for numbers there too', async () => {
    const email = uniqueEmail('trpc');
    const res = await h.request('POST', '/trpc/users.add', { body: { name: 'T', email, phone: '+14155552671' }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ status: 'invited', email: email.replace('Example.COM', 'example.com') });
    const bad = await h.request('POST', '/trpc/users.add', { body: { name: 'T', email: 'nope', phone: '+14155552671' }, auth: t.sandbox });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data).toMatchObject({ code: 'validation_failed', details: [{ path: 'email', message: expect.any(String) }] });
  });

  it('concurrent creates of one email converge on one user and one event', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 12 }, () => addUser({ name: 'Racer', email, phone: '+14155552671' })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const [row] = await h.db.select().from(users).where(eq(users.id, results[0]!.body.id));
    expect(row).toBeDefined();
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, eqData('userId', results[0]!.body.id))).toBe(1);
  });

  it('writes user, KYC record and event together or not at all', async () => {
    const email = uniqueEmail('atomic');
    const remove = await failInsertsContaining(h.db, 'events', 'data', email.split('@')[0]!);
    try {
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await addUser({ name: 'Atomic', email, phone: '+14155552671' });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal_error');
      expect(res.text).not.toContain('injected');
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    } finally {
      await remove();
    }
    expect((await addUser({ name: 'Atomic', email, phone: '+14155552671' })).status).toBe(200);
  });
});

describe('add-user security', () => {
  it('401 without keys or with a wrong secret, 403 in a disabled environment — nothing written', async () => {
    const tt = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const body = { name: 'Mallory', email: uniqueEmail('mallory'), phone: '+14155552671' };
    const anonymous = await h.request('POST', '/v1/tenants/add-user', { body });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'key_missing']);
    const wrongSecret = await addUser(body, { ...tt.sandbox, secretKey: 'sk_test_' + 'w'.repeat(32) });
    expect([wrongSecret.status, wrongSecret.body.error.code]).toEqual([401, 'authentication_error']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);

    await updateEnvironment(h.db, tt.sandbox.environmentId, { status: 'disabled' });
    const snapshot = await tenantSnapshot(h.db, tt.tenantId);
    const disabled = await addUser(body, tt.sandbox);
    expect([disabled.status, disabled.body.error.code]).toEqual([403, 'environment_disabled']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(snapshot);
  });

  it('over tRPC: 401 without keys, nothing written', async () => {
    const tt = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const body = { name: 'Eve', email: uniqueEmail('eve'), phone: '+14155552671' };
    const anonymous = await h.request('POST', '/trpc/users.add', { body });
    expect([anonymous.status, anonymous.body.error.data.code]).toEqual([401, 'key_missing']);
    const bulkAnonymous = await h.request('POST', '/trpc/users.addBulk', { body: { items: [body] } });
    expect([bulkAnonymous.status, bulkAnonymous.body.error.data.code]).toEqual([401, 'key_missing']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });

  it("another tenant's users, and the other environment's, are invisible", async () => {
    const a = await h.tenant();
    const b = await h.tenant();
    const email = uniqueEmail('shared');
    const inA = await addUser({ name: 'In A', email, phone: '+14155552671' }, a.sandbox);
    const inB = await addUser({ name: 'In B', email, phone: '+14155552671' }, b.sandbox);
    const inALive = await addUser({ name: 'In A live', email, phone: '+14155552671' }, a.live);
    expect(new Set([inA.body.id, inB.body.id, inALive.body.id]).size).toBe(3);
    expect(inALive.body.livemode).toBe(true);

    const before = await tenantSnapshot(h.db, a.tenantId);
    for (const [creds, id] of [
      [b.sandbox, inA.body.id],
      [a.live, inA.body.id],
      [a.sandbox, inALive.body.id],
    ] as const) {
      const res = await h.request('GET', `/v1/users/${id}`, { auth: creds });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const listB = await h.request('GET', `/v1/users?email=${encodeURIComponent(email)}`, { auth: b.sandbox });
    expect(listB.body.data.map((u: { id: string }) => u.id)).toEqual([inB.body.id]);
    const eventsB = await h.request('GET', '/v1/events?limit=100', { auth: b.sandbox });
    expect(eventsB.body.data.every((e: { tenantId: string }) => e.tenantId === b.tenantId)).toBe(true);
    expect(eventsB.text).not.toContain(inA.body.id);
    expect(await tenantSnapshot(h.db, a.tenantId)).toEqual(before);
  });
});

describe('GET /v1/users', () => {
  it('retrieves, lists newest first and filters by email and status', async () => {
    const tt = await h.tenant();
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await addUser({ name: `U${i}`, email: uniqueEmail('list'), phone: '+14155552671' }, tt.live)).body);
    const one = await h.request('GET', `/v1/users/${created[1].id}`, { auth: tt.live });
    expect(one.body).toEqual(created[1]);
    const list = await h.request('GET', '/v1/users?limit=2', { auth: tt.live });
    expect(list.body.data.map((u: { id: string }) => u.id)).toEqual([created[2].id, created[1].id]);
    const next = await h.request('GET', `/v1/users?limit=2&starting_after=${encodeURIComponent(list.body.nextCursor)}`, { auth: tt.live });
    expect(next.body.data.map((u: { id: string }) => u.id)).toEqual([created[0].id]);
    const byEmail = await h.request('GET', `/v1/users?email=${encodeURIComponent(created[0].email.toUpperCase())}`, { auth: tt.live });
    expect(byEmail.body.data).toEqual([created[0]]);
    const byStatus = await h.request('GET', '/v1/users?status=active', { auth: tt.live });
    expect(byStatus.body.data).toEqual([]);
  });
});

function eqData(key: string, value: string) {
  return sql`data->>${key} = ${value}`;
}
