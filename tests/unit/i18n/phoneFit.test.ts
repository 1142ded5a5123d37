/**
 * Placeholders of one-line text fields fit their field on a 375 px phone, in English and in
 * Spanish (issue #19 point 8: "Busca por nombre o primera pregun" was cut on /job-openings).
 * A native input's placeholder cannot wrap: a longer one is cut. Widths are measured in Inter
 * 16 px (the fields' `fontSizes.md`) from the font's advance widths; the room of each field is
 * its width at 375 px less its padding and borders, from the layout tokens it is drawn with.
 * (Select and textarea placeholders wrap, and are not listed.)
 */
import { messages } from '../../../src/i18n/messages';
import { space } from '../../../src/theme/tokens';
import { interTextWidth } from './textWidth';

const PHONE = 375;
const FONT_PX = 16;
/** A text field's border (1 px each side). */
const BORDERS = 2;
/** SearchField: the search icon's inset and the clear button's inset (px). */
const SEARCH_INSETS = 40 + 44;
/** The dashboard's <main> padding on phones (AppShell: `space.lg` each side). */
const MAIN = 2 * space.lg;

/** Each one-line field with a placeholder, and its room for text at 375 px. */
const FIELDS: Array<{ id: string; where: string; room: number }> = [
  {
    id: 'jobOpenings.search.placeholder',
    where: '/job-openings search (full width of <main>)',
    room: PHONE - MAIN - BORDERS - SEARCH_INSETS,
  },
  {
    id: 'chats.filters.searchPlaceholder',
    // On phones the filters bar has `space.md` padding, and the search its row to itself (the
    // "Filters" toggle is on the summary's row: ChatsPage.styles.ts `StyledFilters`).
    where: 'chats search on a phone (list pane: 1 px frame, `space.md` padding, a row of its own)',
    room: PHONE - MAIN - 2 - 2 * space.md - BORDERS - SEARCH_INSETS,
  },
  {
    id: 'jobOpenings.form.namePlaceholder',
    where: 'create form name (dialog: `space.lg` margins, 1 px frame, `space.lg` padding)',
    room: PHONE - 2 * space.lg - 2 - 2 * space.lg - BORDERS - 2 * space.md,
  },
  {
    id: 'components.search.placeholder',
    where: 'a SearchField without its own placeholder, full width of <main>',
    room: PHONE - MAIN - BORDERS - SEARCH_INSETS,
  },
];

describe.each(['en', 'es'] as const)('in %s', (lang) => {
  it.each(FIELDS)('$id fits $where', ({ id, room }) => {
    const text = messages[lang][id];
    expect(text).toBeTruthy();
    expect(interTextWidth(text, FONT_PX)).toBeLessThanOrEqual(room);
  });
});
