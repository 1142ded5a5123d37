/**
 * English texts of the app shell: route titles, navigation, error and not-found pages, one
 * descriptor per message id. `npm run i18n:extract` writes `src/i18n/locales/en/app.json` from
 * this module (never edit that file by hand); the Spanish texts are in the matching `es`
 * catalog. Call sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  // The page headers (h1 and description) that the router also draws under the session-check
  // overlay (src/features/shared/ScreenHeaders.tsx): in the shell catalog, ready at first paint.
  'jobOpenings.title': { id: 'jobOpenings.title', defaultMessage: 'Job Openings' },
  'jobOpenings.description': {
    id: 'jobOpenings.description',
    defaultMessage: 'Create openings and review the candidates suggested for them.',
  },
  'account.title': { id: 'account.title', defaultMessage: 'Account Details' },
  'account.description': {
    id: 'account.description',
    defaultMessage: 'Your profile, password, company and plan.',
  },
  'route.jobOpenings': { id: 'route.jobOpenings', defaultMessage: 'Job Openings' },
  'route.accountDetails': { id: 'route.accountDetails', defaultMessage: 'Account Details' },
  'route.login': { id: 'route.login', defaultMessage: 'Log in' },
  'route.passwordRecoveryRequest': {
    id: 'route.passwordRecoveryRequest',
    defaultMessage: 'Password recovery',
  },
  'route.passwordRecoveryConfirmation': {
    id: 'route.passwordRecoveryConfirmation',
    defaultMessage: 'Check your email',
  },
  'route.passwordRecovery': { id: 'route.passwordRecovery', defaultMessage: 'Reset password' },
  'route.signUp': { id: 'route.signUp', defaultMessage: 'Sign up' },
  'route.accountCreation': { id: 'route.accountCreation', defaultMessage: 'Account creation' },
  'route.emailVerification': {
    id: 'route.emailVerification',
    defaultMessage: 'Email verification',
  },
  'route.companyInformation': {
    id: 'route.companyInformation',
    defaultMessage: 'Company information',
  },
  'route.plans': { id: 'route.plans', defaultMessage: 'Plans' },
  'route.checkout': { id: 'route.checkout', defaultMessage: 'Checkout' },
  'route.error': { id: 'route.error', defaultMessage: 'Error' },
  'route.notFound': { id: 'route.notFound', defaultMessage: 'Page not found' },
  'nav.main': { id: 'nav.main', defaultMessage: 'Main navigation' },
  'nav.jobOpenings': { id: 'nav.jobOpenings', defaultMessage: 'Job Openings' },
  'nav.accountDetails': { id: 'nav.accountDetails', defaultMessage: 'Account Details' },
  'nav.logout': { id: 'nav.logout', defaultMessage: 'Log out' },
  'app.checkingAuth': { id: 'app.checkingAuth', defaultMessage: 'Checking your session…' },
  'app.unreachable.title': { id: 'app.unreachable.title', defaultMessage: "Can't reach Hireline" },
  'app.unreachable.text': {
    id: 'app.unreachable.text',
    defaultMessage:
      "You are still signed in. Check your connection; we'll try again when it's back or when you return to this tab.",
    description: 'Full-screen state when the start-up session check met a network error or a 5xx.',
  },
  'app.unreachable.retry': { id: 'app.unreachable.retry', defaultMessage: 'Try again' },
  'errorPage.title': { id: 'errorPage.title', defaultMessage: "It's empty here" },
  'errorPage.text': {
    id: 'errorPage.text',
    defaultMessage: 'The page you are looking for cannot be found.',
  },
  'errorPage.back': { id: 'errorPage.back', defaultMessage: 'Back to homepage' },
  'notFound.title': { id: 'notFound.title', defaultMessage: 'Page not found' },
  'notFound.text': {
    id: 'notFound.text',
    defaultMessage: "It's empty here. The page you are looking for cannot be found.",
  },
  'errorBoundary.title': {
    id: 'errorBoundary.title',
    defaultMessage: 'Oops! Something went wrong.',
  },
  'errorBoundary.text': {
    id: 'errorBoundary.text',
    defaultMessage:
      'An unexpected error stopped this page. Your data is safe; try again or go back to the homepage.',
  },
  'errorBoundary.retry': { id: 'errorBoundary.retry', defaultMessage: 'Try again' },
  'notification.jobOpening.ADDED': {
    id: 'notification.jobOpening.ADDED',
    defaultMessage: 'Job opening added',
  },
  'notification.company.UPDATED': {
    id: 'notification.company.UPDATED',
    defaultMessage: 'Company updated',
  },
  'notification.ADDED.detail': {
    id: 'notification.ADDED.detail',
    defaultMessage: 'It was saved successfully.',
  },
  'notification.UPDATED.detail': {
    id: 'notification.UPDATED.detail',
    defaultMessage: 'Your changes were saved successfully.',
  },
  'notification.DELETED.detail': {
    id: 'notification.DELETED.detail',
    defaultMessage: 'It was deleted successfully.',
  },
});
