// A CommonJS backend-for-frontend: its imports compile to require(), so the package's `require` entries are the ones read.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import createClient from 'openapi-fetch';
import type { AppRouter, RouterOutputs } from 'escrow-platform/trpc';
import type { components, paths } from 'escrow-platform/openapi';

type User = RouterOutputs['users']['get'];
type ApiError = components['schemas']['Error'];

export async function invite(baseUrl: string, keys: { pk: string; sk: string }, email: string): Promise<User> {
  const headers = { 'x-api-key': keys.pk, 'x-api-secret': keys.sk };
  const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: () => headers })] });
  const added = await trpc.users.add.mutate({ name: 'Grace Hopper', email, phone: '+14155552671' });
  try {
    return await trpc.users.get.query({ id: added.id });
  } catch (error) {
    if (error instanceof TRPCClientError) console.error(error.message);
    throw error;
  }
}

export async function kycStatus(baseUrl: string, userId: string): Promise<string> {
  const rest = createClient<paths>({ baseUrl });
  const { data, error } = await rest.GET('/v1/kyc/{userId}', { params: { path: { userId } } });
  const failure: ApiError | undefined = error;
  return failure ? failure.error.code : data!.status;
}

export function mistakes(trpc: ReturnType<typeof createTRPCClient<AppRouter>>) {
  // @ts-expect-error phone is required
  void trpc.users.add.mutate({ name: 'x', email: 'x@example.com' });
  // @ts-expect-error get is a query
  void trpc.users.get.mutate({ id: 'usr_1' });
  const rest = createClient<paths>({ baseUrl: 'http://localhost' });
  // @ts-expect-error no such path
  void rest.GET('/v1/nothing');
}
