import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Stack } from '../../components';
import { pathOfStep, type SignUpStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';

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
    <Alert variant="info" title={<FormattedMessage id="account.setup.title" />}>
      <Stack gap="sm" align="flex-start">
        <StyledNext>
          <FormattedMessage
            id="account.setup.next"
            values={{ step: intl.formatMessage({ id: `account.setup.step.${step}` }) }}
          />
        </StyledNext>
        <StyledText>
          <FormattedMessage id={`account.setup.text.${step}`} />
        </StyledText>
        <ActionLink to={pathOfStep(step, planId)}>
          <FormattedMessage id={`account.setup.action.${step}`} />
        </ActionLink>
      </Stack>
    </Alert>
  );
}
