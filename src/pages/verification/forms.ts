/** What the hosted verification forms accept: countries, document types and numbers, the photo's size. */
import countries from 'i18n-iso-countries/index.js';
import englishCountryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { DocumentType } from '../../services/kyc-providers.ts';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

// ISO 3166-1 from a maintained list (the runtime's region names include withdrawn codes such as DD, SU and YU).
countries.registerLocale(englishCountryNames);
/** ISO 3166-1 alpha-2 codes with their English short names, sorted by name. */
export const COUNTRIES: { code: string; name: string }[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((x, y) => x.name.localeCompare(y.name, 'en'));
export const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

/** The documents the hosted flow accepts (the API's `other` is for tenants' own providers). */
export const HOSTED_DOCUMENT_TYPES: { value: DocumentType; label: string }[] = [
  { value: 'passport', label: 'Passport' },
  { value: 'id_card', label: 'National ID card' },
  { value: 'driving_license', label: 'Driving licence' },
  { value: 'residence_permit', label: 'Residence permit' },
];
/** Letters and digits once spaces and hyphens are dropped; long enough that its last four say little on their own. */
export const DOCUMENT_NUMBER = /^[A-Z0-9]{5,30}$/;
