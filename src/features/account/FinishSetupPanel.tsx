import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Stack } from '../../components';
import { pathOfStep, type SignUpStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  setupActionAccount: {
    id: 'account.setup.action.account',
    defaultMessage: 'Create your account',
  },
  setupActionCompany: {
    id: 'account.setup.action.company',
    defaultMessage: 'Enter company information',
  },
  setupActionEmail: {
    id: 'account.setup.action.email',
    defaultMessage: 'Verify your email',
  },
  setupActionPayment: {
    id: 'account.setup.action.payment',
    defaultMessage: 'Pay for your plan',
  },
  setupActionPlan: { id: 'account.setup.action.plan', defaultMessage: 'Choose a plan' },
  setupNext: { id: 'account.setup.next', defaultMessage: 'Next step: {step}' },
  setupStepAccount: {
    id: 'account.setup.step.account',
    defaultMessage: 'account creation',
  },
  setupStepCompany: {
    id: 'account.setup.step.company',
    defaultMessage: 'company information',
  },
  setupStepEmail: {
    id: 'account.setup.step.email',
    defaultMessage: 'email verification',
  },
  setupStepPayment: { id: 'account.setup.step.payment', defaultMessage: 'payment' },
  setupStepPlan: { id: 'account.setup.step.plan', defaultMessage: 'plan' },
  setupTextAccount: {
    id: 'account.setup.text.account',
    defaultMessage: 'Create your employer account to start.',
  },
  setupTextCompany: {
    id: 'account.setup.text.company',
    defaultMessage: 'Tell candidates who you are: name, phone number, location, size and industry.',
  },
  setupTextEmail: {
    id: 'account.setup.text.email',
    defaultMessage: 'Enter the code we e-mailed you to verify your address.',
  },
  setupTextPayment: {
    id: 'account.setup.text.payment',
    defaultMessage: 'Pay for your plan by card to start hiring.',
  },
  setupTextPlan: {
    id: 'account.setup.text.plan',
    defaultMessage: 'Choose a monthly plan to create job openings and check out candidates.',
  },
  setupTitle: {
    id: 'account.setup.title',
    defaultMessage: 'Finish setting up your account',
  },
});

/** The name of each unfinished step ("company information"). */
const STEP_NAMES: Readonly<Record<SignUpStep, Message>> = {
  account: messages.setupStepAccount,
  company: messages.setupStepCompany,
  email: messages.setupStepEmail,
  payment: messages.setupStepPayment,
  plan: messages.setupStepPlan,
};

/** What each unfinished step asks for. */
const STEP_TEXTS: Readonly<Record<SignUpStep, Message>> = {
  account: messages.setupTextAccount,
  company: messages.setupTextCompany,
  email: messages.setupTextEmail,
  payment: messages.setupTextPayment,
  plan: messages.setupTextPlan,
};

/** The link to each unfinished step. */
const STEP_ACTIONS: Readonly<Record<SignUpStep, Message>> = {
  account: messages.setupActionAccount,
  company: messages.setupActionCompany,
  email: messages.setupActionEmail,
  payment: messages.setupActionPayment,
  plan: messages.setupActionPlan,
};

const StyledNext = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  margin: 0;
`;

export interface FinishSetupPanelProps {
  /** The first unfinished sign-up step (`firstUnfinishedStep`). */
  step: SignUpStep;
  /** The plan of the current subscription, carried to the payment step (`?plan=<id>`). */
  planId?: number | null;
}

/**
 * The panel that leads /account-details while the account is not set up (SPEC §1 sign-up,
 * §2 account screen): "Finish setting up your account", the name of the next step (email
 * verification, company information, plan or payment), what it asks for, and a primary
 * link to that step's route (`pathOfStep`).
 */
export function FinishSetupPanel({ step, planId }: FinishSetupPanelProps) {
  const intl = useIntl();
  return (
    <Alert variant="info" title={<FormattedMessage {...messages.setupTitle} />}>
      <Stack gap="sm" align="flex-start">
        <StyledNext>
          <FormattedMessage
            {...messages.setupNext}
            values={{ step: intl.formatMessage(STEP_NAMES[step]) }}
          />
        </StyledNext>
        <StyledText>
          <FormattedMessage {...STEP_TEXTS[step]} />
        </StyledText>
        <ActionLink to={pathOfStep(step, planId)}>
          <FormattedMessage {...STEP_ACTIONS[step]} />
        </ActionLink>
      </Stack>
    </Alert>
  );
}
