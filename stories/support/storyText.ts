import { createIntl, useIntl, type IntlShape } from 'react-intl';
import { findSkill, skillByName } from '../../mocks/fixtures/skills';
import { t as serverMessage, type MessageKey } from '../../mocks/i18n';
import { formatAmount } from '../../src/features/billing/formatAmount';
import { isLanguage, LOCALE_BY_LANGUAGE, messages, type Language } from '../../src/i18n/messages';

/** One formatter per language, made on first use. */
const intls = new Map<Language, IntlShape>();

function intlOf(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({
      locale: LOCALE_BY_LANGUAGE[language],
      messages: messages[language],
      defaultLocale: LOCALE_BY_LANGUAGE.en,
      timeZone: 'UTC',
      onError: (error) => {
        throw error;
      },
    });
    intls.set(language, intl);
  }
  return intl;
}

/**
 * The language the story shows now: its document's `<html lang>`, which the preview sets from
 * the toolbar's language (or the story's `globals.locale`) and which follows the app's own
 * language switch (preview.tsx `StoryCanvas`). English when it names no language of the app.
 */
function shownLanguage(): Language {
  const lang = globalThis.document?.documentElement.getAttribute('lang')?.slice(0, 2);
  return isLanguage(lang) ? lang : 'en';
}

/**
 * The language the story shows now (see {@link shownLanguage}): for a play function whose
 * expectation is data in one language or the other (a catalog the API orders by the interface
 * language), not a message of the catalogs.
 */
export function storyLanguage(): Language {
  return shownLanguage();
}

/**
 * A message of the app's catalogs as the story shows it (issue #32 point 1): play functions find
 * elements by role and by this text, never by an English literal, so the same play function
 * passes with the toolbar on English or on Español. `id` is the message's id in
 * `src/i18n/locales/<language>.json`, formatted in the story's current language with `values`
 * (ICU arguments: numbers, dates, plain strings).
 *
 * @throws Error when `id` is in no catalog (a renamed or mistyped id) or a value is missing.
 */
export function msg(id: string, values?: Record<string, string | number | Date>): string {
  if (!(id in messages.en)) throw new Error(`msg: no message "${id}" in en.json`);
  return intlOf(shownLanguage()).formatMessage({ id }, values);
}

/**
 * The text inside the rich-text tag `tag` of a message (`<prefix>Draft:</prefix> {text}` →
 * "Draft:"), as the story shows it: for an element that holds only that part of the message.
 *
 * @throws Error as {@link msg}, or when the message has no such tag.
 */
export function msgTag(
  id: string,
  tag: string,
  values?: Record<string, string | number | Date>,
): string {
  if (!(id in messages.en)) throw new Error(`msgTag: no message "${id}" in en.json`);
  let inside: string | undefined;
  intlOf(shownLanguage()).formatMessage(
    { id },
    {
      ...values,
      [tag]: (chunks: unknown[]) => {
        inside = chunks.join('');
        return inside;
      },
    },
  );
  if (inside === undefined) throw new Error(`msgTag: no <${tag}> in "${id}"`);
  return inside;
}

/**
 * A text the simulated API writes (mocks/i18n.ts: a server-side error, a chat's system notice)
 * as the story shows it: the server answers in the language the app asks in, the story's current
 * one. `vars` fill its `{name}` placeholders.
 */
export function serverText(key: MessageKey, vars?: Record<string, string | number>): string {
  return serverMessage(shownLanguage(), key, vars);
}

/**
 * A skill of the simulated API's catalog named in the story's language, from its English name
 * (`'Forklift Operation'` → "Operación de montacargas" in Spanish): the API answers the
 * catalog in the language the app asks in.
 *
 * @throws Error when the fixtures have no skill of that English name.
 */
export function skillText(english: string): string {
  return findSkill(skillByName(english).id, shownLanguage())?.name ?? english;
}

/**
 * Items joined as a list in the story's language (react-intl's `formatList`): `type` `unit`
 * ("2 pending, 1 hired" / "2 pendientes y 1 contratado") or `conjunction` ("a, b and c").
 */
export function textList(items: string[], type: 'unit' | 'conjunction' = 'conjunction'): string {
  return intlOf(shownLanguage()).formatList(items, { type });
}

/**
 * A day as the app writes it in the story's language (react-intl's `dateStyle` in UTC): `long`,
 * the date field's format (`'2026-05-08'` → "May 8, 2026" / "8 de mayo de 2026"), or `medium`,
 * the date range field's ("May 8, 2026" / "8 may 2026").
 */
export function longDate(isoDay: string, style: 'long' | 'medium' = 'long'): string {
  return intlOf(shownLanguage()).formatDate(`${isoDay}T00:00:00Z`, { dateStyle: style });
}

/**
 * The month of a day as the app and the simulated API write it in the story's language, month
 * and year in UTC (`'2026-05-10'` → "May 2026" / "mayo de 2026"): the overdue month of a
 * past-due plan, the month in a charge's description.
 */
export function monthYear(isoDay: string): string {
  return intlOf(shownLanguage()).formatDate(`${isoDay}T00:00:00Z`, {
    month: 'long',
    year: 'numeric',
  });
}

/**
 * An amount of money as the app writes it in the story's language (`formatAmount`: the
 * currency's own minor unit), its spaces plain as Testing Library's queries read the page's
 * text, e.g. `money(4900)` → "$49.00", `money(1200, 'eur')` → "€12.00" / "EUR 12.00".
 */
export function money(cents: number, currency = 'usd'): string {
  return formatAmount(intlOf(shownLanguage()), cents, currency).replace(/\s/g, ' ');
}

/** Characters that mean something in a regular expression. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A value of {@link msgPattern} that matches any text (a name, a date the story does not fix):
 * the argument's place in the message becomes `.+?`.
 */
export const ANY = Symbol('any text');

/** A stand-in for {@link ANY} while the message is formatted: no message contains it. */
const ANY_MARK = '\u0001any\u0001';

/** A stand-in for {@link ANY} given to a number (a count, a plural): written in digits only. */
const ANY_NUMBER = 7_777_777;

/** What {@link ANY_NUMBER} is replaced with once formatted, before the text is escaped. */
const ANY_NUMBER_MARK = '\u0001number\u0001';

/** How {@link ANY_NUMBER} may read once formatted (with or without group separators). */
const ANY_NUMBER_TEXT = /7[.,\u00a0\u202f]?777[.,\u00a0\u202f]?777/g;

/**
 * A pattern that finds a message inside a longer text (an accessible name that adds a count or
 * a required marker to a label, a toast that adds a detail): `msg(id, values)` as a RegExp, its
 * text escaped and each {@link ANY} value matching any text (any number, in each plural form,
 * for a count); `anchored` pins it to the start of the text (as `/^Label/` would),
 * `whole` to both ends.
 *
 * @throws Error as {@link msg}.
 */
export function msgPattern(
  id: string,
  values?: Record<string, string | number | Date | typeof ANY>,
  { anchored = false, whole = false }: { anchored?: boolean; whole?: boolean } = {},
): RegExp {
  const entries = Object.entries(values ?? {});
  const withMarks = (numbers: Set<string>, sample: number) =>
    msg(
      id,
      Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          value !== ANY ? value : numbers.has(key) ? sample : ANY_MARK,
        ]),
      ),
    );
  // An argument that is a number in the message (a count, a plural) reads NaN with the text
  // mark: it gets numbers instead, one of each plural form (none, one, two, many).
  const nanCount = (text: string) => text.split('NaN').length - 1;
  const numbers = new Set<string>();
  for (const [key, value] of entries) {
    if (value !== ANY) continue;
    const asNumber = withMarks(new Set([key]), ANY_NUMBER);
    if (nanCount(asNumber) < nanCount(withMarks(new Set(), ANY_NUMBER))) numbers.add(key);
  }
  const samples = numbers.size > 0 ? [0, 1, 2, ANY_NUMBER] : [ANY_NUMBER];
  const forms = new Set(
    samples.map((sample) => {
      const written =
        sample === ANY_NUMBER
          ? ANY_NUMBER_TEXT
          : new RegExp(`(?<![\\d.,])${sample}(?![\\d.,])`, 'g');
      return withMarks(numbers, sample)
        .replace(written, ANY_NUMBER_MARK)
        .split(ANY_MARK)
        .map((part) =>
          part
            .split(ANY_NUMBER_MARK)
            .map((piece) => piece.replace(SPECIAL, '\\$&'))
            .join('\\d[\\d.,\\u00a0\\u202f]*'),
        )
        .join('.+?');
    }),
  );
  const text = forms.size === 1 ? [...forms][0] : `(?:${[...forms].join('|')})`;
  return new RegExp(`${anchored || whole ? '^' : ''}${text}${whole ? '$' : ''}`);
}

/**
 * `msg` for a story's render (a catalog's labels, hints and errors, issue #32 point 1): the
 * message `id` in the language the story's providers show — the toolbar's, and the app's own
 * switch's — so a catalog reads in one language throughout, not English labels around
 * translated placeholders.
 */
export function useMsg(): (id: string, values?: Record<string, string | number | Date>) => string {
  const intl = useIntl();
  return (id, values) => {
    const defaultMessage = messages.en[id];
    if (defaultMessage === undefined) throw new Error(`useMsg: no message "${id}" in en.json`);
    return intl.formatMessage({ id, defaultMessage }, values);
  };
}
