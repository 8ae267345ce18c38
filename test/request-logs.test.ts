// Long on purpose: writing, redaction, the API and dashboard reads, isolation and retention of one log share its tenants and rows.
/**
 * The request log of debugLogging environments (issue 23 part 4): a keyed
 * request of an environment with `debugLogging` on leaves one row (route
 * pattern, status, duration, request id, redacted and bounded bodies) that
 * `GET /v1/request-logs` and the dashboard list; nothing is written while it
 * is off; another tenant (or environment) sees none of it; the housekeeping
 * sweep deletes rows after 7 days. Rows are read back from the database
 * directly, so the redaction is checked on what is stored.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { requestLogs, tenants } from '../src/db/schema/index.ts';
import { sweep } from '../src/jobs.ts';
import { newId } from '../src/lib/ids.ts';
import { createLogger } from '../src/logger.ts';
import { API_SCOPES } from '../src/services/scopes.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { REQUEST_LOG_BODY_MAX, REQUEST_LOG_RETENTION_MS, toRequestLogRow, type RequestLogRow } from '../src/services/request-logs.ts';
import { createEscrow, createTestEndpoint, makeMember, makeUser, requestLogIn, signIn } from './helpers/factories.ts';
import { failInsertsContaining } from './helpers/faults.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

// The sweep reaches every tenant's rows (and moves the clock a week): on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });
let t: TestTenant;
let other: TestTenant;

const debugOn = (creds: KeyCreds, on = true) => updateEnvironment(h.db, creds.environmentId, { debugLogging: on });
const drain = () => h.deps.requestLogs!.drain();

async function rowsOf(creds: KeyCreds): Promise<RequestLogRow[]> {
  await drain();
  return h.db.select().from(requestLogs).where(sql`${requestLogs.environmentId} = ${creds.environmentId}`).orderBy(requestLogs.id);
}

/** The rows written for one request id, once the writes under way are done. */
async function rowsFor(requestId: string | null): Promise<RequestLogRow[]> {
  await drain();
  return h.db.select().from(requestLogs).where(sql`${requestLogs.requestId} = ${requestId}`);
}

async function rowFor(requestId: string | null): Promise<RequestLogRow> {
  const rows = await rowsFor(requestId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

beforeAll(async () => {
  t = await h.tenant();
  other = await h.tenant();
});

describe('written only while debugLogging is on', () => {
  it('off (the default): keyed requests leave no row', async () => {
    const userId = await makeUser(h, t.live);
    await h.request('GET', `/v1/users/${userId}`, { auth: t.live });
    await h.request('GET', '/v1/transactions/tx_01ARZ3NDEKTSV4RRFFQ69G5FAV', { auth: t.live });
    expect(await rowsOf(t.live)).toEqual([]);
  });

  it('on: each keyed request leaves its method, route pattern, status, duration and request id; off again: nothing more', async () => {
    await debugOn(t.sandbox);
    const userId = await makeUser(h, t.sandbox);
    const got = await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox });
    expect(got.status).toBe(200);
    const row = await rowFor(got.headers.get('x-request-id'));
    expect(row).toMatchObject({ tenantId: t.tenantId, transport: 'rest', method: 'GET', path: '/v1/users/{id}', status: 200, errorCode: null });
    expect(row.id).toMatch(/^rlog_[0-9A-Z]{26}$/);
    expect(Number.isInteger(row.durationMs) && row.durationMs >= 0).toBe(true);
    expect(JSON.parse(row.requestBody!)).toEqual({ id: userId });
    expect(JSON.parse(row.responseBody!)).toMatchObject({ id: userId, livemode: false });

    const missing = await h.request('GET', '/v1/transactions/tx_01ARZ3NDEKTSV4RRFFQ69G5FAV', { auth: t.sandbox });
    expect(await rowFor(missing.headers.get('x-request-id'))).toMatchObject({ path: '/v1/transactions/{id}', status: 404, errorCode: 'not_found' });
    const invalid = await h.request('POST', '/v1/tenants/add-user', { body: { name: 'No email' }, auth: t.sandbox });
    const refused = await rowFor(invalid.headers.get('x-request-id'));
    expect(refused).toMatchObject({ method: 'POST', path: '/v1/tenants/add-user', status: 400, errorCode: 'validation_failed' });
    expect(JSON.parse(refused.responseBody!).error.requestId).toBe(invalid.headers.get('x-request-id'));

    await debugOn(t.sandbox, false);
    const before = (await rowsOf(t.sandbox)).length;
    await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox });
    expect(await rowsOf(t.sandbox)).toHaveLength(before);
    await debugOn(t.sandbox);
  });

  it('/trpc calls too, under the same route pattern, and only the environment of the key', async () => {
    const userId = await makeUser(h, t.sandbox);
    const res = await h.request('GET', `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ id: userId }))}`, { auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(await rowFor(res.headers.get('x-request-id'))).toMatchObject({ transport: 'trpc', method: 'GET', path: '/v1/users/{id}', status: 200 });
    expect(await rowsOf(t.live)).toEqual([]);
  });

  it('unauthenticated requests are not attributed to anyone: no row', async () => {
    const res = await h.request('GET', '/v1/users', { auth: { ...t.sandbox, secretKey: `sk_test_${'x'.repeat(30)}` } });
    expect(res.status).toBe(401);
    expect(await rowsFor(res.headers.get('x-request-id'))).toEqual([]);
  });

  it('a row that cannot be written is logged, not answered: the request succeeds', async () => {
    const lines: string[] = [];
    const logger = h.deps.logger;
    h.deps.logger = createLogger('warn', new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const restore = await failInsertsContaining(h.db, 'request_logs', 'path', '/v1/users/{id}');
    try {
      const userId = await makeUser(h, t.sandbox);
      const res = await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox });
      expect(res.status).toBe(200);
      await drain();
      expect(lines.join('')).toContain('request log row not written');
      expect(await rowsFor(res.headers.get('x-request-id'))).toEqual([]);
    } finally {
      await restore();
      h.deps.logger = logger;
    }
  });
});

describe('redacted: no secret key, signing secret or bearer token is stored', () => {
  it('webhook endpoint secrets, invitation tokens and URLs, transaction tokens, and secrets sent in metadata', async () => {
    const planted = `sk_test_${'Q'.repeat(32)}`;
    const endpoint = await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/escrow');
    const rotated = await h.request('POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { body: {}, auth: t.sandbox });
    expect(rotated.status, rotated.text).toBe(200);
    const escrow = await createEscrow(h, t.sandbox, { metadata: { apiKey: 'plain-value-1', note: `key ${planted}`, password: 'hunter2' } });
    const link = await h.request('POST', `/v1/transactions/${escrow.id}/party-links`, { body: { userId: escrow.buyerId }, auth: t.sandbox });
    expect(link.status, link.text).toBe(200);
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId: await makeUser(h, t.sandbox, { kyc: false }) }, auth: t.sandbox });
    expect(session.status, session.text).toBe(200);
    // An Idempotency-Key replay is logged from the stored answer, which never held the secret.
    const key = `replay-${Math.random()}`;
    for (let i = 0; i < 2; i++) {
      const again = await h.request('POST', '/v1/webhook-endpoints', {
        body: { url: 'https://hooks.example.com/second', events: ['*'] },
        auth: t.sandbox,
        headers: { 'idempotency-key': key },
      });
      expect(again.status).toBe(200);
    }

    const stored = JSON.stringify(await rowsOf(t.sandbox));
    const secrets = [
      endpoint.secret,
      rotated.body.secret,
      escrow.inviteToken,
      escrow.inviteUrl,
      escrow.token,
      new URL(link.body.url).searchParams.get('party')!,
      session.body.sessionToken,
      planted,
      'plain-value-1',
      'hunter2',
    ];
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/sk_(test|live)_[0-9A-Za-z]/);
    expect(stored).not.toMatch(/whsec_[A-Za-z0-9+/]/);
    expect(stored).not.toMatch(/inv_[A-Za-z0-9_-]{8}/);

    const created = (await rowsOf(t.sandbox)).find((r) => r.path === '/v1/transactions/create' && r.status === 200)!;
    const answer = JSON.parse(created.responseBody!);
    expect(answer).toMatchObject({ id: escrow.id, inviteToken: '[redacted]', inviteUrl: '[redacted]', token: '[redacted]' });
    expect(JSON.parse(created.requestBody!).metadata).toEqual({ apiKey: '[redacted]', note: 'key sk_test_[redacted]', password: '[redacted]' });
    const endpointRow = (await rowsOf(t.sandbox)).find((r) => r.path === '/v1/webhook-endpoints' && r.method === 'POST')!;
    expect(JSON.parse(endpointRow.responseBody!)).toMatchObject({ id: endpoint.id, secret: '[redacted]', url: 'https://hooks.example.com/escrow' });
  });

  it('bodies are cut at 16 KiB and marked truncated', async () => {
    const row = toRequestLogRow({
      partition: { tenantId: t.tenantId, environmentId: t.sandbox.environmentId },
      requestId: newId('request'),
      transport: 'rest',
      method: 'POST',
      path: '/v1/tenants/add-user-bulk',
      status: 200,
      durationMs: 1.4,
      errorCode: null,
      requestBody: { users: Array.from({ length: 5000 }, (_, i) => ({ name: `User ${i}`, secret: 'never', email: `u${i}@example.com` })) },
      responseBody: { ok: true },
      createdAt: h.clock.now(),
    });
    expect(row.requestBody!.length).toBe(REQUEST_LOG_BODY_MAX);
    expect(row.requestBodyTruncated).toBe(true);
    expect(row.requestBody).not.toContain('never');
    expect(row).toMatchObject({ responseBody: '{"ok":true}', responseBodyTruncated: false, durationMs: 1 });
  });
});

describe('GET /v1/request-logs and /v1/request-logs/{id}', () => {
  it('lists newest first without bodies, filters by status, class, path, method, request id and date, and pages with cursors', async () => {
    await debugOn(other.sandbox);
    const userId = await makeUser(h, other.sandbox);
    const ok = await h.request('GET', `/v1/users/${userId}`, { auth: other.sandbox });
    const missing = await h.request('GET', '/v1/users/usr_01ARZ3NDEKTSV4RRFFQ69G5FAV', { auth: other.sandbox });
    await drain();
    const list = (query: string) => h.request('GET', `/v1/request-logs${query}`, { auth: other.sandbox });

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(4); // add-user, PATCH kyc, the two GETs
    expect(all.body.data[0]).toMatchObject({ requestId: missing.headers.get('x-request-id'), status: 404, livemode: false });
    expect(all.body.data[0]).not.toHaveProperty('responseBody');
    const ids = all.body.data.map((r: { id: string }) => r.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    expect((await list('?status=404')).body.data.map((r: { requestId: string }) => r.requestId)).toEqual([missing.headers.get('x-request-id')]);
    expect((await list('?status=4xx')).body.data).toHaveLength(1);
    expect((await list('?status=2xx')).body.data.every((r: { status: number }) => r.status >= 200 && r.status < 300)).toBe(true);
    expect((await list(`?path=${encodeURIComponent('/v1/users/{id}')}`)).body.data).toHaveLength(2);
    expect((await list('?method=PATCH')).body.data.map((r: { path: string }) => r.path)).toEqual(['/v1/kyc/{userId}']);
    expect((await list(`?requestId=${ok.headers.get('x-request-id')}`)).body.data).toHaveLength(1);
    const later = new Date(h.clock.now().getTime() + 60_000).toISOString();
    expect((await list(`?createdFrom=${later}`)).body.data).toEqual([]);
    expect((await list(`?createdTo=${later}`)).body.data).toHaveLength(all.body.data.length);

    const first = await list('?limit=1');
    expect(first.body.hasMore).toBe(true);
    const second = await list(`?limit=1&starting_after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.data[0].id).toBe(ids[1]);

    const one = await h.request('GET', `/v1/request-logs/${ids[1]}`, { auth: other.sandbox });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ids[1], requestId: ok.headers.get('x-request-id'), path: '/v1/users/{id}', requestBodyTruncated: false });
    expect(JSON.parse(one.body.responseBody)).toMatchObject({ id: userId });

    // Reading the log is not itself logged.
    expect((await list('')).body.data.map((r: { id: string }) => r.id)).toEqual(ids);
  });

  it('bad filters are 400 validation_failed', async () => {
    for (const query of ['?status=abc', '?status=6xx', '?status=99', '?createdFrom=yesterday', '?method=TRACE', '?requestId=nope', '?limit=0']) {
      const res = await h.request('GET', `/v1/request-logs${query}`, { auth: other.sandbox });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const res = await h.request('GET', '/v1/request-logs/rlog_nope', { auth: other.sandbox });
    expect(res.status).toBe(400);
  });

  it("another tenant's key, or the other environment's, sees none of it: an empty list and 404, nothing changed", async () => {
    await drain();
    const [theirs] = await rowsOf(other.sandbox);
    const snapshot = await tenantSnapshot(h.db, other.tenantId);
    for (const creds of [t.sandbox, t.live, other.live]) {
      const list = await h.request('GET', '/v1/request-logs?limit=100', { auth: creds });
      expect(list.status).toBe(200);
      expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(theirs!.id);
      const one = await h.request('GET', `/v1/request-logs/${theirs!.id}`, { auth: creds });
      expect(one.status).toBe(404);
      expect(one.body.error.code).toBe('not_found');
      expect(one.text).not.toContain(theirs!.requestId);
    }
    await drain();
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(snapshot);
  });

  it('needs the request_logs.read scope: 403 key_forbidden, nothing changed', async () => {
    const narrow = await h.keyWithScopes(other, 'sandbox', ['users.read', 'events.read']);
    const snapshot = await tenantSnapshot(h.db, other.tenantId);
    const res = await h.request('GET', '/v1/request-logs', { auth: narrow });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('key_forbidden');
    await drain();
    // The request log's own routes are never logged, refusals included: nothing at all changed.
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(snapshot);
  });
});

describe('needs the tenant permission log.view besides the scope', () => {
  it('a tenant without it gets 403 permission_denied and nothing changes', async () => {
    const tt = await h.tenant();
    await debugOn(tt.sandbox);
    const id = await requestLogIn(h, tt.tenantId, tt.sandbox);
    await h.db.update(tenants).set({ permissions: [] }).where(eq(tenants.id, tt.tenantId));
    const snapshot = await tenantSnapshot(h.db, tt.tenantId);
    for (const path of ['/v1/request-logs', `/v1/request-logs/${id}`]) {
      const res = await h.request('GET', path, { auth: tt.sandbox });
      expect([res.status, res.body.error.code], path).toEqual([403, 'permission_denied']);
    }
    await drain();
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(snapshot);
  });
});

describe('in the dashboard', () => {
  it('members with logs.read list and open their environment; viewers are refused; another tenant gets 404', async () => {
    const developer = await signIn(h, (await makeMember(h, other.tenantId, { role: 'developer' })).email);
    const viewer = await signIn(h, (await makeMember(h, other.tenantId, { role: 'viewer' })).email);
    const stranger = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
    const list = await h.request('GET', '/v1/dashboard/request-logs?environment=sandbox&status=4xx', { headers: developer.bearer });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(1);
    const id = list.body.data[0].id;
    const one = await h.request('GET', `/v1/dashboard/request-logs/${id}?environment=sandbox`, { headers: developer.bearer });
    expect(one.status).toBe(200);
    expect(one.body.responseBody).toContain('"error"');

    const refused = await h.request('GET', '/v1/dashboard/request-logs?environment=sandbox', { headers: viewer.bearer });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('role_forbidden');
    const foreign = await h.request('GET', `/v1/dashboard/request-logs/${id}?environment=sandbox`, { headers: stranger.bearer });
    expect(foreign.status).toBe(404);
    const live = await h.request('GET', `/v1/dashboard/request-logs/${id}?environment=live`, { headers: developer.bearer });
    expect(live.status).toBe(404);
  });
});

describe('kept 7 days', () => {
  it('the housekeeping sweep deletes rows older than 7 days and keeps newer ones', async () => {
    await drain();
    const old = await countRows(h.db, 'request_logs', other.sandbox.environmentId);
    expect(old).toBeGreaterThan(0);
    h.clock.advance(REQUEST_LOG_RETENTION_MS - 60_000);
    const fresh = await h.request('GET', '/v1/tenants/me', { auth: other.sandbox });
    await drain();
    h.clock.advance(2 * 60_000);
    await sweep(h.db, h.clock, h.deps.logger);
    const left = await queryRows<{ request_id: string }>(h.db, sql`select request_id from request_logs where environment_id = ${other.sandbox.environmentId}`);
    expect(left.map((r) => r.request_id)).toEqual([fresh.headers.get('x-request-id')]);
    const listed = await h.request('GET', '/v1/request-logs', { auth: other.sandbox });
    expect(listed.body.data).toHaveLength(1);
  });
});

describe('migration 0017 and the new scope', () => {
  it('grants request_logs.read to existing keys holding every other scope, never to a narrowed key', async () => {
    const full = await h.keyWithScopes(
      t,
      'sandbox',
      API_SCOPES.filter((s) => s !== 'request_logs.read'),
    );
    const narrow = await h.keyWithScopes(t, 'sandbox', ['transactions.read']);
    const statement = readFileSync(new URL('../src/db/migrations/0017_request_logs.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.includes('UPDATE "api_keys"'))!;
    await h.db.execute(sql.raw(statement));
    const scopesOf = async (k: KeyCreds) =>
      (await queryRows<{ scopes: string[] }>(h.db, sql`select scopes from api_keys where publishable_key = ${k.publishableKey}`))[0]!.scopes;
    expect(await scopesOf(full)).toContain('request_logs.read');
    expect(await scopesOf(narrow)).toEqual(['transactions.read']);
    const refused = await h.request<{ error: { code: string } }>('GET', '/v1/request-logs', { auth: narrow });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'key_forbidden']);
  });
});
