import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useRequestPasswordChangeMutation, useResetPasswordMutation } from '../../api/authApi';
import { failureOf, type NormalizedError } from '../../api/errors';
import { Alert, AuthShell, Button, Stack } from '../../components';
import { labelOf, Yup } from '../../i18n/yup';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { passwordRecoveryMessages } from './PasswordRecoveryPages.messages';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordRules } from './passwordRules';
import { authMessages } from './auth.messages';
import { commonMessages } from '../../i18n/common.messages';
import { Feedback, Text } from './PasswordRecoveryPages.styles';

/** Where the recovery request page sends the email it used (router state). */
interface RecoveryState {
  email?: string;
}

/** Minutes a reset link is valid (contract `requestPasswordChange`). */
const RESET_LINK_MINUTES = 60;

const backToLogin = (
  <Link to="/auth/login">
    <FormattedMessage {...passwordRecoveryMessages.recoveryBackToLogin} />
  </Link>
);

/** Rules of the recovery request: the email, required and valid (SPEC §5). */
const requestSchema = Yup.object({
  email: Yup.string().label(labelOf(authMessages.fieldEmail)).trim().required().email().max(255),
});

/**
 * /auth/password-recovery-request (SPEC §2, §4, §8; contract `requestPasswordChange`): asks
 * for the account's email; success goes to the confirmation page (which is told the email);
 * an address with no account shows the server's 404 "Mail not found." on the email field and
 * in the alert, and keeps what was typed.
 */
export function PasswordRecoveryRequestPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [request] = useRequestPasswordChangeMutation();
  return (
    <AuthShell
      title={<FormattedMessage {...passwordRecoveryMessages.recoveryTitle} />}
      description={<FormattedMessage {...passwordRecoveryMessages.recoverySubtitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <ServerForm
        initialValues={{ email: '' }}
        validationSchema={requestSchema}
        label={intl.formatMessage(passwordRecoveryMessages.recoveryTitle)}
        errorTitle={passwordRecoveryMessages.recoveryFailed}
        submitLabel={<FormattedMessage {...passwordRecoveryMessages.recoverySubmit} />}
        onSubmit={async (values) => {
          const email = values.email.trim();
          // The form says a failure (issue #19 point 10: no toast as well).
          const error = await failureOf(errorsShownInline(request({ email })));
          if (!error) {
            navigate('/auth/password-recovery-confirmation', {
              state: { email } satisfies RecoveryState,
            });
            return null;
          }
          // 404 "Mail not found.": said on the field it is about.
          return error.status === 404 && !error.fields
            ? { ...error, fields: { email: [error.message] } }
            : error;
        }}
      >
        <FormikTextField
          label={<FormattedMessage {...authMessages.labelEmail} />}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
      </ServerForm>
    </AuthShell>
  );
}

/**
 * /auth/password-recovery-confirmation (SPEC §2, §4): says where the link went (the email of
 * the router state `{ email }` the request page passes), for how long it works (60 minutes,
 * once) and what to do if it does not arrive (spam folder), with a resend (contract
 * `requestPasswordChange` again) whose outcome shows below it — "We sent a new link", or the
 * server's failure. Without the email (e.g. after a reload) it links back to the request
 * page instead.
 */
export function PasswordRecoveryConfirmationPage() {
  const email = (useLocation().state as RecoveryState | null)?.email;
  const [request, { isLoading }] = useRequestPasswordChangeMutation();
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<NormalizedError | null>(null);
  return (
    <AuthShell
      title={<FormattedMessage {...passwordRecoveryMessages.recoveryConfirmationTitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <Stack gap="md">
        <Text>
          {email ? (
            <FormattedMessage
              {...passwordRecoveryMessages.recoveryConfirmationSentTo}
              values={{ email: <strong>{email}</strong>, minutes: RESET_LINK_MINUTES }}
            />
          ) : (
            <FormattedMessage
              {...passwordRecoveryMessages.recoveryConfirmationText}
              values={{ minutes: RESET_LINK_MINUTES }}
            />
          )}
        </Text>
        <Text>
          <FormattedMessage
            {...(email
              ? passwordRecoveryMessages.recoveryConfirmationNext
              : passwordRecoveryMessages.recoveryConfirmationNextWithoutEmail)}
          />
        </Text>
        {email ? (
          <div>
            <Button
              variant="secondary"
              loading={isLoading}
              onClick={async () => {
                setResent(false);
                setError(null);
                // The alert below says a failure (issue #19 point 10: no toast as well).
                const failure = await failureOf(errorsShownInline(request({ email })));
                if (failure) setError(failure);
                else setResent(true);
              }}
            >
              <FormattedMessage {...passwordRecoveryMessages.recoveryConfirmationResend} />
            </Button>
          </div>
        ) : (
          <Text>
            <Link to="/auth/password-recovery-request">
              <FormattedMessage {...passwordRecoveryMessages.recoveryConfirmationRequestAgain} />
            </Link>
          </Text>
        )}
      </Stack>
      <Feedback aria-live="polite">
        {resent && (
          <Alert variant="success">
            <FormattedMessage
              {...passwordRecoveryMessages.recoveryConfirmationResent}
              values={{ email }}
            />
          </Alert>
        )}
        {error && (
          <Alert
            variant="error"
            title={<FormattedMessage {...passwordRecoveryMessages.recoveryFailed} />}
          >
            {error.status === 0 || error.status >= 500 ? (
              <FormattedMessage {...commonMessages.errorGeneric} />
            ) : (
              error.message
            )}
          </Alert>
        )}
      </Feedback>
    </AuthShell>
  );
}

/** Rules of the new password and its confirmation (SPEC §5). */
const resetSchema = Yup.object(newPasswordRules());

/**
 * /auth/password-recovery/{token} (SPEC §2, §4; contract `resetPassword`): a new password and
 * its confirmation (8–72 characters, "The passwords do not match") for the e-mailed token;
 * success goes to login with the toast `auth.reset.success`. A token the server refuses (422
 * on `fields.token`: expired, already used, unknown) replaces the form with an alert that
 * says so, in the interface language, with a link to ask for a new one; other 422s land on
 * their fields, other failures in the form's alert.
 */
export function PasswordRecoveryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [reset] = useResetPasswordMutation();
  const [tokenRefused, setTokenRefused] = useState(false);
  return (
    <AuthShell
      title={<FormattedMessage {...passwordRecoveryMessages.resetTitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      {tokenRefused ? (
        <Alert
          variant="error"
          title={<FormattedMessage {...passwordRecoveryMessages.resetInvalidToken} />}
        >
          <Stack gap="sm" align="flex-start">
            <span>
              <FormattedMessage
                {...passwordRecoveryMessages.resetInvalidTokenHelp}
                values={{ minutes: RESET_LINK_MINUTES }}
              />
            </span>
            <Link to="/auth/password-recovery-request">
              <FormattedMessage {...passwordRecoveryMessages.resetNewLink} />
            </Link>
          </Stack>
        </Alert>
      ) : (
        <ServerForm
          initialValues={{ password: '', password_confirmation: '' }}
          validationSchema={resetSchema}
          label={intl.formatMessage(passwordRecoveryMessages.resetTitle)}
          errorTitle={passwordRecoveryMessages.resetFailed}
          submitLabel={<FormattedMessage {...passwordRecoveryMessages.resetSubmit} />}
          onSubmit={async (values) => {
            // The form (or the refused-link alert) says a failure: no toast (issue #19 point 10).
            const error = await failureOf(errorsShownInline(reset({ token, ...values })));
            if (!error) {
              notify({ kind: 'success', summary: passwordRecoveryMessages.resetSuccess });
              navigate('/auth/login');
              return null;
            }
            if (error.fields?.token?.length) {
              setTokenRefused(true);
              return null;
            }
            return error;
          }}
        >
          <NewPasswordFields />
        </ServerForm>
      )}
    </AuthShell>
  );
}
