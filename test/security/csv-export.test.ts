/**
 * Issue 33 #8: a review note `ok;=cmd|' /C calc'!A0` was exported unquoted, so a spreadsheet that splits on `;` (the
 * list separator where `,` is the decimal mark) ran the second part as a formula. Replayed: the export is read back
 * as a spreadsheet would, with either separator, and no cell may start with a formula trigger.
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/services/sanctions/logs.ts';
import { possibleMatch } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const FORMULA_START = /^[=+\-@\t\r]/;
const NOTES = ["ok;=cmd|' /C calc'!A0", 'fine,=1+1', 'tab\t@SUM(A1:A2)', 'a; -2+3', 'line\n=1+1', 'plain note'];
/** As the export writes them: a formula trigger after `;`, a tab or a line break gets a quote (where a reader may start a cell). */
const EXPORTED = ["ok;'=cmd|' /C calc'!A0", 'fine,=1+1', "tab\t'@SUM(A1:A2)", "a; '-2+3", "line\n'=1+1", 'plain note'];

describe('the sanctions log export read with either separator', () => {
  it('a note with a formula after `;`, `,` or a tab: no cell starts a formula whichever separator the reader splits on', async () => {
    const ids: string[] = [];
    for (const note of NOTES) {
      const { id } = await possibleMatch(h, t.tenantId, t.sandbox);
      const reviewed = await h.request('POST', `/v1/sanctions/logs/${id}/review`, { body: { decision: 'false_positive', note }, auth: t.sandbox });
      expect(reviewed.status, reviewed.text).toBe(200);
      ids.push(id);
    }
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('GET', '/v1/sanctions/export', { auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    const byComma: string[][] = parse(res.text, { delimiter: ',', relax_column_count: false });
    const header = byComma[0]!;
    const noteAt = header.indexOf('reviewNote');
    for (const [i, id] of ids.entries()) expect(byComma.find((row) => row[0] === id)![noteAt]).toBe(EXPORTED[i]);
    // A spreadsheet splitting on `;` honours the quotes too: every cell it makes still starts harmlessly.
    for (const delimiter of [',', ';', '\t']) {
      const cells = (parse(res.text, { delimiter, relax_column_count: true, relax_quotes: true }) as string[][]).flat();
      expect(
        cells.filter((c) => FORMULA_START.test(c)),
        `split on ${JSON.stringify(delimiter)}: ${JSON.stringify(cells.filter((c) => FORMULA_START.test(c)))}`,
      ).toEqual([]);
    }
    expect(res.text).toContain(`"ok;'=cmd|' /C calc'!A0"`);
  });

  it('csvCell: quotes either separator and a tab, neutralises a trigger at the start or after `;`/tab, leaves plain text alone', () => {
    expect(csvCell("ok;=cmd|' /C calc'!A0")).toBe(`"ok;'=cmd|' /C calc'!A0"`);
    expect(csvCell('ok; \n+1')).toBe(`"ok; \n'+1"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-1;x')).toBe(`"'-1;x"`);
    expect(csvCell('a,-1')).toBe('"a,-1"'); // a `,` reader honours the quotes; no other reader splits there
    expect(csvCell(['ofac-sdn', 'un'])).toBe('"ofac-sdn;un"');
    expect(csvCell('plain')).toBe('plain');
  });
});
