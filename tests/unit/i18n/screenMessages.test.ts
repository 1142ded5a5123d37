/**
 * The English catalog in two parts (issue #7 point 4, the login page's JavaScript): the shell's
 * messages are there at once; the employer screens' arrive with `loadScreenMessages`, which
 * tells the subscribers (the I18nProvider) and loads its chunk once.
 */
import { messages } from '../../../src/i18n/messages';

/** A fresh copy of the catalogs module (the setup file has loaded everything in the shared one). */
function freshCatalogs(): typeof import('../../../src/i18n/catalogs') {
  let module!: typeof import('../../../src/i18n/catalogs');
  jest.isolateModules(() => {
    module = jest.requireActual('../../../src/i18n/catalogs');
  });
  return module;
}

it('has the shell and login texts at once and the screens texts after loadScreenMessages', async () => {
  const catalogs = freshCatalogs();
  const before = catalogs.catalogFor('en');
  expect(before?.['auth.login.submit']).toBe(messages.en['auth.login.submit']);
  expect(before?.['route.jobOpenings']).toBe(messages.en['route.jobOpenings']);
  expect(before?.['chats.route.title']).toBeUndefined();

  const listener = jest.fn();
  catalogs.subscribeToCatalogs(listener);
  await Promise.all([catalogs.loadScreenMessages(), catalogs.loadScreenMessages()]);
  expect(listener).toHaveBeenCalledTimes(1);
  // Every English message, the same as the full catalog of the tools and tests.
  expect(catalogs.catalogFor('en')).toEqual(messages.en);
  await catalogs.loadScreenMessages();
  expect(listener).toHaveBeenCalledTimes(1);
});
