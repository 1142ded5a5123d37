import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatCounts, ChatStatus } from '../../contract/types';
import { Button, Icon, SearchField, Tabs, type TabItem } from '../../components';
import { CHAT_STATUSES } from './chatStatus';
import { StyledFilters, StyledFoldable, StyledFoldToggle, StyledSummary } from './ChatsPage.styles';
import { CHAT_STATUS_MESSAGES, chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  filtersAll: { id: 'chats.filters.all', defaultMessage: 'All' },
  filtersLabel: { id: 'chats.filters.label', defaultMessage: 'Chat filters' },
  filtersSearch: { id: 'chats.filters.search', defaultMessage: 'Search chats' },
  filtersSearchPlaceholder: {
    id: 'chats.filters.searchPlaceholder',
    defaultMessage: 'Search by name or headline',
  },
  filtersStatus: { id: 'chats.filters.status', defaultMessage: 'Status' },
  filtersUnread: { id: 'chats.filters.unread', defaultMessage: 'Unread {count}' },
  filtersMore: {
    id: 'chats.filters.more',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters ({count})}}',
    description:
      'Toggle of the folded chat filters on narrow or short screens; count = filters on besides the search (issue #30 point 3).',
  },
  listSummary: {
    id: 'chats.list.summary',
    defaultMessage: '{total, plural, =0 {No chats} one {# chat} other {# chats}}',
  },
});

/** The status tabs' values: every status, or one. */
type StatusTab = 'all' | ChatStatus;

/** Props of {@link ChatFiltersBar}. */
export interface ChatFiltersBarProps {
  /** Id of the search field (the `/` triage shortcut focuses it). */
  searchId: string;
  /** Id of the list the status tabs control (`aria-controls`). */
  listId: string;
  /** The search text. */
  search: string;
  /** The status tab chosen; `undefined` = "All". */
  status: ChatStatus | undefined;
  /** The "Unread" toggle is on. */
  unread: boolean;
  /**
   * Chats per status and unread chats, shown on the tabs and the toggle (e.g. the opening's
   * `chat_counts`); `undefined` while unknown: the tabs show no count, the toggle 0.
   */
  counts: ChatCounts | undefined;
  /** Every chat, shown on the "All" tab; `undefined` = no count. */
  total: number | undefined;
  /**
   * The chats matching the filters, all pages together (the list's `meta.total`): "N chats";
   * `undefined` while the list is not loaded (nothing is said).
   */
  matching: number | undefined;
  /** A filter is on (search, status or unread): "Clear filters" is offered. */
  filtered: boolean;
  /** Called with the new search text on every change. */
  onSearchChange: (search: string) => void;
  /** Called with the tab chosen; `undefined` = "All". */
  onStatusChange: (status: ChatStatus | undefined) => void;
  /** Called with the toggle's new state. */
  onUnreadChange: (unread: boolean) => void;
  /** "Clear filters": search, status and unread back to none. */
  onClear: () => void;
  /**
   * The count on the "Unread" toggle when `counts` does not hold it (the inbox: the contract's
   * `meta.unread_chats`); default `counts.unread`.
   */
  unreadCount?: number;
  /** More filters, after the search field (the inbox's job opening combobox). */
  extra?: ReactNode;
  /** `extra` holds a filter that is on (the inbox's job opening): counted on the fold toggle. */
  extraActive?: boolean;
}

/**
 * The chat list's filters (SPEC §2 "chats filtered by search and status", issue #9 point 3):
 * the search field, the status tabs with their counts ("All" and each status), the "Unread"
 * toggle (`aria-pressed`) and a polite summary of how many chats match, with "Clear filters"
 * while a filter is on. Holds no state: the screen keeps the filters (in the URL).
 */
export function ChatFiltersBar({
  searchId,
  listId,
  search,
  status,
  unread,
  counts,
  total,
  matching,
  filtered,
  onSearchChange,
  onStatusChange,
  onUnreadChange,
  onClear,
  unreadCount,
  extra,
  extraActive = false,
}: ChatFiltersBarProps) {
  const intl = useIntl();
  // Folded on narrow or short screens (CSS: StyledFoldable) until the toggle opens them.
  const [unfolded, setUnfolded] = useState(false);
  const foldableId = useId();
  const filtersOn = (status ? 1 : 0) + (unread ? 1 : 0) + (extraActive ? 1 : 0);
  const statusTabs = useMemo<TabItem<StatusTab>[]>(
    () => [
      {
        value: 'all',
        label: intl.formatMessage(messages.filtersAll),
        count: total,
      },
      ...CHAT_STATUSES.map((value) => ({
        value,
        label: intl.formatMessage(CHAT_STATUS_MESSAGES[value]),
        count: counts?.[value],
      })),
    ],
    [intl, counts, total],
  );
  return (
    <StyledFilters role="group" aria-label={intl.formatMessage(messages.filtersLabel)}>
      <SearchField
        id={searchId}
        label={intl.formatMessage(messages.filtersSearch)}
        placeholder={intl.formatMessage(messages.filtersSearchPlaceholder)}
        name="search"
        value={search}
        onChange={onSearchChange}
      />
      <StyledFoldToggle>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={unfolded}
          aria-controls={foldableId}
          endIcon={<Icon name="chevronDown" size={16} />}
          onClick={() => setUnfolded((open) => !open)}
        >
          <FormattedMessage {...messages.filtersMore} values={{ count: filtersOn }} />
        </Button>
      </StyledFoldToggle>
      <StyledFoldable id={foldableId} data-folded={!unfolded}>
        {extra}
        <Tabs<StatusTab>
          idPrefix="chat-status"
          label={intl.formatMessage(messages.filtersStatus)}
          items={statusTabs}
          value={status ?? 'all'}
          controls={listId}
          onChange={(value) => onStatusChange(value === 'all' ? undefined : value)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={unread}
          startIcon={<Icon name={unread ? 'check' : 'message'} size={16} />}
          onClick={() => onUnreadChange(!unread)}
        >
          <FormattedMessage
            {...messages.filtersUnread}
            values={{ count: unreadCount ?? counts?.unread ?? 0 }}
          />
        </Button>
      </StyledFoldable>
      <StyledSummary aria-live="polite">
        <span>
          {matching !== undefined && (
            <FormattedMessage {...messages.listSummary} values={{ total: matching }} />
          )}
        </span>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FormattedMessage {...chatsMessages.filtersClear} />
          </Button>
        )}
      </StyledSummary>
    </StyledFilters>
  );
}
