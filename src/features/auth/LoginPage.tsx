import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { AuthShell } from '../../components/AuthShell';
import { labelOf, Yup } from '../../i18n/yup';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { logIn, returnPathAfterLogin, returnPathState } from './session';
import { authMessages } from './auth.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  loginFailed: { id: 'auth.login.failed', defaultMessage: "We couldn't log you in" },
  loginForgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  loginNoAccount: { id: 'auth.login.noAccount', defaultMessage: 'New to Hireline?' },
  loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  loginSubtitle: {
    id: 'auth.login.subtitle',
    defaultMessage: 'Hire faster with suggested candidates.',
  },
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Log in to Hireline' },
  signedOutInAnotherTab: {
    id: 'auth.login.signedOutInAnotherTab',
    defaultMessage: 'You have been signed out in another tab',
  },
  loginToSignUp: { id: 'auth.login.toSignUp', defaultMessage: 'Create an account' },
});

/** Login form rules (SPEC §5): email required and valid, password required. */
const schema = Yup.object({
  email: Yup.string().label(labelOf(authMessages.fieldEmail)).trim().required().email(),
  password: Yup.string().label(labelOf(authMessages.fieldPassword)).required(),
});

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /auth/login (SPEC §2, §4): email + password. Success stores the token, loads the user and
 * goes to account details (or back to the page a 401 ended the session on); a failure shows the server's message and keeps the typed values.
 * After a logout in another tab it says so (issue #29), and when another tab signs in, the
 * route's guard returns to the page the session had ended on.
 */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const endedInAnotherTab = useAppSelector((state) => state.auth.endedInAnotherTab === true);

  return (
    <AuthShell
      title={<FormattedMessage {...messages.loginTitle} />}
      description={<FormattedMessage {...messages.loginSubtitle} />}
      toolbar={<PreferenceControls />}
      footer={
        <>
          <FormattedMessage {...messages.loginNoAccount} />{' '}
          {/* Signing up instead still returns to the page the guard came from. */}
          <Link to="/auth/sign-up" state={returnPathState(location.state)}>
            <FormattedMessage {...messages.loginToSignUp} />
          </Link>
        </>
      }
    >
      {endedInAnotherTab && (
        <Alert variant="info">
          <FormattedMessage {...messages.signedOutInAnotherTab} />
        </Alert>
      )}
      <ServerForm<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        label={intl.formatMessage(messages.loginTitle)}
        errorTitle={messages.loginFailed}
        submitLabel={<FormattedMessage {...messages.loginSubmit} />}
        onSubmit={async (values) => {
          const result = await dispatch(
            logIn({ email: values.email.trim(), password: values.password }),
          );
          if (logIn.fulfilled.match(result)) {
            navigate(returnPathAfterLogin(location.state), { replace: true });
            return null;
          }
          return result.payload ?? null;
        }}
        after={
          <p>
            <Link to="/auth/password-recovery-request">
              <FormattedMessage {...messages.loginForgot} />
            </Link>
          </p>
        }
      >
        <FormikTextField
          label={<FormattedMessage {...authMessages.labelEmail} />}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <FormikPasswordField
          label={<FormattedMessage {...authMessages.labelPassword} />}
          name="password"
          autoComplete="current-password"
          required
        />
      </ServerForm>
    </AuthShell>
  );
}
