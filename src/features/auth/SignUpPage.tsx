import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '../../contract/types';
import { AuthShell } from '../../components';
import { labelOf, Yup } from '../../i18n/yup';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordRules } from './passwordRules';
import { returnPathAfterLogin, returnPathState, signUp } from './session';
import { authMessages } from './auth.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  fieldName: { id: 'auth.field.name', defaultMessage: 'name' },
  labelName: { id: 'auth.label.name', defaultMessage: 'Full name' },
  signUpFailed: {
    id: 'auth.signUp.failed',
    defaultMessage: "We couldn't create your account",
  },
  signUpHaveAccount: {
    id: 'auth.signUp.haveAccount',
    defaultMessage: 'Already have an account?',
  },
  signUpSubmit: { id: 'auth.signUp.submit', defaultMessage: 'Create account' },
  signUpSubtitle: {
    id: 'auth.signUp.subtitle',
    defaultMessage: 'Sign up, verify your email, add your company and pick a plan.',
  },
  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Create your employer account' },
  signUpToLogin: { id: 'auth.signUp.toLogin', defaultMessage: 'Log in' },
});

/** Sign-up rules (SPEC §5; contract RegisterRequest: name 2–120, email ≤ 255, password 8–72). */
const schema = Yup.object({
  name: Yup.string().label(labelOf(messages.fieldName)).trim().required().min(2).max(120),
  email: Yup.string().label(labelOf(authMessages.fieldEmail)).trim().required().email().max(255),
  ...newPasswordRules(),
});

/**
 * /auth/sign-up (SPEC §2, §4): name, email, password and confirmation. Registration success
 * logs in automatically with the same email and password, then goes to account details — or,
 * when the guard sent a link here (`state.from`), to that link, query and hash kept (issue #30
 * point 10; a page that needs a finished account leads to the first unfinished step, and the
 * end of the sign-up to the link).
 * Server errors (e.g. the UNIQUE email message of §5) land on their fields; values are kept.
 */
export function SignUpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthShell
      title={<FormattedMessage {...messages.signUpTitle} />}
      description={<FormattedMessage {...messages.signUpSubtitle} />}
      toolbar={<PreferenceControls />}
      footer={
        <>
          <FormattedMessage {...messages.signUpHaveAccount} />{' '}
          {/* Logging in instead still returns to the page the guard came from. */}
          <Link to="/auth/login" state={returnPathState(location.state)}>
            <FormattedMessage {...messages.signUpToLogin} />
          </Link>
        </>
      }
    >
      <ServerForm<RegisterRequest>
        initialValues={{ name: '', email: '', password: '', password_confirmation: '' }}
        validationSchema={schema}
        label={intl.formatMessage(messages.signUpTitle)}
        errorTitle={messages.signUpFailed}
        submitLabel={<FormattedMessage {...messages.signUpSubmit} />}
        onSubmit={async (values) => {
          const result = await dispatch(
            signUp({ ...values, name: values.name.trim(), email: values.email.trim() }),
          );
          if (signUp.fulfilled.match(result)) {
            navigate(returnPathAfterLogin(location.state));
            return null;
          }
          return result.payload ?? null;
        }}
      >
        <FormikTextField
          label={<FormattedMessage {...messages.labelName} />}
          name="name"
          autoComplete="name"
          required
        />
        <FormikTextField
          label={<FormattedMessage {...authMessages.labelEmail} />}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <NewPasswordFields />
      </ServerForm>
    </AuthShell>
  );
}
