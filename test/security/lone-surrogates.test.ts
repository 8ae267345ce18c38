/**
 * Issue 33 #6, replayed: a lone surrogate (`"\udc00"`) in a metadata key or value — REST add-user, /trpc users.add,
 * PATCH /v1/transactions/{id} — and a bad percent-escape in a /trpc path (`/trpc/users.get%zz`, no key) answered
 * 500 with an error-level log line. Now: 400 validation_failed, nothing written, nothing logged as an error; a
 * body's refusal comes after the key (with X-RateLimit-*), the path's before anything (no procedure is named).
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEscrow } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness({ rateLimits: 'memory' });
let t: TestTenant;
let transactionId: string;
const errorLines: string[] = [];
beforeAll(async () => {
  t = await h.tenant();
  transactionId = (await createEscrow(h, t.sandbox)).id;
  // Every log line of the app at error level, to show none is written.
  h.deps.logger = pino(
    { level: 'error' },
    new Writable({
      write(chunk, _encoding, done) {
        errorLines.push(String(chunk));
        done();
      },
    }),
  );
});

const SURROGATE = { message: 'Must not contain an unpaired surrogate (a lone \\uD800–\\uDFFF escape): it is not a character.' };
/** A JSON text with escapes as an attacker writes them (JSON.stringify would keep them escaped too, but say so plainly). */
const user = (metadata: string) =>
  `{"name":"Ada","email":"ada.${Math.random().toString(36).slice(2)}@example.com","phone":"+14155552671","metadata":${metadata}}`;

function expectRefused(res: { status: number; body: any; headers: Headers }, path: string) {
  expect(res.status).toBe(400);
  const error = res.body.error.data ?? res.body.error;
  expect(error.code).toBe('validation_failed');
  expect(error.details).toEqual([{ path, ...SURROGATE }]);
  // Judged after the key, like every other body: counted, with the limit headers.
  expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
}

describe('lone surrogates in text are a 400, never a 500 (#33.6)', () => {
  it('in a metadata value or key: REST add-user, /trpc users.add, PATCH a transaction — nothing written, no error logged', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const json = { 'content-type': 'application/json' };
    const send = (method: string, path: string, raw: string) => h.request(method, path, { raw, auth: t.sandbox, headers: json });
    expectRefused(await send('POST', '/v1/tenants/add-user', user('{"note":"\\udc00"}')), 'metadata.note');
    expectRefused(await send('POST', '/v1/tenants/add-user', user('{"\\ud800k":"v"}')), 'metadata.\ufffdk');
    expectRefused(await send('POST', '/trpc/users.add', user('{"note":"x\\udfffy"}')), 'metadata.note');
    expectRefused(await send('POST', '/trpc/users.add', user('{"\\udc00":"v"}')), 'metadata.\ufffd');
    expectRefused(await send('PATCH', `/v1/transactions/${transactionId}`, '{"metadata":{"note":"\\ud83d"}}'), 'metadata.note');
    expectRefused(await send('PATCH', `/v1/transactions/${transactionId}`, '{"metadata":{"\\ude00":"v"}}'), 'metadata.\ufffd');
    expectRefused(await send('POST', '/trpc/transactions.update', `{"id":"${transactionId}","title":"\\udc00"}`), 'title');
    // A GET's tRPC input goes through the same reader.
    expectRefused(await h.request('GET', `/trpc/users.get?input=${encodeURIComponent('{"id":"\\udc00"}')}`, { auth: t.sandbox }), 'id');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(errorLines).toEqual([]);
  });

  it('a surrogate pair (an emoji) is text like any other', async () => {
    const res = await h.request('POST', '/v1/tenants/add-user', {
      raw: user('{"mood":"\\ud83d\\ude00"}'),
      auth: t.sandbox,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ mood: '😀' });
  });
});

describe('a bad percent-escape in a /trpc path is a 400, never a 500 (#33.6)', () => {
  it('with no key, and with one: answered before anything (no procedure can be named), nothing logged as an error', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const path of ['/trpc/users.get%zz', '/trpc/users.get%E0%A4%A', '/trpc/users.get,tenants.me%?batch=1']) {
      for (const auth of [undefined, t.sandbox]) {
        const res = await h.request('GET', path, { auth });
        expect(res.status, path).toBe(400);
        expect(res.body.error.data).toMatchObject({ code: 'validation_failed', httpStatus: 400 });
        expect(res.body.error.data.requestId).toMatch(/^req_/);
      }
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(errorLines).toEqual([]);
  });
});
