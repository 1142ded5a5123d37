import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaidRequest } from '../../api/chatsApi';
import type { CardSummary } from '../../contract/types';
import { Alert, Button, Stack } from '../../components';
import { useAppSelector } from '../../store/hooks';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { CardOnFileChoice, type CardChoice } from './CardOnFileChoice';
import { useCardSession } from './cardSession';
import { formatAmount } from './formatAmount';
import { formatPaymentError } from './paymentErrors';
import { usePaymentProvider } from './PaymentProviderContext';
import type { BillingDetails } from './paymentProvider';
import { runCardPayment, type PaymentAttempt, type PaymentFailure } from './runCardPayment';
import { useBeforeUnloadGuard } from './useBeforeUnloadGuard';
import { useReportChange } from './useReportChange';
import { billingDetailsOf, billingSchema, type BillingFormValues } from './billingDetails';
import { BillingDetailsFields } from './BillingDetailsFields';
import { CardDetailsFields } from './CardDetailsFields';
import { StyledActions, StyledFailure } from './CardPaymentForm.styles';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  errorServerTitle: {
    id: 'billing.error.serverTitle',
    defaultMessage: "We couldn't complete the payment",
  },
  errorTitle: {
    id: 'billing.error.title',
    defaultMessage: "Your payment didn't go through",
  },
  formLabel: { id: 'billing.form.label', defaultMessage: 'Payment details' },
  paid: { id: 'billing.paid', defaultMessage: 'Payment of {amount} complete.' },
  pay: { id: 'billing.pay', defaultMessage: 'Pay {amount}' },
  paying: { id: 'billing.paying', defaultMessage: 'Processing payment…' },
  processing: {
    id: 'billing.processing',
    defaultMessage: 'Your payment is being processed. Please do not refresh or close this page.',
  },
});

/** Where a payment is: editing, paying (includes 3-D Secure), or paid. */
type PaymentPhase = 'idle' | 'processing' | 'succeeded';

/** Props of {@link CardPaymentForm}. */
export interface CardPaymentFormProps<T> {
  /** Id of the `<form>` element. */
  id?: string;
  /** The charge, in the currency's minor unit (cents): shown on the pay button. */
  amount: number;
  /** ISO 4217 currency code of `amount` (the API sends `usd`). */
  currency: string;
  /**
   * What is being bought (e.g. the opening and the candidate uuids): part of the attempt's
   * fingerprint, so a retry after an unknown outcome reuses its key only for the same purchase.
   */
  purchaseKey: string;
  /**
   * Sends the paid request with the attempt's Idempotency-Key and PaymentMethod id; resolves
   * with the result, rejects with a NormalizedError (402 with `paymentError`).
   */
  send: (request: PaidRequest) => Promise<T>;
  /** Called once with the result of a successful payment. */
  onPaid: (result: T) => void;
  /** Told when a payment starts and ends (e.g. to make a dialog non-dismissible). */
  onProcessingChange?: (processing: boolean) => void;
  /**
   * Told whether the form holds input that closing would discard: a billing field changed
   * from its initial value, or the card fields edited (`CardSession.revision` > 0). A dialog
   * around asks before discarding it (issue #19 point 1). Called with `false` on mount.
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** Shows a secondary "back" action next to the pay button (disabled while paying). */
  onBack?: () => void;
  /** Label of the back action. */
  backLabel?: ReactNode;
  /** Shown above the card fields (e.g. the order summary). */
  summary?: ReactNode;
  /**
   * The employer's card on file (the subscription's `payment_method`), for operations that
   * charge it when no `payment_method_id` is sent (checkout; issue #19 point 3). Given, the
   * form offers it first and preselected — "Pay with Visa •••• 4242, expires 04/28" — with
   * "Use another card" showing the card fields and billing details; paying with it sends the
   * request without `paymentMethodId`. Omitted or `null`: the card form alone.
   */
  cardOnFile?: CardSummary | null;
}

/**
 * A card payment form (SPEC §2 checkout steps, §3 billing labels, §7 "Card payment", §8
 * payment errors): the provider's card fields (card number, expiration date, CVV) and the
 * billing details (cardholder name, billing address, state, city, zip code; state and city
 * start from the company's location), then one payment attempt per click of "Pay {amount}"
 * through {@link runCardPayment}.
 *
 * While a payment is in progress the pay button is disabled and loading, the page says
 * "Your payment is being processed. Please do not refresh or close this page.", a
 * `beforeunload` guard is set and `onProcessingChange(true)` lets the dialog around refuse
 * to close. A synchronous guard (a ref, not only state) makes a double click send one
 * request. A failure shows its translated message and keeps every value; the next click is
 * a new attempt with a new Idempotency-Key (or, after an unknown outcome, the same one).
 *
 * With a `cardOnFile` (issue #19 point 3) the form starts on "pay with the card on file":
 * the card fields and billing details stay hidden (what was typed in them is kept), the pay
 * button sends the request without `paymentMethodId` under the same rules (one request per
 * attempt, a new key per attempt, 3-D Secure confirmed and repeated with the same key);
 * "Use another card" brings the card form back.
 */
export function CardPaymentForm<T>(props: CardPaymentFormProps<T>) {
  const provider = usePaymentProvider();
  return (
    <provider.Scope>
      <CardPaymentFormBody<T> {...props} CardFields={provider.CardFields} />
    </provider.Scope>
  );
}

function CardPaymentFormBody<T>({
  id = 'card-payment',
  amount,
  currency,
  purchaseKey,
  send,
  onPaid,
  onProcessingChange,
  onDirtyChange,
  onBack,
  backLabel,
  summary,
  cardOnFile,
  CardFields,
}: CardPaymentFormProps<T> & {
  CardFields: ReturnType<typeof usePaymentProvider>['CardFields'];
}) {
  const intl = useIntl();
  const session = useCardSession();
  const companyLocation = useAppSelector((state) => state.auth.user?.company?.location ?? null);
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // A failure is shown where the employer is looking, and focused (issue #30 point 4): in a
  // scrolled checkout dialog the alert above the card fields was out of view, focus on the page.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure) return;
    // Focusing scrolls it into view (the dialog's own scroll too).
    failureRef.current?.focus();
  }, [failure]);
  const inFlight = useRef(false);
  const unsettled = useRef<PaymentAttempt | null>(null);
  const processing = phase === 'processing';
  const locked = phase !== 'idle';
  const [cardChoice, setCardChoice] = useState<CardChoice>('cardOnFile');
  /** Pays with the card on file: no card fields, no `paymentMethodId` (issue #19 point 3). */
  const payingWithCardOnFile = Boolean(cardOnFile) && cardChoice === 'cardOnFile';

  useBeforeUnloadGuard(processing);
  useReportChange(processing, onProcessingChange);

  /** A payment was attempted: every field's error shows from then on (SPEC §5). */
  const [attempted, setAttempted] = useState(false);
  const formik = useFormik<BillingFormValues>({
    initialValues: {
      name: '',
      line1: '',
      postal_code: '',
      state: companyLocation?.state ?? null,
      city: companyLocation?.city ?? null,
    },
    validationSchema: billingSchema,
    onSubmit: () => undefined,
  });
  const { values } = formik;
  const dirty = formik.dirty || session.revision > 0;
  useReportChange(dirty, onDirtyChange);

  const pay = async () => {
    // Synchronous guard: a second click (or Enter) before React re-renders does nothing.
    if (inFlight.current || phase === 'succeeded') return;
    inFlight.current = true;
    try {
      setFailure(null);
      let billing: BillingDetails | undefined;
      if (!payingWithCardOnFile) {
        setAttempted(true);
        const cardValid = session.validate();
        const formErrors = await formik.validateForm();
        void formik.setTouched(
          { name: true, line1: true, postal_code: true, state: true, city: true },
          false,
        );
        if (!cardValid || Object.keys(formErrors).length > 0 || !session.ready) return;
        billing = billingDetailsOf(values);
      }
      setPhase('processing');
      const outcome = await runCardPayment<T>({
        session,
        billing,
        send,
        fingerprint: JSON.stringify(
          billing
            ? [purchaseKey, amount, currency, billing, session.revision]
            : [purchaseKey, amount, currency, 'cardOnFile'],
        ),
        unsettled: unsettled.current,
      });
      if (outcome.status === 'succeeded') {
        unsettled.current = null;
        setPhase('succeeded');
        onPaid(outcome.result);
        return;
      }
      unsettled.current = outcome.unsettled ?? null;
      setFailure(outcome.failure);
      setPhase('idle');
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay();
  };

  const total = formatAmount(intl, amount, currency);

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage(messages.formLabel)}
      aria-busy={processing}
    >
      <Stack gap="lg">
        {summary}
        {failure && (
          <StyledFailure ref={failureRef} tabIndex={-1} data-payment-failure>
            {failure.kind === 'payment' ? (
              <Alert variant="error" title={<FormattedMessage {...messages.errorTitle} />}>
                {formatPaymentError(intl, failure.error)}
              </Alert>
            ) : (
              <ServerErrorAlert title={messages.errorServerTitle} error={failure.error} />
            )}
          </StyledFailure>
        )}
        {cardOnFile && (
          <CardOnFileChoice
            card={cardOnFile}
            value={cardChoice}
            onChange={setCardChoice}
            disabled={locked}
            name={`${id}-card`}
          />
        )}
        <CardDetailsFields CardFields={CardFields} locked={locked} hidden={payingWithCardOnFile} />
        <BillingDetailsFields
          id={id}
          formik={formik}
          attempted={attempted}
          locked={locked}
          hidden={payingWithCardOnFile}
        />
        {processing && (
          <Alert variant="warning">
            <FormattedMessage {...messages.processing} />
          </Alert>
        )}
        {phase === 'succeeded' && (
          <Alert variant="success">
            <FormattedMessage {...messages.paid} values={{ amount: total }} />
          </Alert>
        )}
        <StyledActions>
          {onBack && (
            <Button variant="secondary" onClick={onBack} disabled={locked}>
              {backLabel ?? <FormattedMessage {...commonMessages.cancel} />}
            </Button>
          )}
          <Button type="submit" loading={processing} disabled={phase === 'succeeded'}>
            {processing ? (
              <FormattedMessage {...messages.paying} />
            ) : (
              <FormattedMessage {...messages.pay} values={{ amount: total }} />
            )}
          </Button>
        </StyledActions>
      </Stack>
    </form>
  );
}
