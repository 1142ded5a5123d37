import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthShell } from '../../components/AuthShell';
import { labelOf, Yup } from '../../i18n/yup';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { logIn } from './session';
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
  loginToSignUp: { id: 'auth.login.toSignUp', defaultMessage: 'Create an account' },
});

/** Login form rules (SPEC §5): email required and valid, password required. */
const schema = Yup.object({
  email: Yup.string().label(labelOf(authMessages.fieldEmail)).trim().required().email(),
  password: Yup.string().label(labelOf(authMessages.fieldPassword)).required(),
});

/**
 * Where login returns to: the page the guard came from (`state.from`, e.g. after a 401 ended
 * the session on /job-openings?search=x) — path, query and hash — unless it is an auth page;
 * otherwise account details (SPEC §4).
 */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth'))
    return '/account-details';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /auth/login (SPEC §2, §4): email + password. Success stores the token, loads the user and
 * goes to account details (or back to the page a 401 ended the session on); a failure shows the server's message and keeps the typed values.
 */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthShell
      title={<FormattedMessage {...messages.loginTitle} />}
      description={<FormattedMessage {...messages.loginSubtitle} />}
      toolbar={<PreferenceControls />}
      footer={
        <>
          <FormattedMessage {...messages.loginNoAccount} />{' '}
          <Link to="/auth/sign-up">
            <FormattedMessage {...messages.loginToSignUp} />
          </Link>
        </>
      }
    >
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
