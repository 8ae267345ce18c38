/**
 * The demo's sandbox mails its parties (issue 30). A demo made before party
 * emails existed is switched on once, at the first start that knows them;
 * an operator who turns it off afterwards keeps it off across restarts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments, instanceSettings } from '../src/db/schema/index.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { ensureDemoTenant } from '../src/services/instance.ts';
import { createHarness, type Harness } from './helpers/harness.ts';

let h: Harness;
beforeAll(async () => {
  // Its own database: the demo tenant is instance-wide state.
  h = await createHarness({ isolated: true });
});
afterAll(async () => {
  await h.close();
});

const partyEmails = async (environmentId: string) =>
  (await h.db.select({ on: environments.partyEmails }).from(environments).where(eq(environments.id, environmentId)))[0]!.on;

describe('the demo tenant’s party emails', () => {
  it('an existing demo sandbox gets partyEmails once; an operator’s later "off" stays off', async () => {
    // A demo made by an earlier version: party emails off, no marker.
    const old = await h.tenant();
    await h.db.insert(instanceSettings).values({ key: 'demo_tenant_id', value: old.tenantId });
    expect(await partyEmails(old.sandbox.environmentId)).toBe(false);

    const first = await ensureDemoTenant(h.db, undefined);
    expect(first.tenantId).toBe(old.tenantId);
    expect(await partyEmails(old.sandbox.environmentId)).toBe(true);
    expect(await partyEmails(old.live.environmentId)).toBe(false);

    await updateEnvironment(h.db, old.sandbox.environmentId, { partyEmails: false });
    await ensureDemoTenant(h.db, undefined);
    expect(await partyEmails(old.sandbox.environmentId)).toBe(false);
  });
});
