/**
 * Messages shared by several components of the design system (src/components): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from '../i18n/defineMessages';

export const componentsMessages = defineMessages({
  dateRangeDone: { id: 'components.dateRange.done', defaultMessage: 'Done' },
  spinnerLabel: { id: 'components.spinner.label', defaultMessage: 'Loading…' },
});
