/**
 * Issue 36 #5: the Idempotency-Key step is taken by every mutation of an API key or a member — decided by the
 * procedure's kind, not by the REST method — so a key-authenticated PATCH or DELETE now runs once per key and replays
 * like a POST, on REST and /trpc alike, and openapi.json says so on every non-GET operation but the /auth/* ones
 * (public sign-in, and the two that set the session cookie: src/trpc/idempotency.ts).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEscrow } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;
const newKey = () => `methods-${Date.now().toString(36)}-${seq++}`;
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const titleOf = async (id: string) => (await h.request('GET', `/v1/transactions/${id}`, { auth: t.sandbox })).body.title as string;
const newEndpoint = async () =>
  (await h.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/methods', events: ['*'] }, auth: t.sandbox })).body.id as string;

describe('Idempotency-Key on PATCH and DELETE (#36.5)', () => {
  it('PATCH /v1/transactions/{id}: one key runs once — its replay is the stored answer, not a second run over a newer state', async () => {
    const { id } = await createEscrow(h, t.sandbox);
    const key = newKey();
    const first = await h.request('PATCH', `/v1/transactions/${id}`, { body: { title: 'First title' }, auth: t.sandbox, headers: keyed(key) });
    expect([first.status, first.body.title, first.headers.get('idempotent-replayed')]).toEqual([200, 'First title', null]);
    // Changed since, without a key: a second run of the keyed call would put "First title" back.
    expect((await h.request('PATCH', `/v1/transactions/${id}`, { body: { title: 'Newer title' }, auth: t.sandbox })).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const replay = await h.request('PATCH', `/v1/transactions/${id}`, { body: { title: 'First title' }, auth: t.sandbox, headers: keyed(key) });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body).toEqual(first.body);
    expect(await titleOf(id)).toBe('Newer title');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    // The same key with another body: 422, nothing changed.
    const reused = await h.request('PATCH', `/v1/transactions/${id}`, { body: { title: 'Another title' }, auth: t.sandbox, headers: keyed(key) });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('DELETE /v1/webhook-endpoints/{id}: a retry with the key is the stored 200, not a 404 for the endpoint already gone', async () => {
    const id = await newEndpoint();
    const key = newKey();
    const first = await h.request('DELETE', `/v1/webhook-endpoints/${id}`, { auth: t.sandbox, headers: keyed(key) });
    expect([first.status, first.body]).toEqual([200, { id, deleted: true }]);
    expect((await h.request('GET', `/v1/webhook-endpoints/${id}`, { auth: t.sandbox })).status).toBe(404);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const replay = await h.request('DELETE', `/v1/webhook-endpoints/${id}`, { auth: t.sandbox, headers: keyed(key) });
    expect([replay.status, replay.body, replay.headers.get('idempotent-replayed')]).toEqual([200, { id, deleted: true }, 'true']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // Without the key it is a new request: the endpoint is gone.
    expect((await h.request('DELETE', `/v1/webhook-endpoints/${id}`, { auth: t.sandbox })).status).toBe(404);
    // The same key on another endpoint's DELETE (another path): 422, and that endpoint stays.
    const other = await newEndpoint();
    const reused = await h.request('DELETE', `/v1/webhook-endpoints/${other}`, { auth: t.sandbox, headers: keyed(key) });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    expect((await h.request('GET', `/v1/webhook-endpoints/${other}`, { auth: t.sandbox })).status).toBe(200);
  });

  it('over /trpc too: transactions.update and webhookEndpoints.delete replay on their key', async () => {
    const { id } = await createEscrow(h, t.sandbox);
    const update = (title: string, key: string) =>
      h.request('POST', '/trpc/transactions.update', { body: { id, title }, auth: t.sandbox, headers: keyed(key) });
    const key = newKey();
    const first = await update('Over tRPC', key);
    expect([first.status, first.body.result.data.title]).toEqual([200, 'Over tRPC']);
    expect((await h.request('PATCH', `/v1/transactions/${id}`, { body: { title: 'Newer title' }, auth: t.sandbox })).status).toBe(200);
    const replay = await update('Over tRPC', key);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body.result.data).toEqual(first.body.result.data);
    expect(await titleOf(id)).toBe('Newer title');
    const reused = await update('Yet another', key);
    expect([reused.status, reused.body.error.data.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await titleOf(id)).toBe('Newer title');

    const endpoint = await newEndpoint();
    const deleteKey = newKey();
    const remove = () => h.request('POST', '/trpc/webhookEndpoints.delete', { body: { id: endpoint }, auth: t.sandbox, headers: keyed(deleteKey) });
    expect((await remove()).body.result.data).toEqual({ id: endpoint, deleted: true });
    const again = await remove();
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.result.data]).toEqual([200, 'true', { id: endpoint, deleted: true }]);
  });

  it('openapi.json documents the header (and Idempotent-Replayed) on every non-GET operation except the /auth/* ones', () => {
    type Operation = { parameters?: { $ref?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const openApi = JSON.parse(readFileSync('openapi.json', 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    const documented: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(openApi.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const header = (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey');
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))![1];
        const replayed = 'Idempotent-Replayed' in (success.headers ?? {});
        if (path.startsWith('/auth/')) {
          if (header || replayed) documented.push(name);
        } else if (!header || !replayed) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
    expect(documented).toEqual([]);
    // The check saw the kinds it is about.
    const methods = new Set(Object.values(openApi.paths).flatMap((ops) => Object.keys(ops)));
    expect([...methods]).toEqual(expect.arrayContaining(['post', 'patch', 'delete']));
  });
});
