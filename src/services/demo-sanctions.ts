import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/query.ts';
import { activeListVersions, type ImportSummary, importList } from './sanctions/import.ts';
import type { ParsedList } from './sanctions/list-files.ts';
import { parseOfacSdn } from './sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from './sanctions/un-consolidated.ts';

/** The excerpts of the real lists the tests use (test/fixtures/sanctions/README.md), resolved alike from src/ and the built server. */
export const DEMO_SANCTIONS_DIR = fileURLToPath(new URL('../../test/fixtures/sanctions/', import.meta.url));

/**
 * The version an excerpt is imported under: it says what it is wherever the version is shown. OFAC's files carry no date
 * (its parser takes the files' own, which is the checkout's here): the excerpt's snapshot is named instead.
 */
function asExcerpt(list: ParsedList): ParsedList {
  const of = list.source === 'ofac-sdn' ? 'the OFAC SDN list, 2021 snapshot' : `the UN Consolidated List generated ${list.version.slice(0, 10)}`;
  return { ...list, version: `demo excerpt: ${list.entries.length} entries of ${of} (not current; sandbox only)` };
}

/**
 * The demo's lists: the shipped excerpts of OFAC SDN and the UN Consolidated List, imported
 * sandbox-only (a live environment never screens against them), so the demo's screening finds the
 * well-known listed names. Only into a database that has never had a list: an operator's own
 * imports are never touched, and an import of a real list of the same source replaces the excerpt.
 * Returns what was imported, or null when a list was there already.
 */
export async function importDemoLists(db: DbOrTx, dir: string = DEMO_SANCTIONS_DIR): Promise<ImportSummary[] | null> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sanctions_lists`);
  if (n > 0) return null;
  const lists = [await parseOfacSdn(join(dir, 'ofac')), await parseUnConsolidated(join(dir, 'un', 'consolidated.xml'))];
  const imported: ImportSummary[] = [];
  for (const list of lists) imported.push(await importList(db, asExcerpt(list), undefined, { sandboxOnly: true }));
  return imported;
}

/** What screening runs against now, for the start-up log and /readyz: a warning when live or every environment has no list. */
export async function sanctionsReadiness(db: DbOrTx): Promise<{ lists: { live: number; sandbox: number }; warnings: string[] }> {
  const sandbox = await activeListVersions(db, false);
  const live = sandbox.filter((v) => !v.sandboxOnly).length;
  const warnings =
    sandbox.length === 0
      ? ['No sanctions list is loaded: screening matches nothing until one is imported (npm run cli -- sanctions import).']
      : live === 0
        ? ["Only the demo's excerpt of the sanctions lists is loaded (sandbox only): live screening matches nothing until a list is imported."]
        : [];
  return { lists: { live, sandbox: sandbox.length }, warnings };
}
