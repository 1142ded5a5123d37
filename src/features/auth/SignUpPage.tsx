import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '../../api/types';
import { AuthShell } from '../../components';
import { Yup } from '../../i18n/yup';
import { useAppDispatch } from '../../store/hooks';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordRules } from './passwordRules';
import { signUp } from './session';

/** Sign-up rules (SPEC §5; contract RegisterRequest: name 2–120, email ≤ 255, password 8–72). */
const schema = Yup.object({
  name: Yup.string().label('auth.field.name').trim().required().min(2).max(120),
  email: Yup.string().label('auth.field.email').trim().required().email().max(255),
  ...newPasswordRules(),
});

/**
 * /auth/sign-up (SPEC §2, §4): name, email, password and confirmation. Registration success
 * logs in automatically with the same email and password, then goes to account details.
 * Server errors (e.g. the UNIQUE email message of §5) land on their fields; values are kept.
 */
export function SignUpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

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
        <NewPasswordFields />
      </ServerForm>
    </AuthShell>
  );
}
