import { Presets, SingleBar } from 'cli-progress';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/configured.ts';
import { runCli } from './program.ts';

const config = loadConfig();
let opened: { database: Database; release: () => void } | undefined;

const code = await runCli(
  process.argv.slice(2),
  async () => {
    opened ??= await openConfiguredDatabase(config);
    await opened.database.migrate();
    return opened.database.db;
  },
  {
    out: (s) => process.stdout.write(`${s}\n`),
    err: (s) => process.stderr.write(`${s}\n`),
    publicUrl: config.publicUrlSet ? config.publicUrl : undefined,
    fallbackPublicUrl: config.publicUrl,
    signingSecret: config.signingSecret,
    progress: process.stderr.isTTY
      ? () => {
          // One bar per phase (reading the file, writing the entries), so each has its own ETA.
          const format = ' {phase} {bar} {percentage}% | {entries} entries | ETA {eta_formatted}';
          const bar = new SingleBar({ format, stream: process.stderr, etaBuffer: 20 }, Presets.shades_classic);
          let phase: string | undefined;
          return {
            update: (state) => {
              const payload = { phase: state.phase.padEnd(9), entries: state.entries.toLocaleString('en') };
              if (state.phase !== phase) {
                if (phase) bar.stop();
                bar.start(1000, 0, payload);
                phase = state.phase;
              }
              bar.update(Math.round(state.fraction * 1000), payload);
            },
            stop: () => phase && bar.stop(),
          };
        }
      : undefined,
  },
).catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
if (opened) {
  await opened.database.close();
  opened.release();
}
process.exit(code);
