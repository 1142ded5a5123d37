/** The theme layer: tokens, light/dark themes, global style (SPEC §1, §4 theme). */
export * from './tokens';
export * from './themes';
export { GlobalStyle } from './GlobalStyle';
