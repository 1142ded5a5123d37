import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureOf, type NormalizedError } from '../../api/errors';
import { useCancelCurrentSubscriptionMutation } from '../../api/subscriptionApi';
import type { Subscription } from '../../api/types';
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
        titleId="account.plan.loadError"
        error={error}
        onRetry={onRetry}
        retrying={isFetching}
      />
    );
  } else if (subscription === undefined) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage({ id: 'account.plan.loading' })} />
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
        summary: { id: 'account.plan.cancelledToast' },
        detail: {
          id: 'account.plan.cancelledToastDetail',
          values: {
            date: intl.formatDate(endOf(subscription), { dateStyle: 'long' }),
          },
        },
      });
  };

  return (
    <AccountSection title={<FormattedMessage id="account.plan.title" />}>
      {body}
      {subscription && (
        <ConfirmDialog
          open={confirming}
          variant="danger"
          title={<FormattedMessage id="account.plan.cancelDialog.title" />}
          message={
            <Stack gap="md">
              {cancelError && (
                <ServerErrorAlert titleId="account.plan.cancelFailed" error={cancelError} />
              )}
              <StyledText>
                <FormattedMessage
                  id="account.plan.cancelDialog.text"
                  values={{
                    plan: subscription.plan.name,
                    date: intl.formatDate(subscription.current_period_end, { dateStyle: 'long' }),
                  }}
                />
              </StyledText>
            </Stack>
          }
          confirmLabel={intl.formatMessage({ id: 'account.plan.cancelDialog.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'account.plan.cancelDialog.keep' })}
          loading={cancelling}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AccountSection>
  );
}
