import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isNormalizedError } from '../../api/errors';
import { useListSuggestedCandidatesQuery } from '../../api/jobOpeningsApi';
import type { CheckoutResult, JobOpening } from '../../contract/types';
import { Button, Modal, Spinner, StaleNote } from '../../components';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useQueryStatus } from '../shared/useQueryStatus';
import { CheckoutDialog } from './CheckoutDialog';
import { NoCandidatesDialog } from './NoCandidatesDialog';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

export { CheckoutDialog } from './CheckoutDialog';

const messages = defineMessages({
  loadError: {
    id: 'candidates.loadError',
    defaultMessage: "We couldn't load suggested candidates",
  },
  loading: {
    id: 'candidates.loading',
    defaultMessage: 'Finding matching candidates…',
  },
});

/** Props of {@link CandidateCheckout}. */
export interface CandidateCheckoutProps {
  /** The opening whose suggested candidates are checked out. */
  opening: JobOpening;
  /**
   * Candidates to leave out of the suggestions (`ignoreIds`, e.g. everyone who already has a
   * chat, for the find-more-candidates modal); none by default.
   */
  ignoreIds?: string[];
  /** Closes the checkout without paying ("Close without paying", ×, Escape — refused while a payment runs). */
  onClose: () => void;
  /**
   * The checkout callback (SPEC §4): called once with what the paid checkout created (the
   * new chats, the opening with its `total` grown, the payment); the checkout then renders
   * nothing, so the caller navigates or closes.
   */
  onCheckedOut: (result: CheckoutResult) => void;
}

const EMPTY_IDS: string[] = [];

/**
 * Checkout of suggested candidates (SPEC §2, §4, §7; contract `listSuggestedCandidates`,
 * `checkoutCandidates`), reusable by the job openings page and the chats screen's
 * find-more-candidates modal: loads the suggestions (`desiredCandidates` = the opening's
 * desired candidates, `ignoreIds`), shows the no-candidates dialog when there are none, else
 * a dialog with two steps — choose the candidates, then pay price × count by card
 * (POST /v1/employers/job-openings/{id}/checkout with `job_opening_uuid`,
 * `candidate_uuids`, an Idempotency-Key and, for a card other than the one on file,
 * `payment_method_id`; issue #19 point 3). Success shows a toast and
 * runs `onCheckedOut`. A refresh of the suggestions that fails (e.g. on coming back online)
 * keeps the dialog and the selection, with a quiet "Couldn't refresh. Retrying…" note (issue
 * #18 point 5).
 */
export function CandidateCheckout({
  opening,
  ignoreIds = EMPTY_IDS,
  onClose,
  onCheckedOut,
}: CandidateCheckoutProps) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const suggestions = useListSuggestedCandidatesQuery({
    jobOpeningId: opening.uuid,
    desiredCandidates: opening.desired_candidates,
    ignoreIds,
  });
  const { data, isFetching, refetch } = suggestions;
  const { kind, error } = useQueryStatus(suggestions);
  if (done) return null;
  // A first load, or the retry of one that failed.
  if (kind === 'loading' || (kind === 'error' && isFetching)) {
    return (
      <Modal open onClose={onClose} size="sm" title={<FormattedMessage {...messages.loading} />}>
        <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
      </Modal>
    );
  }
  if (kind === 'error' || !data) {
    return (
      <Modal
        open
        onClose={onClose}
        size="sm"
        title={<FormattedMessage {...messages.loadError} />}
        footer={
          <Button onClick={() => void refetch()}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        }
      >
        {isNormalizedError(error) && <ServerErrorAlert title={messages.loadError} error={error} />}
      </Modal>
    );
  }
  if (data.data.length === 0) return <NoCandidatesDialog open onClose={onClose} />;
  return (
    <CheckoutDialog
      opening={opening}
      candidates={data.data}
      meta={data.meta}
      notice={
        kind === 'stale' ? (
          <StaleNote onRetry={() => void refetch()} retrying={isFetching} />
        ) : undefined
      }
      onClose={onClose}
      onCheckedOut={(result) => {
        setDone(true);
        onCheckedOut(result);
      }}
    />
  );
}
