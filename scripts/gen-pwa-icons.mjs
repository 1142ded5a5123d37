/**
 * Writes the web app manifest's icons (issue #31 point 3: installable production builds) into
 * public/icons/: the app's mark — the "H" on the light theme's primary colour, as the inline
 * favicon of index.html draws it — as SVG and as PNG rendered by the pinned Chromium
 * (scripts/lib/browser.mjs), so no image library is a dependency:
 * - icon.svg, icon-192.png, icon-512.png: purpose `any`, rounded, transparent corners;
 * - maskable-512.png: purpose `maskable`, full bleed, the mark inside the central 40 % radius
 *   safe zone (w3.org/TR/appmanifest/#icon-masks);
 * - apple-touch-icon-180.png: full bleed (iOS rounds it itself and shows no transparency).
 * vite.config.ts (`pwaIcons`) copies them into production builds beside the manifest.
 *
 * Run `node scripts/gen-pwa-icons.mjs` after changing the mark; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'icons');

/** The light theme's `primary` (src/theme/themes.ts), the mark's ground. */
const PRIMARY = '#3730a3';
/** The "H", in the 32-unit box of index.html's favicon. */
const GLYPH = `<path d="M11 9v14M21 9v14M11 16h10" stroke="#fff" stroke-width="3.5" stroke-linecap="round" fill="none"/>`;

/** The rounded mark (purpose `any`): index.html's favicon. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${PRIMARY}"/>${GLYPH}</svg>`;

/**
 * The full-bleed mark: a square ground, the glyph scaled by `scale` about the centre (1 = as
 * in the favicon).
 */
const fullBleed = (scale) => {
  const inset = (32 / scale - 32) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-inset} ${-inset} ${32 + 2 * inset} ${32 + 2 * inset}"><rect x="${-inset}" y="${-inset}" width="${32 + 2 * inset}" height="${32 + 2 * inset}" fill="${PRIMARY}"/>${GLYPH}</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: ROUNDED },
  { file: 'icon-512.png', size: 512, svg: ROUNDED },
  // The glyph (14 of 32 units high) at 0.7: ~31 % of the side, well inside the safe zone.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.85) },
];

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'icon.svg'), `${ROUNDED}\n`);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(
      path.join(out, file),
      await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      }),
    );
    console.log(`gen-pwa-icons: wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
