import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NormalizedError } from '../../api/errors';
import { Alert, Button, EmptyState, Icon } from '../../components';
import { StyledWide } from './ChatsPage.styles';

/** Props of {@link ChatsNotice}: which notice, and what it needs. */
export type ChatsNoticeProps =
  | { kind: 'notFound' }
  | {
      kind: 'forbidden';
      /** The chat list's 403: its `message` and `errors` are shown. */
      error: NormalizedError;
    }
  | {
      kind: 'noChats';
      /** "Find more candidates"; without it (opening not loaded) the button is left out. */
      onFindMore?: () => void;
    };

/**
 * What a chats screen shows instead of its panes (SPEC §2 chat screen, §8): "Job opening not
 * found" with a link back to the openings (the opening, or its chats, answered 404); the
 * server's 403 (an account not ready for chats) with a link to the account; or "No chats yet"
 * with "Find more candidates" for an opening without chats and no filter on.
 */
export function ChatsNotice(props: ChatsNoticeProps) {
  if (props.kind === 'forbidden') {
    const { error } = props;
    return (
      <Alert variant="warning" title={<FormattedMessage id="chats.forbidden.title" />}>
        {error.message} {error.errors.join(', ')}{' '}
        <Link to="/account-details">
          <FormattedMessage id="chats.forbidden.action" />
        </Link>
      </Alert>
    );
  }
  if (props.kind === 'notFound') {
    return (
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
    );
  }
  const { onFindMore } = props;
  return (
    <StyledWide>
      <EmptyState
        icon={<Icon name="message" size={28} />}
        title={<FormattedMessage id="chats.empty.title" />}
        description={<FormattedMessage id="chats.empty.text" />}
        action={
          onFindMore && (
            <Button onClick={onFindMore}>
              <FormattedMessage id="chats.findMore.open" />
            </Button>
          )
        }
      />
    </StyledWide>
  );
}
