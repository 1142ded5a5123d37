import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as Yup from 'yup';
import { useRequestPasswordChangeMutation, useResetPasswordMutation } from '../../api/authApi';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import { AuthShell, Button, Stack } from '../../components';
import { validationMessages } from '../../i18n/validation';
import { notify } from '../../store/notifier';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { formErrorsFromServer } from '../shared/serverErrors';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { PASSWORD_MAX, PASSWORD_MIN } from './SignUpPage';

const backToLogin = (
  <Link to="/auth/login">
    <FormattedMessage id="auth.recovery.backToLogin" />
  </Link>
);

/**
 * /auth/password-recovery-request (SPEC §2, §4, §8): asks for the account's email; success
 * goes to the confirmation page; an unknown address shows "Mail not found".
 */
export function PasswordRecoveryRequestPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [request] = useRequestPasswordChangeMutation();
  const [serverError, setServerError] = useState<NormalizedError | null>(null);
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
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setServerError(null);
          try {
            await request({ email: values.email.trim() }).unwrap();
            navigate('/auth/password-recovery-confirmation');
          } catch (error) {
            if (isNormalizedError(error)) {
              setServerError(error);
              helpers.setErrors(formErrorsFromServer(error));
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'auth.recovery.title' })}>
            <Stack gap="md">
              {serverError && (
                <ServerErrorAlert titleId="auth.recovery.failed" error={serverError} />
              )}
              <FormikTextField
                label={<FormattedMessage id="auth.label.email" />}
                name="email"
                type="email"
                autoComplete="email"
                required
              />
              <Button type="submit" fullWidth loading={isSubmitting}>
                <FormattedMessage id="auth.recovery.submit" />
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
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
  const [serverError, setServerError] = useState<NormalizedError | null>(null);
  const schema = useMemo(() => {
    const v = validationMessages(intl);
    return Yup.object({
      password: Yup.string()
        .required(v.required('auth.field.password'))
        .min(PASSWORD_MIN, v.minLength('auth.field.password', PASSWORD_MIN))
        .max(PASSWORD_MAX, v.maxLength('auth.field.password', PASSWORD_MAX)),
      password_confirmation: Yup.string()
        .required(v.required('auth.field.passwordConfirmation'))
        .oneOf([Yup.ref('password')], v.passwordsMismatch()),
    });
  }, [intl]);
  return (
    <AuthShell
      title={<FormattedMessage id="auth.reset.title" />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <Formik
        initialValues={{ password: '', password_confirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setServerError(null);
          try {
            await reset({ token, ...values }).unwrap();
            notify({ kind: 'success', summary: { id: 'auth.reset.success' } });
            navigate('/auth/login');
          } catch (error) {
            if (isNormalizedError(error)) {
              setServerError(error);
              helpers.setErrors(formErrorsFromServer(error));
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'auth.reset.title' })}>
            <Stack gap="md">
              {serverError && <ServerErrorAlert titleId="auth.reset.failed" error={serverError} />}
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
              <Button type="submit" fullWidth loading={isSubmitting}>
                <FormattedMessage id="auth.reset.submit" />
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
