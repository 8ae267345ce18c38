import type { Harness, KeyCreds } from './harness.ts';

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}.${seq++}.${Date.now().toString(36)}@example.com`;

/** A user of `auth`'s environment, optionally with KYC already complete. */
export async function makeUser(h: Harness, auth: KeyCreds, opts: { kyc?: boolean; name?: string } = {}): Promise<string> {
  const res = await h.request('POST', '/v1/tenants/add-user', { body: { name: opts.name ?? 'Party', email: uniqueEmail('party'), phone: '+14155552671' }, auth });
  if (res.status !== 200) throw new Error(`add-user failed: ${res.text}`);
  if (opts.kyc !== false) {
    const kyc = await h.request('PATCH', `/v1/kyc/${res.body.id}`, { body: { status: 'complete' }, auth });
    if (kyc.status !== 200) throw new Error(`kyc failed: ${kyc.text}`);
  }
  return res.body.id;
}

export interface Escrow {
  id: string;
  sellerId: string;
  buyerId: string;
  inviteToken: string;
  inviteUrl: string;
  token: string;
}

export async function createEscrow(h: Harness, auth: KeyCreds, extra: Record<string, unknown> = {}, opts: { kyc?: boolean } = {}): Promise<Escrow> {
  const sellerId = (extra.sellerId as string | undefined) ?? (await makeUser(h, auth, opts));
  const buyerId = (extra.buyerId as string | undefined) ?? (await makeUser(h, auth, opts));
  const res = await h.request('POST', '/v1/transactions/create', {
    body: { accountType: 'escrow', title: 'Vintage camera', amount: 12_500, currency: 'USD', sellerId, buyerId, ...extra },
    auth,
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.text}`);
  return { id: res.body.id, sellerId, buyerId, inviteToken: res.body.inviteToken, inviteUrl: res.body.inviteUrl, token: res.body.token };
}

/** Accept through the hosted page, as the counterparty does. */
export async function accept(h: Harness, escrow: Escrow): Promise<Response> {
  return h.app.request(`/accept/${escrow.inviteToken}`, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'accept' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export type EscrowState = 'invited' | 'accepted' | 'funded' | 'disputed' | 'released' | 'refunded' | 'cancelled';

/** A new transaction driven to `state` through the public surface. */
export async function escrowIn(h: Harness, auth: KeyCreds, state: EscrowState, extra: Record<string, unknown> = {}): Promise<Escrow> {
  const escrow = await createEscrow(h, auth, extra);
  const post = async (path: string, body: unknown = {}) => {
    const res = await h.request('POST', `/v1/transactions/${escrow.id}${path}`, { body, auth });
    if (res.status !== 200) throw new Error(`${path} failed: ${res.text}`);
  };
  if (state === 'invited') return escrow;
  if (state === 'cancelled') {
    await post('/cancel', { reason: 'Changed plans' });
    return escrow;
  }
  if ((await accept(h, escrow)).status !== 303) throw new Error('accept failed');
  if (state === 'accepted') return escrow;
  await post('/mark-funded', { reference: 'wire-123' });
  if (state === 'funded') return escrow;
  if (state === 'released') await post('/release');
  else if (state === 'refunded') await post('/refund');
  else await post('/disputes', { openedBy: 'buyer', reason: 'Item not as described' });
  return escrow;
}

/** A form post to a hosted page, as a browser without JavaScript sends it. */
export async function postForm(h: Harness, path: string, fields: Record<string, string>): Promise<Response> {
  return h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** A party link for one user (path and query, as the hosted pages use them) and its `party` token. */
export async function partyLink(h: Harness, auth: KeyCreds, id: string, userId: string): Promise<{ path: string; party: string }> {
  const res = await h.request('POST', `/v1/transactions/${id}/party-links`, { body: { userId }, auth });
  if (res.status !== 200) throw new Error(`party-links failed: ${res.text}`);
  const url = new URL(res.body.url);
  return { path: url.pathname + url.search, party: url.searchParams.get('party')! };
}
