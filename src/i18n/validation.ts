import type { IntlShape } from 'react-intl';

/**
 * Translated validation messages of SPEC §5 (catalog with an `{attribute}` placeholder:
 * required, email, 10-digit phone, passwords do not match, unique; rules min, max, length,
 * url, uuid, datetime, one-of). `attributeId` is the message id of the field's name as it
 * reads inside a sentence ("email", "desired candidates").
 */
export function validationMessages(intl: IntlShape) {
  const attr = (attributeId: string) => intl.formatMessage({ id: attributeId });
  const say = (id: string, attributeId: string, values: Record<string, string | number> = {}) =>
    intl.formatMessage({ id }, { attribute: attr(attributeId), ...values });
  return {
    required: (attributeId: string) => say('validation.required', attributeId),
    email: (attributeId: string) => say('validation.email', attributeId),
    phone: (attributeId: string) => say('validation.phone', attributeId),
    passwordsMismatch: () => intl.formatMessage({ id: 'validation.passwordsMismatch' }),
    unique: (attributeId: string) => say('validation.unique', attributeId),
    min: (attributeId: string, min: number) => say('validation.min', attributeId, { min }),
    max: (attributeId: string, max: number) => say('validation.max', attributeId, { max }),
    minLength: (attributeId: string, min: number) =>
      say('validation.minLength', attributeId, { min }),
    maxLength: (attributeId: string, max: number) =>
      say('validation.maxLength', attributeId, { max }),
    length: (attributeId: string, length: number) =>
      say('validation.length', attributeId, { length }),
    url: (attributeId: string) => say('validation.url', attributeId),
    uuid: (attributeId: string) => say('validation.uuid', attributeId),
    datetime: (attributeId: string) => say('validation.datetime', attributeId),
    oneOf: (attributeId: string) => say('validation.oneOf', attributeId),
    minItems: (attributeId: string, min: number) =>
      say('validation.minItems', attributeId, { min }),
    maxItems: (attributeId: string, max: number) =>
      say('validation.maxItems', attributeId, { max }),
    integer: (attributeId: string) => say('validation.integer', attributeId),
  };
}

export type ValidationMessages = ReturnType<typeof validationMessages>;
