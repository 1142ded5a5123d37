import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogFor, loadCatalog, subscribeToCatalogs } from './catalogs';
import {
  DEFAULT_LANGUAGE,
  LOCALE_BY_LANGUAGE,
  type Language,
  type MessageCatalog,
} from './languages';

/** The English catalog loaded so far (always there). */
const englishCatalog = (): MessageCatalog => catalogFor(DEFAULT_LANGUAGE) ?? {};

export interface I18nProviderProps {
  /** The interface language; English is the fallback for any missing id (SPEC §9). */
  language: Language;
  /** IANA time zone for formatted dates; the browser's own when omitted (stories pin `UTC`). */
  timeZone?: string;
  children: ReactNode;
}

/**
 * react-intl provider for one of the two interface languages (SPEC §1, §9). Spanish falls
 * back to the English text of an id, never to the raw id. A catalog not loaded yet (Spanish,
 * its own chunk) is fetched; until it arrives the language shown before stays (no blank
 * screen, no lost state), then everything re-renders in the new language. The English
 * screens' messages join when loaded (`loadScreenMessages`). The app preloads the stored
 * language before its first render (src/main.tsx).
 */
export function I18nProvider({ language, timeZone, children }: I18nProviderProps) {
  const english = useSyncExternalStore(subscribeToCatalogs, englishCatalog);
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
  const catalog = useMemo(
    () => (shown === DEFAULT_LANGUAGE ? english : { ...english, ...catalogFor(shown) }),
    [english, shown],
  );
  return (
    <IntlProvider
      locale={LOCALE_BY_LANGUAGE[shown]}
      defaultLocale={LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE]}
      messages={catalog}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
