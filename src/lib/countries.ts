const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// Region codes the runtime names that are not countries (groupings, "unknown", pseudo-regions).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);

/** ISO 3166-1 alpha-2 codes the runtime can name: what `verified.country` accepts over the API. */
export const COUNTRY_CODES: ReadonlySet<string> = (() => {
  const codes = new Set<string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = regionNames.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) codes.add(code);
    }
  }
  return codes;
})();
