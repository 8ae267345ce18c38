/** Injected wherever time decides an outcome (cursor expiry, token lifetimes), so tests never sleep. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
