import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateSubscriptionMutation, useListPlansQuery } from '../../api/subscriptionApi';
import type { Plan } from '../../contract/types';
import { Alert, Button, Spinner, StaleNote } from '../../components';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { CardPaymentForm } from '../billing/CardPaymentForm';
import { formatAmount } from '../billing/formatAmount';
import { useQueryStatus } from '../shared/useQueryStatus';
import { useAppSelector } from '../../store/hooks';
import { pageAfterSetUp } from './pageAfterSetUp';
import { PLAN_PARAM, SIGN_UP_STEP_PATHS } from './signUpProgress';
import { signUpMessages } from './signUp.messages';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  checkoutBack: { id: 'signUp.checkout.back', defaultMessage: 'Back to plans' },
  checkoutBilling: {
    id: 'signUp.checkout.billing',
    defaultMessage: 'Charged today, then monthly on the same day until you cancel.',
  },
  checkoutChangePlan: { id: 'signUp.checkout.changePlan', defaultMessage: 'Change plan' },
  checkoutPlan: { id: 'signUp.checkout.plan', defaultMessage: '{plan} plan' },
  welcomeDetail: {
    id: 'signUp.welcome.detail',
    defaultMessage:
      'Your {plan} plan is active. Create your first job opening to get suggested candidates.',
  },
  welcomeTitle: { id: 'signUp.welcome.title', defaultMessage: 'Welcome to Hireline!' },
});

/** The note over data kept after a failed refresh, spaced from that data. */
const StyledStaleNote = styled(StaleNote)`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const StyledSummary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

/** The order summary of the subscription checkout: plan, monthly fee, when it is charged. */
function PlanSummary({ plan }: { plan: Plan }) {
  const intl = useIntl();
  return (
    <StyledSummary aria-labelledby="checkout-plan-name">
      <div>
        <h2 id="checkout-plan-name">
          <FormattedMessage {...messages.checkoutPlan} values={{ plan: plan.name }} />
        </h2>
        <p>
          <FormattedMessage {...messages.checkoutBilling} />
        </p>
        <p>
          <Link to={SIGN_UP_STEP_PATHS.plan}>
            <FormattedMessage {...messages.checkoutChangePlan} />
          </Link>
        </p>
      </div>
      <strong>
        <FormattedMessage
          {...signUpMessages.plansPerMonth}
          values={{ amount: formatAmount(intl, plan.monthly_amount, plan.currency) }}
        />
      </strong>
    </StyledSummary>
  );
}

/**
 * /sign-up/checkout?plan=<id> (SPEC §1, §2 card checkout; contract `createSubscription`):
 * the chosen plan's summary and the card form of src/features/billing ({@link CardPaymentForm}:
 * the billing labels of §3, the payment-provider port, one Idempotency-Key per attempt,
 * 3-D Secure, the 8 provider error kinds, "Your payment is being processed…" and a
 * beforeunload guard while paying). The subscription is created from the PaymentMethod;
 * success lands in the app at /job-openings with a welcome toast — or at the page the employer
 * asked for before the account was ready ({@link pageAfterSetUp}, issue #30 point 10). Without
 * a known plan the plans step is shown instead. A refresh of the plans that fails (coming back online, switching
 * the language) keeps the form and what was typed in it, under a quiet "Couldn't refresh.
 * Retrying…" note (issue #18 point 5); only a first load that fails shows the error.
 */
export function SubscriptionCheckoutStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = Number(params.get(PLAN_PARAM));
  const plans = useListPlansQuery(undefined, { refetchOnFocus: false });
  const { kind } = useQueryStatus(plans);
  const [createSubscription] = useCreateSubscriptionMutation();
  const employer = useAppSelector((state) => state.auth.user?.uuid);

  if (kind === 'loading')
    return <Spinner size="lg" label={intl.formatMessage(signUpMessages.plansLoading)} />;
  if (kind === 'error' || !plans.data)
    return (
      <Alert variant="error" title={<FormattedMessage {...signUpMessages.plansFailed} />}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void plans.refetch()}
          loading={plans.isFetching}
        >
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </Alert>
    );
  const plan = plans.data.data.find((p) => p.id === planId);
  if (!plan) return <Navigate to={SIGN_UP_STEP_PATHS.plan} replace />;

  // One tree whether stale or not: the form (and what was typed) is never mounted again.
  return (
    <>
      {kind === 'stale' && (
        <StyledStaleNote onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
      )}
      <CardPaymentForm
        id="subscription-payment"
        amount={plan.monthly_amount}
        currency={plan.currency}
        purchaseKey={`subscription:${plan.id}`}
        summary={<PlanSummary plan={plan} />}
        // The card form says a failure (issue #19 point 10: no toast as well).
        send={({ idempotencyKey, paymentMethodId }) =>
          errorsShownInline(
            createSubscription({
              plan_id: plan.id,
              idempotencyKey,
              paymentMethodId: paymentMethodId ?? '',
            }),
          )
        }
        onPaid={() => {
          notify({
            kind: 'success',
            summary: messages.welcomeTitle,
            detail: { ...messages.welcomeDetail, values: { plan: plan.name } },
          });
          // The page asked for before the account was ready, if any (issue #30 point 10).
          navigate(pageAfterSetUp(employer) ?? '/job-openings', { replace: true });
        }}
        onBack={() => navigate(SIGN_UP_STEP_PATHS.plan)}
        backLabel={<FormattedMessage {...messages.checkoutBack} />}
      />
    </>
  );
}
