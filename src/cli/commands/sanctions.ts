import { type Command, Option } from 'commander';
import { SANCTIONS_SOURCES } from '../../db/schema/index.ts';
import { importList, listVersions, parseList } from '../../services/sanctions/import.ts';
import { ListFileError, ListFormatError } from '../../services/sanctions/list-files.ts';
import { type CliContext, UsageError } from '../context.ts';

/** `sanctions import | lists`. */
export function registerSanctionsCommands(program: Command, { open, io, print }: CliContext): void {
  const sanctionsCmd = program.command('sanctions').description('Sanctions lists');
  sanctionsCmd
    .command('import')
    .description(
      'Import (replace) one official list: OFAC SDN legacy CSV (--dir with sdn.csv, alt.csv, add.csv), the UN consolidated XML (--file) ' +
        'or OpenSanctions targets.simple.csv (--file). Prints what changed against the active version; users are re-screened against the changes.',
    )
    .addOption(new Option('--source <source>', 'list').choices(SANCTIONS_SOURCES).makeOptionMandatory())
    .option('--dir <path>', 'OFAC SDN: the folder with sdn.csv, alt.csv and add.csv')
    .option('--file <path>', 'UN consolidated list: the XML file; OpenSanctions: targets.simple.csv')
    .option('--json', 'print JSON')
    .action(async (opts: { source: (typeof SANCTIONS_SOURCES)[number]; dir?: string; file?: string; json?: boolean }) => {
      const ofac = opts.source === 'ofac-sdn';
      const path = ofac ? opts.dir : opts.file;
      if (ofac ? opts.file : opts.dir) {
        throw new UsageError(ofac ? 'ofac-sdn takes --dir (the folder of its three files), not --file' : `${opts.source} takes --file, not --dir`);
      }
      if (!path) throw new UsageError(ofac ? '--dir is required for ofac-sdn' : `--file is required for ${opts.source}`);
      const started = performance.now();
      const bar = io.progress?.();
      try {
        const parsed = await parseList(opts.source, path, bar?.update);
        const db = await open();
        const summary = await importList(db, parsed, bar?.update);
        bar?.stop();
        const seconds = (performance.now() - started) / 1000;
        const rescreen =
          summary.added + summary.changed === 0
            ? 'Nothing screening compares changed: no re-screening.'
            : 'Users are re-screened in the background against the added and changed entries; new users are screened first.';
        print(
          !!opts.json,
          { ...summary, seconds },
          [
            `Imported ${summary.source} (${summary.version}): ${summary.entries} entries, ${summary.aliases} aliases in ${seconds.toFixed(1)} s.`,
            `  ${summary.added} added, ${summary.changed} changed, ${summary.removed} removed (removed entries are recorded; they close no match).`,
            `  ${rescreen}`,
          ].join('\n'),
        );
      } catch (error) {
        bar?.stop();
        if (error instanceof ListFileError) throw new UsageError(`${error.message}; nothing imported`);
        if (error instanceof ListFormatError) throw new UsageError(`malformed list, nothing imported: ${error.message}`);
        throw error;
      }
    });
  sanctionsCmd
    .command('lists')
    .description('The imported list versions, newest first: active or replaced, with their entries and what each import changed')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const versions = await listVersions(await open());
      const json = versions.map((v) => ({ ...v, importedAt: v.importedAt.toISOString() }));
      const human = versions.length
        ? versions
            .map(
              (v) =>
                `${v.active ? '*' : ' '} ${v.source.padEnd(15)} ${v.version.padEnd(26)} ` +
                `${String(v.entries).padStart(6)} entries ${String(v.aliases).padStart(6)} aliases  ` +
                `+${v.added} ~${v.changed} -${v.removed}  imported ${v.importedAt.toISOString()}  ${v.listId}${v.sandboxOnly ? '  (sandbox only)' : ''}`,
            )
            .concat('* active version')
            .join('\n')
        : 'No list imported yet: npm run cli -- sanctions import --help';
      print(!!opts.json, json, human);
    });
}
