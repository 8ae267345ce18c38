// A React page calling the service through TanStack Query's tRPC integration, as a frontend project writes it.
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, isTRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter, RouterInputs, RouterOutputs } from 'escrow-platform/trpc';
import createClient from 'openapi-fetch';
import type { paths } from 'escrow-platform/openapi';
import { type ReactNode, useState } from 'react';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

const keys = { 'x-api-key': 'pk_test_…', 'x-api-secret': 'sk_test_…' };

export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [trpcClient] = useState(() => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', headers: () => keys })] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

type Transaction = RouterOutputs['transactions']['get'];

function label(tx: Transaction): string {
  return `${tx.title}: ${(tx.amount / 100).toFixed(2)} ${tx.currency} (${tx.status})`;
}

export function TransactionPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tx = useQuery(trpc.transactions.get.queryOptions({ id }));
  const release = useMutation(
    trpc.transactions.release.mutationOptions({
      onSuccess: (released) => queryClient.setQueryData(trpc.transactions.get.queryKey({ id }), released),
    }),
  );
  if (tx.isPending) return <p>Loading…</p>;
  if (tx.isError) return <p>{isTRPCClientError<AppRouter>(tx.error) ? `${tx.error.data?.code}: ${tx.error.message}` : 'failed'}</p>;
  const history: string[] = tx.data.history.map((h) => h.status);
  return (
    <div>
      <h1>{label(tx.data)}</h1>
      <p>{history.join(' → ')}</p>
      <button type="button" disabled={tx.data.status !== 'funded'} onClick={() => release.mutate({ id, reason: 'delivered' })}>
        Release
      </button>
    </div>
  );
}

export function NewUser() {
  const trpc = useTRPC();
  const add = useMutation(trpc.users.add.mutationOptions());
  const users = useQuery(trpc.users.list.queryOptions({ limit: 10 }));
  const input: RouterInputs['users']['add'] = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442071234567' };
  const ids: string[] = users.data?.data.map((u) => u.id) ?? [];
  return (
    <button type="button" onClick={() => add.mutate(input)}>
      Add ({ids.length}) {add.data?.status === 'invited' ? 'invited' : ''}
    </button>
  );
}

/** The same service through its OpenAPI document. */
export async function transactionStatus(id: string): Promise<string> {
  const rest = createClient<paths>({ baseUrl: 'https://api.example.com', headers: keys });
  const { data, error } = await rest.GET('/v1/transactions/{id}', { params: { path: { id } } });
  return error ? error.error.code : data.status;
}

/** Mistakes the types must catch: each line below is an error, or tsc reports the unused directive. */
export function Mistakes() {
  const trpc = useTRPC();
  // @ts-expect-error an id is a string
  useQuery(trpc.transactions.get.queryOptions({ id: 42 }));
  // @ts-expect-error release is a mutation, not a query
  trpc.transactions.release.queryOptions;
  // @ts-expect-error no such procedure
  trpc.transactions.delete;
  // @ts-expect-error amount is a number of minor units
  useMutation(trpc.transactions.create.mutationOptions()).mutate({ accountType: 'escrow', title: 'x', amount: '12', currency: 'USD' });
  const tx = useQuery(trpc.transactions.get.queryOptions({ id: 'tx_1' }));
  // @ts-expect-error status is a known set
  const closed: boolean = tx.data?.status === 'closed';
  return closed;
}
