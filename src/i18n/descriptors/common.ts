/**
 * English texts of what several areas share, and the validation catalogue (SPEC §5), one
 * descriptor per message id. `npm run i18n:extract` writes `src/i18n/locales/en/common.json`
 * from this module (never edit that file by hand); the Spanish texts are in the matching `es`
 * catalog. Call sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  'app.name': { id: 'app.name', defaultMessage: 'Hireline' },
  'common.loading': { id: 'common.loading', defaultMessage: 'Loading…' },
  'common.close': { id: 'common.close', defaultMessage: 'Close' },
  'common.cancel': { id: 'common.cancel', defaultMessage: 'Cancel' },
  'common.save': { id: 'common.save', defaultMessage: 'Save' },
  'common.retry': { id: 'common.retry', defaultMessage: 'Try again' },
  'common.error.generic': {
    id: 'common.error.generic',
    defaultMessage: 'Oops! Something went wrong.',
  },
  'common.error.http': { id: 'common.error.http', defaultMessage: 'Ups!' },
  'validation.required': {
    id: 'validation.required',
    defaultMessage: 'The {attribute} field is required.',
  },
  'validation.email': {
    id: 'validation.email',
    defaultMessage: 'The {attribute} must be a valid email address.',
  },
  'validation.phone': {
    id: 'validation.phone',
    defaultMessage: 'The {attribute} must have 10 digits.',
  },
  'validation.passwordsMismatch': {
    id: 'validation.passwordsMismatch',
    defaultMessage: 'The passwords do not match.',
  },
  'validation.unique': {
    id: 'validation.unique',
    defaultMessage: 'The {attribute} has already been taken.',
  },
  'validation.min': {
    id: 'validation.min',
    defaultMessage: 'The {attribute} must be at least {min}.',
  },
  'validation.max': {
    id: 'validation.max',
    defaultMessage: 'The {attribute} may not be greater than {max}.',
  },
  'validation.minLength': {
    id: 'validation.minLength',
    defaultMessage: 'The {attribute} must be at least {min} characters.',
  },
  'validation.maxLength': {
    id: 'validation.maxLength',
    defaultMessage: 'The {attribute} may not be greater than {max} characters.',
  },
  'validation.length': {
    id: 'validation.length',
    defaultMessage: 'The {attribute} must be {length} characters.',
  },
  'validation.url': {
    id: 'validation.url',
    defaultMessage: 'The {attribute} must be a valid URL.',
  },
  'validation.uuid': {
    id: 'validation.uuid',
    defaultMessage: 'The {attribute} must be a valid UUID.',
  },
  'validation.datetime': {
    id: 'validation.datetime',
    defaultMessage: 'The {attribute} must be a valid date.',
  },
  'validation.oneOf': {
    id: 'validation.oneOf',
    defaultMessage: 'The selected {attribute} is invalid.',
  },
  'validation.minItems': {
    id: 'validation.minItems',
    defaultMessage:
      'The {attribute} field must have at least {min, plural, one {# item} other {# items}}.',
  },
  'validation.maxItems': {
    id: 'validation.maxItems',
    defaultMessage:
      'The {attribute} field may not have more than {max, plural, one {# item} other {# items}}.',
  },
  'validation.integer': {
    id: 'validation.integer',
    defaultMessage: 'The {attribute} must be a whole number.',
  },
  'validation.number': {
    id: 'validation.number',
    defaultMessage: 'The {attribute} must be a number.',
  },
  'validation.dateMax': {
    id: 'validation.dateMax',
    defaultMessage: 'The {attribute} must be a date before or equal to {max, date, long}.',
  },
  'validation.dateMin': {
    id: 'validation.dateMin',
    defaultMessage: 'The {attribute} must be a date after or equal to {min, date, long}.',
  },
  'validation.lengthItems': {
    id: 'validation.lengthItems',
    defaultMessage:
      'The {attribute} field must have {length, plural, one {# item} other {# items}}.',
  },
  'validation.lessThan': {
    id: 'validation.lessThan',
    defaultMessage: 'The {attribute} must be less than {less}.',
  },
  'validation.moreThan': {
    id: 'validation.moreThan',
    defaultMessage: 'The {attribute} must be greater than {more}.',
  },
  'validation.format': {
    id: 'validation.format',
    defaultMessage: 'The {attribute} format is invalid.',
  },
  'validation.trim': {
    id: 'validation.trim',
    defaultMessage: 'The {attribute} may not start or end with spaces.',
  },
  'validation.lowercase': {
    id: 'validation.lowercase',
    defaultMessage: 'The {attribute} must be lowercase.',
  },
  'validation.uppercase': {
    id: 'validation.uppercase',
    defaultMessage: 'The {attribute} must be uppercase.',
  },
  'validation.accepted': {
    id: 'validation.accepted',
    defaultMessage: 'The {attribute} must be accepted.',
  },
  'validation.unknownKeys': {
    id: 'validation.unknownKeys',
    defaultMessage: 'The {attribute} has unknown fields: {unknown}.',
  },
  'validation.invalid': { id: 'validation.invalid', defaultMessage: 'The {attribute} is invalid.' },
  'validation.attribute.value': { id: 'validation.attribute.value', defaultMessage: 'value' },
  'common.error.rateLimited': {
    id: 'common.error.rateLimited',
    defaultMessage: 'Too many attempts',
  },
  'common.error.unavailable': {
    id: 'common.error.unavailable',
    defaultMessage: 'Hireline is busy right now',
    description: 'Toast summary for a 503 with Retry-After; the detail says when to try again.',
  },
  'common.stale.note': {
    id: 'common.stale.note',
    defaultMessage: "Couldn't refresh. Retrying…",
    description:
      'Quiet note over data that stays on screen when its refresh failed; polling retries by itself.',
  },
  'common.stale.retryNow': {
    id: 'common.stale.retryNow',
    defaultMessage: 'Retry now',
    description: 'Button beside the "couldn\'t refresh" note: asks for the data again at once.',
  },
  'common.error.retryIn': {
    id: 'common.error.retryIn',
    defaultMessage: 'Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  'common.error.invalidData': {
    id: 'common.error.invalidData',
    defaultMessage: 'Please check the information you entered.',
    description:
      'Says the contract\'s generic 422 message ("The given data was invalid.") in human words, outside a form: a toast summary or an alert; the field messages follow as detail (issue #19 point 10).',
  },
  'common.error.fieldsTitle': {
    id: 'common.error.fieldsTitle',
    defaultMessage:
      'Please correct {count, plural, one {the highlighted field} other {the # highlighted fields}}',
    description:
      "Heading of a form's error summary after the server refused fields (422), which are highlighted with their messages; count = fields (issue #19 point 10).",
  },
});
