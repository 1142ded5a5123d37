/** The demo bank's 3-D Secure confirmation dialog of the demo payment provider (demoPaymentProvider). */
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  threeDSComplete: {
    id: 'billing.threeDS.complete',
    defaultMessage: 'Complete authentication',
  },
  threeDSFail: { id: 'billing.threeDS.fail', defaultMessage: 'Fail authentication' },
  threeDSText: {
    id: 'billing.threeDS.text',
    defaultMessage:
      "Your bank asks you to confirm this payment (3-D Secure). This is the demo's test confirmation page: complete it to pay, or fail it to see what happens when your bank refuses.",
  },
  threeDSTitle: { id: 'billing.threeDS.title', defaultMessage: 'Confirm your payment' },
});

/**
 * The demo stand-in for the bank's 3-D Secure page that Stripe.js shows in test mode: a modal
 * ("Confirm your payment") whose "Complete authentication" calls `onComplete` and whose "Fail
 * authentication" — or closing it (×, Escape, backdrop) — calls `onFail`.
 */
export function ThreeDSecureDialog({
  onComplete,
  onFail,
}: {
  /** The customer completed the authentication (the payment goes on). */
  onComplete: () => void;
  /** The customer failed or dismissed the authentication. */
  onFail: () => void;
}) {
  const completeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      size="md"
      onClose={onFail}
      initialFocusRef={completeRef}
      title={<FormattedMessage {...texts.threeDSTitle} />}
      aria-describedby="demo-three-d-secure-text"
      footer={
        <>
          <Button variant="secondary" onClick={onFail}>
            <FormattedMessage {...texts.threeDSFail} />
          </Button>
          <Button ref={completeRef} onClick={onComplete}>
            <FormattedMessage {...texts.threeDSComplete} />
          </Button>
        </>
      }
    >
      <p id="demo-three-d-secure-text">
        <FormattedMessage {...texts.threeDSText} />
      </p>
    </Modal>
  );
}
