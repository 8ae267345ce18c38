import { beforeAll, describe, expect, it } from 'vitest';
import { createHarness, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

function expectErrorBody(body: any, code: string) {
  expect(body).toEqual({
    error: expect.objectContaining({ code, type: expect.any(String), message: expect.any(String), requestId: expect.stringMatching(/^req_/) }),
  });
  expect(Object.keys(body.error).every((k) => ['type', 'code', 'message', 'param', 'details', 'requestId'].includes(k))).toBe(true);
}

const envPath = () => `/v1/environments/${t.sandbox.environmentId}`;

describe('bad input gets our error body, never a 500', () => {
  // Answered once the key is authenticated (issue 17): a body is judged only for a known caller.
  it('malformed JSON → 400 invalid_json (REST and tRPC), nothing changed', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const rest = await h.request('POST', '/v1/tenants/add-user', { raw: '{"name": "x",', headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect(rest.status).toBe(400);
    expectErrorBody(rest.body, 'invalid_json');
    const trpc = await h.request('POST', '/trpc/users.add', { raw: '{oops', headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.code).toBe('invalid_json');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('invalid UTF-8 in the body → 400 invalid_json', async () => {
    const raw = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await h.request('POST', '/v1/tenants/add-user', { raw, headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'invalid_json');
  });

  it('a body nested deeper than 32 levels → 400 validation_failed, with or without Idempotency-Key (REST and tRPC), nothing written', async () => {
    // Found by the fuzzer: 20,000 levels with an Idempotency-Key overflowed the stack while hashing the request (500).
    const before = await tenantSnapshot(h.db, t.tenantId);
    const deep = (levels: number) =>
      `{"name":"A","email":"deep@example.com","phone":"+14155552671","metadata":${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}}`;
    for (const headers of [{}, { 'idempotency-key': 'deep-1' }] as Record<string, string>[]) {
      for (const levels of [32, 20_000]) {
        const res = await h.request('POST', '/v1/tenants/add-user', {
          raw: deep(levels),
          headers: { 'content-type': 'application/json', ...headers },
          auth: t.sandbox,
        });
        expect(res.status).toBe(400);
        expectErrorBody(res.body, 'validation_failed');
        expect(res.body.error.message).toMatch(/nested more than 32 levels/);
      }
    }
    const trpc = await h.request('POST', '/trpc/users.add', {
      raw: deep(20_000),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-2' },
      auth: t.sandbox,
    });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.code).toBe('validation_failed');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // 31 levels inside a top-level object is within the limit: the request gets as far as the schema.
    const within = await h.request('POST', '/v1/tenants/add-user', { raw: deep(30), headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect(within.status).toBe(400);
    expect(within.body.error.message).not.toMatch(/nested/);
    expect(within.body.error.details.map((d: { path: string }) => d.path)).toContain('metadata.a');
  });

  it('a query string on a body operation → 400 validation_failed naming the parameter, nothing written', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', '/v1/tenants/add-user?expand=kyc', {
      body: { name: 'A', email: 'q@example.com', phone: '+14155552671' },
      auth: t.sandbox,
    });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'validation_failed');
    expect(res.body.error.param).toBe('expand');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a non-JSON content type → 415 unsupported_media_type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await h.request('POST', '/v1/tenants/add-user', { raw: 'name=x', headers: { 'content-type': type }, auth: t.sandbox });
      expect(res.status).toBe(415);
      expectErrorBody(res.body, 'unsupported_media_type');
    }
  });

  it('a JSON body that is not an object → 400 validation_failed', async () => {
    const res = await h.request('POST', '/v1/tenants/add-user', { raw: '[1,2]', headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'validation_failed');
  });

  it('a 2 MiB body → 413 payload_too_large, with or without Content-Length (REST and tRPC)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const rest = await h.request('PATCH', envPath(), { raw: big, headers: { 'content-type': 'application/json' } });
    expect(rest.status).toBe(413);
    expectErrorBody(rest.body, 'payload_too_large');

    // Chunked upload: no Content-Length to trust, the reader must stop at the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const chunked = await h.app.request(envPath(), {
      method: 'PATCH',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expectErrorBody(await chunked.json(), 'payload_too_large');

    const trpc = await h.request('POST', '/trpc/environments.update', { raw: big, headers: { 'content-type': 'application/json' } });
    expect(trpc.status).toBe(413);
    expect(trpc.body.error.data.code).toBe('payload_too_large');
  });

  it('an unknown route → 404 route_not_found; a wrong method → 405 with Allow', async () => {
    const unknown = await h.request('GET', '/v1/nothing-here', { auth: t.sandbox });
    expect(unknown.status).toBe(404);
    expectErrorBody(unknown.body, 'route_not_found');
    const wrongMethod = await h.request('DELETE', '/v1/tenants/me', { auth: t.sandbox });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expectErrorBody(wrongMethod.body, 'method_not_allowed');
    const trpcUnknown = await h.request('GET', '/trpc/nothing.here', { auth: t.sandbox });
    expect(trpcUnknown.status).toBe(404);
    expect(trpcUnknown.body.error.data.code).toBe('route_not_found');
  });

  it('validation failures list every bad field', async () => {
    const res = await h.request('GET', '/v1/environments?limit=abc&type=prod&colour=blue', { auth: t.sandbox });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'validation_failed');
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['colour', 'limit', 'type']);
  });

  it('validation messages are in our words and name the field (REST and tRPC alike); the top-level message names the first', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const missing = await h.request('POST', '/v1/tenants/add-user', { body: {}, auth: t.sandbox });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'validation_failed',
      param: 'name',
      message: 'name is required (and 2 more in details).',
      details: [
        { path: 'name', message: 'name is required' },
        { path: 'email', message: 'email is required' },
        { path: 'phone', message: 'phone is required' },
      ],
    });
    const trpc = await h.request('POST', '/trpc/users.add', { body: {}, auth: t.sandbox });
    expect(trpc.body.error.data.details).toEqual(missing.body.error.details);

    const tx = {
      accountType: 'escrow',
      title: 'Camera',
      amount: 12_500,
      currency: 'USD',
      sellerId: 'usr_01JD0000000000000000000000',
      buyerId: 'usr_01JD0000000000000000000001',
    };
    const create = async (patch: Record<string, unknown>) =>
      (await h.request('POST', '/v1/transactions/create', { body: { ...tx, ...patch }, auth: t.sandbox })).body.error;
    const minorUnits = 'amount must be an integer of minor units (12500 is 125.00 in USD)';
    expect(await create({ amount: '12' })).toMatchObject({ message: `${minorUnits}.`, details: [{ path: 'amount', message: minorUnits }] });
    expect((await create({ amount: 12.5 })).details).toEqual([{ path: 'amount', message: minorUnits }]);
    expect((await create({ amount: 0 })).details).toEqual([{ path: 'amount', message: 'amount must be greater than 0' }]);
    expect((await create({ amount: undefined })).details).toEqual([{ path: 'amount', message: 'amount is required' }]);
    expect((await create({ accountType: 'loan' })).details).toEqual([
      { path: 'accountType', message: 'accountType must be one of: escrow, wire, card, bank_transfer, real_estate' },
    ]);
    expect((await create({ title: 't'.repeat(201) })).details).toEqual([{ path: 'title', message: 'title must have at most 200 characters' }]);
    expect((await create({ title: '  ' })).details).toEqual([{ path: 'title', message: 'title must not be empty' }]);
    expect((await create({ colour: 'blue' })).details).toEqual([{ path: 'colour', message: 'colour is not a known field' }]);
    expect((await create({ timeline: { deliveryDays: 'soon' } })).details).toEqual([
      { path: 'timeline.deliveryDays', message: 'timeline.deliveryDays must be an integer, not a string' },
    ]);
    expect((await create({ seller: [] })).details).toEqual([{ path: 'seller', message: 'seller must be an object, not an array' }]);

    const list = async (query: string) => (await h.request('GET', `/v1/environments?${query}`, { auth: t.sandbox })).body.error.details;
    expect(await list('limit=101')).toEqual([{ path: 'limit', message: 'limit must be at most 100' }]);
    expect(await list('limit=0')).toEqual([{ path: 'limit', message: 'limit must be at least 1' }]);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it("no answer uses zod's own phrasing (the messages are installed for every schema)", async () => {
    const bodies: [string, string, unknown][] = [
      ['POST', '/v1/tenants/add-user', { name: 5, email: [], phone: null, metadata: 'x' }],
      ['POST', '/v1/transactions/create', { accountType: 1, title: false, amount: -1, currency: 7, seller: 'x', timeline: [], initiator: 'both' }],
      ['PATCH', `/v1/kyc/usr_01JD0000000000000000000000`, { status: 'done', currentStep: 9, result: { identity: 'ok' }, metadata: [] }],
      ['POST', '/v1/webhook-endpoints', { url: 1, events: 'all', enabled: 'yes' }],
      ['POST', '/v1/sanctions/screen', { name: '', type: 'robot' }],
    ];
    const zodPhrasing = /Invalid input|Invalid option|Too (big|small)|expected [a-z]+, received|Unrecognized key|Invalid (string|number|email|URL)/;
    for (const [method, path, body] of bodies) {
      const res = await h.request(method, path, { body, auth: t.sandbox });
      expect(res.status, path).toBe(400);
      expect(res.body.error.details.length, path).toBeGreaterThan(1);
      for (const d of res.body.error.details) expect(d.message, `${path} ${d.path}`).not.toMatch(zodPhrasing);
      expect(res.body.error.message).not.toMatch(zodPhrasing);
    }
  });

  it('the error body stays bounded: the first 100 details, paths and messages cut (REST and tRPC), nothing written', async () => {
    const longKey = 'k'.repeat(2000);
    const metadata = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`${longKey}${i}`, 'v']));
    const body = { name: 'Bounded', email: 'bounded@example.com', phone: '+14155552671', metadata };
    const before = await tenantSnapshot(h.db, t.tenantId);
    const rest = await h.request('POST', '/v1/tenants/add-user', { body, auth: t.sandbox });
    expect(rest.status).toBe(400);
    expectErrorBody(rest.body, 'validation_failed');
    expect(rest.body.error.details).toHaveLength(100);
    // Each key is echoed cut to its first 64 characters (so the 150 keys, alike for 2,000, read the same).
    for (const d of rest.body.error.details) expect(d.path).toBe(`metadata.${'k'.repeat(64)}…`);
    expect(rest.body.error.param).toBe(rest.body.error.details[0].path);
    const trpc = await h.request('POST', '/trpc/users.add', { body, auth: t.sandbox });
    expect(trpc.body.error.data.details).toHaveLength(100);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a rejected key of a million characters is echoed cut to 64 in message, param and details: a small body, the same code (REST and tRPC)', async () => {
    const huge = 'k'.repeat(1_000_000);
    const cut = `${'k'.repeat(64)}…`;
    const user = { name: 'Huge', email: 'huge@example.com', phone: '+14155552671' };
    const before = await tenantSnapshot(h.db, t.tenantId);
    const top = await h.request('POST', '/v1/tenants/add-user', { body: { ...user, [huge]: 'v' }, auth: t.sandbox });
    expect([top.status, top.body.error.code]).toEqual([400, 'validation_failed']);
    expect(top.body.error).toMatchObject({
      message: `${cut} is not a known field.`,
      param: cut,
      details: [{ path: cut, message: `${cut} is not a known field` }],
    });
    expect(top.text.length).toBeLessThan(1000);
    const nested = await h.request('POST', '/v1/tenants/add-user', { body: { ...user, metadata: { [huge]: 'v' } }, auth: t.sandbox });
    expect([nested.status, nested.body.error.code, nested.body.error.param]).toEqual([400, 'validation_failed', `metadata.${cut}`]);
    expect(nested.text.length).toBeLessThan(1000);
    const trpc = await h.request('POST', '/trpc/users.add', { body: { ...user, [huge]: 'v' }, auth: t.sandbox });
    expect([trpc.status, trpc.body.error.data.code, trpc.body.error.data.param]).toEqual([400, 'validation_failed', cut]);
    expect(trpc.text.length).toBeLessThan(1000);
    const query = await h.request('GET', `/v1/environments?${'q'.repeat(100_000)}=1`, { auth: t.sandbox });
    expect([query.status, query.body.error.code, query.body.error.param]).toEqual([400, 'validation_failed', `${'q'.repeat(64)}…`]);
    expect(query.text.length).toBeLessThan(1000);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('an invalid environment id → 400 validation_failed naming the param', async () => {
    const res = await h.request('GET', '/v1/environments/not-hex', { auth: t.sandbox });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', param: 'id' });
  });

  it('tRPC does not coerce types: limit=true is rejected, not read as 1', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: true }));
    const res = await h.request('GET', `/trpc/environments.list?input=${input}`, { auth: t.sandbox });
    expect(res.status).toBe(400);
    expect(res.body.error.data).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'limit' })] });
  });

  it('every response carries X-Request-Id, including health checks and 404s', async () => {
    for (const [method, path] of [
      ['GET', '/healthz'],
      ['GET', '/readyz'],
      ['GET', '/nope'],
      ['GET', '/openapi.json'],
      ['GET', '/v1/tenants/me'],
    ]) {
      const res = await h.request(method!, path!);
      expect(res.headers.get('x-request-id'), path).toMatch(/^req_[0-9A-Z]{26}$/);
    }
  });
});

describe('unhandled errors', () => {
  it('answer 500 internal_error with no stack trace or SQL when the database fails', async () => {
    const broken = await createHarness();
    const tb = await broken.tenant();
    await broken.database.close();
    const res = await broken.request('GET', '/v1/tenants/me', { auth: tb.sandbox });
    expect(res.status).toBe(500);
    expectErrorBody(res.body, 'internal_error');
    expect(res.text).not.toMatch(/select|from "|api_keys|stack|\.ts:|Error:/i);
    const trpc = await broken.request('GET', '/trpc/tenants.me', { auth: tb.sandbox });
    expect(trpc.status).toBe(500);
    expect(trpc.body.error.data.code).toBe('internal_error');
    expect(trpc.text).not.toMatch(/select|api_keys|stack|\.ts:/i);
    const ready = await broken.request('GET', '/readyz');
    expect(ready.status).toBe(503);
  });
});
