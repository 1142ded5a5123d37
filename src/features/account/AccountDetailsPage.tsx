import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChangePasswordMutation } from '../../api/authApi';
import { failureOf } from '../../api/errors';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import type { Employee, Subscription } from '../../contract/types';
import { Button } from '../../components';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { useAppSelector } from '../../store/hooks';
import { CompanyForm } from '../company/CompanyForm';
import { AccountDetailsHeader } from '../shared/ScreenHeaders';
import { useQueryStatus } from '../shared/useQueryStatus';
import { firstUnfinishedStep, type SignUpStep } from '../signUp/signUpProgress';
import { AccountSection } from './AccountSection';
import { BillingHistory } from './BillingHistory';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { ChangePasswordValues } from './changePasswordSchema';
import { CompanySummary } from './CompanySummary';
import { FinishSetupPanel } from './FinishSetupPanel';
import { GeneralInformation } from './GeneralInformation';
import { NotificationsSection } from './NotificationsSection';
import { OverduePaymentDialog } from './OverduePaymentDialog';
import { isOverdue } from './overduePayment';
import { hasPlanStatusBanner, PlanStatusBanner } from './PlanStatusBanner';
import { hasCurrentPeriod, SpendSection } from './SpendSection';
import { PlanSection } from './PlanSection';
import { useOverduePayment } from './useOverduePayment';
import { StyledFormColumn, StyledPage, StyledText } from './AccountDetailsPage.styles';
import { accountMessages } from './account.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  companyCancelEdit: { id: 'account.company.cancelEdit', defaultMessage: 'Cancel' },
  companyEdit: { id: 'account.company.edit', defaultMessage: 'Edit' },
  companyEditLabel: {
    id: 'account.company.editLabel',
    defaultMessage: 'Edit company information',
  },
  companyIncomplete: {
    id: 'account.company.incomplete',
    defaultMessage: 'Your company information is not complete yet. Fill it in to start hiring.',
  },
  companySave: { id: 'account.company.save', defaultMessage: 'Save changes' },
  companySaveFirst: {
    id: 'account.company.saveFirst',
    defaultMessage: 'Save company information',
  },
  companyTitle: { id: 'account.company.title', defaultMessage: 'Company information' },
  companyVerifyFirst: {
    id: 'account.company.verifyFirst',
    defaultMessage: 'You can enter your company information once your email is verified.',
  },
  securityChanged: {
    id: 'account.security.changed',
    defaultMessage: 'Password changed',
  },
  securityChangedDetail: {
    id: 'account.security.changedDetail',
    defaultMessage: 'Use your new password the next time you log in.',
  },
  securityDescription: {
    id: 'account.security.description',
    defaultMessage: 'Change the password you use to log in. You stay logged in on this device.',
  },
  securityTitle: { id: 'account.security.title', defaultMessage: 'Security' },
});

/**
 * The step the page leads with (SPEC §1 sign-up, §2): `firstUnfinishedStep` of the user and
 * the current subscription; `null` when set up, or while the plan is not known yet and the
 * earlier steps are done.
 */
export function leadingStep(
  user: Employee,
  subscription: Subscription | null | undefined,
): SignUpStep | null {
  const step = firstUnfinishedStep({ user, subscription: subscription ?? null });
  if (step === 'plan' || step === 'payment') return subscription === undefined ? null : step;
  return step;
}

/**
 * Security section (SPEC §2 account screen "security"; contract `changePassword`, POST
 * /v1/employers/auth/password-change): the change-password form; success → a success
 * toast and an empty form; a wrong current password shows on its field.
 */
function SecuritySection() {
  const [changePassword] = useChangePasswordMutation();
  const submit = async (values: ChangePasswordValues) => {
    // The form says a failure (issue #19 point 10: no toast as well).
    const error = await failureOf(errorsShownInline(changePassword(values)));
    if (!error)
      notify({
        kind: 'success',
        summary: messages.securityChanged,
        detail: messages.securityChangedDetail,
      });
    return error;
  };
  return (
    <AccountSection
      title={<FormattedMessage {...messages.securityTitle} />}
      description={<FormattedMessage {...messages.securityDescription} />}
    >
      <ChangePasswordForm onSubmit={submit} />
    </AccountSection>
  );
}

/**
 * Company information section (SPEC §2 account screen, §4 "company update success replaces
 * the company on the current user"; contract `updateCompany`): the company read-only with
 * an "Edit" button that opens the same form as the sign-up company step, prefilled; saving
 * closes it and the summary shows the saved values. An incomplete company shows the form
 * at once; an unverified email says the company can be entered after verifying (the API
 * refuses the update with 403 until then).
 */
function CompanySection({ user }: { user: Employee }) {
  const intl = useIntl();
  const { company } = user;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const close = () => {
    focusEdit.current = true;
    setEditing(false);
  };

  const title = <FormattedMessage {...messages.companyTitle} />;
  if (!user.email_verified_at) {
    return (
      <AccountSection title={title}>
        <StyledText>
          <FormattedMessage {...messages.companyVerifyFirst} />
        </StyledText>
      </AccountSection>
    );
  }
  if (!company) {
    return (
      <AccountSection title={title}>
        <StyledText>
          <FormattedMessage {...accountMessages.companyNone} />
        </StyledText>
      </AccountSection>
    );
  }
  if (!company.is_complete) {
    return (
      <AccountSection
        title={title}
        description={<FormattedMessage {...messages.companyIncomplete} />}
      >
        <StyledFormColumn>
          <CompanyForm
            company={company}
            submitLabel={<FormattedMessage {...messages.companySaveFirst} />}
          />
        </StyledFormColumn>
      </AccountSection>
    );
  }
  return (
    <AccountSection
      title={title}
      actions={
        editing ? (
          <Button variant="ghost" size="sm" onClick={close}>
            <FormattedMessage {...messages.companyCancelEdit} />
          </Button>
        ) : (
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(messages.companyEditLabel)}
            onClick={() => setEditing(true)}
          >
            <FormattedMessage {...messages.companyEdit} />
          </Button>
        )
      }
    >
      {editing ? (
        <StyledFormColumn>
          <CompanyForm
            company={company}
            submitLabel={<FormattedMessage {...messages.companySave} />}
            onSaved={close}
          />
        </StyledFormColumn>
      ) : (
        <CompanySummary company={company} />
      )}
    </AccountSection>
  );
}

/**
 * /account-details (SPEC §2 account screen, §4: where login lands). Leads with what the
 * employer must do next — "Finish setting up your account" naming the first unfinished
 * sign-up step with a link to it, or the banner of a plan whose payment failed, awaits
 * confirmation or has ended — then the sections: general information, security (change
 * password), notifications of new replies (issue #21 point 3), company information (read
 * view + edit with the sign-up company form), the current plan (fees, next billing date, card,
 * cancellation), the spending of the current billing period while a plan is running and the
 * billing history with its filters in the URL (issue #9 point 4). Reads the current user from
 * the store and the plan with `useGetCurrentSubscriptionQuery` (no refetch on focus, §9).
 *
 * A `past_due` plan is paid here (issue #30 point 11): the banner's "Update card and pay", or
 * arriving with `?pay=overdue` (where the guard sends a past-due employer), opens "Pay the
 * overdue month" ({@link OverduePaymentDialog}); paying closes it with its own toast, and the
 * page shows the plan active again.
 */
export function AccountDetailsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const plan = useGetCurrentSubscriptionQuery(undefined, { refetchOnFocus: false });
  const { data: subscription, isFetching, refetch } = plan;
  const { kind, error } = useQueryStatus(plan);
  const overduePayment = useOverduePayment(subscription);
  if (!user) return null;
  const step = leadingStep(user, subscription);

  let leading = null;
  if (step && subscription && hasPlanStatusBanner(subscription) && isAfterCompany(step)) {
    leading = <PlanStatusBanner subscription={subscription} onPayOverdue={overduePayment.show} />;
  } else if (step) {
    leading = <FinishSetupPanel step={step} planId={subscription?.plan.id} />;
  }

  return (
    <StyledPage gap="lg">
      <AccountDetailsHeader />
      {leading}
      <GeneralInformation user={user} />
      <SecuritySection />
      <NotificationsSection />
      <CompanySection user={user} />
      <PlanSection
        subscription={subscription}
        kind={kind}
        error={error}
        isFetching={isFetching}
        canChoosePlan={step !== 'email' && step !== 'company'}
        onRetry={() => void refetch()}
      />
      {subscription && hasCurrentPeriod(subscription) && (
        <SpendSection subscription={subscription} />
      )}
      <BillingHistory lookUpOpenings={subscription?.status === 'active'} />
      {subscription && isOverdue(subscription) && (
        <OverduePaymentDialog
          subscription={subscription}
          open={overduePayment.open}
          onClose={overduePayment.close}
        />
      )}
    </StyledPage>
  );
}

/** `true` for the steps that are about the plan (plan, payment). */
function isAfterCompany(step: SignUpStep): boolean {
  return step === 'plan' || step === 'payment';
}
