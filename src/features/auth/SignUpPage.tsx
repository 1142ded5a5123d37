import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as Yup from 'yup';
import type { NormalizedError } from '../../api/errors';
import type { RegisterRequest } from '../../api/types';
import { AuthShell, Button, Stack } from '../../components';
import { validationMessages } from '../../i18n/validation';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { formErrorsFromServer } from '../shared/serverErrors';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { signUp } from './session';

/** Password length rule of the contract's RegisterRequest (8–72 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

/**
 * /auth/sign-up (SPEC §2, §4): name, email, password and confirmation. Registration success
 * logs in automatically with the same email and password, then goes to account details.
 * Server errors (e.g. the UNIQUE email message of §5) land on their fields; values are kept.
 */
export function SignUpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<NormalizedError | null>(null);
  const schema = useMemo(() => {
    const v = validationMessages(intl);
    return Yup.object({
      name: Yup.string()
        .trim()
        .required(v.required('auth.field.name'))
        .max(255, v.maxLength('auth.field.name', 255)),
      email: Yup.string()
        .trim()
        .required(v.required('auth.field.email'))
        .email(v.email('auth.field.email')),
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
      title={<FormattedMessage id="auth.signUp.title" />}
      description={<FormattedMessage id="auth.signUp.subtitle" />}
      toolbar={<PreferenceControls />}
      footer={
        <>
          <FormattedMessage id="auth.signUp.haveAccount" />{' '}
          <Link to="/auth/login">
            <FormattedMessage id="auth.signUp.toLogin" />
          </Link>
        </>
      }
    >
      <Formik<RegisterRequest>
        initialValues={{ name: '', email: '', password: '', password_confirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setServerError(null);
          const result = await dispatch(
            signUp({ ...values, name: values.name.trim(), email: values.email.trim() }),
          );
          if (signUp.fulfilled.match(result)) {
            navigate('/account-details');
            return;
          }
          if (result.payload) {
            setServerError(result.payload);
            helpers.setErrors(formErrorsFromServer(result.payload));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'auth.signUp.title' })}>
            <Stack gap="md">
              {serverError && <ServerErrorAlert titleId="auth.signUp.failed" error={serverError} />}
              <FormikTextField
                label={<FormattedMessage id="auth.label.name" />}
                name="name"
                autoComplete="name"
                required
              />
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
                autoComplete="new-password"
                required
                hint={<FormattedMessage id="auth.signUp.passwordHint" />}
              />
              <FormikPasswordField
                label={<FormattedMessage id="auth.label.passwordConfirmation" />}
                name="password_confirmation"
                autoComplete="new-password"
                required
              />
              <Button type="submit" fullWidth loading={isSubmitting}>
                <FormattedMessage id="auth.signUp.submit" />
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
