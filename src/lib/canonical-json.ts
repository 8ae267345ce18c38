/** JSON with object keys sorted at every level: equal values give equal strings (for request hashes). */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        return Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        );
      }
      return v;
    }) ?? 'undefined'
  );
}
