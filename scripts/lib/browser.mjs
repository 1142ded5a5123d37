/**
 * The one browser of every browser tool here: the Chromium that `@sparticuz/chromium` ships
 * inside its npm package, at the exact version package-lock.json pins (issue #28). The
 * Storybook test-runner (test-runner-jest.config.js), the end-to-end suite
 * (scripts/test-e2e.mjs → tests/e2e/browser.ts), the bench (scripts/bench.mjs,
 * scripts/bench-budgets.mjs) and Lighthouse (scripts/lib/bench-lighthouse.mjs) all launch it,
 * so pixels, timings and scores depend on the lockfile, never on the machine's own browser
 * (Debian's `chromium` differs from machine to machine and is not needed at all).
 *
 * The package holds the browser as Brotli archives (no download at install, none at run time:
 * `executablePath()` is only ever given the package's own `bin/` folder). They are unpacked
 * once per version into `node_modules/.cache/hireline-chromium/<version>/` — `chromium`, its
 * SwiftShader libraries beside it, and the bundled fonts — through the package's own
 * `executablePath()`, pointed at a fresh folder and moved into place only when complete, so
 * that two processes starting at once never launch a half-written binary. The package's own
 * default, `/tmp/chromium`, is not used: it is reused whatever version wrote it.
 *
 * Fonts: the browser reads only `fonts.conf` of that folder (FONTCONFIG_FILE in the browser's
 * environment), which lists the fonts the package ships (Open Sans) and nothing of the system:
 * a glyph the app's bundled fonts lack falls back to the same font on every machine.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pinned package and its exact installed version (package-lock.json decides it). */
export const CHROMIUM_PACKAGE = '@sparticuz/chromium';
// Its entry is `build/index.js` (the package exports no `./package.json`).
const packageDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve(CHROMIUM_PACKAGE))),
  '..',
);
/** The installed version of {@link CHROMIUM_PACKAGE}, e.g. `153.0.0`. */
const CHROMIUM_PACKAGE_VERSION = JSON.parse(
  readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
).version;

/** Where this version is unpacked (kept between runs; a new version gets a new folder). */
const CACHE_DIR = path.join(
  root,
  'node_modules',
  '.cache',
  'hireline-chromium',
  CHROMIUM_PACKAGE_VERSION,
);

/**
 * Flags of every launch (shared/TOOLCHAIN.md, the machine's closed network): headless, no
 * sandbox (root), no GPU, and none of Chromium's background connections.
 */
const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The fontconfig file of {@link CACHE_DIR}: the package's fonts, nothing of the system. */
function fontsConfig(dir) {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Written by scripts/lib/browser.mjs: the pinned Chromium sees these fonts only. -->
<fontconfig>
  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`;
}

/** Unpacks the package's browser into a fresh folder, then moves it to {@link CACHE_DIR}. */
async function unpack() {
  const partial = `${CACHE_DIR}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const { default: Chromium } = await import('@sparticuz/chromium');
  // The package unpacks into os.tmpdir(), which reads TMPDIR at each call: every call it makes
  // happens before its first await, so TMPDIR is ours only for that synchronous part.
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = partial;
  let unpacking;
  try {
    unpacking = Chromium.executablePath(path.join(packageDir, 'bin'));
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  const executable = await unpacking;
  if (executable !== path.join(partial, 'chromium')) {
    throw new Error(`${CHROMIUM_PACKAGE} unpacked to ${executable}, not into ${partial}`);
  }
  writeFileSync(path.join(partial, 'fonts.conf'), fontsConfig(CACHE_DIR));
  try {
    renameSync(partial, CACHE_DIR);
  } catch (error) {
    // Another process finished first: its folder is the same version, keep it.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(CACHE_DIR, 'chromium'))) throw error;
  }
}

/**
 * @typedef {object} PinnedChromium What a launch of the pinned browser needs.
 * @property {string} executablePath absolute path of the unpacked `chromium` binary
 * @property {readonly string[]} args {@link CHROMIUM_ARGS}
 * @property {Record<string, string>} env the browser process's environment: this process's,
 *   with FONTCONFIG_FILE naming the pinned fonts
 * @property {string} version the package version, e.g. `153.0.0` (the browser reports
 *   153.0.8010.0)
 */

/**
 * The pinned Chromium, unpacked on first use (~3 s, once per version and machine).
 * @returns {Promise<PinnedChromium>}
 * @throws when the package is missing (run `npm ci`) or cannot be unpacked
 */
export async function pinnedChromium() {
  const executablePath = path.join(CACHE_DIR, 'chromium');
  if (!existsSync(executablePath)) await unpack();
  return {
    executablePath,
    args: CHROMIUM_ARGS,
    env: { ...stringEnv(process.env), FONTCONFIG_FILE: path.join(CACHE_DIR, 'fonts.conf') },
    version: CHROMIUM_PACKAGE_VERSION,
  };
}

/** `process.env` without its undefined entries (what a child process's `env` takes). */
function stringEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/**
 * Playwright's `launch()` options for the pinned browser, as one JSON string: what
 * scripts/test-e2e.mjs hands its jest workers in HIRELINE_CHROMIUM_LAUNCH (the environment
 * is left out: the workers' own is the same), read by tests/e2e/browser.ts.
 * @returns {Promise<string>}
 */
export async function launchOptionsJson() {
  const { executablePath, args } = await pinnedChromium();
  return JSON.stringify({
    executablePath,
    args,
    env: { FONTCONFIG_FILE: path.join(CACHE_DIR, 'fonts.conf') },
  });
}

/**
 * Launches the pinned Chromium with playwright-core: {@link CHROMIUM_ARGS} then `extraArgs`,
 * headless, with the pinned fonts.
 * @param {string[]} [extraArgs] more Chromium flags (e.g. a remote-debugging port)
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(extraArgs = []) {
  const { chromium } = await import('playwright-core');
  const { executablePath, args, env } = await pinnedChromium();
  return chromium.launch({ executablePath, args: [...args, ...extraArgs], env, headless: true });
}

// `node scripts/lib/browser.mjs`: unpacks the browser and prints its path and version.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const chromium = await pinnedChromium();
  console.log(`${chromium.executablePath} (${CHROMIUM_PACKAGE}@${chromium.version})`);
}
