import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/query.ts';
import { instanceSettings, tenants } from '../db/schema/index.ts';
import { randomBase62 } from '../lib/crypto.ts';
import { SYSTEM_ACTOR } from './audit.ts';
import { updateEnvironment } from './environments.ts';
import { createKeyPairForEnvironment } from './keys.ts';
import { createTenant } from './tenants.ts';

async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, key));
  return row?.value;
}

/** Insert-if-absent, then read: concurrent first starts of several processes agree on one value. */
async function getOrInitSetting(db: Db, key: string, init: () => string): Promise<string> {
  await db.insert(instanceSettings).values({ key, value: init() }).onConflictDoNothing();
  return (await getSetting(db, key))!;
}

/**
 * The secret that signs cursors and tokens: SIGNING_SECRET when configured,
 * otherwise generated once and kept in the database so every process and
 * every restart signs alike.
 */
export async function resolveSigningSecret(db: Db, configured?: string): Promise<string> {
  return configured ?? getOrInitSetting(db, 'signing_secret', () => randomBase62(48));
}

/**
 * The base URL the server last started under (PUBLIC_URL, or localhost with
 * the port it got), kept so the operator CLI prints links (set-password, SSO)
 * that open on that server without repeating its PORT or PUBLIC_URL.
 */
export async function recordPublicUrl(db: Db, url: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key: 'public_url', value: url })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: url } });
}

export function recordedPublicUrl(db: Db): Promise<string | undefined> {
  return getSetting(db, 'public_url');
}

export interface DemoCredentials {
  tenantId: string;
  environmentId: string;
  publishableKey: string;
  secretKey: string;
}

/**
 * First start on the embedded database makes a demo tenant and keeps its
 * sandbox pair in `<dataDir>/demo-keys.json` (git-ignored, local only), so
 * later starts print the same keys. Secrets in the database stay hashed.
 */
export async function ensureDemoTenant(db: Db, dataDir: string | undefined): Promise<DemoCredentials> {
  const file = dataDir ? join(dataDir, 'demo-keys.json') : undefined;
  const tenantId = await getSetting(db, 'demo_tenant_id');
  if (tenantId && file && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
    if (saved.tenantId === tenantId) return saved;
  }
  let credentials: DemoCredentials;
  const [existing] = tenantId ? await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)) : [];
  if (existing) {
    // The saved pair is gone: issue a fresh sandbox pair rather than print nothing.
    const key = await createKeyPairForEnvironment(db, existing.id, 'sandbox', {}, SYSTEM_ACTOR);
    credentials = { tenantId: existing.id, environmentId: key.environmentId, publishableKey: key.publishableKey, secretKey: key.secretKey };
  } else {
    const created = await createTenant(db, { name: 'Demo Marketplace' }, SYSTEM_ACTOR);
    const key = created.keys.find((k) => k.environment === 'sandbox')!;
    // The demo shows what parties receive: its sandbox emails them (stored in the outbox, sent when SMTP is configured).
    await updateEnvironment(db, key.environmentId, { partyEmails: true }, SYSTEM_ACTOR);
    await db
      .insert(instanceSettings)
      .values({ key: 'demo_tenant_id', value: created.tenant.id })
      .onConflictDoUpdate({
        target: instanceSettings.key,
        set: { value: created.tenant.id },
      });
    credentials = { tenantId: created.tenant.id, environmentId: key.environmentId, publishableKey: key.publishableKey, secretKey: key.secretKey };
  }
  if (file) writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}
