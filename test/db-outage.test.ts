import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestTenant } from './helpers/harness.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

/**
 * The database goes away (restart, failover, a dropped connection) and comes
 * back: clients see 503 service_unavailable with Retry-After, never a 500, and
 * an idempotent retry succeeds exactly once. Postgres only: the embedded
 * database lives in the process and cannot be lost on its own. The server is
 * reached through a TCP proxy that the test cuts and restores.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database is lost and comes back (Postgres)', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none');
  let proxy: TcpProxy;
  let h: Harness;
  let t: TestTenant;
  let direct: postgres.Sql;
  const marker = `outage-${Math.random().toString(36).slice(2, 10)}`;

  beforeAll(async () => {
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    h = await createHarness({
      rewriteDatabaseUrl: (raw) => {
        const via = new URL(raw);
        via.hostname = '127.0.0.1';
        via.port = String(proxy.port);
        return via.toString();
      },
    });
    t = await h.tenant();
    direct = postgres(url.toString(), { max: 2, onnotice: () => {} });
    // Inserts of this file's marked users wait 2 s inside their transaction, long enough to lose the database meanwhile.
    await direct.unsafe(`create or replace function test_outage_sleep() returns trigger language plpgsql as $$
      begin
        if new.email like '%${marker}-slow%' then perform pg_sleep(2); end if;
        return new;
      end $$`);
    await direct.unsafe('create trigger test_outage_sleep before insert on users for each row execute function test_outage_sleep()');
  });

  afterAll(async () => {
    await proxy?.restore();
    await direct?.unsafe('drop trigger if exists test_outage_sleep on users');
    await direct?.unsafe('drop function if exists test_outage_sleep()');
    await direct?.end();
    await h?.close();
    await proxy?.close();
  });

  const usersWithEmail = async (email: string) =>
    Number((await direct`select count(*)::int as n from users where tenant_id = ${t.tenantId} and email = ${email}`)[0]!.n);

  it('answers 503 service_unavailable with Retry-After on REST and tRPC, /readyz 503, and recovers on its own', async () => {
    await proxy.cut();
    const email = `${marker}-a@example.com`;
    const rest = await h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Ada', phone: '+14155552671' } });
    expect([rest.status, rest.body.error.code, rest.body.error.type]).toEqual([503, 'service_unavailable', 'api_error']);
    expect(rest.headers.get('retry-after')).toBe('2');
    expect(rest.text).not.toMatch(/select|insert|ECONN|CONNECTION_|stack|\.ts:/i);
    const listed = await h.request<any>('GET', '/v1/users', { auth: t.sandbox });
    expect([listed.status, listed.body.error.code]).toEqual([503, 'service_unavailable']);
    const trpc = await h.request<any>('GET', '/trpc/users.list', { auth: t.sandbox });
    expect(trpc.status).toBe(503);
    expect(trpc.body.error.data).toMatchObject({ code: 'service_unavailable', httpStatus: 503 });
    expect(trpc.headers.get('retry-after')).toBe('2');
    expect((await h.request('GET', '/readyz')).status).toBe(503);
    expect((await h.request('GET', '/healthz')).status).toBe(200);
    expect(await usersWithEmail(email)).toBe(0);

    await proxy.restore();
    expect((await h.request('GET', '/readyz')).status).toBe(200);
    const again = await h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Ada', phone: '+14155552671' } });
    expect(again.status).toBe(200);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('a request cut off mid-transaction takes no effect, and its idempotent retry then succeeds exactly once', async () => {
    const email = `${marker}-slow@example.com`;
    const headers = { 'Idempotency-Key': `${marker}-key` };
    const pending = h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Grace', phone: '+14155552672' }, headers });
    // Wait until the insert sleeps inside its transaction, then lose the database: the proxy drops every connection
    // (so the claim cannot be released either) and the server side ends the transaction, as a restart does.
    let pid: number | undefined;
    for (let i = 0; i < 200 && pid === undefined; i++) {
      const [row] = await direct`select pid from pg_stat_activity where wait_event = 'PgSleep' and query ilike '%insert into "users"%'`;
      pid = row?.pid as number | undefined;
      if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pid).toBeDefined();
    // While its transaction holds the claim, a retry is told the request is in progress, however old the claim.
    h.clock.advance(3_000);
    const busy = await h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Grace', phone: '+14155552672' }, headers });
    expect([busy.status, busy.body.error.code]).toEqual([409, 'idempotency_key_in_use']);
    await proxy.cut();
    await direct`select pg_terminate_backend(${pid!})`;
    const failed = await pending;
    expect([failed.status, failed.body.error.code]).toEqual([503, 'service_unavailable']);
    expect(await usersWithEmail(email)).toBe(0);
    // The claim is left behind, unlocked: nothing of the request committed.
    const [claim] = await direct`select state from idempotency_keys where tenant_id = ${t.tenantId} and key = ${headers['Idempotency-Key']}`;
    expect(claim?.state).toBe('running');

    await proxy.restore();
    await direct.unsafe('drop trigger test_outage_sleep on users');
    const retry = await h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Grace', phone: '+14155552672' }, headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const replay = await h.request<any>('POST', '/v1/tenants/add-user', { auth: t.sandbox, body: { email, name: 'Grace', phone: '+14155552672' }, headers });
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.id]).toEqual([200, 'true', retry.body.id]);
    expect(await usersWithEmail(email)).toBe(1);
  });
});
