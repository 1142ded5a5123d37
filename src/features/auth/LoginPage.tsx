import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as Yup from 'yup';
import { AuthShell } from '../../components';
import { validationMessages } from '../../i18n/validation';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { logIn } from './session';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /auth/login (SPEC §2, §4): email + password. Success stores the token, loads the user and
 * goes to account details; a failure shows the server's message and keeps the typed values.
 */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const schema = useMemo(() => {
    const v = validationMessages(intl);
    return Yup.object({
      email: Yup.string()
        .trim()
        .required(v.required('auth.field.email'))
        .email(v.email('auth.field.email')),
      password: Yup.string().required(v.required('auth.field.password')),
    });
  }, [intl]);

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
            navigate('/account-details');
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
