declare module 'talisman/metrics/jaro-winkler.js' {
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
declare module 'talisman/metrics/damerau-levenshtein.js' {
  const damerauLevenshtein: ((a: string, b: string) => number) & { limited: (max: number, a: string, b: string) => number };
  export default damerauLevenshtein;
}
