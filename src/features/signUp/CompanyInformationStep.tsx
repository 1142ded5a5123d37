import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Stack } from '../../components';
import { useAppSelector } from '../../store/hooks';
import { CompanyForm } from '../company/CompanyForm';
import { SIGN_UP_STEP_PATHS } from './signUpProgress';

/** sessionStorage key of the company step's unsaved values. */
export const COMPANY_DRAFT_KEY = 'hireline.signUp.company';

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
        <FormattedMessage id="signUp.company.none" />
      </Alert>
    );
  return (
    <Stack gap="lg">
      <p>
        <FormattedMessage id="signUp.company.intro" />
      </p>
      <CompanyForm
        company={company}
        draftKey={COMPANY_DRAFT_KEY}
        submitLabel={<FormattedMessage id="signUp.company.submit" />}
        onSaved={() => navigate(SIGN_UP_STEP_PATHS.plan)}
      />
    </Stack>
  );
}
