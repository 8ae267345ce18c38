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
          const bar = new SingleBar({ format: ' {bar} {percentage}% | {value}/{total} bytes', stream: process.stderr }, Presets.shades_classic);
          let started = false;
          return {
            update: (done: number, total: number) => {
              if (!started) bar.start(total, 0);
              started = true;
              bar.update(done);
            },
            stop: () => started && bar.stop(),
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
