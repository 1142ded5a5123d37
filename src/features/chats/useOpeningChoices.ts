import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../api/queryString';
import { useListJobOpeningsQuery } from '../../api/jobOpeningsApi';
import type { JobOpening } from '../../contract/types';
import type { SelectOption } from '../../components/Select';
import { openingChoicesQuery, openingOptions } from './openingChoices';
import { useJobOpening } from './useJobOpening';

/** What {@link useOpeningChoices} hands the inbox's job opening combobox. */
export interface OpeningChoices {
  /**
   * The options: the openings whose name holds the text typed (the server's answer), else the
   * first page of openings with the chosen one leading (see `openingOptions`). The same
   * opening keeps the same option object across answers, so the keyboard highlight stays on it.
   */
  options: readonly SelectOption<string>[];
  /** The first page, or the answer to what was typed, is on its way (the combobox's spinner). */
  isLoading: boolean;
  /** To be handed every text of the combobox's input (react-select `onInputChange`). */
  onInputChange: (text: string) => void;
  /** The chosen opening's record once known (its `chat_counts`), else `undefined`. */
  opening: JobOpening | undefined;
}

/**
 * `value` once it has stayed the same for `delayMs` ms (a timer, never `Date.now()`); a blank
 * `value` (the input cleared, e.g. after a choice) is taken at once.
 */
function useSettledText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (!value) {
      setSettled('');
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value ? settled : '';
}

/**
 * The choices of the inbox's job opening filter (issue #21 point 1; contract `listJobOpenings`
 * `search`, `field`): any of the employer's openings can be found, not only the first 100.
 * What is typed is searched on the server in the openings' names, {@link FILTER_DEBOUNCE_MS}
 * (250 ms) after the last keystroke (`search=<text>&field=name&per_page=20`, one request per
 * pause; while it is on its way the combobox narrows the last answer itself); nothing typed
 * shows the first page (`per_page=100`, shared with the opening lookup). `chosen` (the
 * filter's opening uuid) is looked up like the chats screen's header ({@link useJobOpening}),
 * and the answer it was chosen from stays subscribed while it is chosen, so its record (the
 * "Unread" toggle's count) stays in the cache without further reads.
 */
export function useOpeningChoices(chosen: string | undefined): OpeningChoices {
  const [typed, setTyped] = useState('');
  const text = typed.trim();
  const search = useSettledText(text, FILTER_DEBOUNCE_MS);
  const queryString = openingChoicesQuery(search);
  const answer = useListJobOpeningsQuery(queryString);
  const lookup = useJobOpening(chosen);

  // The answer the chosen opening was picked from, kept subscribed while it stays chosen.
  const [holder, setHolder] = useState<{ uuid: string; queryString: string }>();
  if (
    chosen &&
    holder?.uuid !== chosen &&
    search &&
    answer.currentData?.data.some((opening) => opening.uuid === chosen)
  ) {
    setHolder({ uuid: chosen, queryString });
  }
  useListJobOpeningsQuery(holder && holder.uuid === chosen ? holder.queryString : skipToken);

  // One option object per opening (by uuid and name), whatever answer it comes from.
  const known = useRef(new Map<string, SelectOption<string>>());
  const found = answer.data?.data;
  const options = useMemo(
    () =>
      openingOptions(found ?? [], lookup.opening, Boolean(search)).map((option) => {
        const before = known.current.get(option.value);
        if (before && before.label === option.label) return before;
        known.current.set(option.value, option);
        return option;
      }),
    [found, lookup.opening, search],
  );

  const onInputChange = useCallback((value: string) => setTyped(value), []);
  return {
    options,
    isLoading: answer.isLoading || (text !== '' && (text !== search || answer.isFetching)),
    onInputChange,
    opening: lookup.opening,
  };
}
