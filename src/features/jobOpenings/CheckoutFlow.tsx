import type { CheckoutResult, JobOpening } from '../../contract/types';
import { CandidateCheckout } from './CandidateCheckout';

/** The reusable checkout (also for the chats screen's find-more-candidates modal). */
export { CandidateCheckout } from './CandidateCheckout';

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** The opening just created. */
  opening: JobOpening;
  /** Closes the step without paying. */
  onClose: () => void;
  /**
   * The checkout callback (SPEC §4 "Checkout success triggers a callback"): called with what
   * the paid checkout created; the job openings page goes to the opening's chats.
   */
  onCheckedOut: (result: CheckoutResult) => void;
}

/**
 * The checkout step opened after an opening is created (SPEC §2, §4): its suggested
 * candidates (no `ignoreIds`) or the no-candidates dialog, then the card payment — the
 * {@link CandidateCheckout} of a new opening.
 */
export function CheckoutFlow({ opening, onClose, onCheckedOut }: CheckoutFlowProps) {
  return <CandidateCheckout opening={opening} onClose={onClose} onCheckedOut={onCheckedOut} />;
}
