/**
 * English texts of the sign-up steps, one descriptor per message id. `npm run i18n:extract`
 * writes `src/i18n/locales/en/signUp.json` from this module (never edit that file by hand); the
 * Spanish texts are in the matching `es` catalog. Call sites use the ids alone, so the English
 * text ships once, in the catalog (README "Translations").
 */
import { defineMessages } from 'react-intl';

export const signUpMessages = defineMessages({
  'signUp.steps': { id: 'signUp.steps', defaultMessage: 'Sign-up steps' },
  'signUp.signedInAs': {
    id: 'signUp.signedInAs',
    defaultMessage: 'Signed in as {email}.',
    description: 'Under the sign-up stepper; {email} is the signed-in e-mail, in bold.',
  },
  'signUp.notYou': { id: 'signUp.notYou', defaultMessage: 'Not you?' },
  'signUp.step.account': { id: 'signUp.step.account', defaultMessage: 'Account' },
  'signUp.step.email': { id: 'signUp.step.email', defaultMessage: 'Email' },
  'signUp.step.company': { id: 'signUp.step.company', defaultMessage: 'Company' },
  'signUp.step.plan': { id: 'signUp.step.plan', defaultMessage: 'Plan' },
  'signUp.step.payment': { id: 'signUp.step.payment', defaultMessage: 'Payment' },
  'signUp.attribute.code': { id: 'signUp.attribute.code', defaultMessage: 'verification code' },
  'signUp.email.intro': {
    id: 'signUp.email.intro',
    defaultMessage:
      'We e-mailed a 6-digit code to {email}. Enter it below to verify your email address; it is valid for {minutes} minutes.',
  },
  'signUp.email.code': { id: 'signUp.email.code', defaultMessage: 'Verification code' },
  'signUp.email.codeHint': {
    id: 'signUp.email.codeHint',
    defaultMessage: '6 digits. You can paste the whole code.',
  },
  'signUp.email.submit': { id: 'signUp.email.submit', defaultMessage: 'Verify email' },
  'signUp.email.failed': {
    id: 'signUp.email.failed',
    defaultMessage: "We couldn't verify your email",
  },
  'signUp.email.verified': { id: 'signUp.email.verified', defaultMessage: 'Email verified' },
  'signUp.email.noCode': {
    id: 'signUp.email.noCode',
    defaultMessage: "Didn't get the code? Check your spam folder, or ask for a new one.",
  },
  'signUp.email.resend': { id: 'signUp.email.resend', defaultMessage: 'Send a new code' },
  'signUp.email.resendIn': {
    id: 'signUp.email.resendIn',
    defaultMessage: 'Send a new code in {seconds, plural, one {# second} other {# seconds}}',
  },
  'signUp.email.resent': {
    id: 'signUp.email.resent',
    defaultMessage:
      'We e-mailed a new code to {email}. The previous code no longer works. You can ask again in {seconds} seconds.',
  },
  'signUp.email.resendFailed': {
    id: 'signUp.email.resendFailed',
    defaultMessage: "We couldn't send a new code",
  },
  'signUp.company.intro': {
    id: 'signUp.company.intro',
    defaultMessage:
      'Tell candidates who you are. You can change this later in your account details.',
  },
  'signUp.company.submit': { id: 'signUp.company.submit', defaultMessage: 'Save and continue' },
  'signUp.company.none': {
    id: 'signUp.company.none',
    defaultMessage: 'This account has no company to fill in.',
  },
  'signUp.plans.intro': {
    id: 'signUp.plans.intro',
    defaultMessage:
      'Pick the monthly plan that fits how you hire. You pay the monthly fee by card today, then on the same day every month until you cancel.',
  },
  'signUp.plans.loading': { id: 'signUp.plans.loading', defaultMessage: 'Loading plans…' },
  'signUp.plans.failed': {
    id: 'signUp.plans.failed',
    defaultMessage: "We couldn't load the plans",
  },
  'signUp.plans.recommended': { id: 'signUp.plans.recommended', defaultMessage: 'Recommended' },
  'signUp.plans.perMonth': { id: 'signUp.plans.perMonth', defaultMessage: '{amount} / month' },
  'signUp.plans.checkoutFee': {
    id: 'signUp.plans.checkoutFee',
    defaultMessage: 'Per candidate checked out',
  },
  'signUp.plans.unlockFee': {
    id: 'signUp.plans.unlockFee',
    defaultMessage: 'Per chat unlock ({days, plural, one {# day} other {# days}})',
  },
  'signUp.plans.features': { id: 'signUp.plans.features', defaultMessage: 'Features' },
  'signUp.plans.choose': { id: 'signUp.plans.choose', defaultMessage: 'Choose {plan}' },
  'signUp.plans.current': { id: 'signUp.plans.current', defaultMessage: 'Your current plan' },
  'signUp.plans.cancelAnytime': {
    id: 'signUp.plans.cancelAnytime',
    defaultMessage:
      'No commitment: cancel any time from your account details; the plan stays active until the end of the month you paid.',
  },
  'signUp.checkout.plan': { id: 'signUp.checkout.plan', defaultMessage: '{plan} plan' },
  'signUp.checkout.billing': {
    id: 'signUp.checkout.billing',
    defaultMessage: 'Charged today, then monthly on the same day until you cancel.',
  },
  'signUp.checkout.changePlan': { id: 'signUp.checkout.changePlan', defaultMessage: 'Change plan' },
  'signUp.checkout.back': { id: 'signUp.checkout.back', defaultMessage: 'Back to plans' },
  'signUp.welcome.title': { id: 'signUp.welcome.title', defaultMessage: 'Welcome to Hireline!' },
  'signUp.welcome.detail': {
    id: 'signUp.welcome.detail',
    defaultMessage:
      'Your {plan} plan is active. Create your first job opening to get suggested candidates.',
  },
});
