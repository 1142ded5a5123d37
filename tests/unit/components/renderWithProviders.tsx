import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import type { Language } from '../../../src/i18n/messages';
import { lightTheme } from '../../../src/theme/themes';

/** Renders a component inside the theme and intl providers it needs. */
export function renderWithProviders(ui: ReactElement, language: Language = 'en') {
  return render(
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language={language} timeZone="UTC">
        {ui}
      </I18nProvider>
    </ThemeProvider>,
  );
}
