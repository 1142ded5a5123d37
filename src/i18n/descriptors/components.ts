/**
 * English texts of the design-system components, one descriptor per message id. `npm run
 * i18n:extract` writes `src/i18n/locales/en/components.json` from this module (never edit that
 * file by hand); the Spanish texts are in the matching `es` catalog. Call sites use the ids
 * alone, so the English text ships once, in the catalog (README "Translations").
 */
import { defineMessages } from 'react-intl';

export const componentsMessages = defineMessages({
  'components.brand.name': { id: 'components.brand.name', defaultMessage: 'Hireline' },
  'components.spinner.label': { id: 'components.spinner.label', defaultMessage: 'Loading…' },
  'components.passwordField.show': {
    id: 'components.passwordField.show',
    defaultMessage: 'Show password',
  },
  'components.passwordField.hide': {
    id: 'components.passwordField.hide',
    defaultMessage: 'Hide password',
  },
  'components.select.placeholder': {
    id: 'components.select.placeholder',
    defaultMessage: 'Select…',
  },
  'components.select.noOptions': {
    id: 'components.select.noOptions',
    defaultMessage: 'No options',
  },
  'components.select.loading': { id: 'components.select.loading', defaultMessage: 'Loading…' },
  'components.select.results': {
    id: 'components.select.results',
    defaultMessage:
      '{count, plural, =0 {No results available} one {# result available} other {# results available}}',
  },
  'components.select.live.guidanceMenu': {
    id: 'components.select.live.guidanceMenu',
    defaultMessage:
      'Use Up and Down to choose options, press Enter to select the focused option, press Escape to close the menu{tabSelects, select, yes {, press Tab to select the option and close the menu} other {}}.',
  },
  'components.select.live.guidanceInput': {
    id: 'components.select.live.guidanceInput',
    defaultMessage:
      '{label} is focused{searchable, select, yes {, type to refine the list} other {}}, press Down to open the menu{multi, select, yes {, press Left to focus the selected values} other {}}.',
  },
  'components.select.live.guidanceValue': {
    id: 'components.select.live.guidanceValue',
    defaultMessage:
      'Use Left and Right to move between the selected values, press Backspace to remove the focused value.',
  },
  'components.select.live.deselected': {
    id: 'components.select.live.deselected',
    defaultMessage: 'Option {label}, deselected.',
  },
  'components.select.live.cleared': {
    id: 'components.select.live.cleared',
    defaultMessage: 'All selected options have been cleared.',
  },
  'components.select.live.initialSelection': {
    id: 'components.select.live.initialSelection',
    defaultMessage: '{count, plural, one {Option} other {Options}} {labels}, selected.',
  },
  'components.select.live.disabled': {
    id: 'components.select.live.disabled',
    defaultMessage: 'Option {label} is disabled. Select another option.',
  },
  'components.select.live.selected': {
    id: 'components.select.live.selected',
    defaultMessage: 'Option {label}, selected.',
  },
  'components.select.live.valueFocused': {
    id: 'components.select.live.valueFocused',
    defaultMessage: 'Value {label} focused, {position} of {total}.',
  },
  'components.select.live.optionFocused': {
    id: 'components.select.live.optionFocused',
    defaultMessage:
      '{label}{selected, select, yes {, selected} other {}}{disabled, select, yes {, disabled} other {}}, {position} of {total}.',
  },
  'components.select.live.filter': {
    id: 'components.select.live.filter',
    defaultMessage: '{results}{hasSearch, select, yes { for the search {search}} other {}}.',
  },
  'components.dateRange.placeholder': {
    id: 'components.dateRange.placeholder',
    defaultMessage: 'Any date',
  },
  'components.dateRange.range': {
    id: 'components.dateRange.range',
    defaultMessage: '{from} – {to}',
  },
  'components.dateRange.fromOnly': {
    id: 'components.dateRange.fromOnly',
    defaultMessage: 'From {from}',
  },
  'components.dateRange.toOnly': {
    id: 'components.dateRange.toOnly',
    defaultMessage: 'Until {to}',
  },
  'components.dateRange.clear': { id: 'components.dateRange.clear', defaultMessage: 'Clear dates' },
  'components.dateRange.done': { id: 'components.dateRange.done', defaultMessage: 'Done' },
  'components.dateRange.calendar': {
    id: 'components.dateRange.calendar',
    defaultMessage: 'Choose a date range',
  },
  'components.search.placeholder': {
    id: 'components.search.placeholder',
    defaultMessage: 'Search…',
  },
  'components.search.clear': { id: 'components.search.clear', defaultMessage: 'Clear search' },
  'components.modal.close': { id: 'components.modal.close', defaultMessage: 'Close dialog' },
  'components.modal.discardTitle': {
    id: 'components.modal.discardTitle',
    defaultMessage: 'Discard changes?',
  },
  'components.modal.discardText': {
    id: 'components.modal.discardText',
    defaultMessage: 'What you entered in this dialog will be lost.',
  },
  'components.modal.keepEditing': {
    id: 'components.modal.keepEditing',
    defaultMessage: 'Keep editing',
  },
  'components.modal.discard': { id: 'components.modal.discard', defaultMessage: 'Discard' },
  'components.confirm.confirm': { id: 'components.confirm.confirm', defaultMessage: 'Confirm' },
  'components.confirm.cancel': { id: 'components.confirm.cancel', defaultMessage: 'Cancel' },
  'components.offline.title': {
    id: 'components.offline.title',
    defaultMessage: 'No internet connection',
  },
  'components.offline.description': {
    id: 'components.offline.description',
    defaultMessage:
      'Check your network connection. Hireline will continue automatically as soon as you are back online.',
  },
  'components.alert.dismiss': { id: 'components.alert.dismiss', defaultMessage: 'Dismiss' },
  'components.pagination.label': {
    id: 'components.pagination.label',
    defaultMessage: 'Pagination',
  },
  'components.pagination.previous': {
    id: 'components.pagination.previous',
    defaultMessage: 'Previous page',
  },
  'components.pagination.next': { id: 'components.pagination.next', defaultMessage: 'Next page' },
  'components.pagination.previousShort': {
    id: 'components.pagination.previousShort',
    defaultMessage: 'Previous',
  },
  'components.pagination.nextShort': {
    id: 'components.pagination.nextShort',
    defaultMessage: 'Next',
  },
  'components.pagination.page': { id: 'components.pagination.page', defaultMessage: 'Page {page}' },
  'components.tag.remove': { id: 'components.tag.remove', defaultMessage: 'Remove {label}' },
  'components.themeToggle.toDark': {
    id: 'components.themeToggle.toDark',
    defaultMessage: 'Switch to dark theme',
  },
  'components.themeToggle.toLight': {
    id: 'components.themeToggle.toLight',
    defaultMessage: 'Switch to light theme',
  },
  'components.languageSwitch.label': {
    id: 'components.languageSwitch.label',
    defaultMessage: 'Language',
  },
  'components.languageSwitch.en': { id: 'components.languageSwitch.en', defaultMessage: 'English' },
  'components.languageSwitch.es': { id: 'components.languageSwitch.es', defaultMessage: 'Español' },
  'components.appShell.skipToContent': {
    id: 'components.appShell.skipToContent',
    defaultMessage: 'Skip to main content',
  },
  'components.appShell.menu': {
    id: 'components.appShell.menu',
    defaultMessage: 'Menu',
    description: 'Phones: the top bar button that shows the navigation and the controls.',
  },
  'components.appShell.navLabel': {
    id: 'components.appShell.navLabel',
    defaultMessage: 'Main navigation',
  },
  'components.toast.close': { id: 'components.toast.close', defaultMessage: 'Close notification' },
  'components.formErrorSummary.title': {
    id: 'components.formErrorSummary.title',
    defaultMessage: 'Please correct {count, plural, one {# problem} other {# problems}}:',
  },
  'components.toast.region': {
    id: 'components.toast.region',
    defaultMessage: 'Notifications Alt+T',
  },
  'components.date.placeholder': {
    id: 'components.date.placeholder',
    defaultMessage: 'Choose a date',
  },
  'components.date.today': {
    id: 'components.date.today',
    defaultMessage: 'Today, {date}',
    description:
      "A calendar day button's accessible name when the day is today; {date} is the full date",
  },
  'components.date.selected': {
    id: 'components.date.selected',
    defaultMessage: '{date}, selected',
    description:
      "A calendar day button's accessible name when the day is selected; {date} is the full date or today's name",
  },
  'components.date.calendar': { id: 'components.date.calendar', defaultMessage: 'Choose a date' },
  'components.stepper.number': { id: 'components.stepper.number', defaultMessage: 'Step {number}' },
  'components.stepper.done': {
    id: 'components.stepper.done',
    defaultMessage: '(step {number} of {total}, completed)',
  },
  'components.stepper.current': {
    id: 'components.stepper.current',
    defaultMessage: '(step {number} of {total}, current step)',
  },
  'components.stepper.todo': {
    id: 'components.stepper.todo',
    defaultMessage: '(step {number} of {total})',
  },
});
