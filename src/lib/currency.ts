import currencyCodes from 'currency-codes';

/** ISO 4217 codes that are not money a marketplace holds: metals, fund units, testing and "no currency". */
const NOT_MONEY = new Set([
  'XAU',
  'XAG',
  'XPT',
  'XPD',
  'XTS',
  'XXX',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XSU',
  'XUA',
  'CLF',
  'COU',
  'BOV',
  'CHE',
  'CHW',
  'MXV',
  'USN',
  'UYI',
  'UYW',
]);

export interface CurrencyInfo {
  code: string;
  /** Minor-unit exponent (USD 2, JPY 0, BHD 3). */
  digits: number;
  /** The largest amount accepted, in minor units: a trillion major units, within exact integers. */
  maxAmount: number;
}

/** From the ISO 4217 list maintained in the `currency-codes` package. */
export const CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(
  currencyCodes
    .codes()
    .filter((code) => !NOT_MONEY.has(code))
    .map((code) => {
      const digits = currencyCodes.code(code)!.digits;
      return [code, { code, digits, maxAmount: Math.min(10 ** (12 + digits), Number.MAX_SAFE_INTEGER) }] as const;
    }),
);

/** An amount of minor units as the currency's own format, e.g. 123456 USD → "$1,234.56". */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const digits = CURRENCIES.get(currency)?.digits ?? 2;
  const sign = amount < 0 ? '-' : '';
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0');
  const decimal = digits > 0 ? `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` : `${sign}${abs}`;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(decimal as unknown as number);
}
