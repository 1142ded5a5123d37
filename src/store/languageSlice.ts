import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

export interface LanguageState {
  lang: Language;
}

/** Initial language from the stored `lang` value; anything else falls back to en (SPEC §9). */
export function initialLanguageState(stored: string | null = null): LanguageState {
  return { lang: isLanguage(stored) ? stored : DEFAULT_LANGUAGE };
}

/** Interface language (SPEC §4, §9), persisted under `lang` by the listener middleware. */
export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState(),
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.lang = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;

/** Sets `<html lang>` so assistive technology reads the right language. */
export function applyDocumentLanguage(
  lang: Language,
  root: Element | null = globalThis.document?.documentElement ?? null,
): void {
  root?.setAttribute('lang', lang);
}
