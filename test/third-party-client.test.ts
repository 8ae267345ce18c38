/**
 * A third-party TypeScript client that knows only the published document:
 * the types come from clients/typescript/openapi.d.ts (openapi-typescript,
 * generated from openapi.json by `npm run openapi`) and the calls go through
 * openapi-fetch over real HTTP. The scenario imports nothing from src/: if the
 * document lacks a field, a status or a route the scenario reads, this file
 * does not compile (`npm run typecheck`) or its assertions fail.
 *
 * The hosted pages (verification, invitation) are not in the document; they
 * are driven with plain fetch form posts, as a browser without JavaScript does.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { components, paths } from '../clients/typescript/openapi.d.ts';
import { fileHarness } from './helpers/harness.ts';

type Schemas = components['schemas'];
type ApiError = Schemas['Error'];

const h = fileHarness();
let server: ServerType;
let baseUrl: string;
let api: Client<paths>;

beforeAll(async () => {
  // Setup only: a tenant and its sandbox key pair, made the way an operator does (the CLI's service).
  const tenant = await h.tenant();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h.deps.publicUrl = baseUrl;
  api = createClient<paths>({
    baseUrl,
    headers: { 'x-api-key': tenant.sandbox.publishableKey, 'x-api-secret': tenant.sandbox.secretKey },
  });
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server?.close((error) => (error ? reject(error) : resolve())));
});

/** The success body, or a failure that shows the documented error body. */
function ok<T>(result: { data?: T; error?: ApiError; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status} ${result.response.url}: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The documented error body of a call that must fail with `status`. */
function failed(result: { data?: unknown; error?: ApiError; response: Response }, status: number): ApiError['error'] {
  expect(result.data, `expected ${status}, got a success body`).toBeUndefined();
  expect(result.response.status).toBe(status);
  const body = result.error!;
  expect(result.response.headers.get('x-request-id')).toBe(body.error.requestId);
  return body.error;
}

// A browser on the hosted pages: form posts, redirects not followed so each step's 303 is seen.
const browserGet = (url: string) => fetch(url, { redirect: 'manual' });
const browserPost = (url: string, body: URLSearchParams | FormData) => fetch(url, { method: 'POST', body, redirect: 'manual' });
const absolute = (location: string | null) => new URL(location ?? '', baseUrl).toString();

/** A 1×1 PNG: the document photo the sandbox accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Runs the three steps of the hosted sandbox verification at `url` (identity, document, liveness). */
async function completeHostedVerification(url: string, legalName: string) {
  // An introduction (who checks, why, what is kept), then its Start: the first step.
  const intro = await browserGet(url);
  expect(intro.status).toBe(200);
  expect(await intro.text()).toContain('Before you start');
  const start = await browserGet(`${url}?start=1`);
  expect(start.status).toBe(200);
  expect(await start.text()).toContain('Step 1 of 3');

  const identity = await browserPost(`${url}/identity`, new URLSearchParams({ legalName, dateOfBirth: '1990-12-10', country: 'GB' }));
  expect(identity.status).toBe(303);
  expect(absolute(identity.headers.get('location'))).toBe(url);

  const form = new FormData();
  form.set('documentType', 'passport');
  form.set('documentNumber', '533 380 006');
  form.set('document', new File([PNG], 'passport.png', { type: 'image/png' }));
  const document = await browserPost(`${url}/document`, form);
  expect(document.status).toBe(303);

  const liveness = await browserPost(`${url}/liveness`, new URLSearchParams({ consent: 'yes' }));
  expect(liveness.status).toBe(303);
  const done = await browserGet(url);
  expect(await done.text()).toContain('You are verified');
}

const run = Date.now().toString(36);

describe('a third-party client generated from openapi.json', () => {
  it('drives an escrow from invitation to release, reading only documented fields', async () => {
    // 1. Two users: both invited, KYC not started.
    const seller = ok(await api.POST('/v1/tenants/add-user', { body: { name: 'Sam Seller', email: `sam.${run}@example.com`, phone: '+14155552671' } }));
    const buyer = ok(
      await api.POST('/v1/tenants/add-user', {
        body: { name: 'Bea Buyer', email: `bea.${run}@example.com`, phone: '+442071838750', metadata: { crmId: 'c-42' } },
      }),
    );
    expect(seller).toMatchObject({ name: 'Sam Seller', status: 'invited', livemode: false, phone: '+14155552671' });
    expect(buyer.metadata).toEqual({ crmId: 'c-42' });
    expectTypeOf(buyer.status).toEqualTypeOf<'invited' | 'active' | 'disabled'>();
    for (const user of [seller, buyer]) {
      const kyc = ok(await api.GET('/v1/kyc/{userId}', { params: { path: { userId: user.id } } }));
      expect(kyc).toMatchObject({
        userId: user.id,
        status: 'not_started',
        currentStep: 0,
        submittedOn: null,
        result: { identity: null, document: null, liveness: null },
      });
    }

    // 2. The transaction: the seller initiates, the buyer is invited.
    const created = ok(
      await api.POST('/v1/transactions/create', {
        body: {
          accountType: 'escrow',
          title: 'Vintage camera',
          amount: 12_500,
          currency: 'usd',
          sellerId: seller.id,
          buyerId: buyer.id,
          timeline: { deliveryDays: 5, inspectionDays: 2 },
        },
      }),
    );
    expect(created).toMatchObject({
      status: 'invited',
      amount: 12_500,
      currency: 'USD',
      initiator: 'seller',
      seller: { id: seller.id, name: 'Sam Seller', email: seller.email },
      buyer: { id: buyer.id, name: 'Bea Buyer' },
      counterparty: { userId: buyer.id, role: 'buyer', status: 'invited', kycStatus: 'not_started' },
      timeline: { deliveryDays: 5, inspectionDays: 2 },
      fundingReference: null,
      acceptedAt: null,
    });
    expect(created.history.map((entry) => entry.status)).toEqual(['created', 'invited']);
    expect(created.inviteUrl).toBe(`${baseUrl}/accept/${created.inviteToken}`);
    const id = created.id;
    const byId = { params: { path: { id } } };

    // 3. A wrong transition: nothing to release before funding → 409 invalid_state, the documented error body.
    const early = failed(await api.POST('/v1/transactions/{id}/release', { ...byId, body: {} }), 409);
    expect(early).toMatchObject({ type: 'invalid_request_error', code: 'invalid_state' });
    expect(early.message).toContain('invited');
    expectTypeOf(early.type).toEqualTypeOf<
      'invalid_request_error' | 'authentication_error' | 'permission_error' | 'rate_limit_error' | 'idempotency_error' | 'api_error'
    >();

    // 4. The buyer opens the invitation, verifies their identity from it, then accepts.
    const invitation = await browserGet(created.inviteUrl!);
    expect(invitation.status).toBe(200);
    const invitationPage = await invitation.text();
    expect(invitationPage).toContain('Sam Seller invites you');
    expect(invitationPage).toContain('Verify my identity');
    const verify = await browserPost(`${created.inviteUrl!}/verify`, new URLSearchParams());
    expect(verify.status).toBe(303);
    const buyerFlow = absolute(verify.headers.get('location'));
    expect(buyerFlow).toMatch(new RegExp(`^${baseUrl}/verify/`));
    expect(ok(await api.GET('/v1/kyc/{userId}', { params: { path: { userId: buyer.id } } })).status).toBe('pending');
    await completeHostedVerification(buyerFlow, 'Bea Buyer');
    const buyerKyc = ok(await api.GET('/v1/kyc/{userId}', { params: { path: { userId: buyer.id } } }));
    expect(buyerKyc).toMatchObject({
      status: 'complete',
      currentStep: 3,
      result: { identity: 'clear', document: 'clear', liveness: 'clear' },
      nameMismatch: false,
    });
    expect(buyerKyc.verified).toEqual({ name: 'Bea Buyer', dateOfBirth: '1990-12-10', country: 'GB', documentType: 'passport', documentNumberLast4: '0006' });
    expect(buyerKyc.submittedOn).toEqual(expect.any(String));
    expect(ok(await api.GET('/v1/users/{id}', { params: { path: { id: buyer.id } } })).status).toBe('active');

    const accepted = await browserPost(created.inviteUrl!, new URLSearchParams({ decision: 'accept' }));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toContain(`/t/${created.token}?party=`);
    const afterAccept = ok(await api.GET('/v1/transactions/{id}', byId));
    expect(afterAccept).toMatchObject({ status: 'accepted', counterparty: { userId: buyer.id, kycStatus: 'complete', status: 'active' } });
    expect(afterAccept.acceptedAt).toEqual(expect.any(String));
    const current = ok(await api.GET('/v1/transactions/current', { params: { query: { userId: buyer.id } } }));
    expect(current).toMatchObject({ id, status: 'accepted' });

    // 5. Funding is gated on both parties' KYC: the seller has not verified yet → 409 kyc_required.
    const gated = failed(await api.POST('/v1/transactions/{id}/mark-funded', { ...byId, body: { reference: 'wire-2024-001' } }), 409);
    expect(gated.code).toBe('kyc_required');

    // 6. The seller verifies through a sandbox session the tenant starts over the API.
    const session = ok(await api.POST('/kyc/{provider}', { params: { path: { provider: 'sandbox' } }, body: { userId: seller.id } }));
    expect(session.url).toBe(`${baseUrl}/verify/${session.sessionToken}`);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    await completeHostedVerification(session.url!, 'Sam Seller');
    expect(ok(await api.GET('/v1/kyc/{userId}', { params: { path: { userId: seller.id } } })).status).toBe('complete');
    const again = failed(await api.POST('/kyc/{provider}', { params: { path: { provider: 'sandbox' } }, body: { userId: seller.id } }), 409);
    expect(again.code).toBe('kyc_already_complete');

    // 7. Fund (sandbox: the tenant confirms its settlement), with a retry-safe key replayed once.
    const fundOnce = { ...byId, params: { ...byId.params, header: { 'Idempotency-Key': `fund-${id}` } }, body: { reference: 'wire-2024-001' } };
    const funding = await api.POST('/v1/transactions/{id}/mark-funded', fundOnce);
    const funded = ok(funding);
    expect(funded).toMatchObject({ status: 'funded', fundingReference: 'wire-2024-001' });
    const replay = await api.POST('/v1/transactions/{id}/mark-funded', fundOnce);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(ok(replay)).toEqual(funded);

    // 8. Release to the seller; a second release is a wrong transition naming the new status.
    const released = ok(await api.POST('/v1/transactions/{id}/release', { ...byId, body: {} }));
    expect(released).toMatchObject({ status: 'released', settlementRequest: null, cancellation: null });
    expect(released.history.map((entry) => entry.status)).toEqual(['created', 'invited', 'accepted', 'funded', 'released']);
    const late = failed(await api.POST('/v1/transactions/{id}/release', { ...byId, body: {} }), 409);
    expect(late.code).toBe('invalid_state');
    expect(late.message).toContain('released');

    // 9. The events tell the same story, newest first.
    const changes = ok(await api.GET('/v1/events', { params: { query: { type: 'transaction.status.changed' } } }));
    expect(changes.hasMore).toBe(false);
    expect(changes.nextCursor).toBeNull();
    expect(changes.data.map((event) => event.data)).toEqual([
      expect.objectContaining({ transactionId: id, status: 'released', previousStatus: 'funded' }),
      expect.objectContaining({ transactionId: id, status: 'funded', previousStatus: 'accepted', reference: 'wire-2024-001' }),
    ]);
    const all = ok(await api.GET('/v1/events', { params: { query: { limit: 100 } } }));
    const types = all.data.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['tenant.users.invite', 'kyc.updated', 'transaction.created', 'transaction.accepted', 'transaction.status.changed']),
    );
    expect(types.indexOf('transaction.accepted')).toBeGreaterThan(types.indexOf('transaction.status.changed'));
    const acceptance = all.data.find((event) => event.type === 'transaction.accepted')!;
    expect(acceptance).toMatchObject({ livemode: false, data: { transactionId: id, acceptedBy: buyer.id } });
    const kycCompletions = all.data.filter((event) => event.type === 'kyc.updated' && event.data.status === 'complete').map((event) => event.data.userId);
    expect(kycCompletions.sort()).toEqual([seller.id, buyer.id].sort());
    const one = ok(await api.GET('/v1/events/{id}', { params: { path: { id: acceptance.id } } }));
    expect(one).toEqual(acceptance);
  });

  it('gets the documented error bodies for bad input and unknown objects', async () => {
    const invalid = failed(
      await api.POST('/v1/transactions/create', {
        body: { accountType: 'escrow', title: '', amount: -1, currency: 'USD', sellerId: 'usr_nope', buyerId: 'usr_nope' },
      }),
      400,
    );
    expect(invalid.code).toBe('validation_failed');
    expect(invalid.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['title', 'amount']));

    const missing = failed(await api.GET('/v1/transactions/{id}', { params: { path: { id: 'tx_01JD0000000000000000000000' } } }), 404);
    expect(missing).toMatchObject({ type: 'invalid_request_error', code: 'not_found' });
  });
});
