import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureOf, type NormalizedError } from '../../api/errors';
import { useCancelCurrentSubscriptionMutation } from '../../api/subscriptionApi';
import type { Subscription } from '../../contract/types';
import { ConfirmDialog, Spinner, Stack } from '../../components';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { LoadErrorRetry } from '../shared/LoadErrorRetry';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import type { QueryStatusKind } from '../shared/useQueryStatus';
import { AccountSection } from './AccountSection';
import { CurrentPlan } from './CurrentPlan';
import { endOf } from './planStatus';
import { StyledCentered, StyledStaleNote, StyledText } from './AccountDetailsPage.styles';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  planCancelDialogConfirm: {
    id: 'account.plan.cancelDialog.confirm',
    defaultMessage: 'Cancel plan',
  },
  planCancelDialogKeep: {
    id: 'account.plan.cancelDialog.keep',
    defaultMessage: 'Keep plan',
  },
  planCancelDialogText: {
    id: 'account.plan.cancelDialog.text',
    defaultMessage:
      "Your {plan} plan stays active until {date}. You won't be charged again, and the current month is not refunded.",
  },
  planCancelDialogTitle: {
    id: 'account.plan.cancelDialog.title',
    defaultMessage: 'Cancel your plan?',
  },
  planCancelFailed: {
    id: 'account.plan.cancelFailed',
    defaultMessage: "We couldn't cancel your plan",
  },
  planCancelledToast: {
    id: 'account.plan.cancelledToast',
    defaultMessage: 'Plan cancelled',
  },
  planCancelledToastDetail: {
    id: 'account.plan.cancelledToastDetail',
    defaultMessage: 'It stays active until {date}.',
  },
  planLoadError: {
    id: 'account.plan.loadError',
    defaultMessage: "We couldn't load your plan",
  },
  planLoading: { id: 'account.plan.loading', defaultMessage: 'Loading your plan…' },
  planTitle: { id: 'account.plan.title', defaultMessage: 'Current plan' },
});

/** Props of {@link PlanSection}. */
export interface PlanSectionProps {
  /** `getCurrentSubscription`: `undefined` until loaded (or when it failed), `null` for none. */
  subscription: Subscription | null | undefined;
  /** What the section shows (`useQueryStatus` of the subscription query). */
  kind: QueryStatusKind;
  /** The load error, if the last request failed. */
  error: unknown;
  /** A request is under way (first load or retry). */
  isFetching: boolean;
  /** The plan step is open to the employer (email verified, company complete). */
  canChoosePlan: boolean;
  /** "Try again" (and the stale note's retry): loads the plan again. */
  onRetry: () => void;
}

/**
 * Current plan section (SPEC §1 billing, §2 account screen "current plan (with
 * cancellation of the plan)", §9 no refetch on focus; contracts `getCurrentSubscription`,
 * `cancelCurrentSubscription`): loading, an inline error with "Try again", no plan, or the
 * plan with a "Cancel plan" button behind a confirmation that says until when the plan stays
 * active. A refresh that fails (coming back online, switching the language) keeps the plan
 * shown under a quiet "Couldn't refresh. Retrying…" note (issue #18 point 5).
 */
export function PlanSection({
  subscription,
  kind,
  error,
  isFetching,
  canChoosePlan,
  onRetry,
}: PlanSectionProps) {
  const intl = useIntl();
  const [cancelPlan, { isLoading: cancelling }] = useCancelCurrentSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<NormalizedError | null>(null);

  let body;
  if (kind === 'error') {
    body = (
      <LoadErrorRetry
        title={messages.planLoadError}
        error={error}
        onRetry={onRetry}
        retrying={isFetching}
      />
    );
  } else if (subscription === undefined) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(messages.planLoading)} />
      </StyledCentered>
    );
  } else {
    // One tree whether stale or not: the plan (and the focus in it) is never mounted again.
    body = (
      <>
        {kind === 'stale' && <StyledStaleNote onRetry={onRetry} retrying={isFetching} />}
        <CurrentPlan
          subscription={subscription}
          canChoosePlan={canChoosePlan}
          onCancel={() => {
            setCancelError(null);
            setConfirming(true);
          }}
        />
      </>
    );
  }

  const confirmCancel = async () => {
    // The dialog says a failure (issue #19 point 10: no toast as well).
    const failure = await failureOf(errorsShownInline(cancelPlan()));
    if (failure) {
      setCancelError(failure);
      return;
    }
    setConfirming(false);
    if (subscription)
      notify({
        kind: 'success',
        summary: messages.planCancelledToast,
        detail: {
          ...messages.planCancelledToastDetail,
          values: {
            date: intl.formatDate(endOf(subscription), { dateStyle: 'long' }),
          },
        },
      });
  };

  return (
    <AccountSection title={<FormattedMessage {...messages.planTitle} />}>
      {body}
      {subscription && (
        <ConfirmDialog
          open={confirming}
          variant="danger"
          title={<FormattedMessage {...messages.planCancelDialogTitle} />}
          message={
            <Stack gap="md">
              {cancelError && (
                <ServerErrorAlert title={messages.planCancelFailed} error={cancelError} />
              )}
              <StyledText>
                <FormattedMessage
                  {...messages.planCancelDialogText}
                  values={{
                    plan: subscription.plan.name,
                    date: intl.formatDate(subscription.current_period_end, { dateStyle: 'long' }),
                  }}
                />
              </StyledText>
            </Stack>
          }
          confirmLabel={intl.formatMessage(messages.planCancelDialogConfirm)}
          cancelLabel={intl.formatMessage(messages.planCancelDialogKeep)}
          loading={cancelling}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AccountSection>
  );
}
