/**
 * Sandbox test clocks for tests: create one and advance it over the API, and run its advance to the end with the
 * background job's own function (what a worker would do, without waiting for its poll).
 */
import { expect } from 'vitest';
import { advanceTestClocks } from '../../src/services/test-clocks/run.ts';
import type { Harness, KeyCreds } from './harness.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** A fixed instant far from the real time, so nothing on a clock can pass for real time by accident. */
export const T0 = Date.parse('2031-03-01T09:00:00.000Z');
export const at = (ms: number) => new Date(ms).toISOString();

export interface TestClockOut {
  id: string;
  status: 'ready' | 'advancing' | 'internal_failure';
  frozenTime: string;
  targetFrozenTime: string | null;
  failureMessage: string | null;
  [key: string]: unknown;
}

export async function createClock(h: Harness, auth: KeyCreds, frozenTime: number = T0, name?: string): Promise<TestClockOut> {
  const res = await h.request('POST', '/v1/test-clocks', { body: { frozenTime: at(frozenTime), ...(name ? { name } : {}) }, auth });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export async function getClock(h: Harness, auth: KeyCreds, id: string): Promise<TestClockOut> {
  const res = await h.request('GET', `/v1/test-clocks/${id}`, { auth });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Every step of every advancing clock, as the jobs would run them; returns how many steps. */
export async function runClocks(h: Harness, db = h.db): Promise<number> {
  let steps = 0;
  while ((await advanceTestClocks(db, h.clock)) > 0) steps++;
  return steps;
}

/** POST advance to `to`, run it to the end, and return the clock, `ready` at `to`. */
export async function advanceTo(h: Harness, auth: KeyCreds, id: string, to: number): Promise<TestClockOut> {
  const res = await h.request('POST', `/v1/test-clocks/${id}/advance`, { body: { to: at(to) }, auth });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ status: 'advancing', targetFrozenTime: at(to) });
  await runClocks(h);
  const clock = await getClock(h, auth, id);
  expect(clock).toMatchObject({ status: 'ready', frozenTime: at(to), targetFrozenTime: null });
  return clock;
}
