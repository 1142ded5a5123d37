/**
 * How the app declares its messages (README "Translations", issue #20): every module that shows
 * text declares its messages next to its code,
 *
 * ```ts
 * import { defineMessages } from '../../i18n/defineMessages';
 *
 * const messages = defineMessages({
 *   routeTitle: { id: 'chats.route.title', defaultMessage: 'Chats' },
 *   openingHired: { id: 'chats.opening.hired', defaultMessage: 'Hired {hired} of {total}' },
 * });
 *
 * intl.formatMessage(messages.openingHired, { hired, total });
 * <FormattedMessage {...messages.routeTitle} />
 * ```
 *
 * and refers to them by key, so a wrong key fails the typecheck. `formatjs extract` (`npm run
 * i18n:extract`) finds these calls by their name, `defineMessages`, and writes the English
 * catalog from them; the English text itself reaches the screen from `defaultMessage` (the app
 * loads no English catalog: src/i18n/catalogs.ts).
 *
 * This is react-intl's `defineMessages` (an identity function at run time) with the result typed
 * as plain {@link Message}s: react-intl 12 types an inferred descriptor as taking no values at
 * all, so a message with placeholders could not be formatted with its values.
 */
import type { MessageDescriptor } from 'react-intl';

/**
 * A declared message: its id (kept as a literal type), its English text and, where the context
 * is not obvious, a description for the translator.
 */
export type Message<Id extends string = string> = MessageDescriptor & {
  readonly id: Id;
  readonly defaultMessage: string;
};

/** The shape of one declaration in a {@link defineMessages} block. */
interface MessageDeclaration {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Declares a block of messages, keyed by camelCase names: returns `messages` unchanged, typed
 * so that each key is a {@link Message} with its literal id.
 */
export function defineMessages<const D extends Record<string, MessageDeclaration>>(
  messages: D,
): { readonly [K in keyof D]: Message<D[K]['id']> } {
  return messages as { readonly [K in keyof D]: Message<D[K]['id']> };
}
