import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, LOCALE_BY_LANGUAGE, messages, type Language } from './messages';

export interface I18nProviderProps {
  /** The interface language; English is the fallback for any missing id (SPEC §9). */
  language: Language;
  /** IANA time zone for formatted dates; the browser's own when omitted (stories pin `UTC`). */
  timeZone?: string;
  children: ReactNode;
}

/**
 * react-intl provider for one of the two interface languages (SPEC §1, §9). Spanish falls
 * back to the English text of an id, never to the raw id.
 */
export function I18nProvider({ language, timeZone, children }: I18nProviderProps) {
  const catalog =
    language === DEFAULT_LANGUAGE ? messages.en : { ...messages.en, ...messages[language] };
  return (
    <IntlProvider
      locale={LOCALE_BY_LANGUAGE[language]}
      defaultLocale={LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE]}
      messages={catalog}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
