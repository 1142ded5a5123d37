import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthShell } from '../../components/AuthShell';
import { Yup } from '../../i18n/yup';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { logIn } from './session';

/** Login form rules (SPEC §5): email required and valid, password required. */
const schema = Yup.object({
  email: Yup.string().label('auth.field.email').trim().required().email(),
  password: Yup.string().label('auth.field.password').required(),
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
      title={<FormattedMessage id="auth.login.title" />}
      description={<FormattedMessage id="auth.login.subtitle" />}
      toolbar={<PreferenceControls />}
      footer={
        <>
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <Link to="/auth/sign-up">
            <FormattedMessage id="auth.login.toSignUp" />
          </Link>
        </>
      }
    >
      <ServerForm<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        label={intl.formatMessage({ id: 'auth.login.title' })}
        errorTitleId="auth.login.failed"
        submitLabel={<FormattedMessage id="auth.login.submit" />}
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
              <FormattedMessage id="auth.login.forgot" />
            </Link>
          </p>
        }
      >
        <FormikTextField
          label={<FormattedMessage id="auth.label.email" />}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <FormikPasswordField
          label={<FormattedMessage id="auth.label.password" />}
          name="password"
          autoComplete="current-password"
          required
        />
      </ServerForm>
    </AuthShell>
  );
}
