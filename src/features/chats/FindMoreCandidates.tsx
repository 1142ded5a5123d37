import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListJobOpeningChatsQuery } from '../../api/chatsApi';
import type { CheckoutResult, JobOpening } from '../../contract/types';
import { Modal, Spinner } from '../../components';
import { CandidateCheckout } from '../jobOpenings/CheckoutFlow';
import { defineMessages } from '../../i18n/defineMessages';
import { chatsMessages } from './chats.messages';

const messages = defineMessages({
  findFirstLoading: {
    id: 'chats.findFirst.loading',
    defaultMessage: 'Finding matching candidates…',
  },
  findMoreLoading: {
    id: 'chats.findMore.loading',
    defaultMessage: 'Finding more matching candidates…',
  },
  findMoreTitle: { id: 'chats.findMore.title', defaultMessage: 'Find more candidates' },
});

/**
 * Every chat of an opening in one request, for `ignoreIds` (contract: `per_page` and
 * `ignoreIds` at most 100; the server leaves checked-out candidates out anyway).
 */
const ALL_CHATS_QUERY = 'per_page=100';

/** Props of {@link FindMoreCandidates}. */
export interface FindMoreCandidatesProps {
  opening: JobOpening;
  /** Closes the modal without checking anyone out. */
  onClose: () => void;
  /** After a paid checkout: what it created (the new chats, first one first). */
  onCheckedOut: (result: CheckoutResult) => void;
}

/**
 * The find-more-candidates modal of the chats screen (SPEC §2): reads every chat of the
 * opening once (unfiltered, unpolled) so that `ignoreIds` = every candidate uuid already in
 * its chats, then hands over to the candidate checkout (`CandidateCheckout` of
 * jobOpenings/CheckoutFlow: suggested candidates or the no-candidates message, then the card
 * payment). A failed read of the chats still proceeds with no `ignoreIds` — the server leaves
 * checked-out candidates out of the suggestions by itself. For an opening without chats yet
 * (`total` 0) it says "Find candidates", not "more" (issue #30 point 12).
 */
export function FindMoreCandidates({ opening, onClose, onCheckedOut }: FindMoreCandidatesProps) {
  const intl = useIntl();
  const first = opening.total === 0;
  const chats = useListJobOpeningChatsQuery({
    jobOpeningId: opening.uuid,
    queryString: ALL_CHATS_QUERY,
  });
  const ignoreIds = useMemo(
    () => chats.data?.data.map((chat) => chat.candidate.uuid) ?? [],
    [chats.data],
  );
  if (chats.isLoading) {
    return (
      <Modal
        open
        onClose={onClose}
        size="sm"
        title={
          <FormattedMessage {...(first ? chatsMessages.findFirstOpen : messages.findMoreTitle)} />
        }
      >
        <Spinner
          size="lg"
          label={intl.formatMessage(first ? messages.findFirstLoading : messages.findMoreLoading)}
        />
      </Modal>
    );
  }
  return (
    <CandidateCheckout
      opening={opening}
      ignoreIds={ignoreIds}
      onClose={onClose}
      onCheckedOut={onCheckedOut}
    />
  );
}
