declare module 'talisman/metrics/jaro-winkler.js' {
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
declare module 'talisman/phonetics/double-metaphone.js' {
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
