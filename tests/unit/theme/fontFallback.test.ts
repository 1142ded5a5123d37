import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { interFallbackFamilies, interFallbackFontFaces } from '../../../src/theme/fontFallback';
import { loadFonts } from '../../../src/theme/loadFonts';
import { fonts } from '../../../src/theme/tokens';

describe('Inter fallback faces (src/theme/fontFallback.ts)', () => {
  it('is what scripts/gen-font-fallback.mjs writes from Capsize today (not stale)', () => {
    const root = path.resolve(__dirname, '../../..');
    // The generator is an ES module: run it in node, as the script does.
    const expected = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { fontFallbackSource } from './scripts/lib/font-fallback.mjs'; process.stdout.write(fontFallbackSource());",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(readFileSync(path.join(root, 'src/theme/fontFallback.ts'), 'utf8')).toBe(expected);
  });

  it('scales Arial / Liberation Sans, Roboto and Open Sans, latin only, and sits between Inter and the system font', () => {
    expect(interFallbackFontFaces).toContain("local('Liberation Sans')");
    expect(interFallbackFontFaces).toContain("local('Roboto Regular')");
    expect(interFallbackFontFaces).toContain("local('Open Sans Regular')");
    expect(interFallbackFontFaces.match(/size-adjust: \d+(\.\d+)?%/g)).toHaveLength(3);
    expect(interFallbackFontFaces.match(/unicode-range: U\+0000-00FF/g)).toHaveLength(3);
    expect(fonts.body).toBe(`'Inter', ${interFallbackFamilies}, system-ui, sans-serif`);
  });
});

describe('loadFonts', () => {
  const descriptor = Object.getOwnPropertyDescriptor(document, 'fonts');
  afterEach(() => {
    if (descriptor) Object.defineProperty(document, 'fonts', descriptor);
    else delete (document as { fonts?: unknown }).fonts;
  });

  it('imports the faces, then fetches every weight at once', async () => {
    const fontsLoad = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: fontsLoad } });
    const load = jest.fn(() => Promise.resolve());
    await expect(loadFonts(load)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fontsLoad.mock.calls).toEqual([
      ['400 1em Inter'],
      ['500 1em Inter'],
      ['600 1em Inter'],
      ['700 1em Inter'],
    ]);
  });

  it('settles when the download fails, leaving the fallback in place', async () => {
    await expect(loadFonts(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
