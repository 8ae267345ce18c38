import { z } from 'zod';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { memberActor } from '../../services/audit.ts';
import {
  DISPLAY_NAME_MAX,
  FUNDING_INSTRUCTIONS_MAX,
  LOGO_MAX_BYTES,
  presentationPatchSchema,
  presentationSettings,
  SUPPORT_URL_MAX,
  updatePresentation,
  type PresentationSettings,
} from '../../services/presentation.ts';
import { TENANT_NAME_MAX } from '../../services/tenants.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { iso, LIMITS, timestamp } from '../shared/schemas.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

/** The logo travels as base64 in the JSON body: 4 characters per 3 bytes. */
const LOGO_BASE64_MAX = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export const presentationSchema = z
  .object({
    environment: z.enum(ENVIRONMENT_TYPES),
    livemode: z.boolean(),
    tenantName: z.string().max(TENANT_NAME_MAX).meta({ description: 'Shown while `displayName` is null.' }),
    displayName: z.string().max(DISPLAY_NAME_MAX).nullable(),
    supportEmail: z.string().max(254).nullable(),
    supportUrl: z.string().max(SUPPORT_URL_MAX).nullable(),
    accentColor: z.string().max(7).nullable(),
    fundingInstructions: z.string().max(FUNDING_INSTRUCTIONS_MAX).nullable(),
    logo: z
      .object({
        url: z.string().max(LIMITS.url).meta({ description: 'Same-origin path of the logo; a new logo gets a new path.' }),
        contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
        bytes: z.int().min(1).max(LOGO_MAX_BYTES),
      })
      .nullable(),
    updatedAt: timestamp().nullable().meta({ description: 'Null until the first change.' }),
  })
  .meta({ id: 'DashboardPresentation' });

function toPresentation(environment: 'live' | 'sandbox', s: PresentationSettings): z.infer<typeof presentationSchema> {
  return {
    environment,
    livemode: s.livemode,
    tenantName: s.tenantName,
    displayName: s.displayName,
    supportEmail: s.supportEmail,
    supportUrl: s.supportUrl,
    accentColor: s.accentColor,
    fundingInstructions: s.fundingInstructions,
    logo: s.logo ? { url: s.logo.path, contentType: s.logo.contentType as 'image/png', bytes: s.logo.bytes } : null,
    updatedAt: s.updatedAt ? iso(s.updatedAt) : null,
  };
}

export const getPresentation = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/presentation',
      tags: [TAG],
      summary: "The environment's hosted-page presentation",
      description: 'Display name, support contact, logo, accent colour and funding instructions, as the hosted pages show them.',
    },
  })
  .input(z.object({ environment: environmentParam }).strict())
  .output(presentationSchema)
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return toPresentation(input.environment, await presentationSettings(ctx.db, env));
  });

const logoField = z
  .string()
  .max(LOGO_BASE64_MAX, { message: `The logo is larger than ${LOGO_MAX_BYTES / 1024} KiB.`, abort: true })
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'Must be base64.' })
  .meta({ description: `The logo's bytes in base64: PNG, JPEG or WebP (decided by the bytes), at most ${LOGO_MAX_BYTES / 1024} KiB. Null removes it.` });

export const updatePresentationProcedure = memberProcedure('environments.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/dashboard/presentation',
      tags: [TAG],
      summary: "Change the environment's hosted-page presentation",
      description:
        'Owners and admins. Only the fields sent change; null clears one. The accent colour needs 4.5:1 contrast with white; a live support URL must be https; ' +
        'the logo is checked by its bytes (PNG, JPEG or WebP; SVG refused) and size. Written to the audit log.',
    },
  })
  .input(presentationPatchSchema.extend({ environment: environmentParam, logo: logoField.nullable().optional() }).strict())
  .output(presentationSchema)
  .mutation(async ({ ctx, input: { environment, logo, ...patch } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const bytes = logo === undefined || logo === null ? logo : Buffer.from(logo, 'base64');
    const after = await updatePresentation(ctx.db, env, { ...patch, logo: bytes }, memberActor(ctx.session), ctx.deps.clock.now());
    return toPresentation(environment, after);
  });
