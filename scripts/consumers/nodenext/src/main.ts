// Calls a running service (API, PK, SK from the environment) with queries and mutations over tRPC and REST,
// and prints what it saw as one JSON line for scripts/consumers/run.ts to check.
import { createTRPCClient, httpBatchLink, isTRPCClientError } from '@trpc/client';
import type { AppRouter, RouterInputs } from 'escrow-platform/trpc';
import type { paths } from 'escrow-platform/openapi';
import createClient from 'openapi-fetch';

const baseUrl = process.env.API ?? 'http://localhost:3000';
const headers = { 'x-api-key': process.env.PK ?? '', 'x-api-secret': process.env.SK ?? '' };
const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: () => headers })] });
const rest = createClient<paths>({ baseUrl, headers });

const run = Date.now().toString(36);
const me = await trpc.tenants.me.query();
const seller = await trpc.users.add.mutate({ name: 'Ada Lovelace', email: `ada.${run}@example.com`, phone: '+442071234567' });
const buyer = await trpc.users.add.mutate({ name: 'Grace Hopper', email: `grace.${run}@example.com`, phone: '+14155552671' });
const order: RouterInputs['transactions']['create'] = {
  accountType: 'escrow',
  title: 'Vintage camera',
  amount: 12_500,
  currency: 'USD',
  seller: { userId: seller.id },
  buyer: { userId: buyer.id },
};
const created = await trpc.transactions.create.mutate(order);
const cancelled = await trpc.transactions.cancel.mutate({ id: created.id, reason: 'changed my mind' });

let notFound = '';
try {
  await trpc.transactions.get.query({ id: 'tx_01JD0000000000000000000000' });
} catch (error) {
  if (isTRPCClientError<AppRouter>(error)) notFound = `${error.data?.httpStatus} ${error.data?.code}`;
}

const viaRest = await rest.GET('/v1/transactions/{id}', { params: { path: { id: created.id } } });
const listed = await rest.GET('/v1/users', { params: { query: { limit: 2 } } });
const refused = await rest.POST('/v1/transactions/{id}/release', { params: { path: { id: created.id } }, body: {} });

console.log(
  JSON.stringify({
    tenant: me.tenantId,
    livemode: me.livemode,
    created: created.status,
    history: cancelled.history.map((h) => h.status),
    notFound,
    rest: viaRest.data?.status,
    users: listed.data?.data.length,
    refused: refused.error?.error.code,
  }),
);

/** Mistakes the types must catch (never called). */
export function mistakes() {
  // @ts-expect-error currency is a string
  void trpc.transactions.create.mutate({ ...order, currency: 840 });
  // @ts-expect-error the output has no `secret`
  void trpc.tenants.me.query().then((t) => t.secret);
  // @ts-expect-error the path parameter is required
  void rest.GET('/v1/transactions/{id}', {});
}
