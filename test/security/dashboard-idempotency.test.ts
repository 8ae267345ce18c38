/**
 * Issue 33 #10, replayed: two `POST /v1/dashboard/keys` with one Idempotency-Key made two key pairs — dashboard
 * (member) POSTs ignored the header that decisions §4 says every POST honours. Now every mutation of a member takes
 * the same step as an API key's (src/trpc/idempotency.ts), scoped to the tenant and the member: a replay is the
 * stored answer without its secrets, another body is 422, one still running is 409, and the operation runs once.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, memberIdempotencyKeys } from '../../src/db/schema/index.ts';
import { makeMember, signIn, type SignedIn } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let owner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await h.tenant();
  owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
  admin = await signIn(h, (await makeMember(h, t.tenantId, { role: 'admin' })).email);
});

const keyPairs = async () => (await h.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.tenantId, t.tenantId))).length;
const create = (who: SignedIn, key: string, environment = 'sandbox') =>
  h.request('POST', '/v1/dashboard/keys', { body: { environment }, headers: { ...who.bearer, 'idempotency-key': key } });

describe('dashboard POSTs honour Idempotency-Key (#33.10)', () => {
  it('two POST /v1/dashboard/keys with one key make one key pair; the replay is the stored answer without the secret', async () => {
    const before = await keyPairs();
    const first = await create(owner, 'dash-create-1');
    expect(first.status, first.text).toBe(200);
    expect(first.body.secretKey).toMatch(/^sk_test_/);
    const replay = await create(owner, 'dash-create-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('idempotent-omitted')).toBe('secretKey');
    expect(replay.body).not.toHaveProperty('secretKey');
    const { secretKey: _shownOnce, ...withoutSecret } = first.body;
    expect(replay.body).toEqual(withoutSecret);
    expect(await keyPairs()).toBe(before + 1);
    // The secret is not kept anywhere in the stored answer.
    const stored = await h.db.select().from(memberIdempotencyKeys).where(eq(memberIdempotencyKeys.key, 'dash-create-1'));
    expect(JSON.stringify(stored)).not.toContain(first.body.secretKey);
  });

  it('the same key with another body is 422 idempotency_key_reused, and nothing changes', async () => {
    expect((await create(owner, 'dash-create-2')).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const reused = await create(owner, 'dash-create-2', 'live');
    expect([reused.status, reused.body.error.code, reused.body.error.type]).toEqual([422, 'idempotency_key_reused', 'idempotency_error']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('concurrent requests with one key run the operation once: the others are replays or 409 idempotency_key_in_use', async () => {
    const before = await keyPairs();
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(owner, 'dash-create-3')));
    const created = answers.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') !== 'true');
    expect(created).toHaveLength(1);
    for (const r of answers.filter((a) => !created.includes(a))) {
      if (r.status === 200) expect(r.headers.get('idempotent-replayed')).toBe('true');
      else expect([r.status, r.body.error.code]).toEqual([409, 'idempotency_key_in_use']);
    }
    expect(await keyPairs()).toBe(before + 1);
  });

  it("keys are the member's own: another member's same key is a new request; a refused one is replayed as refused", async () => {
    const before = await keyPairs();
    expect((await create(owner, 'dash-shared')).status).toBe(200);
    const other = await create(admin, 'dash-shared');
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await keyPairs()).toBe(before + 2);

    // An error the operation answers (4xx) is stored and replayed like a success; the pair stays revoked once.
    const [pair] = await h.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.tenantId, t.tenantId)));
    const revoke = () => h.request('POST', `/v1/dashboard/keys/${pair!.id}/revoke`, { headers: { ...owner.bearer, 'idempotency-key': 'dash-revoke' } });
    expect((await revoke()).status).toBe(200);
    const again = await h.request('POST', `/v1/dashboard/keys/${pair!.id}/revoke`, { headers: owner.bearer });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
    const replayed = await revoke();
    expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  });

  it('over /trpc too, with the cookie session and its CSRF token', async () => {
    const before = await keyPairs();
    const headers = { cookie: owner.cookie, 'x-csrf-token': owner.csrfToken, 'content-type': 'application/json', 'idempotency-key': 'dash-trpc' };
    const send = () => h.request('POST', '/trpc/dashboard.keys.create', { raw: JSON.stringify({ environment: 'sandbox' }), headers });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    expect(first.body.result.data.secretKey).toMatch(/^sk_test_/);
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.result.data).not.toHaveProperty('secretKey');
    expect(await keyPairs()).toBe(before + 1);
  });
});
