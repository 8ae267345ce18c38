import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar-fs';

/** Debian's package (CI installs it); used when present unless CHROMIUM_PATH says otherwise. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumBinary {
  executablePath: string;
  /** Environment for the browser process (the bundled build brings its own NSS libraries and fonts). */
  env?: Record<string, string>;
  source: 'CHROMIUM_PATH' | 'system' | 'bundled';
}

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The @sparticuz/chromium package: its compressed build (bin/) and version. */
function bundledPackage(): { bin: string; version: string } {
  const root = join(dirname(require.resolve('@sparticuz/chromium')), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { bin: join(root, 'bin'), version };
}

/**
 * Decompress the Chromium that `npm install` brought (@sparticuz/chromium: a
 * headless-shell build with the NSS libraries it links and a font) into
 * node_modules/.cache, once per package version. It is extracted into a
 * staging folder and renamed into place, so concurrent test workers never
 * see half a binary (the package's own helper writes straight into /tmp).
 */
export async function extractBundledChromium(cacheRoot = join(REPO_ROOT, 'node_modules', '.cache', 'bundled-chromium')): Promise<string> {
  const { bin, version } = bundledPackage();
  const dir = join(cacheRoot, version);
  // fonts.conf names absolute paths: a checkout that moved (or a node_modules shared by several) would find no font.
  const fontsConf = `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts', 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts', 'cache')}</cachedir>\n</fontconfig>\n`;
  if (existsSync(join(dir, 'chromium'))) {
    const conf = join(dir, 'fonts', 'fonts.conf');
    if (readFileSync(conf, 'utf8') !== fontsConf) {
      writeFileSync(`${conf}.${process.pid}`, fontsConf);
      renameSync(`${conf}.${process.pid}`, conf);
    }
    return dir;
  }
  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(join(cacheRoot, `${version}.staging-`));
  try {
    const inflate = (name: string, to: NodeJS.WritableStream) =>
      pipeline(createReadStream(join(bin, name)), createBrotliDecompress({ chunkSize: 2 ** 21 }), to);
    // swiftshader (software WebGL) is left out: the tests run with --disable-gpu.
    await Promise.all([
      inflate('chromium.br', createWriteStream(join(staging, 'chromium'), { mode: 0o755 })),
      // al2023 holds libnss3, libnspr4 and libexpat: with them the binary needs nothing but glibc.
      inflate('al2023.tar.br', extract(join(staging, 'al2023'))),
      inflate('fonts.tar.br', extract(join(staging, 'fonts'))),
    ]);
    // The package's fonts.conf names Lambda's paths; ours names the final folder.
    writeFileSync(join(staging, 'fonts', 'fonts.conf'), fontsConf);
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another worker finished first: keep its copy.
      if (!existsSync(join(dir, 'chromium'))) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Which Chromium the browser tests drive: `CHROMIUM_PATH` when set (a path,
 * or `bundled` to force the npm-distributed build), else Debian's at
 * /usr/bin/chromium when present, else the build `npm install` brought.
 * A CHROMIUM_PATH that does not exist is an error, never a silent fallback.
 */
export async function resolveChromium(opts: { configured?: string; systemPath?: string } = {}): Promise<ChromiumBinary> {
  const configured = 'configured' in opts ? opts.configured : process.env.CHROMIUM_PATH;
  const systemPath = opts.systemPath ?? SYSTEM_CHROMIUM;
  if (configured && configured !== 'bundled') {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH is ${configured}, which does not exist. Unset it to use ${systemPath} or the bundled Chromium.`);
    return { executablePath: configured, source: 'CHROMIUM_PATH' };
  }
  if (!configured && existsSync(systemPath)) return { executablePath: systemPath, source: 'system' };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The npm-distributed Chromium is built for x86-64 Linux, not ${process.platform}-${process.arch}: set CHROMIUM_PATH to a Chrome or Chromium binary.`,
    );
  }
  const dir = await extractBundledChromium();
  const libs = join(dir, 'al2023', 'lib');
  return {
    executablePath: join(dir, 'chromium'),
    env: { LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'), FONTCONFIG_PATH: join(dir, 'fonts') },
    source: 'bundled',
  };
}
