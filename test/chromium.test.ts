/**
 * A newcomer's machine has no Debian Chromium: the browser tests then drive
 * the build `npm install` brought (@sparticuz/chromium). Simulated here by
 * pointing the system lookup at a path that does not exist, then driving a
 * real hosted page with that browser.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSuite, expectAccessible, open, submit } from './helpers/browser.ts';
import { resolveChromium } from './helpers/chromium.ts';
import { createEscrow } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

// The first run decompresses ~200 MB.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

const scratch = mkdtempSync(join(tmpdir(), 'chromium-lookup-'));
const MISSING = join(scratch, 'no-such-chromium');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('which Chromium the browser tests use', () => {
  it('without a system Chromium, the one npm install brought (decompressed under node_modules/.cache)', async () => {
    const chosen = await resolveChromium({ configured: undefined, systemPath: MISSING });
    expect(chosen.source).toBe('bundled');
    expect(chosen.executablePath).toMatch(/node_modules\/\.cache\/bundled-chromium\/[\d.]+\/chromium$/);
    expect(chosen.env?.LD_LIBRARY_PATH).toMatch(/al2023\/lib/);
  });

  it('a system Chromium when present and CHROMIUM_PATH is unset', async () => {
    const fake = join(scratch, 'chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(await resolveChromium({ configured: undefined, systemPath: fake })).toEqual({ executablePath: fake, source: 'system' });
  });

  it('CHROMIUM_PATH=bundled forces the npm build even when a system one exists', async () => {
    const fake = join(scratch, 'chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    expect((await resolveChromium({ configured: 'bundled', systemPath: fake })).source).toBe('bundled');
  });

  it('a CHROMIUM_PATH that does not exist is an error naming it, not a silent fallback', async () => {
    await expect(resolveChromium({ configured: MISSING })).rejects.toThrow(`CHROMIUM_PATH is ${MISSING}, which does not exist`);
  });
});

describe('the npm-distributed Chromium drives a hosted page', () => {
  const h = fileHarness();
  const b = browserSuite(h, { chromium: () => resolveChromium({ configured: undefined, systemPath: MISSING }) });
  let t: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
  });

  it('the counterparty reads the invitation (axe passes, text rendered with the bundled font) and accepts', async () => {
    const { page } = b;
    const escrow = await createEscrow(h, t.sandbox, { title: 'Bundled browser', amount: 4_200, currency: 'EUR' });
    expect(await open(page, escrow.inviteUrl)).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('invites you to an escrow transaction');
    // Glyphs were laid out: a heading with a font has a real width.
    expect(await page.evaluate("document.querySelector('h1').getBoundingClientRect().width")).toBeGreaterThan(100);
    await expectAccessible(page);
    expect(await submit(page, 'Accept the transaction')).toBe(200);
    const res = await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox });
    expect(res.body.status).toBe('accepted');
  });
});
