import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Stack } from '../../components';
import { useAppSelector } from '../../store/hooks';
import { CompanyForm } from '../company/CompanyForm';
import { SIGN_UP_STEP_PATHS } from './signUpProgress';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  companyIntro: {
    id: 'signUp.company.intro',
    defaultMessage:
      'Tell candidates who you are. You can change this later in your account details.',
  },
  companyNone: {
    id: 'signUp.company.none',
    defaultMessage: 'This account has no company to fill in.',
  },
  companySubmit: { id: 'signUp.company.submit', defaultMessage: 'Save and continue' },
});

/** sessionStorage key of the company step's unsaved values. */
const COMPANY_DRAFT_KEY = 'hireline.signUp.company';

/**
 * /sign-up/company-information (SPEC §2, §4; contract `updateCompany`): the company form,
 * prefilled with what was saved before; typed values survive a reload of the tab. Saving
 * replaces the company on the current user and goes on to the plans.
 */
export function CompanyInformationStep() {
  const navigate = useNavigate();
  const company = useAppSelector((state) => state.auth.user?.company ?? null);
  if (!company)
    return (
      <Alert variant="error">
        <FormattedMessage {...messages.companyNone} />
      </Alert>
    );
  return (
    <Stack gap="lg">
      <p>
        <FormattedMessage {...messages.companyIntro} />
      </p>
      <CompanyForm
        company={company}
        draftKey={COMPANY_DRAFT_KEY}
        submitLabel={<FormattedMessage {...messages.companySubmit} />}
        onSaved={() => navigate(SIGN_UP_STEP_PATHS.plan)}
      />
    </Stack>
  );
}
