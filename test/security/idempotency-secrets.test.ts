/**
 * Issue 17 #10, replayed: stored Idempotency-Key replays kept `whsec_`
 * secrets and invitation, verification and party-link tokens in plaintext
 * for 24 hours. Each operation that answers a secret is called with a key,
 * then its stored row and its replay are searched for the secret.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { buildOpenApiDocument } from '../../src/openapi/document.ts';
import { procedures } from '../../src/routers/index.ts';
import { takesIdempotencyKey } from '../../src/trpc/idempotency.ts';
import { createEscrow, makeUser } from '../helpers/factories.ts';
import { fileHarness, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;

/** Calls the operation twice with one key; returns both answers and the stored row's body. */
async function replayed(path: string, body: unknown) {
  const key = `secret-replay-${seq++}-${Date.now()}`;
  const first = await h.request('POST', path, { body, auth: t.sandbox, headers: { 'idempotency-key': key } });
  expect(first.status).toBeLessThan(300);
  const replay = await h.request('POST', path, { body, auth: t.sandbox, headers: { 'idempotency-key': key } });
  const stored = sql`select response_body from idempotency_keys where key = ${key} and environment_id = ${t.sandbox.environmentId}`;
  const [row] = await queryRows<{ response_body: unknown }>(h.db, stored);
  return { first, replay, stored: JSON.stringify(row!.response_body) };
}

function expectSecretsGone(result: Awaited<ReturnType<typeof replayed>>, fields: string[]) {
  const { first, replay, stored } = result;
  expect(replay.status).toBe(first.status);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.headers.get('idempotent-omitted')).toBe(fields.join(', '));
  for (const field of fields) {
    const secret = first.body[field] as string;
    expect(secret, field).toEqual(expect.any(String));
    expect(stored).not.toContain(secret);
    expect(replay.text).not.toContain(secret);
    expect(replay.body).not.toHaveProperty(field);
  }
  // Everything else is replayed as it was.
  const rest = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => !fields.includes(k)));
  expect(replay.body).toEqual(rest(first.body));
}

describe('stored replays hold no secrets (#10)', () => {
  it('webhook endpoint create and rotate-secret: the whsec_ secret', async () => {
    const created = await replayed('/v1/webhook-endpoints', { url: 'https://hooks.example.com/escrow', events: ['*'] });
    expect(created.first.body.secret).toMatch(/^whsec_/);
    expectSecretsGone(created, ['secret']);
    expectSecretsGone(await replayed(`/v1/webhook-endpoints/${created.first.body.id}/rotate-secret`, {}), ['secret']);
  });

  it('transaction create: the invitation token and URL', async () => {
    const sellerId = await makeUser(h, t.sandbox);
    const buyerId = await makeUser(h, t.sandbox);
    const result = await replayed('/v1/transactions/create', { accountType: 'escrow', title: 'Bike', amount: 5000, currency: 'EUR', sellerId, buyerId });
    expectSecretsGone(result, ['inviteToken', 'inviteUrl']);
  });

  it('KYC session: the session token and the flow URL', async () => {
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    expectSecretsGone(await replayed('/kyc/sandbox', { userId }), ['sessionToken', 'url']);
  });

  it('party link: the URL carrying the party token', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    expectSecretsGone(await replayed(`/v1/transactions/${escrow.id}/party-links`, { userId: escrow.sellerId }), ['url']);
  });

  it('over tRPC too', async () => {
    const key = `secret-trpc-${Date.now()}`;
    const body = { url: 'https://hooks.example.com/trpc', events: ['transaction.*'] };
    const first = await h.request('POST', '/trpc/webhookEndpoints.create', { body, auth: t.sandbox, headers: { 'idempotency-key': key } });
    const replay = await h.request('POST', '/trpc/webhookEndpoints.create', { body, auth: t.sandbox, headers: { 'idempotency-key': key } });
    expect(first.body.result.data.secret).toMatch(/^whsec_/);
    expect(replay.body.result.data).not.toHaveProperty('secret');
    expect(replay.headers.get('idempotent-omitted')).toBe('secret');
  });

  /**
   * Fields that look like secrets and are not: the receiver's own URL and a timestamp, the last four characters a key
   * pair is recognised by; `token` (below) is the transaction's public reference.
   */
  const ENDPOINT_PATHS = [
    '/v1/webhook-endpoints',
    '/v1/webhook-endpoints/{id}',
    '/v1/webhook-endpoints/{id}/rotate-secret',
    '/v1/dashboard/webhooks',
    '/v1/dashboard/webhooks/{id}',
  ];
  const KEY_PATHS = ['/v1/dashboard/keys', '/v1/dashboard/keys/{id}/revoke', '/v1/dashboard/keys/{id}/rotate-secret'];
  const NOT_SECRETS = new Set([
    ...ENDPOINT_PATHS.flatMap((path) => [`${path} url`, `${path} secretRotatedUntil`]),
    ...KEY_PATHS.map((path) => `${path} secretLast4`),
  ]);

  it('every idempotent operation whose answer has a secret-looking field declares it (so a new one cannot slip through), and the document does not require it', () => {
    const doc = buildOpenApiDocument();
    const schemas = (doc.components?.schemas ?? {}) as Record<string, { properties?: Record<string, unknown> }>;
    const resolve = (schema: any): any => (schema?.$ref ? schemas[schema.$ref.split('/').pop()] : schema);
    const undeclared: string[] = [];
    const required: string[] = [];
    for (const { type, meta } of procedures.values()) {
      if (!meta.openapi || !takesIdempotencyKey(type, meta)) continue;
      const op = (doc.paths as any)[meta.openapi.path][meta.openapi.method.toLowerCase()];
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))![1] as any;
      const schema = resolve(success.content?.['application/json']?.schema);
      for (const field of Object.keys(schema?.properties ?? {})) {
        const name = `${meta.openapi.path} ${field}`;
        if (/secret|token$|url$/i.test(field) && field !== 'token' && !NOT_SECRETS.has(name) && !meta.secretFields?.includes(field)) undeclared.push(name);
      }
      // A replay leaves them out, so the document must not require them.
      for (const field of meta.secretFields ?? []) if (schema?.required?.includes(field)) required.push(`${meta.openapi.path} ${field}`);
    }
    expect(undeclared).toEqual([]);
    expect(required).toEqual([]);
  });
});
