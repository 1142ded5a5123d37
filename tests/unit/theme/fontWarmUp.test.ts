import { interFallbackFontFaces } from '../../../src/theme/fontFallback';
import { warmUpFonts } from '../../../src/theme/fontWarmUp';
import { fonts, fontSizes, fontWeights } from '../../../src/theme/tokens';

describe('warmUpFonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lays out every weight and size of the theme in the body stack, with the fallback faces declared under the page nonce, and leaves nothing behind', () => {
    document.head.innerHTML = '<meta property="csp-nonce" content="abc123">';
    document.body.innerHTML = '<div id="root">page</div>';
    const seen: { families: string[]; samples: string[]; faces: string[]; nonces: string[] } = {
      families: [],
      samples: [],
      faces: [],
      nonces: [],
    };
    // What is in the document at the moment the layout is forced.
    const offsetWidth = jest
      .spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        seen.families.push(this.style.fontFamily);
        seen.samples = [...this.querySelectorAll('span')].map(
          (span) => `${span.style.fontWeight} ${span.style.fontSize}`,
        );
        for (const style of document.head.querySelectorAll('style')) {
          seen.faces.push(style.textContent ?? '');
          seen.nonces.push(style.nonce);
        }
        expect(this.isConnected).toBe(true);
        expect(this.getAttribute('aria-hidden')).toBe('true');
        expect(this.style.visibility).toBe('hidden');
        return 0;
      });
    try {
      const count = warmUpFonts();
      const expected = Object.values(fontWeights).flatMap((weight) =>
        Object.values(fontSizes).map((size) => `${weight} ${size}`),
      );
      expect(count).toBe(expected.length);
      expect(seen.samples).toEqual(expected);
      expect(seen.families).toHaveLength(1);
      // jsdom writes the family names back in double quotes.
      const plain = (stack = '') => stack.replace(/[\s'"]/g, '');
      expect(plain(seen.families[0])).toBe(plain(fonts.body));
      expect(seen.faces).toEqual([interFallbackFontFaces]);
      expect(seen.nonces).toEqual(['abc123']);
    } finally {
      offsetWidth.mockRestore();
    }
    expect(document.body.innerHTML).toBe('<div id="root">page</div>');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('does nothing in a hidden page (prerendered, a background tab) or before <body>', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      expect(warmUpFonts()).toBe(0);
    } finally {
      hidden.mockRestore();
    }
    const noBody = document.implementation.createHTMLDocument('');
    noBody.documentElement.removeChild(noBody.body);
    expect(warmUpFonts(noBody)).toBe(0);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
