import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogFor, loadCatalog } from './catalogs';
import { DEFAULT_LANGUAGE, LOCALE_BY_LANGUAGE, type Language } from './languages';

export interface I18nProviderProps {
  /** The interface language; English is the fallback for any missing id (SPEC §9). */
  language: Language;
  /** IANA time zone for formatted dates; the browser's own when omitted (stories pin `UTC`). */
  timeZone?: string;
  children: ReactNode;
}

/**
 * react-intl provider for one of the two interface languages (SPEC §1, §9). English is each
 * message descriptor's `defaultMessage` (no English catalog is loaded, src/i18n/catalogs.ts);
 * Spanish falls back to that English text, never to the raw id. A catalog not loaded yet
 * (Spanish, its own chunk) is fetched; until it arrives the language shown before stays (no
 * blank screen, no lost state), then everything re-renders in the new language. The app
 * preloads the stored language before its first render (src/main.tsx).
 */
export function I18nProvider({ language, timeZone, children }: I18nProviderProps) {
  const [shown, setShown] = useState<Language>(() =>
    catalogFor(language) ? language : DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    if (shown === language) return;
    let live = true;
    loadCatalog(language).then(
      () => {
        if (live) setShown(language);
      },
      () => undefined, // offline: keep the language shown; a later switch tries again
    );
    return () => {
      live = false;
    };
  }, [language, shown]);
  return (
    <IntlProvider
      locale={LOCALE_BY_LANGUAGE[shown]}
      defaultLocale={LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE]}
      messages={catalogFor(shown)}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
