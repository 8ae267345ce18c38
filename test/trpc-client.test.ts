import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../src/routers/index.ts';
import { authHeaders, createHarness, type Harness, type TestTenant } from './helpers/harness.ts';

let h: Harness;
let t: TestTenant;
let server: ServerType;
let url: string;
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

describe('@trpc/client against the running app', () => {
  it('calls procedures with the key headers, typed by AppRouter', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url, headers: () => authHeaders(t.live) })] });
    const me = await client.tenants.me.query();
    expect(me.tenantId).toBe(t.tenantId);
    expect(me.livemode).toBe(true);
    const env = await client.environments.get.query({ id: t.sandbox.environmentId });
    expect(env.type).toBe('sandbox');
    const page = await client.environments.list.query({ limit: 1 });
    expect(page.hasMore).toBe(true);
  });

  it('works batched too', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, headers: () => authHeaders(t.sandbox) })] });
    const [me, list] = await Promise.all([client.tenants.me.query(), client.environments.list.query()]);
    expect(me.environmentId).toBe(t.sandbox.environmentId);
    expect(list.data).toHaveLength(2);
  });

  it('surfaces our error code in error.data', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url, headers: () => ({ 'x-api-key': t.live.publishableKey }) })] });
    const error = await client.tenants.me.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const data = (error as TRPCClientError<AppRouter>).data as Record<string, unknown>;
    expect(data).toMatchObject({ code: 'key_missing', type: 'authentication_error', httpStatus: 401, requestId: expect.stringMatching(/^req_/) });
    expect(data).not.toHaveProperty('stack');
  });
});
