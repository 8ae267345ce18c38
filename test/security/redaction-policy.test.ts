/**
 * Issue 33 #5: error messages and request logs echoed what they should not. The malformed-JSON error quoted the
 * body (`…"assword\": Hunter2!}" is not valid JSON`) and the request log kept it; request logs also kept `pwt_…`
 * tokens, `?token=` values in webhook URLs, and KYC identity fields and metadata keys such as `ssn` in clear.
 * Replayed through real requests of a debugLogging environment, one per item of the redaction policy
 * (src/lib/redact.ts): each secret format in a body and in an error, each field name in a body (both spellings),
 * each query parameter in a URL; then every stored row is searched for the value.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { IDENTITY_OBJECTS, SECRET_FIELD_NAMES, SECRET_FORMATS, SECRET_QUERY_PARAMS } from '../../src/lib/redact.ts';
import { createLogger, loggedPath, safeError } from '../../src/logger.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createEscrow, createTestEndpoint, makeUser, type Escrow } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let escrow: Escrow;
let endpointId: string;
beforeAll(async () => {
  t = await h.tenant();
  escrow = await createEscrow(h, t.sandbox);
  endpointId = (await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/in')).id;
  await updateEnvironment(h.db, t.sandbox.environmentId, { debugLogging: true });
});

/** Everything the request log holds for one request id. */
async function logged(requestId: string | null): Promise<string> {
  await h.deps.requestLogs!.drain();
  const rows = await queryRows(h.db, sql`select * from request_logs where request_id = ${requestId}`);
  expect(rows.length, `no request log row for ${requestId}`).toBeGreaterThan(0);
  return JSON.stringify(rows);
}

const camel = (phrase: string) => `customer ${phrase}`.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
const snake = (phrase: string) => `customer_${phrase.replace(/ /g, '_')}`;

describe('malformed JSON', () => {
  it('REST and /trpc: 400 invalid_json saying where it broke (line and column), quoting nothing; the log holds nothing of it', async () => {
    const body = '{\n  "name": "Ada",\n  "password": Hunter2!}';
    const before = await tenantSnapshot(h.db, t.tenantId);
    const rest = await h.request('POST', '/v1/tenants/add-user', { raw: body, headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect([rest.status, rest.body.error.code]).toEqual([400, 'invalid_json']);
    expect(rest.body.error.message).toBe('The request body is not valid JSON: unexpected character at line 3, column 15.');
    const trpc = await h.request('POST', '/trpc/users.add', { raw: body, headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect([trpc.status, trpc.body.error.data.code]).toEqual([400, 'invalid_json']);
    expect(trpc.body.error.message).toBe(rest.body.error.message);
    for (const res of [rest, trpc]) {
      expect(res.text).not.toMatch(/Hunter2|assword/);
      expect(await logged(res.headers.get('x-request-id'))).not.toMatch(/Hunter2|assword/);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual({ ...before, request_logs: expect.anything() });
  });

  it.each([
    ['{"a": 1,}', 'unexpected character at line 1, column 9'],
    ['{"a": tru}', 'unexpected character at line 1, column 10'],
    ['{"a": "x', 'it ends too early, at line 1, column 9'],
    ['[1, 2]\r\n  x', 'unexpected character at line 2, column 3'],
    ['{"a": "\\q"}', 'unexpected character at line 1, column 9'],
    [' ', 'it is empty'],
  ])('%j: %s', async (body, where) => {
    const res = await h.request('POST', '/v1/tenants/add-user', { raw: body, headers: { 'content-type': 'application/json' }, auth: t.sandbox });
    expect([res.status, res.body.error.code, res.body.error.message]).toEqual([400, 'invalid_json', `The request body is not valid JSON: ${where}.`]);
  });

  it('a body that is not UTF-8 says so, quoting nothing', async () => {
    const res = await h.request('POST', '/v1/tenants/add-user', {
      raw: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { 'content-type': 'application/json' },
      auth: t.sandbox,
    });
    expect([res.status, res.body.error.code, res.body.error.message]).toEqual([400, 'invalid_json', 'The request body is not valid JSON: it is not UTF-8.']);
  });
});

describe('the request log redaction policy, item by item', () => {
  it.each(SECRET_FORMATS.map((f) => [f.name, f.example] as const))('format: %s — in a body and in an error', async (_name, example) => {
    const inBody = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { metadata: { note: `see ${example} here` } }, auth: t.sandbox });
    expect(inBody.status, inBody.text).toBe(200);
    const inError = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { [example]: 1 }, auth: t.sandbox });
    expect([inError.status, inError.body.error.code]).toEqual([400, 'validation_failed']);
    const secretPart = example.replace(/^(sk_live_|whsec_|pwt_|inv_|Authorization: Bearer |https:\/\/escrow\.example\.com\/accept\/|https:\/\/hooks:)/, '');
    for (const res of [inBody, inError]) expect(await logged(res.headers.get('x-request-id'))).not.toContain(secretPart.slice(0, 12));
  });

  it.each(SECRET_FIELD_NAMES)('field name: %s — as camelCase and snake_case metadata keys', async (phrase) => {
    const value = `v-${phrase.replace(/ /g, '')}-8675309`;
    const res = await h.request('PATCH', `/v1/transactions/${escrow.id}`, {
      body: { metadata: { [camel(phrase)]: value, [snake(phrase)]: value } },
      auth: t.sandbox,
    });
    expect(res.status, res.text).toBe(200);
    const row = await logged(res.headers.get('x-request-id'));
    expect(row).not.toContain(value);
    expect(row).toContain(camel(phrase));
    await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { metadata: { [camel(phrase)]: null, [snake(phrase)]: null } }, auth: t.sandbox });
  });

  it.each([...SECRET_QUERY_PARAMS, 'token', 'access_token', 'client_secret', 'X-Amz-Signature'])('query parameter: %s — in a webhook URL', async (param) => {
    const value = `q-${param.toLowerCase()}-5551234`;
    const res = await h.request('PATCH', `/v1/webhook-endpoints/${endpointId}`, {
      body: { url: `https://hooks.example.com/in?ref=7&${param}=${value}` },
      auth: t.sandbox,
    });
    expect(res.status, res.text).toBe(200);
    const row = await logged(res.headers.get('x-request-id'));
    expect(row).not.toContain(value);
    expect(row).toContain('ref=7');
  });

  it.each(IDENTITY_OBJECTS)('identity object: %s — the KYC identity a PATCH sets, in the request and the answer', async (field) => {
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    const res = await h.request('PATCH', `/v1/kyc/${userId}`, {
      body: { [field]: { name: 'Ada Byron King', dateOfBirth: '1985-12-10', country: 'GB', documentType: 'passport', documentNumberLast4: '4321' } },
      auth: t.sandbox,
    });
    expect(res.status, res.text).toBe(200);
    const row = await logged(res.headers.get('x-request-id'));
    for (const value of ['Ada Byron King', '1985-12-10', '4321']) expect(row).not.toContain(value);
  });

  it('metadata key `ssn` and a card number and SSN in free text, as the finding sent them', async () => {
    const res = await h.request('PATCH', `/v1/transactions/${escrow.id}`, {
      body: { metadata: { ssn: '078-05-1120', memo: 'card 4000 0566 5566 5556, ssn 219-09-9999', ref: 'order 1234567890123' } },
      auth: t.sandbox,
    });
    expect(res.status, res.text).toBe(200);
    const row = await logged(res.headers.get('x-request-id'));
    for (const value of ['078-05-1120', '4000 0566 5566 5556', '219-09-9999']) expect(row).not.toContain(value);
    expect(row).toContain('order 1234567890123'); // not a card (fails Luhn, starts with 1)
  });

  it('the same policy on log lines: paths and error messages', () => {
    for (const { example } of SECRET_FORMATS) {
      const message = safeError(new Error(`failed near ${example}`)).message as string;
      expect(message).not.toContain(example);
    }
    expect(loggedPath('/t/tokn_abc123/evidence')).toBe('/t/:token/evidence');
    expect(loggedPath(`/v1/x/${SECRET_FORMATS[0]!.example}`)).not.toContain(SECRET_FORMATS[0]!.example);
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    logger.error({ err: new Error('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw?token=abc12345') }, 'boom');
    expect(lines.join('')).not.toMatch(/MfKQ9r8G|abc12345/);
  });

  it('docs/security.md lists every item of the policy', () => {
    const doc = readFileSync('docs/security.md', 'utf8');
    for (const item of [...SECRET_FORMATS.map((f) => f.name), ...SECRET_FIELD_NAMES.map((n) => `\`${n}\``), ...SECRET_QUERY_PARAMS.map((p) => `\`${p}\``)]) {
      expect(doc, item).toContain(item);
    }
  });
});
