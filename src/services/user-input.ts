import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { EMAIL_MAX, normalizeEmail } from '../lib/email.ts';

// Where the email rules live (lib: the database's data migrations apply them too); the user-input rules re-export them.
export { EMAIL_MAX, normalizeEmail, type NormalizedEmail } from '../lib/email.ts';

export const NAME_MAX = 200;
export const PHONE_MIN = 6;
export const PHONE_MAX = 30;
export const METADATA_MAX_PAIRS = 20;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;

const PHONE_CHARS = /^\+?[0-9 ()./-]+((\s*(ext\.?|x|#)\s*)[0-9]{1,6})?$/i;

/** 6–30 characters; E.164 when it parses as a valid international number, else kept as given (trimmed). */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (value.length < PHONE_MIN || value.length > PHONE_MAX || !PHONE_CHARS.test(value)) return null;
  if ((value.match(/[0-9]/g) ?? []).length < 6) return null;
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  return parsed?.isValid() ? parsed.number : value;
}

export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export const metadataSchema = z
  .record(
    z
      .string()
      .min(1, { message: 'Metadata keys must not be empty.' })
      .max(METADATA_KEY_MAX, { message: `Metadata keys are at most ${METADATA_KEY_MAX} characters.` }),
    z
      .string({ message: 'Metadata values must be strings.' })
      .max(METADATA_VALUE_MAX, { message: `Metadata values are at most ${METADATA_VALUE_MAX} characters.` }),
  )
  .refine((m) => Object.keys(m).length <= METADATA_MAX_PAIRS, { message: `At most ${METADATA_MAX_PAIRS} metadata pairs.` })
  .meta({ description: `Up to ${METADATA_MAX_PAIRS} pairs; keys 1–${METADATA_KEY_MAX} characters, values strings of at most ${METADATA_VALUE_MAX}.` });

const EMAIL_MESSAGE = 'Must be a valid email address (RFC 5322 addr-spec with a dotted domain).';

/** An email field: validated and normalized to `{email, emailKey}`. */
export const emailField = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX, { message: EMAIL_MESSAGE })
    .transform((v, ctx) => {
      const normalized = normalizeEmail(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    })
    .meta({ description: 'RFC 5322 address; the identity key of a user, compared case-insensitively.', example: 'ada@example.com' });

export const nameField = () =>
  z
    .string()
    .trim()
    .min(1, { message: 'Name must not be empty.' })
    .max(NAME_MAX, { message: `Name is at most ${NAME_MAX} characters.` })
    .refine((v) => !CONTROL_CHARS.test(v), { message: 'Name must not contain control characters.' })
    .meta({ description: 'Display name, trimmed.', example: 'Ada Lovelace' });

const PHONE_MESSAGE = `Must be ${PHONE_MIN}–${PHONE_MAX} characters of digits, spaces, + ( ) - . /, optionally an extension.`;

/** The add-user body; add-user-bulk applies the same schema to each row. */
export const userInputSchema = z
  .object({
    name: nameField(),
    email: emailField(),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, { message: PHONE_MESSAGE })
      .transform((v, ctx) => {
        const normalized = normalizePhone(v);
        if (!normalized) {
          ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
          return z.NEVER;
        }
        return normalized;
      })
      .meta({ description: '6–30 characters; normalized to E.164 when it parses as an international number.', example: '+14155552671' }),
    metadata: metadataSchema.optional(),
  })
  .strict();

export type UserInput = z.output<typeof userInputSchema>;

export const BULK_ERROR_CODES = ['email_invalid', 'name_invalid', 'phone_invalid', 'metadata_invalid', 'row_invalid'] as const;
export type BulkErrorCode = (typeof BULK_ERROR_CODES)[number];

const FIELD_CODES: Record<string, BulkErrorCode> = {
  email: 'email_invalid',
  name: 'name_invalid',
  phone: 'phone_invalid',
  metadata: 'metadata_invalid',
};
const PRIORITY: BulkErrorCode[] = ['email_invalid', 'name_invalid', 'phone_invalid', 'metadata_invalid', 'row_invalid'];

/** The one failed[] code for a row: the first bad field in a fixed order; unknown fields or a non-object row → row_invalid. */
export function bulkErrorCode(issues: readonly z.core.$ZodIssue[]): BulkErrorCode {
  const codes = new Set(issues.map((issue) => (issue.code === 'unrecognized_keys' ? 'row_invalid' : (FIELD_CODES[String(issue.path[0])] ?? 'row_invalid'))));
  return PRIORITY.find((code) => codes.has(code)) ?? 'row_invalid';
}
