import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as Yup from 'yup';
import { useRequestPasswordChangeMutation, useResetPasswordMutation } from '../../api/authApi';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import { AuthShell } from '../../components';
import { validationMessages } from '../../i18n/validation';
import { notify } from '../../store/notifier';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { newPasswordRules } from './passwordRules';

const backToLogin = (
  <Link to="/auth/login">
    <FormattedMessage id="auth.recovery.backToLogin" />
  </Link>
);

/** `null` when the request succeeded, else its {@link NormalizedError}. */
async function failureOf(request: Promise<unknown>): Promise<NormalizedError | null> {
  try {
    await request;
    return null;
  } catch (error) {
    return isNormalizedError(error) ? error : { status: 0, message: 'Ups!', errors: [] };
  }
}

/**
 * /auth/password-recovery-request (SPEC §2, §4, §8): asks for the account's email; success
 * goes to the confirmation page; an unknown address shows "Mail not found".
 */
export function PasswordRecoveryRequestPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [request] = useRequestPasswordChangeMutation();
  const schema = useMemo(() => {
    const v = validationMessages(intl);
    return Yup.object({
      email: Yup.string()
        .trim()
        .required(v.required('auth.field.email'))
        .email(v.email('auth.field.email')),
    });
  }, [intl]);
  return (
    <AuthShell
      title={<FormattedMessage id="auth.recovery.title" />}
      description={<FormattedMessage id="auth.recovery.subtitle" />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <ServerForm
        initialValues={{ email: '' }}
        validationSchema={schema}
        label={intl.formatMessage({ id: 'auth.recovery.title' })}
        errorTitleId="auth.recovery.failed"
        submitLabel={<FormattedMessage id="auth.recovery.submit" />}
        onSubmit={async (values) => {
          const error = await failureOf(request({ email: values.email.trim() }).unwrap());
          if (!error) navigate('/auth/password-recovery-confirmation');
          return error;
        }}
      >
        <FormikTextField
          label={<FormattedMessage id="auth.label.email" />}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
      </ServerForm>
    </AuthShell>
  );
}

/** /auth/password-recovery-confirmation (SPEC §2, §4): the link is on its way. */
export function PasswordRecoveryConfirmationPage() {
  return (
    <AuthShell
      title={<FormattedMessage id="auth.recoveryConfirmation.title" />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <p>
        <FormattedMessage id="auth.recoveryConfirmation.text" />
      </p>
    </AuthShell>
  );
}

/**
 * /auth/password-recovery/{token} (SPEC §2, §4): a new password for the e-mailed token;
 * success goes to login with a confirmation; an invalid token shows the server's message.
 */
export function PasswordRecoveryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [reset] = useResetPasswordMutation();
  const schema = useMemo(() => Yup.object(newPasswordRules(validationMessages(intl))), [intl]);
  return (
    <AuthShell
      title={<FormattedMessage id="auth.reset.title" />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <ServerForm
        initialValues={{ password: '', password_confirmation: '' }}
        validationSchema={schema}
        label={intl.formatMessage({ id: 'auth.reset.title' })}
        errorTitleId="auth.reset.failed"
        submitLabel={<FormattedMessage id="auth.reset.submit" />}
        onSubmit={async (values) => {
          const error = await failureOf(reset({ token, ...values }).unwrap());
          if (!error) {
            notify({ kind: 'success', summary: { id: 'auth.reset.success' } });
            navigate('/auth/login');
          }
          return error;
        }}
      >
        <FormikPasswordField
          label={<FormattedMessage id="auth.label.password" />}
          name="password"
          autoComplete="new-password"
          required
        />
        <FormikPasswordField
          label={<FormattedMessage id="auth.label.passwordConfirmation" />}
          name="password_confirmation"
          autoComplete="new-password"
          required
        />
      </ServerForm>
    </AuthShell>
  );
}
