declare module 'talisman/metrics/jaro-winkler.js' {
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
declare module 'talisman/phonetics/double-metaphone.js' {
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
declare module 'talisman/metrics/damerau-levenshtein.js' {
  const damerauLevenshtein: ((a: string, b: string) => number) & { limited: (max: number, a: string, b: string) => number };
  export default damerauLevenshtein;
}
