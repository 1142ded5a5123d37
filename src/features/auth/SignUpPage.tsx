import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as Yup from 'yup';
import type { RegisterRequest } from '../../api/types';
import { AuthShell } from '../../components';
import { validationMessages } from '../../i18n/validation';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikPasswordField, FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { newPasswordRules } from './passwordRules';
import { signUp } from './session';

/**
 * /auth/sign-up (SPEC §2, §4): name, email, password and confirmation. Registration success
 * logs in automatically with the same email and password, then goes to account details.
 * Server errors (e.g. the UNIQUE email message of §5) land on their fields; values are kept.
 */
export function SignUpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      ...newPasswordRules(v),
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
      <ServerForm<RegisterRequest>
        initialValues={{ name: '', email: '', password: '', password_confirmation: '' }}
        validationSchema={schema}
        label={intl.formatMessage({ id: 'auth.signUp.title' })}
        errorTitleId="auth.signUp.failed"
        submitLabel={<FormattedMessage id="auth.signUp.submit" />}
        onSubmit={async (values) => {
          const result = await dispatch(
            signUp({ ...values, name: values.name.trim(), email: values.email.trim() }),
          );
          if (signUp.fulfilled.match(result)) {
            navigate('/account-details');
            return null;
          }
          return result.payload ?? null;
        }}
      >
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
      </ServerForm>
    </AuthShell>
  );
}
