/**
 * The response checker every test goes through (test/helpers/conformance.ts)
 * must itself catch what it claims to: a checker that passes everything
 * would make the whole suite's conformance guarantee hollow.
 */
import { describe, expect, it } from 'vitest';
import { assertConforms, ConformanceError, requestValidity } from './helpers/conformance.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json', 'x-request-id': 'req_01JD0000000000000000000000', ...headers }),
  body,
  text: JSON.stringify(body),
});

const rateHeaders = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': '1795000000' };

describe('the response checker', () => {
  let t: TestTenant;
  let me: ReturnType<typeof json>;

  it('accepts a real response (taken from the running app)', async () => {
    t = await h.tenant();
    const res = await h.app.request('/v1/tenants/me', { headers: { 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': t.sandbox.secretKey } });
    const text = await res.text();
    me = { status: res.status, headers: res.headers, body: JSON.parse(text), text };
    await expect(assertConforms('GET', '/v1/tenants/me', me)).resolves.toBeUndefined();
  });

  it('refuses an undocumented status', async () => {
    await expect(assertConforms('GET', '/v1/tenants/me', { ...me, status: 418 })).rejects.toThrow(/status 418 is not documented/);
  });

  it('refuses an undocumented field, a wrong type and a missing required field', async () => {
    await expect(assertConforms('GET', '/v1/tenants/me', json({ ...(me.body as object), surprise: 1 }))).rejects.toThrow(ConformanceError);
    await expect(assertConforms('GET', '/v1/tenants/me', json({ ...(me.body as object), livemode: 'no' }))).rejects.toThrow(
      /does not match the documented schema/,
    );
    const { tenantId: _omitted, ...rest } = me.body as Record<string, unknown>;
    await expect(assertConforms('GET', '/v1/tenants/me', json(rest))).rejects.toThrow(/does not match the documented schema/);
  });

  it('refuses an error body that is not our error body', async () => {
    await expect(assertConforms('GET', '/v1/tenants/me', json({ message: 'nope' }, 401))).rejects.toThrow(/does not match the documented schema/);
  });

  it('refuses an error code the document does not list for that status', async () => {
    const error = (code: string) => ({ error: { type: 'invalid_request_error', code, message: 'x', requestId: 'req_01JD0000000000000000000000' } });
    await expect(assertConforms('GET', '/v1/tenants/me', json(error('key_missing'), 401))).resolves.toBeUndefined();
    await expect(assertConforms('GET', '/v1/tenants/me', json(error('not_found'), 401))).rejects.toThrow(/does not match the documented schema/);
  });

  it('refuses an undocumented header and a documented one of the wrong type', async () => {
    await expect(assertConforms('GET', '/v1/tenants/me', json(me.body, 200, { ...rateHeaders, 'x-powered-by': 'hope' }))).rejects.toThrow(
      /headers do not match/,
    );
    await expect(assertConforms('GET', '/v1/tenants/me', json(me.body, 200, { ...rateHeaders, 'x-ratelimit-remaining': 'many' }))).rejects.toThrow(
      /headers do not match/,
    );
    await expect(assertConforms('GET', '/v1/tenants/me', json(me.body, 200, rateHeaders))).resolves.toBeUndefined();
  });

  it('refuses an undocumented content type and an empty body where one is documented', async () => {
    await expect(assertConforms('GET', '/v1/tenants/me', { ...me, headers: new Headers({ 'content-type': 'text/html' }) })).rejects.toThrow(
      /content type text\/html is not documented/,
    );
    await expect(assertConforms('GET', '/v1/tenants/me', { ...me, body: undefined, text: '' })).rejects.toThrow(/empty body/);
  });

  it('leaves requests outside the documented surface alone (pages, /trpc, unknown paths)', async () => {
    for (const path of ['/verify/abc', '/trpc/tenants.me', '/v1/nothing-here', '/healthz']) {
      await expect(assertConforms('GET', path, { status: 404, headers: new Headers(), body: undefined, text: '' })).resolves.toBeUndefined();
    }
  });

  it('tells document-valid requests from invalid ones', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', phone: '+14155552671' };
    expect(await requestValidity('POST', '/v1/tenants/add-user', {}, body)).toBe(true);
    expect(await requestValidity('POST', '/v1/tenants/add-user', {}, { ...body, extra: 1 })).toBe(false);
    expect(await requestValidity('POST', '/v1/tenants/add-user', {}, { name: 'Ada' })).toBe(false);
    expect(await requestValidity('GET', '/v1/users?limit=0', {}, undefined)).toBe(false);
    expect(await requestValidity('GET', '/v1/users?limit=10', {}, undefined)).toBe(true);
  });
});
