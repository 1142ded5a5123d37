/** The checkout dialog of suggested candidates (select, then pay), for CandidateCheckout. */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaidRequest } from '../../api/chatsApi';
import { useCheckoutCandidatesMutation } from '../../api/chatsApi';
import type {
  Candidate,
  CandidateSuggestionMeta,
  CheckoutResult,
  JobOpening,
} from '../../contract/types';
import { Button, Modal } from '../../components';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { useCardOnFile } from '../billing/cardOnFile';
import { CardPaymentForm } from '../billing/CardPaymentForm';
import { useCheckoutPrice } from './checkoutPrice';
import { CheckoutSummary } from './CheckoutSummary';
import { SuggestedCandidatesStep } from './SuggestedCandidatesStep';
import { useSuggestionSelection } from './useSuggestionSelection';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  checkoutBack: { id: 'billing.checkout.back', defaultMessage: 'Back to candidates' },
  checkoutSuccess: {
    id: 'billing.checkout.success',
    defaultMessage: 'Payment complete',
  },
  checkoutSuccessDetail: {
    id: 'billing.checkout.successDetail',
    defaultMessage: '{count, plural, one {# chat opened} other {# chats opened}} for {name}.',
  },
  checkoutTitle: {
    id: 'billing.checkout.title',
    defaultMessage: 'Pay for candidates for {name}',
  },
  close: {
    id: 'candidates.close',
    defaultMessage: 'Close without paying',
    description:
      'Beside "Continue to payment": closes the suggested candidates; the selection is kept for later',
  },
  continue: { id: 'candidates.continue', defaultMessage: 'Continue to payment' },
  title: { id: 'candidates.title', defaultMessage: 'Suggested candidates for {name}' },
});

const SUMMARY_ID = 'candidate-checkout-summary';

/** Props of {@link CheckoutDialog}. */
export interface CheckoutDialogProps {
  opening: JobOpening;
  /** The suggestions (non-empty), best match first. */
  candidates: Candidate[];
  /**
   * The suggestion list's meta: `unit_amount` (cents) and `currency` price the checkout until
   * the current plan is known (then its `communication_request_amount`; `checkoutPrice`).
   */
  meta: CandidateSuggestionMeta;
  /**
   * Shown above the suggestions (the first step), e.g. the `StaleNote` of suggestions whose
   * refresh failed: they stay, with the selection.
   */
  notice?: ReactNode;
  onClose: () => void;
  onCheckedOut: (result: CheckoutResult) => void;
}

/**
 * The checkout dialog: step 1 chooses the candidates (at first those at or above the
 * employer's last-used minimum match, or their earlier selection for this opening —
 * `useSuggestionSelection`, issue #19 point 15; select all / none / by minimum match) and
 * shows the running total, with "Close without paying" (the selection is kept for the next
 * time it opens) and "Continue to payment" (disabled
 * while nobody is selected, so nothing can be paid for zero candidates) in a bar kept at the
 * bottom of the screen; step 2 is the order summary and the card payment. One price per
 * candidate for both steps and the Pay button: the plan's `communication_request_amount` in
 * the plan's currency, the suggestions' `meta` until the plan is known (`useCheckoutPrice`,
 * issue #9 point 2). While paying the dialog cannot be dismissed; closing the payment step
 * with card or billing input typed asks "Discard changes?" first (issue #19 point 1).
 * With a card on file (the subscription's `payment_method`) the payment step preselects it —
 * brand, last four, expiry — and pays without `payment_method_id` (the contract's default
 * card); "Use another card" shows the card form (issue #19 point 3).
 */
export function CheckoutDialog({
  opening,
  candidates,
  meta,
  notice,
  onClose,
  onCheckedOut,
}: CheckoutDialogProps) {
  const [step, setStep] = useState<'select' | 'pay'>('select');
  const { selected, setSelected, threshold, setThreshold, preselection, forget } =
    useSuggestionSelection(opening.uuid, candidates);
  const [processing, setProcessing] = useState(false);
  // The card form holds typed input: closing asks first (issue #19 point 1).
  const [cardDirty, setCardDirty] = useState(false);
  const [checkout] = useCheckoutCandidatesMutation();
  const price = useCheckoutPrice(meta);
  const cardOnFile = useCardOnFile();
  const chosen = useMemo(
    () => candidates.filter((c) => selected.has(c.uuid)),
    [candidates, selected],
  );
  const candidateUuids = useMemo(() => chosen.map((c) => c.uuid), [chosen]);

  // The card form says a failure (issue #19 point 10: no toast as well).
  const send = useCallback(
    (request: PaidRequest) =>
      errorsShownInline(
        checkout({
          jobOpeningId: opening.uuid,
          candidate_uuids: candidateUuids,
          ...request,
        }),
      ),
    [checkout, opening.uuid, candidateUuids],
  );

  const onPaid = (result: CheckoutResult) => {
    notify({
      kind: 'success',
      summary: messages.checkoutSuccess,
      detail: {
        ...messages.checkoutSuccessDetail,
        values: { count: result.data.length, name: result.job_opening.name },
      },
    });
    forget();
    onCheckedOut(result);
  };

  const paying = step === 'pay';
  // The step's content replaces the button that opened it: move focus to the new step (the
  // order summary, or back to "Continue to payment") instead of losing it to the page.
  const continueRef = useRef<HTMLButtonElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 'pay') document.getElementById(SUMMARY_ID)?.focus();
    else continueRef.current?.focus();
  }, [step]);
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!processing}
      hasUnsavedChanges={paying && cardDirty}
      size="lg"
      title={
        paying ? (
          <FormattedMessage {...messages.checkoutTitle} values={{ name: opening.name }} />
        ) : (
          <FormattedMessage {...messages.title} values={{ name: opening.name }} />
        )
      }
    >
      {paying ? (
        <CardPaymentForm<CheckoutResult>
          id="candidate-checkout-payment"
          amount={price.unitAmount * chosen.length}
          currency={price.currency}
          purchaseKey={JSON.stringify([opening.uuid, candidateUuids])}
          send={send}
          onPaid={onPaid}
          onProcessingChange={setProcessing}
          onDirtyChange={setCardDirty}
          cardOnFile={cardOnFile}
          onBack={() => setStep('select')}
          backLabel={<FormattedMessage {...messages.checkoutBack} />}
          summary={
            <CheckoutSummary
              id={SUMMARY_ID}
              opening={opening}
              candidates={chosen}
              unitAmount={price.unitAmount}
              currency={price.currency}
            />
          }
        />
      ) : (
        <>
          {notice}
          <SuggestedCandidatesStep
            opening={opening}
            candidates={candidates}
            selected={selected}
            onSelectedChange={setSelected}
            threshold={threshold}
            onThresholdChange={setThreshold}
            preselection={preselection}
            unitAmount={price.unitAmount}
            currency={price.currency}
            actions={
              <>
                <Button variant="secondary" onClick={onClose}>
                  <FormattedMessage {...messages.close} />
                </Button>
                <Button
                  ref={continueRef}
                  onClick={() => setStep('pay')}
                  disabled={chosen.length === 0}
                >
                  <FormattedMessage {...messages.continue} />
                </Button>
              </>
            }
          />
        </>
      )}
    </Modal>
  );
}
