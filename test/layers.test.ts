/**
 * How the layers behave together (their structure — ranks, imports, tRPC internals in one file — is checked on
 * the source in test/structure.test.ts): an AppError, thrown anywhere, reaches both transports as the same
 * error, and the patched tRPC still merges middleware contexts as a spread.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERRORS, type ErrorCode } from '../src/errors.ts';
import { and, eq, sql } from 'drizzle-orm';
import { kycRecords, users } from '../src/db/schema/index.ts';
import { makeUser } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

describe('errors', () => {
  it('AppError is a plain Error: the domain can throw it without tRPC', () => {
    const error = new AppError('invalid_state', { message: 'No.', cause: new Error('why') });
    expect(Object.getPrototypeOf(AppError.prototype)).toBe(Error.prototype);
    expect([error.name, error.appCode, error.message, (error.cause as Error).message]).toEqual(['AppError', 'invalid_state', 'No.', 'why']);
  });
});

describe('the patched tRPC', () => {
  it('a middleware context still merges as a spread: later keys win, earlier ones stay, nothing shared', async () => {
    const { initTRPC } = await import('@trpc/server');
    const t = initTRPC.context<{ a: number; b: number }>().create();
    const seen: unknown[] = [];
    const proc = t.procedure
      .use(({ next }) => next({ ctx: { b: 2, c: 3 } }))
      .use(({ ctx, next }) => {
        seen.push({ ...ctx });
        return next({ ctx: { a: 10 } });
      })
      .query(({ ctx }) => ctx);
    const caller = t.createCallerFactory(t.router({ proc }));
    const original = { a: 1, b: 1 };
    expect(await caller(original).proc()).toEqual({ a: 10, b: 2, c: 3 });
    expect(seen).toEqual([{ a: 1, b: 2, c: 3 }]);
    expect(original).toEqual({ a: 1, b: 1 });
  });
});

describe('drizzle-orm row mapping', () => {
  const h = fileHarness();
  it('maps rows as before: nested selections, decoders, and a left join with no match comes back null', async () => {
    const t = await h.tenant();
    const userId = await makeUser(h, t.sandbox);
    const select = () =>
      h.db
        .select({ user: { id: users.id, createdAt: users.createdAt }, kyc: kycRecords })
        .from(users)
        .leftJoin(kycRecords, and(eq(kycRecords.userId, users.id), sql`false`))
        .where(eq(users.id, userId));
    const prepared = select().prepare('layers_left_join');
    for (const rows of [await select(), await prepared.execute(), await prepared.execute()]) {
      expect(rows).toHaveLength(1);
      expect(rows[0]!.user.id).toBe(userId);
      expect(rows[0]!.user.createdAt).toBeInstanceOf(Date);
      expect(rows[0]!.kyc).toBeNull();
    }
  });
});

describe('an AppError reaches both transports as the same error', () => {
  const h = fileHarness();
  let t: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
  });

  /** The tRPC envelope keeps tRPC's error number for our code, with our body's fields in `data`. */
  function expectSame(rest: { status: number; body: any }, trpc: { status: number; body: any }, code: ErrorCode) {
    expect([rest.status, rest.body.error.code]).toEqual([ERRORS[code].status, code]);
    expect(trpc.status).toBe(ERRORS[code].status);
    expect(trpc.body.error.code).toBe(TRPC_ERROR_CODES_BY_KEY[ERRORS[code].trpc]);
    expect(trpc.body.error.data).toMatchObject({ code, type: ERRORS[code].type, httpStatus: ERRORS[code].status });
    expect(trpc.body.error.message).toBe(rest.body.error.message);
  }

  it('thrown by a procedure kind (401 key_missing)', async () => {
    const rest = await h.request('GET', '/v1/tenants/me');
    const trpc = await h.request('GET', '/trpc/tenants.me');
    expectSame(rest, trpc, 'key_missing');
  });

  it('thrown by a router (404 not_found, with param)', async () => {
    const id = 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const rest = await h.request('GET', `/v1/users/${id}`, { auth: t.sandbox });
    const trpc = await h.request('GET', `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, { auth: t.sandbox });
    expectSame(rest, trpc, 'not_found');
    expect([rest.body.error.param, trpc.body.error.data.param]).toEqual(['id', 'id']);
  });

  it('thrown by a service (422 idempotency_key_reused)', async () => {
    const user = (email: string) => ({ name: 'Ada Lovelace', email, phone: '+14155552671' });
    const headers = { 'idempotency-key': 'layers-reused' };
    expect((await h.request('POST', '/v1/tenants/add-user', { body: user('layers-1@example.com'), headers, auth: t.sandbox })).status).toBe(200);
    const rest = await h.request('POST', '/v1/tenants/add-user', { body: user('layers-2@example.com'), headers, auth: t.sandbox });
    const trpc = await h.request('POST', '/trpc/users.add', { body: user('layers-3@example.com'), headers, auth: t.sandbox });
    expectSame(rest, trpc, 'idempotency_key_reused');
  });

  it("tRPC's own validation error (400 validation_failed, every bad field)", async () => {
    const rest = await h.request('POST', '/v1/tenants/add-user', { body: { name: '', email: 'nope' }, auth: t.sandbox });
    const trpc = await h.request('POST', '/trpc/users.add', { body: { name: '', email: 'nope' }, auth: t.sandbox });
    expectSame(rest, trpc, 'validation_failed');
    expect(trpc.body.error.data.details).toEqual(rest.body.error.details);
  });
});
