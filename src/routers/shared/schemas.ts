import { z } from 'zod';

/** Timestamps leave the server as ISO 8601 UTC strings. */
export const timestamp = () => z.iso.datetime().meta({ description: 'ISO 8601 UTC timestamp.' });

/** Operations without parameters still reject unknown ones (Stripe-style), so typos surface. */
export const noInput = z.object({}).strict().optional();

export const iso = (d: Date) => d.toISOString();
