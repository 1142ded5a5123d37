import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isThemeMode, type ThemeMode } from '../theme/themes';

export interface ThemeState {
  mode: ThemeMode;
}

/** Initial theme from the stored `mode` value; anything else falls back to light (SPEC §4). */
export function initialThemeState(stored: string | null = null): ThemeState {
  return { mode: isThemeMode(stored) ? stored : 'light' };
}

/** Light or dark theme (SPEC §4), persisted under `mode` by the listener middleware. */
export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState(),
  reducers: {
    modeChanged(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    modeToggled(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
  },
});

export const { modeChanged, modeToggled } = themeSlice.actions;

/**
 * Applies a mode to the root element (SPEC §4): adds the `dark`/`light` class and removes
 * the opposite one.
 */
export function applyThemeClass(
  mode: ThemeMode,
  root: Element | null = globalThis.document?.documentElement ?? null,
): void {
  if (!root) return;
  root.classList.add(mode);
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
}
