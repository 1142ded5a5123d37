/** The texts of the password recovery pages (src/features/auth/PasswordRecoveryPages.tsx). */
import { defineMessages } from '../../i18n/defineMessages';

export const passwordRecoveryMessages = defineMessages({
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
