/**
 * What an audit_log row costs on disk (issue 35: the log is kept, so it must be compact). Runs a month of a
 * marketplace's dashboard and operator changes per tenant through the real service functions (the writers of the
 * rows), then prints the bytes per row (the row as stored, `pg_column_size`), the JSON part of it, and the
 * table's size per row, overall and per action. Deterministic: no timing, so one run on each tree compares them.
 *   npx tsx scripts/bench/audit-size.ts                     (PGlite, in memory)
 *   BENCH_TENANTS=200 DATABASE_URL=postgres://… npx tsx scripts/bench/audit-size.ts
 */
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { CLI_ACTOR, memberActor } from '../../src/services/audit.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createKeyPairForEnvironment, revokeKeyPair, rotateSecret } from '../../src/services/keys.ts';
import { createMember } from '../../src/services/members/members.ts';
import { updateMember } from '../../src/services/members/update.ts';
import { updatePresentation } from '../../src/services/presentation.ts';
import { createTenant, setSanctionsThreshold } from '../../src/services/tenants.ts';
import { disableUser } from '../../src/services/user-status.ts';
import { addUser } from '../../src/services/users.ts';
import { createEndpoint, deleteEndpoint, updateEndpoint } from '../../src/services/webhooks/endpoints.ts';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 100);
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'memory://';
const database = await openDatabase({ url, maxConnections: 4 });
await database.migrate();
const { db } = database;
const uptime = () => execSync('uptime').toString().trim();
const targets = { allowsPrivate: () => false };
const FUNDING = 'Pay by bank transfer to IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22, quoting the reference on your transaction page.';

/** One tenant's month: what its owner and the operator change, in the proportions a marketplace's log shows. */
async function month(n: number): Promise<void> {
  let now = Date.now();
  const at = () => new Date((now += 1000));
  const { tenant, environments } = await createTenant(db, { name: `Audit bench ${n}` }, CLI_ACTOR, at());
  const tenantId = tenant.id;
  const sandbox = environments.find((e) => e.type === 'sandbox')!;
  const live = environments.find((e) => e.type === 'live')!;
  const { member: owner } = await createMember(
    db,
    { tenantId, email: `owner.${n}@marketplace-${n}.example`, name: 'Olivia Owner', role: 'owner' },
    CLI_ACTOR,
    at(),
  );
  const by = memberActor({ memberId: owner.id, email: owner.email, tenantId, role: 'owner' });
  const team = [];
  for (const [who, role] of [
    ['dev', 'developer'],
    ['ops', 'admin'],
    ['support', 'viewer'],
  ] as const) {
    team.push((await createMember(db, { tenantId, email: `${who}.${n}@marketplace-${n}.example`, name: `${who} person`, role }, by, at())).member);
  }
  await updateMember(db, team[0]!.id, { role: 'admin' }, by, at());
  await updateMember(db, team[2]!.id, { status: 'disabled' }, by, at());

  const reporting = await createKeyPairForEnvironment(db, tenantId, 'live', { name: 'Reporting job', scopes: ['transactions.read', 'events.read'] }, by, at());
  await createKeyPairForEnvironment(db, tenantId, 'sandbox', { name: 'CI' }, by, at());
  await rotateSecret(db, { id: reporting.id }, by, at());
  await revokeKeyPair(db, { id: reporting.id }, by, at());

  await updateEnvironment(db, sandbox.id, { webhookRetries: 5 }, by, at());
  await updateEnvironment(db, live.id, { debugLogging: true }, by, at());
  await updateEnvironment(db, live.id, { debugLogging: false }, by, at());

  const scope = { tenantId, environmentId: live.id, livemode: true };
  const deps = { signingSecret: 'x'.repeat(40), targets };
  const events = ['transaction.status.changed', 'transaction.created', 'tenant.users.disabled'];
  const { row: hook } = await createEndpoint(
    db,
    scope,
    { url: `https://hooks.marketplace-${n}.example/escrow/events`, events, description: 'Order service' },
    deps,
    at(),
    by,
  );
  const { row: old } = await createEndpoint(db, scope, { url: `https://legacy.marketplace-${n}.example/hooks`, events: ['*'] }, deps, at(), by);
  await updateEndpoint(db, scope, hook.id, { events: [...events, 'dispute.opened'] }, targets, by, at());
  await updateEndpoint(db, scope, hook.id, { description: 'Order service (v2)' }, targets, by, at());
  await updateEndpoint(db, scope, old.id, { enabled: false }, targets, by, at());
  await deleteEndpoint(db, scope, old.id, by, at());

  const partition = { tenantId, environmentId: live.id };
  await updatePresentation(
    db,
    partition,
    {
      displayName: `Marketplace ${n}`,
      supportEmail: `help@marketplace-${n}.example`,
      supportUrl: `https://marketplace-${n}.example/help`,
      accentColor: '#0f766e',
      fundingInstructions: FUNDING,
    },
    by,
    at(),
  );
  await updatePresentation(db, partition, { accentColor: '#1d4ed8' }, by, at());
  await updatePresentation(db, partition, { supportUrl: `https://marketplace-${n}.example/support` }, by, at());

  await setSanctionsThreshold(db, tenantId, 0.9, CLI_ACTOR, at());
  for (let i = 0; i < 3; i++) {
    const email = `buyer${i}.${n}@example.com`;
    const { user } = await addUser(db, partition, { name: `Buyer ${i}`, email: { email, emailKey: email }, phone: null });
    await disableUser(db, partition, user.id, by, at());
  }
}

const loadBefore = uptime();
for (let n = 0; n < TENANTS; n++) await month(n);
await db.execute(sql`vacuum analyze audit_log`);

const [total] = await queryRows<{ rows: number; row_bytes: number; json_bytes: number; table_bytes: string }>(
  db,
  sql`select count(*)::int as rows,
      avg(pg_column_size(a.*))::float8 as row_bytes,
      avg(coalesce(pg_column_size(a.before), 0) + coalesce(pg_column_size(a.after), 0))::float8 as json_bytes,
      pg_table_size('audit_log')::text as table_bytes
    from audit_log a`,
);
const actions = await queryRows<{ action: string; rows: number; row_bytes: number; json_bytes: number }>(
  db,
  sql`select action, count(*)::int as rows, avg(pg_column_size(a.*))::float8 as row_bytes,
      avg(coalesce(pg_column_size(a.before), 0) + coalesce(pg_column_size(a.after), 0))::float8 as json_bytes
    from audit_log a group by action order by count(*) desc, action`,
);
const one = (v: number) => v.toFixed(1);
console.log(`audit_log after ${TENANTS} tenants' month (${url === 'memory://' ? 'PGlite' : 'PostgreSQL'})`);
console.log(`  rows ${total!.rows}, ${(total!.rows / TENANTS).toFixed(1)} a tenant`);
console.log(`  bytes per row (pg_column_size): ${one(total!.row_bytes)}, of which before+after JSON ${one(total!.json_bytes)}`);
console.log(`  table (heap + TOAST, no index) per row: ${one(Number(total!.table_bytes) / total!.rows)} bytes`);
console.log('  per action: rows, bytes per row, JSON bytes per row');
for (const a of actions)
  console.log(`    ${a.action.padEnd(30)} ${String(a.rows).padStart(6)} ${one(a.row_bytes).padStart(8)} ${one(a.json_bytes).padStart(8)}`);
console.log(`load before: ${loadBefore}\nload after:  ${uptime()}`);
await database.close();
