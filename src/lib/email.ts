/**
 * Email addresses as identity keys (decisions §12): NFC, lower case, IDN domains in ASCII. In lib because
 * the database's data migrations (src/db/data-migrations.ts) apply the same rule as the services.
 */
import { domainToASCII } from 'node:url';
import addrs from 'email-addresses';

export const EMAIL_MAX = 254;

export interface NormalizedEmail {
  /** As given (in Unicode NFC), with the domain lower-cased. */
  email: string;
  /**
   * Identity key (decisions §12): the local part NFC-normalized and
   * lower-cased, `@`, the domain in ASCII (IDNA punycode). So `josé@` typed
   * precomposed or decomposed, and `bücher.example` or
   * `xn--bcher-kva.example`, are one address.
   */
  emailKey: string;
}

// Most addresses are a plain dot-atom; they skip the full parser (a strict subset of RFC 5322).
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A host name label (RFC 1123, or its internationalized form): 1–63 letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * An RFC 5322 addr-spec (parsed by email-addresses, RFC 6532 UTF-8 allowed),
 * with a dotted domain. Display names, comments, quoted local parts and
 * domain literals are refused: they are valid syntax but not an identity key
 * anyone wants. Returns null when invalid.
 */
export function normalizeEmail(input: string): NormalizedEmail | null {
  const value = input.trim().normalize('NFC');
  if (value.length === 0 || value.length > EMAIL_MAX) return null;
  let local: string;
  let domain: string;
  if (DOT_ATOM.test(value)) {
    const at = value.lastIndexOf('@');
    local = value.slice(0, at);
    domain = value.slice(at + 1);
  } else {
    const parsed = addrs.parseOneAddress({ input: value, rfc6532: true, rejectTLD: true });
    if (!parsed || parsed.type !== 'mailbox') return null;
    const mailbox = parsed as addrs.ParsedMailbox;
    if (mailbox.name || mailbox.address !== value || mailbox.domain.startsWith('[') || value.startsWith('"')) return null;
    local = mailbox.local;
    domain = mailbox.domain;
  }
  if (local.length > 64 || !domain.split('.').every((label) => DOMAIN_LABEL.test(label))) return null;
  const asciiDomain = domainToASCII(domain.toLowerCase());
  if (!asciiDomain || asciiDomain.length > 253 || asciiDomain.split('.').some((label) => label.length > 63)) return null;
  return { email: `${local}@${domain.toLowerCase()}`, emailKey: `${local.toLowerCase().normalize('NFC')}@${asciiDomain}` };
}
