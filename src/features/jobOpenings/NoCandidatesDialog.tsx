import { FormattedMessage } from 'react-intl';
import { Button, Modal } from '../../components';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  ok: { id: 'noCandidates.ok', defaultMessage: 'Got it' },
  text: {
    id: 'noCandidates.text',
    defaultMessage: "No job seekers are available now. We'll send you a message when some are.",
  },
  title: { id: 'noCandidates.title', defaultMessage: 'No candidates available' },
});

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
      title={<FormattedMessage {...messages.title} />}
      aria-describedby="no-candidates-text"
      footer={
        <Button onClick={onClose}>
          <FormattedMessage {...messages.ok} />
        </Button>
      }
    >
      <p id="no-candidates-text">
        <FormattedMessage {...messages.text} />
      </p>
    </Modal>
  );
}
