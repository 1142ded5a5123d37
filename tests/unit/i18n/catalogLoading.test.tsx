/**
 * How the app gets its texts (README "Translations", issue #20): English from the descriptors'
 * `defaultMessage` with no catalog to load (so each chunk carries only its own English texts),
 * Spanish as one chunk loaded once, when chosen.
 */
import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { messages } from '../../../src/i18n/messages';

/** A fresh copy of the catalogs module (the setup file has loaded Spanish in the shared one). */
function freshCatalogs(): typeof import('../../../src/i18n/catalogs') {
  let module!: typeof import('../../../src/i18n/catalogs');
  jest.isolateModules(() => {
    module = jest.requireActual('../../../src/i18n/catalogs');
  });
  return module;
}

const texts = defineMessages({
  hired: { id: 'chats.opening.hired', defaultMessage: 'Hired {hired} of {total}' },
});

it('has English at once, as an empty catalog, and loads Spanish once, when asked', async () => {
  const catalogs = freshCatalogs();
  expect(catalogs.catalogFor('en')).toEqual({});
  expect(catalogs.catalogFor('es')).toBeUndefined();
  const [first, second] = await Promise.all([
    catalogs.loadCatalog('es'),
    catalogs.loadCatalog('es'),
  ]);
  expect(first).toBe(second);
  expect(catalogs.catalogFor('es')).toEqual(messages.es);
});

it('shows English from the descriptor and Spanish from its catalog', async () => {
  const { rerender } = render(
    <I18nProvider language="en" timeZone="UTC">
      <FormattedMessage {...texts.hired} values={{ hired: 1, total: 3 }} />
    </I18nProvider>,
  );
  expect(screen.getByText('Hired 1 of 3')).toBeInTheDocument();
  rerender(
    <I18nProvider language="es" timeZone="UTC">
      <FormattedMessage {...texts.hired} values={{ hired: 1, total: 3 }} />
    </I18nProvider>,
  );
  expect(await screen.findByText('Contratados 1 de 3')).toBeInTheDocument();
});
