/**
 * Issue #30 point 12 ("Words"), the chats' part, in English and Spanish — the chats screen
 * rendered with the app's providers against the simulated API over the demo seed, at the
 * stories' frozen instant, and its chat header:
 * - an opening without chats offers "Find candidates" ("Buscar candidatos"), not "Find more
 *   candidates", and its header shows no "Hired 0 of 0" (as its card on the openings list);
 * - the chat header's phone fold reads the match as the meter it opens does: "Match 64%"
 *   ("Coincidencia 64%"), never "64 % de coincidencia";
 * - at 375 px the chat header gives the headline a line of its own (an ellipsis only past its
 *   width) and the phone number and date whole lines' room, instead of cutting all to "For… D…".
 * (The inbox's tab counts and the open chat following the status tab: followStatus.test.tsx.)
 */
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { Chat, JobOpening } from '../../../src/contract/types';
import { ChatHeader, type ChatHeaderProps } from '../../../src/features/chats/ChatHeader';
import { PendingRejectionsProvider } from '../../../src/features/chats/PendingRejections';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { LOCALE_BY_LANGUAGE } from '../../../src/i18n/languages';
import { messages as catalogs, type Language } from '../../../src/i18n/messages';
import { lightTheme } from '../../../src/theme/themes';
import { breakpoints, fontSizes, space } from '../../../src/theme/tokens';
import { interTextWidth } from '../i18n/textWidth';
import { demoToken, listedChat, NOW, storeWithToken, WAREHOUSE, type TestStore } from './helpers';
import { setupScreens } from './screens';

// Every chat row is rendered (jsdom gives the real virtual list no height).
jest.mock('react-virtuoso', () => jest.requireActual('../robustness/allRowsVirtuoso'));
jest.setTimeout(30_000);

const screens = setupScreens();
const { mock } = screens;

/** The demo opening without any chat (mocks/seed.ts). */
const ORDER_PICKER = 'Order Picker - Weekend Shift';

describe('an opening without chats', () => {
  it.each([
    ['en', 'Find candidates', 'Find more candidates', /Hired/],
    ['es', 'Buscar candidatos', 'Buscar más candidatos', /Contratados/],
  ] as const)(
    'in %s offers %j, not %j, and shows no hired count',
    async (language, find, findMore, hired) => {
      screens.render(await screens.demoStore(language), screens.chatsUrl(ORDER_PICKER));
      const button = await screen.findByRole('button', { name: find }, { timeout: 10_000 });
      expect(button).toBeVisible();
      expect(screen.queryByRole('button', { name: findMore })).toBeNull();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ORDER_PICKER);
      expect(screen.queryByText(hired)).toBeNull();
      expect(screen.queryByText(/0 (of|de) 0/)).toBeNull();
    },
  );

  it('an opening with chats still offers "Find more candidates" and its hired count', async () => {
    screens.render(await screens.demoStore(), screens.chatsUrl(WAREHOUSE));
    expect(
      await screen.findByRole('button', { name: 'Find more candidates' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByTestId('opening-hired-count')).toHaveTextContent(/^Hired \d+ of \d+$/);
    expect(screen.queryByRole('button', { name: 'Find candidates' })).toBeNull();
  });
});

/** ChatHeader with the store, theme, language and the rejections' provider its actions need. */
function renderHeader(store: TestStore, props: Omit<ChatHeaderProps, 'now'>, language: Language) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language={language} timeZone="UTC">
          <PendingRejectionsProvider>
            <ChatHeader now={NOW} {...props} />
          </PendingRejectionsProvider>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}

describe('the chat header', () => {
  /** The warehouse opening as its chats' header reads it (its required skills, its place). */
  function openingOf(chat: Chat): JobOpening {
    return {
      uuid: chat.job_opening_uuid,
      name: WAREHOUSE,
      skills: chat.candidate.skills.slice(0, 1),
      location: chat.candidate.location,
      desired_candidates: 5,
      first_question: 'Night shifts?',
      hired_count: 0,
      total: 1,
      chat_counts: { pending: 0, unlocked: 1, expired: 0, hired: 0, rejected: 0, unread: 0 },
      created_at: '2026-05-01T00:00:00Z',
      updated_at: '2026-05-01T00:00:00Z',
    };
  }

  it.each([
    ['en', 'Why this candidate: Match', 'Match'],
    ['es', 'Por qué este candidato: Coincidencia', 'Coincidencia'],
  ] as const)(
    'in %s the phone fold reads "%s N%" as its meter does',
    async (language, summaryStart, meterName) => {
      const store = storeWithToken(await demoToken());
      const chat = await listedChat(mock.current, store, 'unlocked');
      const percent = `${Math.round(chat.candidate.match_score)}%`;
      renderHeader(store, { chat, opening: openingOf(chat) }, language);
      const summary = document.querySelector('details > summary');
      expect(summary?.textContent).toBe(`${summaryStart} ${percent}`);
      const fold = summary?.parentElement as HTMLElement;
      // Shown on phones only (jsdom applies no media query: the fold stays display: none).
      const meter = within(fold).getByRole('meter', { name: meterName, hidden: true });
      expect(meter).toHaveAttribute('aria-valuetext', percent);
      expect(meter.parentElement?.textContent).toBe(`${meterName}${percent}`);
    },
  );

  /** Every rule styled-components has injected, without spaces. */
  const injectedCss = () =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n')
      .replace(/\s+/g, '');

  /** The declarations of `element`'s own rules inside the phone media query. */
  function phoneRules(css: string, element: Element, selector = ''): string {
    const media = `@media(max-width:${breakpoints.sm}px)`;
    const blocks = css.split(media).slice(1);
    return Array.from(element.classList)
      .flatMap((name) =>
        blocks.map(
          (block) =>
            new RegExp(`\\.${name}${selector.replace(/[[\]]/g, '\\$&')}\\{([^}]*)\\}`).exec(
              block,
            )?.[1],
        ),
      )
      .filter(Boolean)
      .join(';');
  }

  it('at 375 px gives the headline its own line and the rest room to be read whole', async () => {
    const store = storeWithToken(await demoToken());
    const chat = await listedChat(mock.current, store, 'unlocked');
    renderHeader(
      store,
      {
        chat: {
          ...chat,
          candidate: { ...chat.candidate, contact_revealed: true, phone_number: '5555550123' },
        },
        opening: openingOf(chat),
        onBack: () => undefined,
      },
      'es',
    );
    const headline = screen.getByText(chat.candidate.headline);
    const details = headline.parentElement as HTMLElement;
    expect(details.children.length).toBeGreaterThanOrEqual(3);
    const css = injectedCss();
    // The details wrap (no single cut line); the headline takes the whole first line.
    const detailsRules = phoneRules(css, details);
    expect(detailsRules).not.toContain('flex-wrap:nowrap');
    expect(detailsRules).not.toContain('overflow:hidden');
    expect(phoneRules(css, details, '>[data-headline]')).toContain('flex:11100%');
    expect(phoneRules(css, details, '>[data-headline]')).toContain('text-overflow:ellipsis');
    // No other part of the line is cut.
    expect(phoneRules(css, details, '>span')).not.toContain('text-overflow:ellipsis');
  });

  it.each(['en', 'es'] as const)(
    'in %s the phone number and the longest date each fit the 375 px text column',
    (language) => {
      // 375 px, the header's padding (md), the back button (44 px on touch) and its gap (sm),
      // the avatar (36 px) and its gap (md).
      const column = 375 - 2 * space.md - 44 - space.sm - 36 - space.md;
      const px = parseFloat(fontSizes.sm) * 16;
      const format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const dates = Array.from({ length: 12 }, (_, month) =>
        format.format(new Date(Date.UTC(2026, month, 28))),
      );
      const catalog = catalogs[language];
      const texts = [
        catalog['chats.header.phone'].replace('{phone}', '(555) 555-0123'),
        ...dates.map((date) => catalog['chats.header.unlockedUntil'].replace('{date}', date)),
        ...dates.map((date) => catalog['chats.header.hiredAt'].replace('{date}', date)),
      ];
      const widest = Math.max(...texts.map((text) => interTextWidth(text, px)));
      expect(widest).toBeLessThanOrEqual(column);
    },
  );
});
