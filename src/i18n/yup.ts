/**
 * The one Yup locale of the app (SPEC §5 validation catalogue). Importing this module
 * installs it with `Yup.setLocale`; every schema of every form is then written without
 * messages, naming each field by the message id of its label:
 *
 * ```ts
 * import { PHONE_NUMBER_PATTERN, phoneNumberMessage, Yup } from '../../i18n/yup';
 * Yup.string().label('company.attribute.phoneNumber').required().matches(PHONE_NUMBER_PATTERN, phoneNumberMessage)
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

/**
 * A translatable validation message: a `validation.*` id and its ICU values (dates as ms
 * since the epoch, formatted by the message's `{max, date, long}`).
 */
export interface ValidationMessage {
  id: string;
  /** `attribute` is the message id of the field's label ("auth.field.email"). */
  values: Record<string, string | number>;
}

/**
 * Message ids of the catalogue (SPEC §5), one per rule. Every rule Yup has maps to one of
 * them (rules the spec does not name — trim, lowercase, less/more than, unknown keys… — to the
 * nearest wording), so no Yup default English text can reach the screen.
 */
export const VALIDATION_IDS = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  passwordsMismatch: 'validation.passwordsMismatch',
  unique: 'validation.unique',
  min: 'validation.min',
  max: 'validation.max',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  length: 'validation.length',
  url: 'validation.url',
  uuid: 'validation.uuid',
  datetime: 'validation.datetime',
  oneOf: 'validation.oneOf',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  lengthItems: 'validation.lengthItems',
  integer: 'validation.integer',
  number: 'validation.number',
  lessThan: 'validation.lessThan',
  moreThan: 'validation.moreThan',
  dateMax: 'validation.dateMax',
  dateMin: 'validation.dateMin',
  format: 'validation.format',
  trim: 'validation.trim',
  lowercase: 'validation.lowercase',
  uppercase: 'validation.uppercase',
  accepted: 'validation.accepted',
  unknownKeys: 'validation.unknownKeys',
  invalid: 'validation.invalid',
} as const;

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
  if (!last || last === 'this') return 'validation.attribute.value';
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
 * A Yup message function for the catalogue id `id` (or any message id taking `{attribute}`):
 * the failed rule's `label` (else its readable path) as `attribute`, and the rule parameters
 * named by `keys` (e.g. `'min'`) copied into the values. For custom rules:
 *
 * ```ts
 * Yup.string().label('billing.attribute.zip').matches(ZIP, { message: validationMessage('billing.validation.zip') })
 * Yup.string().label('x').test('rule', validationMessage('validation.invalid'), check)
 * ```
 */
export function validationMessage(id: string, ...keys: string[]) {
  return (params: Yup.MessageParams): ValidationMessage => {
    const values: Record<string, string | number> = {
      attribute: params.label ?? attributeOfPath(params.path),
    };
    const all = params as unknown as Record<string, unknown>;
    const asDate = id === VALIDATION_IDS.dateMin || id === VALIDATION_IDS.dateMax;
    for (const key of keys) values[key] = icuValue(all[key], asDate);
    return { id, values };
  };
}

const message = validationMessage;

Yup.setLocale({
  mixed: {
    // A custom `.test()` without a message.
    default: message(VALIDATION_IDS.invalid),
    required: message(VALIDATION_IDS.required),
    defined: message(VALIDATION_IDS.required),
    notNull: message(VALIDATION_IDS.required),
    oneOf: message(VALIDATION_IDS.oneOf),
    notOneOf: message(VALIDATION_IDS.oneOf),
    // A value of the wrong type: "must be a number" / "a valid date", else "is invalid".
    notType: (params: Yup.MessageParams) =>
      message(
        params.type === 'number'
          ? VALIDATION_IDS.number
          : params.type === 'date'
            ? VALIDATION_IDS.datetime
            : VALIDATION_IDS.invalid,
      )(params),
  },
  string: {
    length: message(VALIDATION_IDS.length, 'length'),
    min: message(VALIDATION_IDS.minLength, 'min'),
    max: message(VALIDATION_IDS.maxLength, 'max'),
    matches: message(VALIDATION_IDS.format),
    email: message(VALIDATION_IDS.email),
    url: message(VALIDATION_IDS.url),
    uuid: message(VALIDATION_IDS.uuid),
    datetime: message(VALIDATION_IDS.datetime),
    datetime_precision: message(VALIDATION_IDS.datetime),
    datetime_offset: message(VALIDATION_IDS.datetime),
    trim: message(VALIDATION_IDS.trim),
    lowercase: message(VALIDATION_IDS.lowercase),
    uppercase: message(VALIDATION_IDS.uppercase),
  },
  number: {
    min: message(VALIDATION_IDS.min, 'min'),
    max: message(VALIDATION_IDS.max, 'max'),
    lessThan: message(VALIDATION_IDS.lessThan, 'less'),
    moreThan: message(VALIDATION_IDS.moreThan, 'more'),
    positive: message(VALIDATION_IDS.moreThan, 'more'),
    negative: message(VALIDATION_IDS.lessThan, 'less'),
    integer: message(VALIDATION_IDS.integer),
  },
  date: {
    min: message(VALIDATION_IDS.dateMin, 'min'),
    max: message(VALIDATION_IDS.dateMax, 'max'),
  },
  boolean: {
    // `isTrue()` (a box to tick) is "must be accepted"; `isFalse()` just "is invalid". Yup
    // passes the expected value as the string 'true' / 'false'.
    isValue: (params: Yup.MessageParams & { value: unknown }) =>
      message(String(params.value) === 'true' ? VALIDATION_IDS.accepted : VALIDATION_IDS.invalid)(
        params,
      ),
  },
  object: {
    noUnknown: message(VALIDATION_IDS.unknownKeys, 'unknown'),
    exact: (params: Yup.MessageParams & { properties: unknown }) =>
      message(
        VALIDATION_IDS.unknownKeys,
        'unknown',
      )({ ...params, unknown: params.properties } as never),
  },
  array: {
    min: message(VALIDATION_IDS.minItems, 'min'),
    max: message(VALIDATION_IDS.maxItems, 'max'),
    length: message(VALIDATION_IDS.lengthItems, 'length'),
  },
  tuple: {
    notType: message(VALIDATION_IDS.invalid),
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
  message: message(VALIDATION_IDS.phone),
  excludeEmptyString: true,
};

/**
 * "The passwords do not match" (SPEC §5): the schema of a confirmation field, required
 * (`labelId` names it in that message) and equal to the sibling field `otherField` (e.g.
 * `password`), else {@link VALIDATION_IDS}.passwordsMismatch.
 */
export function confirmationOf(otherField: string, labelId: string) {
  return Yup.string()
    .label(labelId)
    .required()
    .oneOf([Yup.ref(otherField)], message(VALIDATION_IDS.passwordsMismatch));
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
