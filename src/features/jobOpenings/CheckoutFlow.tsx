import { FormattedMessage, useIntl } from 'react-intl';
import { useListSuggestedCandidatesQuery } from '../../api/jobOpeningsApi';
import type { JobOpening } from '../../api/types';
import { Button, Modal, Spinner } from '../../components';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { isNormalizedError } from '../../api/errors';
import { NoCandidatesDialog } from './NoCandidatesDialog';
import { SuggestedCandidatesStep } from './SuggestedCandidatesStep';

export interface CheckoutFlowProps {
  /** The opening just created. */
  opening: JobOpening;
  onClose: () => void;
}

/**
 * The checkout step opened after an opening is created (SPEC §2, §4): loads its candidates
 * (`desiredCandidates` = the opening's desired candidates, no `ignoreIds`); an empty list
 * shows the no-candidates dialog, otherwise the suggested candidates.
 */
export function CheckoutFlow({ opening, onClose }: CheckoutFlowProps) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useListSuggestedCandidatesQuery({
    jobOpeningId: opening.uuid,
    desiredCandidates: opening.desired_candidates,
    ignoreIds: [],
  });
  if (isLoading) {
    return (
      <Modal open onClose={onClose} size="sm" title={<FormattedMessage id="candidates.loading" />}>
        <Spinner size="lg" label={intl.formatMessage({ id: 'candidates.loading' })} />
      </Modal>
    );
  }
  if (error || !data) {
    return (
      <Modal
        open
        onClose={onClose}
        size="sm"
        title={<FormattedMessage id="candidates.loadError" />}
        footer={
          <Button onClick={() => refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        {isNormalizedError(error) && (
          <ServerErrorAlert titleId="candidates.loadError" error={error} />
        )}
      </Modal>
    );
  }
  if (data.data.length === 0) return <NoCandidatesDialog open onClose={onClose} />;
  return <SuggestedCandidatesStep opening={opening} candidates={data.data} onClose={onClose} />;
}
