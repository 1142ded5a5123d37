import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NormalizedError } from '../../api/errors';
import { Alert, Button, EmptyState, Icon } from '../../components';
import { useListReturnPath } from '../shared/listReturn';
import { StyledWide } from './ChatsPage.styles';
import { chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  emptyText: {
    id: 'chats.empty.text',
    defaultMessage: 'Check out candidates for this job opening to start chatting with them.',
  },
  emptyTitle: { id: 'chats.empty.title', defaultMessage: 'No chats yet' },
  inboxEmptyAction: { id: 'inbox.empty.action', defaultMessage: 'Go to job openings' },
  inboxEmptyText: {
    id: 'inbox.empty.text',
    defaultMessage:
      'Check out candidates for your job openings to start chatting. Every reply shows up here.',
  },
  forbiddenAction: {
    id: 'chats.forbidden.action',
    defaultMessage: 'Go to account details',
  },
  forbiddenTitle: {
    id: 'chats.forbidden.title',
    defaultMessage: "Your account isn't ready for chats yet",
  },
  openingNotFoundText: {
    id: 'chats.openingNotFound.text',
    defaultMessage: 'It may have been removed, or the link is wrong.',
  },
  openingNotFoundTitle: {
    id: 'chats.openingNotFound.title',
    defaultMessage: 'Job opening not found',
  },
});

/** Props of {@link ChatsNotice}: which notice, and what it needs. */
export type ChatsNoticeProps =
  | { kind: 'notFound' }
  | {
      kind: 'forbidden';
      /** The chat list's 403: its `message` and `errors` are shown. */
      error: NormalizedError;
    }
  | { kind: 'inboxEmpty' }
  | {
      kind: 'noChats';
      /** "Find candidates"; without it (opening not loaded) the button is left out. */
      onFindMore?: () => void;
    };

/**
 * What a chats screen shows instead of its panes (SPEC §2 chat screen, §8): "Job opening not
 * found" with a link back to the openings (the opening, or its chats, answered 404); the
 * server's 403 (an account not ready for chats) with a link to the account; or "No chats yet"
 * with "Find candidates" (not "more": there are none yet) for an opening without chats and no filter on; in the inbox
 * (issue #21 point 1), "No chats yet" with a link to the job openings.
 */
export function ChatsNotice(props: ChatsNoticeProps) {
  // "Back to job openings" returns to the list's last filters (issue #30 point 10).
  const openingsPath = useListReturnPath('/job-openings');
  if (props.kind === 'forbidden') {
    const { error } = props;
    return (
      <Alert variant="warning" title={<FormattedMessage {...messages.forbiddenTitle} />}>
        {error.message} {error.errors.join(', ')}{' '}
        <Link to="/account-details">
          <FormattedMessage {...messages.forbiddenAction} />
        </Link>
      </Alert>
    );
  }
  if (props.kind === 'inboxEmpty') {
    return (
      <StyledWide>
        <EmptyState
          icon={<Icon name="message" size={28} />}
          title={<FormattedMessage {...messages.emptyTitle} />}
          description={<FormattedMessage {...messages.inboxEmptyText} />}
          action={
            <Link to="/job-openings">
              <FormattedMessage {...messages.inboxEmptyAction} />
            </Link>
          }
        />
      </StyledWide>
    );
  }
  if (props.kind === 'notFound') {
    return (
      <StyledWide>
        <EmptyState
          title={<FormattedMessage {...messages.openingNotFoundTitle} />}
          description={<FormattedMessage {...messages.openingNotFoundText} />}
          action={
            <Link to={openingsPath}>
              <FormattedMessage {...chatsMessages.backToOpenings} />
            </Link>
          }
        />
      </StyledWide>
    );
  }
  const { onFindMore } = props;
  return (
    <StyledWide>
      <EmptyState
        icon={<Icon name="message" size={28} />}
        title={<FormattedMessage {...messages.emptyTitle} />}
        description={<FormattedMessage {...messages.emptyText} />}
        action={
          onFindMore && (
            <Button onClick={onFindMore}>
              <FormattedMessage {...chatsMessages.findFirstOpen} />
            </Button>
          )
        }
      />
    </StyledWide>
  );
}
