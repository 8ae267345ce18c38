/**
 * The resource attacks of issue 17, replayed against a real server (embedded
 * database, in-process) with figures: 300 MiB streamed without Content-Length
 * at each hosted form route (how much the server read, peak RSS), and 24
 * parallel set-password attempts with wrong tokens (time, scrypt derivations).
 *   npm run bench:attacks
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { createApp } from '../../src/app.ts';
import { createAppState } from '../../src/services/app-state.ts';
import { openDatabase } from '../../src/db/client.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { DEFAULT_KYC_PROVIDERS } from '../../src/services/kyc-providers.ts';
import { issueKycSession } from '../../src/services/kyc-sessions.ts';
import { sessionKeys } from '../../src/services/members/sessions.ts';
import { scryptDerivations } from '../../src/services/members/passwords.ts';
import { paymentProvidersFor } from '../../src/services/payment-providers.ts';
import { MemoryRateLimitStore, RateLimiter } from '../../src/services/rate-limit.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { WebhookSender } from '../../src/services/webhooks/sender.ts';
import { emailSettings } from '../../src/services/emails/outbox.ts';

const TOTAL = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

const database = await openDatabase({ url: 'memory://' });
await database.migrate();
const signingSecret = 'bench-secret-bench-secret-bench-secret';
const app = createApp({
  db: database.db,
  state: createAppState(),
  logger: pino({ level: 'silent' }),
  clock: systemClock,
  signingSecret,
  sessionKeys: sessionKeys('bench-session-secret-bench-session-secret'),
  publicUrl: 'http://localhost',
  kycProviders: DEFAULT_KYC_PROVIDERS,
  paymentProviders: paymentProvidersFor(undefined),
  rateLimiter: new RateLimiter(new MemoryRateLimitStore(), () => Date.now()),
  webhookSender: new WebhookSender({ timeoutMs: 5000, allowPrivateTargets: false }),
  emails: emailSettings(signingSecret, { smtp: false, publicUrl: 'http://localhost' }),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

const { tenant, keys } = await createTenant(database.db, { name: 'bench' }, null);
const key = keys.find((k) => k.environment === 'sandbox')!;
const api = (path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<Record<string, any>>);
const user = async () =>
  (await api('/v1/tenants/add-user', { name: 'Bench', email: `bench.${Math.random()}@example.com`, phone: '+14155552671' })).id as string;
const created = await api('/v1/transactions/create', {
  accountType: 'escrow',
  title: 'Bench',
  amount: 100,
  currency: 'USD',
  sellerId: await user(),
  buyerId: await user(),
});
const verifyUser = await user();
await api('/kyc/sandbox', { userId: verifyUser });
const session = issueKycSession(signingSecret, '', { tenantId: tenant.id, environmentId: key.environmentId }, verifyUser, 'sandbox', new Date());

/** Streams up to 300 MiB (no Content-Length) until the server answers; returns what was written and the status. */
function flood(path: string): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, written }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && written < TOTAL) {
        written += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (uptime)`,
);
for (const [label, path] of [
  ['POST /t/{token}/release, unknown token', '/t/tokn_unknownunknownunknown00/release'],
  ['POST /accept/{inviteToken}, valid invitation', `/accept/${created.inviteToken}`],
  ['POST /verify/{token}/identity, valid session', `/verify/${session.sessionToken}/identity`],
  ['POST /verify/{token}/document, valid session', `/verify/${session.sessionToken}/document`],
  ['POST /dashboard/set-password', '/dashboard/set-password'],
] as const) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  peak = before;
  const started = performance.now();
  const { status, written } = await flood(path);
  console.log(
    `${label}: ${status} after ${(performance.now() - started).toFixed(0)} ms; client wrote ${MiB(written)} of ${MiB(TOTAL)}; RSS ${MiB(before)} → peak ${MiB(peak)}`,
  );
}
clearInterval(sampler);

const derivations = scryptDerivations();
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: 24 }, (_, i) =>
    fetch(`http://127.0.0.1:${port}/dashboard/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: `pwt_wrong_${i}`, password: 'correct horse battery staple', confirm: 'correct horse battery staple' }),
    }).then((r) => r.status),
  ),
);
const counts = answers.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
console.log(
  `24 parallel set-password attempts with wrong tokens: ${JSON.stringify(counts)} in ${(performance.now() - started).toFixed(0)} ms, ${scryptDerivations() - derivations} scrypt derivations`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

server.close();
await database.close();
