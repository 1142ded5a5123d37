/**
 * English texts of log in, sign up, password recovery and reset, one descriptor per message id.
 * `npm run i18n:extract` writes `src/i18n/locales/en/auth.json` from this module (never edit
 * that file by hand); the Spanish texts are in the matching `es` catalog. Call sites use the
 * ids alone, so the English text ships once, in the catalog (README "Translations").
 */
import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  'auth.field.name': { id: 'auth.field.name', defaultMessage: 'name' },
  'auth.field.email': { id: 'auth.field.email', defaultMessage: 'email' },
  'auth.field.password': { id: 'auth.field.password', defaultMessage: 'password' },
  'auth.field.passwordConfirmation': {
    id: 'auth.field.passwordConfirmation',
    defaultMessage: 'password confirmation',
  },
  'auth.label.name': { id: 'auth.label.name', defaultMessage: 'Full name' },
  'auth.label.email': { id: 'auth.label.email', defaultMessage: 'Email' },
  'auth.label.password': { id: 'auth.label.password', defaultMessage: 'Password' },
  'auth.label.passwordConfirmation': {
    id: 'auth.label.passwordConfirmation',
    defaultMessage: 'Confirm password',
  },
  'auth.login.title': { id: 'auth.login.title', defaultMessage: 'Log in to Hireline' },
  'auth.login.subtitle': {
    id: 'auth.login.subtitle',
    defaultMessage: 'Hire faster with suggested candidates.',
  },
  'auth.login.submit': { id: 'auth.login.submit', defaultMessage: 'Log in' },
  'auth.login.forgot': { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  'auth.login.noAccount': { id: 'auth.login.noAccount', defaultMessage: 'New to Hireline?' },
  'auth.login.toSignUp': { id: 'auth.login.toSignUp', defaultMessage: 'Create an account' },
  'auth.login.failed': { id: 'auth.login.failed', defaultMessage: "We couldn't log you in" },
  'auth.signUp.title': { id: 'auth.signUp.title', defaultMessage: 'Create your employer account' },
  'auth.signUp.subtitle': {
    id: 'auth.signUp.subtitle',
    defaultMessage: 'Sign up, verify your email, add your company and pick a plan.',
  },
  'auth.signUp.submit': { id: 'auth.signUp.submit', defaultMessage: 'Create account' },
  'auth.signUp.haveAccount': {
    id: 'auth.signUp.haveAccount',
    defaultMessage: 'Already have an account?',
  },
  'auth.signUp.toLogin': { id: 'auth.signUp.toLogin', defaultMessage: 'Log in' },
  'auth.signUp.failed': {
    id: 'auth.signUp.failed',
    defaultMessage: "We couldn't create your account",
  },
  'auth.signUp.passwordHint': {
    id: 'auth.signUp.passwordHint',
    defaultMessage: '8 to 72 characters.',
  },
  'auth.recovery.title': { id: 'auth.recovery.title', defaultMessage: 'Recover your password' },
  'auth.recovery.subtitle': {
    id: 'auth.recovery.subtitle',
    defaultMessage:
      'Enter the email of your account and we will e-mail you a link to reset your password.',
  },
  'auth.recovery.submit': { id: 'auth.recovery.submit', defaultMessage: 'Send recovery link' },
  'auth.recovery.failed': {
    id: 'auth.recovery.failed',
    defaultMessage: "We couldn't send the link",
  },
  'auth.recovery.backToLogin': {
    id: 'auth.recovery.backToLogin',
    defaultMessage: 'Back to log in',
  },
  'auth.recoveryConfirmation.title': {
    id: 'auth.recoveryConfirmation.title',
    defaultMessage: 'Check your email',
  },
  'auth.recoveryConfirmation.text': {
    id: 'auth.recoveryConfirmation.text',
    defaultMessage:
      'If the address belongs to an account, a link to reset your password is on its way. The link is valid for {minutes} minutes.',
  },
  'auth.reset.title': { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  'auth.reset.submit': { id: 'auth.reset.submit', defaultMessage: 'Reset password' },
  'auth.reset.failed': {
    id: 'auth.reset.failed',
    defaultMessage: "We couldn't reset your password",
  },
  'auth.reset.success': {
    id: 'auth.reset.success',
    defaultMessage: 'Your password has been reset. Log in with your new password.',
  },
  'auth.logout.success': {
    id: 'auth.logout.success',
    defaultMessage: 'You have successfully logged out',
  },
  'auth.recoveryConfirmation.sentTo': {
    id: 'auth.recoveryConfirmation.sentTo',
    defaultMessage:
      'We e-mailed a link to reset your password to {email}. The link is valid for {minutes} minutes and works once.',
  },
  'auth.recoveryConfirmation.next': {
    id: 'auth.recoveryConfirmation.next',
    defaultMessage:
      'Open the e-mail and follow the link to choose a new password. Nothing there? Check your spam folder, or send the link again.',
  },
  'auth.recoveryConfirmation.resend': {
    id: 'auth.recoveryConfirmation.resend',
    defaultMessage: 'Send the link again',
  },
  'auth.recoveryConfirmation.resent': {
    id: 'auth.recoveryConfirmation.resent',
    defaultMessage: 'We sent a new link to {email}. Earlier links still work until they expire.',
  },
  'auth.recoveryConfirmation.requestAgain': {
    id: 'auth.recoveryConfirmation.requestAgain',
    defaultMessage: 'Ask for a new link',
  },
  'auth.reset.invalidToken': {
    id: 'auth.reset.invalidToken',
    defaultMessage: "This reset link can't be used",
  },
  'auth.reset.newLink': { id: 'auth.reset.newLink', defaultMessage: 'Ask for a new link' },
  'auth.recoveryConfirmation.nextWithoutEmail': {
    id: 'auth.recoveryConfirmation.nextWithoutEmail',
    defaultMessage:
      'Open the e-mail and follow the link to choose a new password. Nothing there? Check your spam folder, or ask for a new link.',
  },
  'auth.reset.invalidTokenHelp': {
    id: 'auth.reset.invalidTokenHelp',
    defaultMessage:
      'The link has expired or was already used: each link works once, for {minutes} minutes. Ask for a new one and open the most recent e-mail.',
  },
});
