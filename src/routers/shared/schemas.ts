import { z } from 'zod';

/** Timestamps leave the server as ISO 8601 UTC strings. */
export const timestamp = () => z.iso.datetime().meta({ description: 'ISO 8601 UTC timestamp.' });

/** Operations without parameters still reject unknown ones (Stripe-style), so typos surface. */
export const noInput = z.object({}).strict().optional();

export const iso = (d: Date) => d.toISOString();

/** A query-string instant: an ISO 8601 date or timestamp, as a Date. */
export const isoInstant = () =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), { message: 'Must be an ISO 8601 date or timestamp.' })
    .transform((v) => new Date(v));
