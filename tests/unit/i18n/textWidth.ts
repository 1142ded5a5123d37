/**
 * The width a line of text takes in Inter (the app's bundled font, @fontsource/inter, latin
 * subset), from the font's own advance widths: for tests that check a text fits a one-line
 * control (issue #19 point 8), where jsdom lays nothing out. Kerning is left out, which makes
 * the width a little larger than the browser's (a safe side for a "fits" check).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** Advance widths and character map of one face. */
interface Face {
  unitsPerEm: number;
  advances: number[];
  glyphOf: Map<number, number>;
}

/** The tables of a WOFF 1 file (zlib-compressed sfnt tables). */
function woffTables(file: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** Code point → glyph id from the `cmap` subtables of format 4 and 12. */
function characterMap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
          else {
            glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (!map.has(code)) map.set(code, glyph);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g += 1) {
        const start = cmap.readUInt32BE(offset + 16 + g * 12);
        const end = cmap.readUInt32BE(offset + 20 + g * 12);
        const glyph = cmap.readUInt32BE(offset + 24 + g * 12);
        for (let code = start; code <= end; code += 1)
          if (!map.has(code)) map.set(code, glyph + code - start);
      }
    }
  }
  return map;
}

function loadFace(weight: number): Face {
  const file = readFileSync(
    path.resolve(
      __dirname,
      `../../../node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  );
  const tables = woffTables(file);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error('Inter: a table is missing');
  const metrics = hhea.readUInt16BE(34);
  const advances = Array.from({ length: metrics }, (_, i) => hmtx.readUInt16BE(i * 4));
  return { unitsPerEm: head.readUInt16BE(18), advances, glyphOf: characterMap(cmap) };
}

const faces = new Map<number, Face>();

/**
 * The width of `text` on one line in Inter at `fontSizePx`, in CSS px.
 * @throws Error for a character the latin subset lacks (it would be drawn in another font)
 */
export function interTextWidth(text: string, fontSizePx: number, weight = 400): number {
  let face = faces.get(weight);
  if (!face) {
    face = loadFace(weight);
    faces.set(weight, face);
  }
  let units = 0;
  for (const char of text) {
    const glyph = face.glyphOf.get(char.codePointAt(0) ?? 0);
    if (glyph === undefined) throw new Error(`Inter (latin) has no glyph for "${char}"`);
    // Glyphs past the last full metric share its advance (OpenType hmtx).
    units += face.advances[Math.min(glyph, face.advances.length - 1)];
  }
  return (units / face.unitsPerEm) * fontSizePx;
}
