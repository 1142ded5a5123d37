/**
 * Messages shared by several modules of the sign-up steps (src/features/signUp): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from '../../i18n/defineMessages';

export const signUpMessages = defineMessages({
  plansFailed: {
    id: 'signUp.plans.failed',
    defaultMessage: "We couldn't load the plans",
  },
  plansLoading: { id: 'signUp.plans.loading', defaultMessage: 'Loading plans…' },
  plansPerMonth: { id: 'signUp.plans.perMonth', defaultMessage: '{amount} / month' },
});
