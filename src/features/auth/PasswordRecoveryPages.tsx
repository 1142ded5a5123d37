import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRequestPasswordChangeMutation, useResetPasswordMutation } from '../../api/authApi';
import { failureOf, type NormalizedError } from '../../api/errors';
import { Alert, AuthShell, Button, Stack } from '../../components';
import { labelOf, Yup } from '../../i18n/yup';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { PreferenceControls } from '../preferences/PreferenceControls';
import { FormikTextField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordRules } from './passwordRules';
import { authMessages } from './auth.messages';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  recoveryBackToLogin: {
    id: 'auth.recovery.backToLogin',
    defaultMessage: 'Back to log in',
  },
  recoveryFailed: {
    id: 'auth.recovery.failed',
    defaultMessage: "We couldn't send the link",
  },
  recoverySubmit: { id: 'auth.recovery.submit', defaultMessage: 'Send recovery link' },
  recoverySubtitle: {
    id: 'auth.recovery.subtitle',
    defaultMessage:
      'Enter the email of your account and we will e-mail you a link to reset your password.',
  },
  recoveryTitle: { id: 'auth.recovery.title', defaultMessage: 'Recover your password' },
  recoveryConfirmationNext: {
    id: 'auth.recoveryConfirmation.next',
    defaultMessage:
      'Open the e-mail and follow the link to choose a new password. Nothing there? Check your spam folder, or send the link again.',
  },
  recoveryConfirmationNextWithoutEmail: {
    id: 'auth.recoveryConfirmation.nextWithoutEmail',
    defaultMessage:
      'Open the e-mail and follow the link to choose a new password. Nothing there? Check your spam folder, or ask for a new link.',
  },
  recoveryConfirmationRequestAgain: {
    id: 'auth.recoveryConfirmation.requestAgain',
    defaultMessage: 'Ask for a new link',
  },
  recoveryConfirmationResend: {
    id: 'auth.recoveryConfirmation.resend',
    defaultMessage: 'Send the link again',
  },
  recoveryConfirmationResent: {
    id: 'auth.recoveryConfirmation.resent',
    defaultMessage: 'We sent a new link to {email}. Earlier links still work until they expire.',
  },
  recoveryConfirmationSentTo: {
    id: 'auth.recoveryConfirmation.sentTo',
    defaultMessage:
      'We e-mailed a link to reset your password to {email}. The link is valid for {minutes} minutes and works once.',
  },
  recoveryConfirmationText: {
    id: 'auth.recoveryConfirmation.text',
    defaultMessage:
      'If the address belongs to an account, a link to reset your password is on its way. The link is valid for {minutes} minutes.',
  },
  recoveryConfirmationTitle: {
    id: 'auth.recoveryConfirmation.title',
    defaultMessage: 'Check your email',
  },
  resetFailed: {
    id: 'auth.reset.failed',
    defaultMessage: "We couldn't reset your password",
  },
  resetInvalidToken: {
    id: 'auth.reset.invalidToken',
    defaultMessage: "This reset link can't be used",
  },
  resetInvalidTokenHelp: {
    id: 'auth.reset.invalidTokenHelp',
    defaultMessage:
      'The link has expired or was already used: each link works once, for {minutes} minutes. Ask for a new one and open the most recent e-mail.',
  },
  resetNewLink: { id: 'auth.reset.newLink', defaultMessage: 'Ask for a new link' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Reset password' },
  resetSuccess: {
    id: 'auth.reset.success',
    defaultMessage: 'Your password has been reset. Log in with your new password.',
  },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
});

/** Where the recovery request page sends the email it used (router state). */
interface RecoveryState {
  email?: string;
}

/** Minutes a reset link is valid (contract `requestPasswordChange`). */
const RESET_LINK_MINUTES = 60;

/** A paragraph of the auth card; the surrounding `Stack` spaces them. */
const Text = styled.p`
  margin: 0;
`;

/** Where the resend's outcome appears (a polite live region), spaced only when it says something. */
const Feedback = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.md}px;
  }
`;

const backToLogin = (
  <Link to="/auth/login">
    <FormattedMessage {...messages.recoveryBackToLogin} />
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
      title={<FormattedMessage {...messages.recoveryTitle} />}
      description={<FormattedMessage {...messages.recoverySubtitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <ServerForm
        initialValues={{ email: '' }}
        validationSchema={requestSchema}
        label={intl.formatMessage(messages.recoveryTitle)}
        errorTitle={messages.recoveryFailed}
        submitLabel={<FormattedMessage {...messages.recoverySubmit} />}
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
      title={<FormattedMessage {...messages.recoveryConfirmationTitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      <Stack gap="md">
        <Text>
          {email ? (
            <FormattedMessage
              {...messages.recoveryConfirmationSentTo}
              values={{ email: <strong>{email}</strong>, minutes: RESET_LINK_MINUTES }}
            />
          ) : (
            <FormattedMessage
              {...messages.recoveryConfirmationText}
              values={{ minutes: RESET_LINK_MINUTES }}
            />
          )}
        </Text>
        <Text>
          <FormattedMessage
            {...(email
              ? messages.recoveryConfirmationNext
              : messages.recoveryConfirmationNextWithoutEmail)}
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
              <FormattedMessage {...messages.recoveryConfirmationResend} />
            </Button>
          </div>
        ) : (
          <Text>
            <Link to="/auth/password-recovery-request">
              <FormattedMessage {...messages.recoveryConfirmationRequestAgain} />
            </Link>
          </Text>
        )}
      </Stack>
      <Feedback aria-live="polite">
        {resent && (
          <Alert variant="success">
            <FormattedMessage {...messages.recoveryConfirmationResent} values={{ email }} />
          </Alert>
        )}
        {error && (
          <Alert variant="error" title={<FormattedMessage {...messages.recoveryFailed} />}>
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
      title={<FormattedMessage {...messages.resetTitle} />}
      toolbar={<PreferenceControls />}
      footer={backToLogin}
    >
      {tokenRefused ? (
        <Alert variant="error" title={<FormattedMessage {...messages.resetInvalidToken} />}>
          <Stack gap="sm" align="flex-start">
            <span>
              <FormattedMessage
                {...messages.resetInvalidTokenHelp}
                values={{ minutes: RESET_LINK_MINUTES }}
              />
            </span>
            <Link to="/auth/password-recovery-request">
              <FormattedMessage {...messages.resetNewLink} />
            </Link>
          </Stack>
        </Alert>
      ) : (
        <ServerForm
          initialValues={{ password: '', password_confirmation: '' }}
          validationSchema={resetSchema}
          label={intl.formatMessage(messages.resetTitle)}
          errorTitle={messages.resetFailed}
          submitLabel={<FormattedMessage {...messages.resetSubmit} />}
          onSubmit={async (values) => {
            // The form (or the refused-link alert) says a failure: no toast (issue #19 point 10).
            const error = await failureOf(errorsShownInline(reset({ token, ...values })));
            if (!error) {
              notify({ kind: 'success', summary: messages.resetSuccess });
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
