/**
 * How an environment presents itself to the people its hosted pages and
 * messages reach (issue 31): whose escrow it is (a display name, a logo, an
 * accent colour), whom to ask (a support email or URL), and how the buyer pays
 * (funding instructions). Read in one place, `presentationFor`, by every
 * hosted page and message; changed in one place, `updatePresentation`, by
 * owners and admins in the dashboard.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/query.ts';
import { environmentPresentations, environments, tenants, transactions } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { contrastRatio, HEX_COLOUR, parseHexColour, WHITE } from '../lib/colour.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { TRANSACTION_TOKEN_PATTERN } from '../lib/ids.ts';
import { sniffImageType } from '../lib/image-sniff.ts';
import { actorTenant, recordAudit, type Actor } from './audit.ts';
import type { Partition } from './partition.ts';
import { CONTROL_CHARS, normalizeEmail } from './user-input.ts';

export const DISPLAY_NAME_MAX = 100;
export const SUPPORT_URL_MAX = 500;
export const FUNDING_INSTRUCTIONS_MAX = 2000;
/** A logo is shown about 40 px high: 100 KiB is plenty, and keeps every page light. */
export const LOGO_MAX_BYTES = 100 * 1024;
/** White text on the accent (buttons) and the accent on white (links) both need WCAG AA for normal text. */
export const MIN_ACCENT_CONTRAST = 4.5;
/** Where logos are served, content-addressed (`/presentation/logos/<sha256>`): a new logo is a new URL, so each can be cached for good. */
export const LOGO_PATH = '/presentation/logos/';

/** What a hosted page or a message shows of its environment. */
export interface Presentation {
  /** The display name, or the tenant's name until one is set. */
  name: string;
  supportEmail: string | null;
  supportUrl: string | null;
  /** `#rrggbb` with at least MIN_ACCENT_CONTRAST against white, or null for the default. */
  accentColor: string | null;
  /** Same-origin path of the logo (prefix PUBLIC_URL for a message), or null. */
  logoPath: string | null;
  fundingInstructions: string | null;
  livemode: boolean;
}

/** The settings as stored, for the dashboard (null: not set). */
export interface PresentationSettings {
  tenantName: string;
  displayName: string | null;
  supportEmail: string | null;
  supportUrl: string | null;
  accentColor: string | null;
  fundingInstructions: string | null;
  logo: { path: string; contentType: string; bytes: number } | null;
  livemode: boolean;
  updatedAt: Date | null;
}

/** What the settings are read from: the environment and its tenant, with its presentation row when one was saved. */
function settingsQuery(db: DbOrTx) {
  const p = environmentPresentations;
  return db
    .select({
      environmentId: environments.id,
      tenantName: tenants.name,
      type: environments.type,
      displayName: p.displayName,
      supportEmail: p.supportEmail,
      supportUrl: p.supportUrl,
      accentColor: p.accentColor,
      fundingInstructions: p.fundingInstructions,
      logoSha256: p.logoSha256,
      logoContentType: p.logoContentType,
      logoBytes: sql<number | null>`octet_length(${p.logo})`,
      updatedAt: p.updatedAt,
    })
    .from(environments)
    .innerJoin(tenants, eq(tenants.id, environments.tenantId))
    .leftJoin(p, and(eq(p.environmentId, environments.id), eq(p.tenantId, environments.tenantId)));
}

function toSettings(row: Awaited<ReturnType<typeof settingsQuery>>[number]): PresentationSettings {
  return {
    tenantName: row.tenantName,
    displayName: row.displayName,
    supportEmail: row.supportEmail,
    supportUrl: row.supportUrl,
    accentColor: row.accentColor,
    fundingInstructions: row.fundingInstructions,
    logo:
      row.logoSha256 && row.logoContentType ? { path: `${LOGO_PATH}${row.logoSha256}`, contentType: row.logoContentType, bytes: Number(row.logoBytes) } : null,
    livemode: row.type === 'live',
    updatedAt: row.updatedAt,
  };
}

function toPresentation(s: PresentationSettings): Presentation {
  return {
    name: s.displayName ?? s.tenantName,
    supportEmail: s.supportEmail,
    supportUrl: s.supportUrl,
    accentColor: s.accentColor,
    logoPath: s.logo?.path ?? null,
    fundingInstructions: s.fundingInstructions,
    livemode: s.livemode,
  };
}

async function readSettings(db: DbOrTx, partition: Partition): Promise<PresentationSettings> {
  const [row] = await settingsQuery(db).where(and(eq(environments.id, partition.environmentId), eq(environments.tenantId, partition.tenantId)));
  if (!row) throw new AppError('not_found', { message: 'No such environment.' });
  return toSettings(row);
}

export function presentationSettings(db: DbOrTx, partition: Partition): Promise<PresentationSettings> {
  return readSettings(db, partition);
}

/** The one read every hosted page and message uses: the environment's presentation with its defaults filled in. */
export async function presentationFor(db: DbOrTx, partition: Partition): Promise<Presentation> {
  return toPresentation(await readSettings(db, partition));
}

/** The same for many environments at once (a batch of messages), by environment id; unknown ids are left out. */
export async function presentationsOf(db: DbOrTx, environmentIds: readonly string[]): Promise<Map<string, Presentation>> {
  if (environmentIds.length === 0) return new Map();
  const rows = await settingsQuery(db).where(inArray(environments.id, [...new Set(environmentIds)]));
  return new Map(rows.map((r) => [r.environmentId, toPresentation(toSettings(r))]));
}

/**
 * The presentation of the environment a transaction's public token belongs
 * to (a party page whose link did not verify still names whom to ask); null
 * for an unknown token.
 */
export async function presentationForTransactionToken(db: DbOrTx, token: string): Promise<Presentation | null> {
  if (!TRANSACTION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ tenantId: transactions.tenantId, environmentId: transactions.environmentId })
    .from(transactions)
    .where(eq(transactions.token, token));
  return row ? presentationFor(db, row) : null;
}

/** A logo by its digest, for `GET /presentation/logos/{sha256}`; null when no environment uses it. */
export async function readLogo(db: DbOrTx, sha256: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const p = environmentPresentations;
  const [row] = await db.select({ bytes: p.logo, contentType: p.logoContentType }).from(p).where(eq(p.logoSha256, sha256)).limit(1);
  return row?.bytes && row.contentType ? { bytes: row.bytes, contentType: row.contentType } : null;
}

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const ACCENT_MESSAGE = 'Must be a colour as #rrggbb.';

/** The fields a change may set; null clears one (back to its default). */
export const presentationPatchSchema = z
  .object({
    displayName: optional(
      z
        .string()
        .trim()
        .min(1, { message: 'Must not be empty: send null to show the tenant name.' })
        .max(DISPLAY_NAME_MAX)
        .refine((v) => !CONTROL_CHARS.test(v), { message: 'Must not contain control characters.' })
        .meta({ description: `Shown as whose escrow it is on every hosted page. Null: the tenant's name. At most ${DISPLAY_NAME_MAX} characters.` }),
    ),
    supportEmail: optional(
      z
        .string()
        .trim()
        .max(254)
        .transform((v, ctx) => {
          const email = normalizeEmail(v)?.email;
          if (!email) ctx.addIssue({ code: 'custom', message: 'Must be a valid email address.' });
          return email ?? z.NEVER;
        })
        .meta({ description: 'Where buyers and sellers write for help.' }),
    ),
    supportUrl: optional(
      z
        .string()
        .trim()
        .max(SUPPORT_URL_MAX)
        .refine((v) => URL.canParse(v) && ['https:', 'http:'].includes(new URL(v).protocol) && !new URL(v).username && !new URL(v).password, {
          message: 'Must be an absolute https URL (http is accepted in sandbox), without credentials.',
        })
        .meta({ description: `A help page (https; http also in sandbox). At most ${SUPPORT_URL_MAX} characters.` }),
    ),
    accentColor: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(7, { message: ACCENT_MESSAGE, abort: true })
        .regex(HEX_COLOUR, { message: ACCENT_MESSAGE })
        .superRefine((v, ctx) => {
          const rgb = parseHexColour(v);
          const ratio = rgb ? contrastRatio(rgb, WHITE) : 21;
          if (ratio < MIN_ACCENT_CONTRAST) {
            const message = `${v} has a contrast of ${ratio.toFixed(2)}:1 with white; buttons and links need at least ${MIN_ACCENT_CONTRAST}:1. Choose a darker colour.`;
            ctx.addIssue({ code: 'custom', message });
          }
        })
        .meta({ description: `Buttons and links, as #rrggbb; at least ${MIN_ACCENT_CONTRAST}:1 contrast with white (WCAG AA).`, example: '#0f766e' }),
    ),
    fundingInstructions: optional(
      z
        .string()
        .trim()
        .min(1, { message: 'Must not be empty: send null to remove them.' })
        .max(FUNDING_INSTRUCTIONS_MAX)
        .meta({
          description:
            'What the buyer must do to pay in, shown on the accepted transaction with its amount and reference. Plain text: http(s) links are ' +
            `made clickable, nothing else is markup. At most ${FUNDING_INSTRUCTIONS_MAX} characters.`,
        }),
    ),
  })
  .strict();

export type PresentationPatch = z.output<typeof presentationPatchSchema> & {
  /** A new logo's bytes (null removes it): PNG, JPEG or WebP by its bytes, at most LOGO_MAX_BYTES. */
  logo?: Buffer | null;
};

/** What the audit row shows: every setting, the logo by its digest. */
function audited(s: PresentationSettings): Record<string, unknown> {
  const { displayName, supportEmail, supportUrl, accentColor, fundingInstructions } = s;
  return { displayName, supportEmail, supportUrl, accentColor, fundingInstructions, logo: s.logo ? s.logo.path.slice(LOGO_PATH.length) : null };
}

function checkedLogo(bytes: Buffer): { bytes: Buffer; contentType: string; sha256: string } {
  const refuse = (message: string) => new AppError('validation_failed', { param: 'logo', message, details: [{ path: 'logo', message }] });
  if (bytes.length === 0) throw refuse('The logo is empty.');
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(`The logo is ${bytes.length} bytes; at most ${LOGO_MAX_BYTES} (${LOGO_MAX_BYTES / 1024} KiB).`);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refuse('The logo must be a PNG, JPEG or WebP image (SVG and other formats are not accepted).');
  return { bytes, contentType, sha256: sha256Hex(bytes) };
}

/**
 * Change an environment's presentation (owners and admins, in the
 * dashboard): the fields given, null clearing one; one `presentation.updated`
 * audit row with the settings before and after. A live environment's support
 * URL must be https.
 */
export async function updatePresentation(db: DbOrTx, partition: Partition, patch: PresentationPatch, by: Actor, now: Date): Promise<PresentationSettings> {
  const bound = actorTenant(by);
  if (bound && bound !== partition.tenantId) throw new AppError('not_found', { message: 'No such environment.' });
  const logo = patch.logo ? checkedLogo(patch.logo) : patch.logo;
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, partition);
    if (before.livemode && patch.supportUrl && new URL(patch.supportUrl).protocol !== 'https:') {
      const message = 'A live environment needs an https support URL.';
      throw new AppError('validation_failed', { param: 'supportUrl', message, details: [{ path: 'supportUrl', message }] });
    }
    const fields = {
      ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
      ...(patch.supportEmail !== undefined ? { supportEmail: patch.supportEmail } : {}),
      ...(patch.supportUrl !== undefined ? { supportUrl: patch.supportUrl } : {}),
      ...(patch.accentColor !== undefined ? { accentColor: patch.accentColor } : {}),
      ...(patch.fundingInstructions !== undefined ? { fundingInstructions: patch.fundingInstructions } : {}),
      ...(logo !== undefined ? { logo: logo?.bytes ?? null, logoContentType: logo?.contentType ?? null, logoSha256: logo?.sha256 ?? null } : {}),
      updatedAt: now,
    };
    await tx
      .insert(environmentPresentations)
      .values({ ...partition, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: environmentPresentations.environmentId, set: fields });
    const after = await readSettings(tx, partition);
    const entry = { ...partition, action: 'presentation.updated', targetType: 'environment', targetId: partition.environmentId };
    await recordAudit(tx, by, { ...entry, before: audited(before), after: audited(after), skipUnchanged: true }, now);
    return after;
  });
}
