/**
 * The validation catalogue of SPEC §5 through the app's one Yup locale (src/i18n/yup.ts), in
 * English and Spanish: each rule gives its message with `{attribute}` replaced by the field's
 * translated label; the messages survive Formik (yupToFormErrors) as translatable objects and
 * are translated again when the language changes; UNIQUE comes from a server 422 and lands
 * on its field.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl, type IntlShape } from 'react-intl';
import { formErrorsFromServer } from '../../../src/features/shared/serverErrors';
import { LOCALE_BY_LANGUAGE, messages, type Language } from '../../../src/i18n/messages';
import { translateValidationError } from '../../../src/i18n/translateValidationError';
import {
  confirmationOf,
  PHONE_NUMBER_PATTERN,
  phoneNumberMessage,
  Yup,
} from '../../../src/i18n/yup';

const intlFor = (lang: Language): IntlShape =>
  createIntl({
    locale: LOCALE_BY_LANGUAGE[lang],
    messages: { ...messages.en, ...messages[lang] },
    timeZone: 'UTC',
  });
const en = intlFor('en');
const es = intlFor('es');

/** The first error of `schema` for `value`, translated in both languages. */
async function texts(schema: Yup.AnySchema, value: unknown) {
  try {
    await schema.validate(value);
  } catch (error) {
    const message = (error as Yup.ValidationError).message as unknown;
    return { en: translateValidationError(en, message), es: translateValidationError(es, message) };
  }
  throw new Error('no error');
}

const email = () => Yup.string().label('auth.field.email');
const phone = () =>
  Yup.string()
    .label('company.attribute.phoneNumber')
    .matches(PHONE_NUMBER_PATTERN, phoneNumberMessage);

describe('the catalogue, rule by rule, in English and Spanish', () => {
  it.each([
    [
      'required',
      email().required(),
      '',
      'The email field is required.',
      'El campo correo electrónico es obligatorio.',
    ],
    [
      'email',
      email().email(),
      'not-an-email',
      'The email must be a valid email address.',
      'El campo correo electrónico debe ser un correo electrónico válido.',
    ],
    [
      'min (length)',
      Yup.string().label('auth.field.password').min(8),
      'short',
      'The password must be at least 8 characters.',
      'El campo contraseña debe tener al menos 8 caracteres.',
    ],
    [
      'max (length)',
      Yup.string().label('company.attribute.name').max(5),
      'Too long a name',
      'The company name may not be greater than 5 characters.',
      'El campo nombre de la empresa no puede tener más de 5 caracteres.',
    ],
    [
      'length',
      Yup.string().label('signUp.attribute.code').length(6),
      '123',
      'The verification code must be 6 characters.',
      'El campo código de verificación debe tener 6 caracteres.',
    ],
    [
      'min (number)',
      Yup.number().label('jobOpenings.field.desiredCandidates').min(1),
      0,
      'The desired candidates must be at least 1.',
      null,
    ],
    [
      'max (number)',
      Yup.number().label('jobOpenings.field.desiredCandidates').max(50),
      51,
      'The desired candidates may not be greater than 50.',
      null,
    ],
    [
      'url',
      Yup.string().label('auth.field.email').url(),
      'nope',
      'The email must be a valid URL.',
      null,
    ],
    [
      'uuid',
      Yup.string().label('auth.field.email').uuid(),
      'nope',
      'The email must be a valid UUID.',
      null,
    ],
    [
      'datetime',
      Yup.string().label('company.attribute.customerSince').datetime(),
      'yesterday',
      'The customer since date must be a valid date.',
      null,
    ],
    [
      'one-of',
      Yup.string().label('company.attribute.size').oneOf(['a', 'b']),
      'c',
      'The selected company size is invalid.',
      'El valor seleccionado de tamaño de la empresa no es válido.',
    ],
    [
      'VALID_PHONE_NUMBER (9 digits)',
      phone(),
      '713555018',
      'The phone number must have 10 digits.',
      'El campo número de teléfono debe tener 10 dígitos.',
    ],
    [
      'VALID_PHONE_NUMBER (11 digits)',
      phone(),
      '71355501870',
      'The phone number must have 10 digits.',
      null,
    ],
    [
      'VALID_PHONE_NUMBER (letters)',
      phone(),
      '713555018a',
      'The phone number must have 10 digits.',
      null,
    ],
    [
      'min items',
      Yup.array().label('jobOpenings.field.skills').min(1),
      [],
      'The skills field must have at least 1 item.',
      null,
    ],
    [
      'max items',
      Yup.array().label('jobOpenings.field.skills').max(2),
      [1, 2, 3],
      'The skills field may not have more than 2 items.',
      null,
    ],
    [
      'integer',
      Yup.number().label('jobOpenings.field.desiredCandidates').integer(),
      2.5,
      'The desired candidates must be a whole number.',
      null,
    ],
    [
      'number (wrong type)',
      Yup.number().label('jobOpenings.field.desiredCandidates'),
      'ten',
      'The desired candidates must be a number.',
      null,
    ],
    [
      'date max (not in the future)',
      Yup.date().label('company.attribute.customerSince').max(new Date('2026-05-15T23:59:59Z')),
      '2026-06-01',
      'The customer since date must be a date before or equal to May 15, 2026.',
      'El campo fecha de cliente desde debe ser una fecha anterior o igual al 15 de mayo de 2026.',
    ],
  ] as const)('%s', async (_rule, schema, value, english, spanish) => {
    const result = await texts(schema as Yup.AnySchema, value);
    expect(result.en).toBe(english);
    if (spanish) expect(result.es).toBe(spanish);
    else expect(result.es).not.toBe(result.en);
  });

  it('password match: "The passwords do not match" in both languages', async () => {
    const schema = Yup.object({
      password: Yup.string(),
      password_confirmation: confirmationOf('password', 'auth.field.passwordConfirmation'),
    });
    const result = await texts(schema, {
      password: 'Password123!',
      password_confirmation: 'other',
    });
    expect(result.en).toBe('The passwords do not match.');
    expect(result.es).toBe('Las contraseñas no coinciden.');
  });

  it('falls back to the field path when a rule has no label', async () => {
    const result = await texts(Yup.object({ nickname: Yup.string().required() }), {});
    expect(result.en).toBe('The nickname field is required.');
  });
});

describe('through Formik', () => {
  const schema = Yup.object({
    email: email().trim().required().email(),
    phone_number: phone().required(),
  });

  it('keeps translatable messages in the form errors and translates them in either language', async () => {
    let errors: Record<string, unknown> = {};
    try {
      await validateYupSchema({ email: '', phone_number: '123' }, schema);
    } catch (error) {
      errors = yupToFormErrors(error);
    }
    expect(translateValidationError(en, errors.email)).toBe('The email field is required.');
    expect(translateValidationError(es, errors.email)).toBe(
      'El campo correo electrónico es obligatorio.',
    );
    expect(translateValidationError(en, errors.phone_number)).toBe(
      'The phone number must have 10 digits.',
    );
  });

  it('places UNIQUE from the server (422 fields) on its field as the server said it', () => {
    const errors = formErrorsFromServer({
      status: 422,
      message: 'The given data was invalid.',
      errors: ['The email has already been taken.'],
      fields: { email: ['The email has already been taken.'] },
    });
    expect(translateValidationError(en, errors.email)).toBe('The email has already been taken.');
  });

  it('gives nothing for no error', () => {
    expect(translateValidationError(en, undefined)).toBeUndefined();
    expect(translateValidationError(en, '')).toBeUndefined();
  });
});
