/**
 * The settings' documentation stays true: every variable src/config.ts reads
 * is in .env.example and in docs/configuration.md's table, and neither lists
 * one the service does not read.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Read by src/config.ts only to refuse it with a message (its replacement is documented instead). */
const REFUSED = ['WEBHOOK_BACKOFF_BASE_MS'];

const schemaKeys = [...readFileSync('src/config.ts', 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1]!);
const read = (path: string) => readFileSync(path, 'utf8');

describe('configuration documents', () => {
  const variables = schemaKeys.filter((name) => !REFUSED.includes(name)).sort();

  it('src/config.ts is read as expected (a schema of UPPER_CASE keys)', () => {
    expect(variables.length).toBeGreaterThan(20);
    expect(variables).toContain('DATABASE_URL');
  });

  it('.env.example lists each variable once, commented out at its default', () => {
    const listed = [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect([...listed].sort()).toEqual(variables);
  });

  it("docs/configuration.md's table has a row for each", () => {
    const rows = [...read('docs/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]!);
    expect([...rows].sort()).toEqual(variables);
  });
});
