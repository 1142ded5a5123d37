import { createGlobalStyle } from 'styled-components';
import { interFallbackFontFaces } from './fontFallback';
import { tapTarget, touchMedia } from './tokens';

/**
 * Page-wide styles: Inter's metric-matched fallback faces (shown until the bundled Inter has
 * loaded, src/theme/loadFonts.ts), theme colours on the body, native controls in the theme's
 * colour scheme, 44 px tap targets on phones and touch screens, and no animation or caret when
 * `html.no-motion` is set (stories, visual tests).
 */
export const GlobalStyle = createGlobalStyle`
  ${interFallbackFontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: light; }
  html.dark { color-scheme: dark; }
  html, body, #root { min-height: 100%; }
  /* What takes focus or is scrolled to stays clear of a sticky bar (AppShell sets its height). */
  html { scroll-padding-top: calc(var(--sticky-header-height, 0px) + 8px); }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  @media ${touchMedia} {
    button, select, textarea, [role='button'], [role='tab'],
    input:not([type='checkbox']):not([type='radio']):not([type='hidden']):not([role='combobox']) {
      min-height: ${tapTarget}px;
    }
    button, [role='button'], [role='tab'] { min-width: ${tapTarget}px; }
  }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* react-virtuoso's scrollers (chat list, thread) are tab stops for scrolling with the keyboard;
     its inline outline: none would hide their focus. Drawn inside: the scroller clips outside. */
  [data-virtuoso-scroller]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus} !important;
    outline-offset: -2px;
  }
  html.no-motion *, html.no-motion *::before, html.no-motion *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.001ms !important; transition-duration: 0.001ms !important; }
  }
`;
