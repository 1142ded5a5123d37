import { interFallbackFontFaces } from '../../../src/theme/fontFallback';
import { warmUpFonts } from '../../../src/theme/fontWarmUp';
import { fonts, fontSizes, fontWeights } from '../../../src/theme/tokens';

/** jsdom writes family names back in double quotes. */
const plain = (stack = '') => stack.replace(/[\s'"]/g, '');

describe('warmUpFonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lays out each family of the body stack alone, then every weight and size of the theme in the whole stack, one per task, with the fallback faces declared under the page nonce, and leaves nothing behind', () => {
    document.head.innerHTML = '<meta property="csp-nonce" content="abc123">';
    document.body.innerHTML = '<div id="root">page</div>';
    const laidOut: string[] = [];
    // What is in the document each time a layout is forced.
    const offsetWidth = jest
      .spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        const box = this.parentElement;
        expect(this.isConnected).toBe(true);
        expect(box?.getAttribute('aria-hidden')).toBe('true');
        expect(box?.style.visibility).toBe('hidden');
        expect(box?.children).toHaveLength(1);
        const styles = [...document.head.querySelectorAll('style')];
        expect(styles.map((style) => [style.textContent, style.nonce])).toEqual([
          [interFallbackFontFaces, 'abc123'],
        ]);
        laidOut.push(
          `${plain(this.style.fontFamily)} ${this.style.fontWeight} ${this.style.fontSize}`,
        );
        return 0;
      });
    const tasks: (() => void)[] = [];
    try {
      const count = warmUpFonts(document, (task) => tasks.push(task));
      // Each family of the stack alone first (regular, body size), then the whole stack in
      // every weight and size.
      const families = fonts.body.split(',').map(plain);
      expect(families).toEqual([
        'Inter',
        'InterFallback:Arial',
        'InterFallback:Roboto',
        'InterFallback:OpenSans',
        'system-ui',
        'sans-serif',
      ]);
      const expected = [
        ...families.map((family) => `${family} 400 1rem`),
        ...Object.values(fontWeights).flatMap((weight) =>
          Object.values(fontSizes).map((size) => `${plain(fonts.body)} ${weight} ${size}`),
        ),
      ];
      expect(count).toBe(expected.length);
      // The first at once, each next one in a task of its own.
      expect(laidOut).toEqual(expected.slice(0, 1));
      for (let run = 1; tasks.length > 0; run += 1) {
        tasks.shift()?.();
        expect(laidOut).toEqual(expected.slice(0, Math.min(run + 1, expected.length)));
        expect(tasks.length).toBeLessThanOrEqual(1);
      }
      expect(laidOut).toEqual(expected);
    } finally {
      offsetWidth.mockRestore();
    }
    expect(document.body.innerHTML).toBe('<div id="root">page</div>');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('does nothing in a hidden page (prerendered, a background tab) or without <body>', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const schedule = jest.fn();
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      expect(warmUpFonts(document, schedule)).toBe(0);
    } finally {
      hidden.mockRestore();
    }
    const noBody = document.implementation.createHTMLDocument('');
    noBody.documentElement.removeChild(noBody.body);
    expect(warmUpFonts(noBody, schedule)).toBe(0);
    expect(schedule).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
