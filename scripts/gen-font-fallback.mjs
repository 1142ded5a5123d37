/**
 * Writes src/theme/fontFallback.ts: the metric-matched fallback faces for Inter that the page
 * uses until the bundled Inter arrives (src/theme/loadFonts.ts), computed by Capsize
 * (`@capsizecss/core` createFontStack with `@capsizecss/metrics`): the local Arial (or its
 * metric twin Liberation Sans) and Roboto, scaled so that a line of text takes the width and
 * height it will take in Inter, so the swap moves nothing (no layout shift).
 *
 * Run `node scripts/gen-font-fallback.mjs` after upgrading Inter or Capsize;
 * tests/unit/theme/fontFallback.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFallbackSource } from './lib/font-fallback.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src', 'theme', 'fontFallback.ts');
writeFileSync(target, fontFallbackSource());
console.log(`gen-font-fallback: wrote ${path.relative(root, target)}`);
