import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogFor, englishMessages, loadCatalog } from './catalogs';
import {
  DEFAULT_LANGUAGE,
  LOCALE_BY_LANGUAGE,
  type Language,
  type MessageCatalog,
} from './languages';

export interface I18nProviderProps {
  /** The interface language; English is the fallback for any missing id (SPEC §9). */
  language: Language;
  /** IANA time zone for formatted dates; the browser's own when omitted (stories pin `UTC`). */
  timeZone?: string;
  children: ReactNode;
}

interface Shown {
  language: Language;
  catalog: MessageCatalog;
}

/** What can be shown at once for `language`: it, if its catalog is loaded, else English. */
function initialShown(language: Language): Shown {
  const catalog = catalogFor(language);
  return catalog ? { language, catalog } : { language: DEFAULT_LANGUAGE, catalog: englishMessages };
}

/**
 * react-intl provider for one of the two interface languages (SPEC §1, §9). Spanish falls
 * back to the English text of an id, never to the raw id. A catalog not loaded yet (Spanish,
 * its own chunk) is fetched; until it arrives the language shown before stays (no blank
 * screen, no lost state), then everything re-renders in the new language. The app preloads
 * the stored language before its first render (src/main.tsx).
 */
export function I18nProvider({ language, timeZone, children }: I18nProviderProps) {
  const [shown, setShown] = useState<Shown>(() => initialShown(language));
  useEffect(() => {
    if (shown.language === language) return;
    let live = true;
    loadCatalog(language).then(
      (catalog) => {
        if (live) setShown({ language, catalog });
      },
      () => undefined, // offline: keep the language shown; a later switch tries again
    );
    return () => {
      live = false;
    };
  }, [language, shown.language]);
  const catalog =
    shown.language === DEFAULT_LANGUAGE
      ? englishMessages
      : { ...englishMessages, ...shown.catalog };
  return (
    <IntlProvider
      locale={LOCALE_BY_LANGUAGE[shown.language]}
      defaultLocale={LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE]}
      messages={catalog}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
