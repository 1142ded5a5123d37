import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useListPlansQuery } from '../../api/subscriptionApi';
import { Alert, Badge, Button, Spinner, Stack, StaleNote } from '../../components';
import { useQueryStatus } from '../shared/useQueryStatus';
import { PlanCard } from './PlanCard';
import { pathOfStep } from './signUpProgress';
import { useSignUpProgress } from './useSignUpProgress';
import { signUpMessages } from './signUp.messages';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  plansCancelAnytime: {
    id: 'signUp.plans.cancelAnytime',
    defaultMessage:
      'No commitment: cancel any time from your account details; the plan stays active until the end of the month you paid.',
  },
  plansCurrent: { id: 'signUp.plans.current', defaultMessage: 'Your current plan' },
  plansIntro: {
    id: 'signUp.plans.intro',
    defaultMessage:
      'Pick the monthly plan that fits how you hire. You pay the monthly fee by card today, then on the same day every month until you cancel.',
  },
});

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  align-items: stretch;
`;

/**
 * /sign-up/plans (SPEC §1, §2; contract `listPlans`): the monthly plans side by side as
 * {@link PlanCard}s, cheapest first, the recommended one highlighted; choosing one goes to
 * the card checkout with the plan in the URL (`/sign-up/checkout?plan=<id>`). The plan of an
 * unpaid `incomplete` subscription is marked as the current one (a `past_due` employer never
 * sees this step: the guard leads them to the account page's payment, issue #30 point 11).
 * The plans are asked again on coming back online and when the language changes (their texts
 * are the server's): if that fails, they stay under a quiet "Couldn't refresh. Retrying…" note
 * (issue #18 point 5); a first load that fails shows the error with "Try again".
 */
export function PlansStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const plans = useListPlansQuery(undefined, { refetchOnFocus: false });
  const { data, isFetching, refetch } = plans;
  const { kind } = useQueryStatus(plans);
  const { subscription } = useSignUpProgress();
  const currentPlanId =
    subscription && subscription.status !== 'canceled' ? subscription.plan.id : null;

  if (kind === 'loading')
    return <Spinner size="lg" label={intl.formatMessage(signUpMessages.plansLoading)} />;
  if (kind === 'error' || !data)
    return (
      <Alert variant="error" title={<FormattedMessage {...signUpMessages.plansFailed} />}>
        <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </Alert>
    );
  return (
    <Stack gap="lg">
      {kind === 'stale' && <StaleNote onRetry={() => void refetch()} retrying={isFetching} />}
      <p>
        <FormattedMessage {...messages.plansIntro} />
      </p>
      <StyledGrid>
        {data.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            note={
              plan.id === currentPlanId ? (
                <Badge variant="neutral">
                  <FormattedMessage {...messages.plansCurrent} />
                </Badge>
              ) : undefined
            }
            onChoose={(chosen) => navigate(pathOfStep('payment', chosen.id))}
          />
        ))}
      </StyledGrid>
      <p>
        <FormattedMessage {...messages.plansCancelAnytime} />
      </p>
    </Stack>
  );
}
