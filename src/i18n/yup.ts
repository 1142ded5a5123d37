/**
 * The one Yup locale of the app (SPEC §5 validation catalogue). Importing this module
 * installs it with `Yup.setLocale`; every schema of every form is then written without
 * messages, naming each field by its label, a message declared next to the form ({@link labelOf}
 * registers it and gives Yup its id):
 *
 * ```ts
 * import { labelOf, PHONE_NUMBER_PATTERN, phoneNumberMessage, Yup } from '../../i18n/yup';
 * Yup.string().label(labelOf(messages.attributePhoneNumber)).required().matches(PHONE_NUMBER_PATTERN, phoneNumberMessage)
 * ```
 *
 * Build schemas only with the `Yup` exported here (never `from 'yup'` directly): importing it
 * guarantees the locale is installed before the schema captures its default messages — a
 * unit test (tests/unit/i18n/validationCatalogue.test.ts) keeps `src/` to that rule.
 *
 * A failed rule yields a {@link ValidationMessage} — a message id of `validation.*` with its
 * values, `attribute` being the label's message id (a field without a label: its readable
 * path) — not a string, so it is translated when it is shown
 * (`translateValidationError(intl, error)` in ./translateValidationError), in the interface
 * language of that moment. Server messages (422 `fields`, e.g. UNIQUE "The email has already
 * been taken.") stay plain strings, already in the language of `Accept-Language`.
 */
import * as Yup from 'yup';
import { defineMessages, type Message } from './defineMessages';

/** The catalogue's messages (SPEC §5), one per rule, and the name of a field without a path. */
const catalogue = defineMessages({
  accepted: {
    id: 'validation.accepted',
    defaultMessage: 'The {attribute} must be accepted.',
  },
  attributeValue: { id: 'validation.attribute.value', defaultMessage: 'value' },
  dateMax: {
    id: 'validation.dateMax',
    defaultMessage: 'The {attribute} must be a date before or equal to {max, date, long}.',
  },
  dateMin: {
    id: 'validation.dateMin',
    defaultMessage: 'The {attribute} must be a date after or equal to {min, date, long}.',
  },
  datetime: {
    id: 'validation.datetime',
    defaultMessage: 'The {attribute} must be a valid date.',
  },
  email: {
    id: 'validation.email',
    defaultMessage: 'The {attribute} must be a valid email address.',
  },
  format: {
    id: 'validation.format',
    defaultMessage: 'The {attribute} format is invalid.',
  },
  integer: {
    id: 'validation.integer',
    defaultMessage: 'The {attribute} must be a whole number.',
  },
  invalid: { id: 'validation.invalid', defaultMessage: 'The {attribute} is invalid.' },
  length: {
    id: 'validation.length',
    defaultMessage: 'The {attribute} must be {length} characters.',
  },
  lengthItems: {
    id: 'validation.lengthItems',
    defaultMessage:
      'The {attribute} field must have {length, plural, one {# item} other {# items}}.',
  },
  lessThan: {
    id: 'validation.lessThan',
    defaultMessage: 'The {attribute} must be less than {less}.',
  },
  lowercase: {
    id: 'validation.lowercase',
    defaultMessage: 'The {attribute} must be lowercase.',
  },
  max: {
    id: 'validation.max',
    defaultMessage: 'The {attribute} may not be greater than {max}.',
  },
  maxItems: {
    id: 'validation.maxItems',
    defaultMessage:
      'The {attribute} field may not have more than {max, plural, one {# item} other {# items}}.',
  },
  maxLength: {
    id: 'validation.maxLength',
    defaultMessage: 'The {attribute} may not be greater than {max} characters.',
  },
  min: {
    id: 'validation.min',
    defaultMessage: 'The {attribute} must be at least {min}.',
  },
  minItems: {
    id: 'validation.minItems',
    defaultMessage:
      'The {attribute} field must have at least {min, plural, one {# item} other {# items}}.',
  },
  minLength: {
    id: 'validation.minLength',
    defaultMessage: 'The {attribute} must be at least {min} characters.',
  },
  moreThan: {
    id: 'validation.moreThan',
    defaultMessage: 'The {attribute} must be greater than {more}.',
  },
  number: {
    id: 'validation.number',
    defaultMessage: 'The {attribute} must be a number.',
  },
  oneOf: {
    id: 'validation.oneOf',
    defaultMessage: 'The selected {attribute} is invalid.',
  },
  passwordsMismatch: {
    id: 'validation.passwordsMismatch',
    defaultMessage: 'The passwords do not match.',
  },
  phone: {
    id: 'validation.phone',
    defaultMessage: 'The {attribute} must have 10 digits.',
  },
  required: {
    id: 'validation.required',
    defaultMessage: 'The {attribute} field is required.',
  },
  trim: {
    id: 'validation.trim',
    defaultMessage: 'The {attribute} may not start or end with spaces.',
  },
  unique: {
    id: 'validation.unique',
    defaultMessage: 'The {attribute} has already been taken.',
  },
  unknownKeys: {
    id: 'validation.unknownKeys',
    defaultMessage: 'The {attribute} has unknown fields: {unknown}.',
  },
  uppercase: {
    id: 'validation.uppercase',
    defaultMessage: 'The {attribute} must be uppercase.',
  },
  url: {
    id: 'validation.url',
    defaultMessage: 'The {attribute} must be a valid URL.',
  },
  uuid: {
    id: 'validation.uuid',
    defaultMessage: 'The {attribute} must be a valid UUID.',
  },
});

/**
 * A translatable validation message: the id of a declared message (a `validation.*` one of the
 * catalogue, or a form's own passed to {@link validationMessage}) and its ICU values (dates as
 * ms since the epoch, formatted by the message's `{max, date, long}`). Plain data, so Formik
 * keeps it in its errors; {@link registeredMessage} gives back the descriptor of the id.
 */
export interface ValidationMessage {
  id: string;
  /** `attribute` is the message id of the field's label (`labelOf(...)`, "auth.field.email"). */
  values: Record<string, string | number>;
}

/**
 * The catalogue (SPEC §5), one message per rule. Every rule Yup has maps to one of them (rules
 * the spec does not name — trim, lowercase, less/more than, unknown keys… — to the nearest
 * wording), so no Yup default English text can reach the screen.
 */
export const VALIDATION_MESSAGES = {
  required: catalogue.required,
  email: catalogue.email,
  phone: catalogue.phone,
  passwordsMismatch: catalogue.passwordsMismatch,
  unique: catalogue.unique,
  min: catalogue.min,
  max: catalogue.max,
  minLength: catalogue.minLength,
  maxLength: catalogue.maxLength,
  length: catalogue.length,
  url: catalogue.url,
  uuid: catalogue.uuid,
  datetime: catalogue.datetime,
  oneOf: catalogue.oneOf,
  minItems: catalogue.minItems,
  maxItems: catalogue.maxItems,
  lengthItems: catalogue.lengthItems,
  integer: catalogue.integer,
  number: catalogue.number,
  lessThan: catalogue.lessThan,
  moreThan: catalogue.moreThan,
  dateMax: catalogue.dateMax,
  dateMin: catalogue.dateMin,
  format: catalogue.format,
  trim: catalogue.trim,
  lowercase: catalogue.lowercase,
  uppercase: catalogue.uppercase,
  accepted: catalogue.accepted,
  unknownKeys: catalogue.unknownKeys,
  invalid: catalogue.invalid,
} as const satisfies Record<string, Message>;

/**
 * The messages a {@link ValidationMessage} or a Yup label may name, by id: the catalogue's, and
 * every label ({@link labelOf}) and custom message ({@link validationMessage}) a schema has
 * declared — registered when the schema is built, before it can fail.
 */
const registry = new Map<string, Message>(
  Object.values(catalogue).map((message) => [message.id, message]),
);

/** The declared message of `id` (see {@link ValidationMessage}), or `undefined` if none. */
export function registeredMessage(id: string): Message | undefined {
  return registry.get(id);
}

/**
 * A field's label for Yup's `.label(...)`: registers `message` and returns its id, which Yup
 * passes on as the `attribute` of a {@link ValidationMessage} (translated when shown):
 * `Yup.string().label(labelOf(messages.fieldEmail)).required()`.
 */
export function labelOf(message: Message): string {
  registry.set(message.id, message);
  return message.id;
}

/**
 * The `attribute` of a field without `.label(...)`: its path made readable — the last
 * segment, array indexes dropped, `snake_case` / `camelCase` split into lower-case words
 * (`company.phone_number` → "phone number", `skills[0]` → "skills"); the root value (no
 * path, or Yup's `this`) is called by the message id `validation.attribute.value` ("value").
 */
function attributeOfPath(path: string | undefined): string {
  const last = (path ?? '')
    .replace(/\[[^\]]*\]/g, '')
    .split('.')
    .filter(Boolean)
    .pop();
  // Yup calls the root value "this".
  if (!last || last === 'this') return catalogue.attributeValue.id;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A rule parameter as an ICU value: dates as ms since the epoch, lists joined by ", ". */
function icuValue(value: unknown, asDate: boolean): string | number {
  if (value instanceof Date) return value.getTime();
  if (asDate && typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : time;
  }
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'number' ? value : String(value);
}

/**
 * A Yup message function for the catalogue message `message` (or any declared message taking
 * `{attribute}`, registered here so that it can be shown): the failed rule's `label` (else its
 * readable path) as `attribute`, and the rule parameters named by `keys` (e.g. `'min'`) copied
 * into the values. For custom rules:
 *
 * ```ts
 * Yup.string().label(labelOf(messages.zip)).matches(ZIP, { message: validationMessage(messages.zipInvalid) })
 * Yup.string().label(labelOf(messages.x)).test('rule', validationMessage(VALIDATION_MESSAGES.invalid), check)
 * ```
 */
export function validationMessage(message: Message, ...keys: string[]) {
  registry.set(message.id, message);
  const asDate =
    message.id === VALIDATION_MESSAGES.dateMin.id || message.id === VALIDATION_MESSAGES.dateMax.id;
  return (params: Yup.MessageParams): ValidationMessage => {
    const values: Record<string, string | number> = {
      attribute: params.label ?? attributeOfPath(params.path),
    };
    const all = params as unknown as Record<string, unknown>;
    for (const key of keys) values[key] = icuValue(all[key], asDate);
    return { id: message.id, values };
  };
}

const message = validationMessage;

Yup.setLocale({
  mixed: {
    // A custom `.test()` without a message.
    default: message(VALIDATION_MESSAGES.invalid),
    required: message(VALIDATION_MESSAGES.required),
    defined: message(VALIDATION_MESSAGES.required),
    notNull: message(VALIDATION_MESSAGES.required),
    oneOf: message(VALIDATION_MESSAGES.oneOf),
    notOneOf: message(VALIDATION_MESSAGES.oneOf),
    // A value of the wrong type: "must be a number" / "a valid date", else "is invalid".
    notType: (params: Yup.MessageParams) =>
      message(
        params.type === 'number'
          ? VALIDATION_MESSAGES.number
          : params.type === 'date'
            ? VALIDATION_MESSAGES.datetime
            : VALIDATION_MESSAGES.invalid,
      )(params),
  },
  string: {
    length: message(VALIDATION_MESSAGES.length, 'length'),
    min: message(VALIDATION_MESSAGES.minLength, 'min'),
    max: message(VALIDATION_MESSAGES.maxLength, 'max'),
    matches: message(VALIDATION_MESSAGES.format),
    email: message(VALIDATION_MESSAGES.email),
    url: message(VALIDATION_MESSAGES.url),
    uuid: message(VALIDATION_MESSAGES.uuid),
    datetime: message(VALIDATION_MESSAGES.datetime),
    datetime_precision: message(VALIDATION_MESSAGES.datetime),
    datetime_offset: message(VALIDATION_MESSAGES.datetime),
    trim: message(VALIDATION_MESSAGES.trim),
    lowercase: message(VALIDATION_MESSAGES.lowercase),
    uppercase: message(VALIDATION_MESSAGES.uppercase),
  },
  number: {
    min: message(VALIDATION_MESSAGES.min, 'min'),
    max: message(VALIDATION_MESSAGES.max, 'max'),
    lessThan: message(VALIDATION_MESSAGES.lessThan, 'less'),
    moreThan: message(VALIDATION_MESSAGES.moreThan, 'more'),
    positive: message(VALIDATION_MESSAGES.moreThan, 'more'),
    negative: message(VALIDATION_MESSAGES.lessThan, 'less'),
    integer: message(VALIDATION_MESSAGES.integer),
  },
  date: {
    min: message(VALIDATION_MESSAGES.dateMin, 'min'),
    max: message(VALIDATION_MESSAGES.dateMax, 'max'),
  },
  boolean: {
    // `isTrue()` (a box to tick) is "must be accepted"; `isFalse()` just "is invalid". Yup
    // passes the expected value as the string 'true' / 'false'.
    isValue: (params: Yup.MessageParams & { value: unknown }) =>
      message(
        String(params.value) === 'true'
          ? VALIDATION_MESSAGES.accepted
          : VALIDATION_MESSAGES.invalid,
      )(params),
  },
  object: {
    noUnknown: message(VALIDATION_MESSAGES.unknownKeys, 'unknown'),
    exact: (params: Yup.MessageParams & { properties: unknown }) =>
      message(
        VALIDATION_MESSAGES.unknownKeys,
        'unknown',
      )({ ...params, unknown: params.properties } as never),
  },
  array: {
    min: message(VALIDATION_MESSAGES.minItems, 'min'),
    max: message(VALIDATION_MESSAGES.maxItems, 'max'),
    length: message(VALIDATION_MESSAGES.lengthItems, 'length'),
  },
  tuple: {
    notType: message(VALIDATION_MESSAGES.invalid),
  },
});

/** VALID_PHONE_NUMBER (SPEC §5, §9): exactly 10 digits, no formatting (what is stored). */
export const PHONE_NUMBER_PATTERN = /^\d{10}$/;

/**
 * The 10 digits of a US phone number typed in a common format (issue #19 point 12):
 * `(713) 555-0187`, `713-555-0187`, `713.555.0187`, `713 555 0187`, `+1 713 555 0187`,
 * `1-713-555-0187` all give `7135550187`. Only spaces, dashes, dots, parentheses and a leading
 * `+1` / `1` are dropped; anything else (letters, a digit too many or too few) is kept as typed,
 * so {@link PHONE_NUMBER_PATTERN} still refuses it with the VALID_PHONE_NUMBER message.
 */
export function usPhoneDigits(value: string): string {
  const trimmed = value.trim();
  if (!/^[\d\s().+-]*$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return trimmed;
  return national;
}

/** The VALID_PHONE_NUMBER message, for `.matches(PHONE_NUMBER_PATTERN, phoneNumberMessage)`. */
export const phoneNumberMessage = {
  message: message(VALIDATION_MESSAGES.phone),
  excludeEmptyString: true,
};

/**
 * "The passwords do not match" (SPEC §5): the schema of a confirmation field, required
 * (`label` names it in that message) and equal to the sibling field `otherField` (e.g.
 * `password`), else {@link VALIDATION_MESSAGES}.passwordsMismatch.
 */
export function confirmationOf(otherField: string, label: Message) {
  return Yup.string()
    .label(labelOf(label))
    .required()
    .oneOf([Yup.ref(otherField)], message(VALIDATION_MESSAGES.passwordsMismatch));
}

/** `true` when `value` is a {@link ValidationMessage} (as Yup leaves it in Formik's errors). */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ValidationMessage).id === 'string' &&
    typeof (value as ValidationMessage).values === 'object' &&
    (value as ValidationMessage).values !== null
  );
}

export { Yup };
