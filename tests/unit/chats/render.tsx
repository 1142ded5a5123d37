/** Renders chats components inside the providers they need (store, intl in UTC, theme). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { Chat } from '../../../src/contract/types';
import { OutboxSender } from '../../../src/features/chats/OutboxSender';
import { PendingRejectionsProvider } from '../../../src/features/chats/PendingRejections';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';
import type { TestStore } from './helpers';

/**
 * Renders `ui` with the theme and English in UTC, plus the store when given (and then the
 * rejections' undo window of the chats screen, reporting sent rejections to `onRejected`, and
 * the outbox's sender, as on the chats screen).
 */
export function renderChats(
  ui: ReactElement,
  store?: TestStore,
  options: { onRejected?: (chat: Chat) => void } = {},
) {
  const tree = (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language="en" timeZone="UTC">
        {store ? (
          <PendingRejectionsProvider onRejected={options.onRejected}>
            {ui}
            <OutboxSender />
          </PendingRejectionsProvider>
        ) : (
          ui
        )}
      </I18nProvider>
    </ThemeProvider>
  );
  return render(store ? <Provider store={store}>{tree}</Provider> : tree);
}
