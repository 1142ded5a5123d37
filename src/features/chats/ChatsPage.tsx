import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useChatListQuery } from '../../api/chatsApi';
import { isNormalizedError } from '../../api/errors';
import type { Chat, CheckoutResult, JobOpening } from '../../api/types';
import { useListFilters } from '../../api/useListFilters';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  Pagination,
  SearchField,
  Spinner,
} from '../../components';
import { Select, type SelectOption } from '../../components/Select';
import { useAppSelector } from '../../store/hooks';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import {
  CHAT_FILTER_DEFAULTS,
  chatListQuery,
  selectedChatId,
  statusFilter,
  type ChatFilters,
} from './chatFilters';
import { ChatList } from './ChatList';
import { ChatPanel } from './ChatPanel';
import { selectCachedChat } from './chatSelectors';
import { CHAT_STATUSES, findChat } from './chatStatus';
import { FindMoreCandidates } from './FindMoreCandidates';
import { OpeningHeader } from './OpeningHeader';
import { useJobOpening } from './useJobOpening';
import { useNow } from './useNow';

const StyledLayout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  height: max(520px, calc(100vh - 250px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
    & > [data-pane='list'] {
      display: ${({ $open }) => ($open ? 'none' : 'flex')};
    }
    & > [data-pane='chat'] {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
  }
`;

const StyledListPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    border-right: 0;
  }
`;

const StyledChatPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

const StyledFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSummary = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 32px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCentered = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px;
  overflow: auto;
`;

const StyledPager = styled.div`
  padding: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & nav ul {
    justify-content: center;
  }
`;

const StyledWide = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * `/job-openings/:jobOpeningId/chats` (SPEC §2 chat screen, §4, §7, §9): the opening's header
 * (name, location, hired count / total), its chats filtered by search and status in the URL
 * query string and refetched every 10 s and on window focus, the selected chat (`?chat=<id>`,
 * kept on reload) with its thread, composer and actions, and the find-more-candidates modal.
 */
export function ChatsPage() {
  const { jobOpeningId = '' } = useParams();
  return <ChatsScreen key={jobOpeningId} jobOpeningId={jobOpeningId} />;
}

function ChatsScreen({ jobOpeningId }: { jobOpeningId: string }) {
  const intl = useIntl();
  const now = useNow();
  const lookup = useJobOpening(jobOpeningId);
  const { filters, setFilters, queryString } = useListFilters<ChatFilters>({
    defaults: CHAT_FILTER_DEFAULTS,
  });
  const apiQuery = useMemo(() => chatListQuery(queryString), [queryString]);
  const list = useChatListQuery({ jobOpeningId, queryString: apiQuery });
  const [findMoreOpen, setFindMoreOpen] = useState(false);
  const status = statusFilter(filters);
  const filtered = Boolean(filters.search.trim() || status);
  const selectedId = selectedChatId(filters);

  // The open chat: from the list shown, else any cached list of this opening, else the last
  // record seen (a reject/hire with a status filter can take it out of the list).
  const fromList = findChat(list.data?.data, selectedId);
  const fromCache = useAppSelector((state) => selectCachedChat(state, jobOpeningId, selectedId));
  const [remembered, setRemembered] = useState<Chat | undefined>(undefined);
  const found = fromList ?? fromCache;
  if (found && found !== remembered) setRemembered(found);
  const selected = found ?? (remembered?.id === selectedId ? remembered : undefined);

  // Clearing the filters keeps the open chat (resetFilters would close it).
  const clearFilters = useCallback(
    () => setFilters({ search: '', status: undefined }),
    [setFilters],
  );
  const select = useCallback(
    (chatId: number | undefined) =>
      setFilters({ chat: chatId === undefined ? undefined : String(chatId) }, { resetPage: false }),
    [setFilters],
  );

  const { refetch } = list;
  const onChatUpdated = useCallback(
    (chat: Chat) => {
      setRemembered(chat);
      // With a status filter the chat may have left (or joined) the list: ask again now.
      if (status) void refetch();
    },
    [status, refetch],
  );
  // Checkout callback (SPEC §4): the chat list reloads through the cache (chatsApi
  // invalidates it); open the first new chat.
  const onCheckedOut = useCallback(
    (result: CheckoutResult) => {
      setFindMoreOpen(false);
      const first = result.data[0];
      if (first) select(first.id);
    },
    [select],
  );
  const onHired = useCallback(() => {
    // The hired callback (SPEC §4): chatsApi already added one to the opening's cached
    // hired_count, which the header reads; nothing else to reload.
  }, []);

  const statusOptions = useMemo<SelectOption<string>[]>(
    () => [
      { value: 'all', label: intl.formatMessage({ id: 'chats.filters.allStatuses' }) },
      ...CHAT_STATUSES.map((value) => ({
        value,
        label: intl.formatMessage({ id: `chats.status.${value}` }),
      })),
    ],
    [intl],
  );

  const opening: JobOpening | undefined = lookup.opening;
  const findMore = opening && (
    <Button
      variant="secondary"
      startIcon={<Icon name="plus" size={18} />}
      onClick={() => setFindMoreOpen(true)}
    >
      <FormattedMessage id="chats.findMore.open" />
    </Button>
  );

  const header = <OpeningHeader opening={opening} loading={lookup.isLoading} actions={findMore} />;
  const listError = isNormalizedError(list.error) ? list.error : undefined;

  if (lookup.notFound || listError?.status === 404) {
    return (
      <>
        {header}
        <StyledWide>
          <EmptyState
            title={<FormattedMessage id="chats.openingNotFound.title" />}
            description={<FormattedMessage id="chats.openingNotFound.text" />}
            action={
              <Link to="/job-openings">
                <FormattedMessage id="chats.backToOpenings" />
              </Link>
            }
          />
        </StyledWide>
      </>
    );
  }

  if (listError?.status === 403) {
    return (
      <>
        {header}
        <Alert variant="warning" title={<FormattedMessage id="chats.forbidden.title" />}>
          {listError.message} {listError.errors.join(', ')}{' '}
          <Link to="/account-details">
            <FormattedMessage id="chats.forbidden.action" />
          </Link>
        </Alert>
      </>
    );
  }

  const data = list.data;
  const noChatsAtAll = !list.isLoading && !listError && data && data.data.length === 0 && !filtered;
  if (noChatsAtAll) {
    return (
      <>
        <OpeningHeader opening={opening} loading={lookup.isLoading} />
        <StyledWide>
          <EmptyState
            icon={<Icon name="message" size={28} />}
            title={<FormattedMessage id="chats.empty.title" />}
            description={<FormattedMessage id="chats.empty.text" />}
            action={
              opening && (
                <Button onClick={() => setFindMoreOpen(true)}>
                  <FormattedMessage id="chats.findMore.open" />
                </Button>
              )
            }
          />
        </StyledWide>
        {findMoreOpen && opening && (
          <FindMoreCandidates
            opening={opening}
            onClose={() => setFindMoreOpen(false)}
            onCheckedOut={onCheckedOut}
          />
        )}
      </>
    );
  }

  let listBody: React.ReactNode;
  if (list.isLoading) {
    listBody = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage({ id: 'chats.list.loading' })} />
      </StyledCentered>
    );
  } else if (listError && !data) {
    listBody = (
      <StyledCentered>
        <ServerErrorAlert titleId="chats.list.loadError" error={listError} />
        <Button variant="secondary" onClick={() => void refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </StyledCentered>
    );
  } else if (!data || data.data.length === 0) {
    listBody = (
      <StyledCentered>
        <EmptyState
          icon={<Icon name="search" size={28} />}
          title={<FormattedMessage id="chats.noResults.title" />}
          description={<FormattedMessage id="chats.noResults.text" />}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              <FormattedMessage id="chats.filters.clear" />
            </Button>
          }
        />
      </StyledCentered>
    );
  } else {
    listBody = (
      <>
        <ChatList
          chats={data.data}
          selectedId={selectedId}
          onSelect={select}
          label={intl.formatMessage({ id: 'chats.list.label' })}
          fetching={list.isFetching && !list.currentData}
          now={now}
        />
        {data.meta.last_page > 1 && (
          <StyledPager>
            <Pagination
              currentPage={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPageChange={(page) => setFilters({ page }, { resetPage: false })}
            />
          </StyledPager>
        )}
      </>
    );
  }

  let chatBody: React.ReactNode;
  if (selected) {
    chatBody = (
      <ChatPanel
        chat={selected}
        onBack={() => select(undefined)}
        onChatUpdated={onChatUpdated}
        onHired={onHired}
        now={now}
      />
    );
  } else if (selectedId !== undefined && list.isLoading) {
    chatBody = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage({ id: 'chats.list.loading' })} />
      </StyledCentered>
    );
  } else if (selectedId !== undefined) {
    chatBody = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="chats.notInList.title" />}
          description={<FormattedMessage id="chats.notInList.text" />}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                <FormattedMessage id="chats.filters.clear" />
              </Button>
            ) : undefined
          }
        />
      </StyledCentered>
    );
  } else {
    chatBody = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          icon={<Icon name="message" size={28} />}
          title={<FormattedMessage id="chats.placeholder.title" />}
          description={<FormattedMessage id="chats.placeholder.text" />}
        />
      </StyledCentered>
    );
  }

  return (
    <>
      {header}
      <StyledLayout $open={selectedId !== undefined}>
        <StyledListPane
          data-pane="list"
          aria-label={intl.formatMessage({ id: 'chats.list.label' })}
        >
          <StyledFilters
            role="group"
            aria-label={intl.formatMessage({ id: 'chats.filters.label' })}
          >
            <SearchField
              label={intl.formatMessage({ id: 'chats.filters.search' })}
              placeholder={intl.formatMessage({ id: 'chats.filters.searchPlaceholder' })}
              name="search"
              value={filters.search}
              onChange={(search) => setFilters({ search })}
            />
            <Select<string>
              label={<FormattedMessage id="chats.filters.status" />}
              hideLabel
              inputId="chat-status-filter"
              options={statusOptions}
              value={status ?? 'all'}
              onChange={(value) =>
                setFilters({ status: !value || value === 'all' ? undefined : value })
              }
              isSearchable={false}
              menuPortal
            />
            <StyledSummary aria-live="polite">
              <span>
                {data && (
                  <FormattedMessage id="chats.list.summary" values={{ total: data.meta.total }} />
                )}
              </span>
              {filtered && (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  <FormattedMessage id="chats.filters.clear" />
                </Button>
              )}
            </StyledSummary>
          </StyledFilters>
          {listBody}
        </StyledListPane>
        <StyledChatPane
          data-pane="chat"
          aria-label={
            selected
              ? intl.formatMessage({ id: 'chats.panel.label' }, { name: selected.candidate.name })
              : intl.formatMessage({ id: 'chats.panel.empty' })
          }
        >
          {chatBody}
        </StyledChatPane>
      </StyledLayout>
      {findMoreOpen && opening && (
        <FindMoreCandidates
          opening={opening}
          onClose={() => setFindMoreOpen(false)}
          onCheckedOut={onCheckedOut}
        />
      )}
    </>
  );
}
