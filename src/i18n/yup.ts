/**
 * The one Yup locale of the app (SPEC §5 validation catalogue). Importing this module
 * installs it with `Yup.setLocale`; every schema of every form is then written without
 * messages, naming each field by the message id of its label:
 *
 * ```ts
 * Yup.string().label('company.field.phone').required().matches(PHONE_NUMBER_PATTERN, phoneNumberMessage)
 * ```
 *
 * A failed rule yields a {@link ValidationMessage} — a message id of `validation.*` with its
 * values, `attribute` being the label's message id — not a string, so it is translated when it
 * is shown ({@link translateValidationError}), in the interface language of that moment.
 * Server messages (422 `fields`) stay plain strings, already in the language of
 * `Accept-Language`.
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

/** Message ids of the catalogue (SPEC §5), one per rule. */
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
  integer: 'validation.integer',
  number: 'validation.number',
  dateMax: 'validation.dateMax',
  dateMin: 'validation.dateMin',
} as const;

/** A Yup message function for `id`, copying the named rule parameters into the values. */
function message(id: string, ...keys: string[]) {
  return (params: Yup.MessageParams): ValidationMessage => {
    const values: Record<string, string | number> = { attribute: params.label ?? params.path };
    for (const key of keys) {
      const value = (params as unknown as Record<string, unknown>)[key];
      values[key] = value instanceof Date ? value.getTime() : (value as number);
    }
    return { id, values };
  };
}

Yup.setLocale({
  mixed: {
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
            : VALIDATION_IDS.oneOf,
      )(params),
  },
  string: {
    length: message(VALIDATION_IDS.length, 'length'),
    min: message(VALIDATION_IDS.minLength, 'min'),
    max: message(VALIDATION_IDS.maxLength, 'max'),
    email: message(VALIDATION_IDS.email),
    url: message(VALIDATION_IDS.url),
    uuid: message(VALIDATION_IDS.uuid),
    datetime: message(VALIDATION_IDS.datetime),
    datetime_precision: message(VALIDATION_IDS.datetime),
    datetime_offset: message(VALIDATION_IDS.datetime),
  },
  number: {
    min: message(VALIDATION_IDS.min, 'min'),
    max: message(VALIDATION_IDS.max, 'max'),
    integer: message(VALIDATION_IDS.integer),
  },
  date: {
    min: message(VALIDATION_IDS.dateMin, 'min'),
    max: message(VALIDATION_IDS.dateMax, 'max'),
  },
  array: {
    min: message(VALIDATION_IDS.minItems, 'min'),
    max: message(VALIDATION_IDS.maxItems, 'max'),
    length: message(VALIDATION_IDS.length, 'length'),
  },
});

/** VALID_PHONE_NUMBER (SPEC §5, §9): exactly 10 digits, no formatting. */
export const PHONE_NUMBER_PATTERN = /^\d{10}$/;

/** The VALID_PHONE_NUMBER message, for `.matches(PHONE_NUMBER_PATTERN, phoneNumberMessage)`. */
export const phoneNumberMessage = {
  message: message(VALIDATION_IDS.phone),
  excludeEmptyString: true,
};

/**
 * "The passwords do not match" (SPEC §5): a confirmation field that must equal the field
 * `otherField` (e.g. `password`).
 */
export function confirmationOf(otherField: string, label: string) {
  return Yup.string()
    .label(label)
    .required()
    .oneOf([Yup.ref(otherField)], message(VALIDATION_IDS.passwordsMismatch));
}

/** `true` when `value` is a {@link ValidationMessage} (as Yup leaves it in Formik's errors). */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ValidationMessage).id === 'string' &&
    typeof (value as ValidationMessage).values === 'object'
  );
}

export { Yup };
