import { FormattedMessage } from 'react-intl';
import { Button, Modal } from '../../components';

export interface NoCandidatesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The no-candidates message (SPEC §2, §4): shown when a new opening's candidate list is
 * empty — no job seekers are available now, and a message will come when some are.
 */
export function NoCandidatesDialog({ open, onClose }: NoCandidatesDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage id="noCandidates.title" />}
      aria-describedby="no-candidates-text"
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="noCandidates.ok" />
        </Button>
      }
    >
      <p id="no-candidates-text">
        <FormattedMessage id="noCandidates.text" />
      </p>
    </Modal>
  );
}
