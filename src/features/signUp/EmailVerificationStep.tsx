import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  authApi,
  useResendEmailVerificationMutation,
  useVerifyEmailMutation,
} from '../../api/authApi';
import { asNormalizedError, isNormalizedError, type NormalizedError } from '../../api/errors';
import { Alert, Button, Stack, TextField } from '../../components';
import { translateValidationError } from '../../i18n/translateValidationError';
import { labelOf, Yup } from '../../i18n/yup';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { userReplaced } from '../../store/authSlice';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { isFieldErrorShown } from '../shared/FormikFields';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { ServerForm } from '../shared/ServerForm';
import { SIGN_UP_STEP_PATHS } from './signUpProgress';
import { useResendCooldown } from './useResendCooldown';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  attributeCode: { id: 'signUp.attribute.code', defaultMessage: 'verification code' },
  emailCode: { id: 'signUp.email.code', defaultMessage: 'Verification code' },
  emailCodeHint: {
    id: 'signUp.email.codeHint',
    defaultMessage: '6 digits. You can paste the whole code.',
  },
  emailFailed: {
    id: 'signUp.email.failed',
    defaultMessage: "We couldn't verify your email",
  },
  emailIntro: {
    id: 'signUp.email.intro',
    defaultMessage:
      'We e-mailed a 6-digit code to {email}. Enter it below to verify your email address; it is valid for {minutes} minutes.',
  },
  emailNoCode: {
    id: 'signUp.email.noCode',
    defaultMessage: "Didn't get the code? Check your spam folder, or ask for a new one.",
  },
  emailResend: { id: 'signUp.email.resend', defaultMessage: 'Send a new code' },
  emailResendFailed: {
    id: 'signUp.email.resendFailed',
    defaultMessage: "We couldn't send a new code",
  },
  emailResendIn: {
    id: 'signUp.email.resendIn',
    defaultMessage: 'Send a new code in {seconds, plural, one {# second} other {# seconds}}',
  },
  emailResent: {
    id: 'signUp.email.resent',
    defaultMessage:
      'We e-mailed a new code to {email}. The previous code no longer works. You can ask again in {seconds} seconds.',
  },
  emailSubmit: { id: 'signUp.email.submit', defaultMessage: 'Verify email' },
  emailVerified: { id: 'signUp.email.verified', defaultMessage: 'Email verified' },
});

/** Digits of the e-mailed code (contract EmailVerificationRequest: `^[0-9]{6}$`). */
const CODE_LENGTH = 6;

/** The schema of the code: required, exactly six digits (SPEC §5 length rule). */
const schema = Yup.object({
  code: Yup.string().label(labelOf(messages.attributeCode)).required().length(CODE_LENGTH),
});

/** Keeps the digits of what was typed or pasted ("123 456", "Code: 123456"), at most six. */
function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

const StyledCodeInput = styled.div`
  input {
    max-width: 12ch;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.3em;
    font-variant-numeric: tabular-nums;
  }
`;

/** The one code field: numeric keyboard on phones, one-time-code autofill, paste of all six. */
function CodeField() {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>('code');
  const { submitCount } = useFormikContext();
  return (
    <StyledCodeInput>
      <TextField
        label={<FormattedMessage {...messages.emailCode} />}
        name="code"
        id="verification-code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        hint={<FormattedMessage {...messages.emailCodeHint} />}
        value={field.value}
        onChange={(event) => void helpers.setValue(codeDigits(event.target.value))}
        onPaste={(event) => {
          event.preventDefault();
          void helpers.setValue(codeDigits(event.clipboardData.getData('text')));
        }}
        onBlur={field.onBlur}
        error={
          isFieldErrorShown(meta, submitCount > 0)
            ? translateValidationError(intl, meta.error)
            : undefined
        }
      />
    </StyledCodeInput>
  );
}

/**
 * /sign-up/email-verification (SPEC §1, §2; contract `verifyEmail`, `resendEmailVerification`):
 * the 6-digit code e-mailed at registration, in one field; a wrong or expired code shows the
 * server's 422 on the field; a 409 (already verified) moves on, like success, to the company
 * step. "Send a new code" starts a visible 60 s cooldown, or the 429's `Retry-After`; once
 * the new code is sent, the field is emptied and the old code's error goes (issue #19 point
 * 14).
 */
export function EmailVerificationStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [verifyEmail] = useVerifyEmailMutation();
  const [resend, resendState] = useResendEmailVerificationMutation();
  const cooldown = useResendCooldown();
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<NormalizedError | null>(null);
  // A new code starts a new attempt: the old code and its error go (issue #19 point 14).
  const [attempt, setAttempt] = useState(0);

  /** Already verified (409): reload the user so the flow sees it, then go on. */
  const moveOn = async () => {
    const request = dispatch(
      authApi.endpoints.getCurrentEmployee.initiate(undefined, { forceRefetch: true }),
    );
    try {
      dispatch(userReplaced(await request.unwrap()));
    } catch {
      /* the guard decides with what it has */
    } finally {
      request.unsubscribe();
    }
    navigate(SIGN_UP_STEP_PATHS.company);
  };

  const onResend = async () => {
    setResendError(null);
    setResent(false);
    try {
      await resend().unwrap();
      setAttempt((n) => n + 1);
      setResent(true);
      cooldown.start();
    } catch (error) {
      if (!isNormalizedError(error)) return;
      if (error.status === 409) return void moveOn();
      if (error.status === 429) cooldown.start(error.retryAfter ?? 60);
      else setResendError(error);
    }
  };

  return (
    <Stack gap="lg">
      <p>
        <FormattedMessage
          {...messages.emailIntro}
          values={{ email: <strong>{email}</strong>, minutes: 30 }}
        />
      </p>
      <ServerForm<{ code: string }>
        key={attempt}
        initialValues={{ code: '' }}
        validationSchema={schema}
        label={intl.formatMessage(commonMessages.emailVerification)}
        errorTitle={messages.emailFailed}
        submitLabel={<FormattedMessage {...messages.emailSubmit} />}
        onSubmit={async ({ code }) => {
          try {
            // The form says a failure (issue #19 point 10: no toast as well).
            await errorsShownInline(verifyEmail({ code }));
            notify({ kind: 'success', summary: messages.emailVerified });
            navigate(SIGN_UP_STEP_PATHS.company);
            return null;
          } catch (error) {
            if (isNormalizedError(error) && error.status === 409) {
              // Verified meanwhile: no form error to show, so say it as it goes on.
              notify({ kind: 'info', summary: error.message });
              await moveOn();
              return null;
            }
            return asNormalizedError(error);
          }
        }}
      >
        <CodeField />
      </ServerForm>
      <Stack gap="sm">
        <p>
          <FormattedMessage {...messages.emailNoCode} />
        </p>
        <div>
          <Button
            variant="secondary"
            onClick={() => void onResend()}
            loading={resendState.isLoading}
            disabled={cooldown.secondsLeft > 0}
          >
            {cooldown.secondsLeft > 0 ? (
              <FormattedMessage
                {...messages.emailResendIn}
                values={{ seconds: cooldown.secondsLeft }}
              />
            ) : (
              <FormattedMessage {...messages.emailResend} />
            )}
          </Button>
        </div>
        <div aria-live="polite">
          {resent && (
            <Alert variant="success">
              <FormattedMessage {...messages.emailResent} values={{ email, seconds: 60 }} />
            </Alert>
          )}
        </div>
        {resendError && <ServerErrorAlert title={messages.emailResendFailed} error={resendError} />}
      </Stack>
    </Stack>
  );
}
