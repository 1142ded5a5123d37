/**
 * The validation catalogue of SPEC §5 through the app's one Yup locale (src/i18n/yup.ts), in
 * English and Spanish: each rule gives its message with `{attribute}` replaced by the field's
 * translated label; a field without a label is named by its readable path; the messages
 * survive Formik (validateYupSchema → yupToFormErrors) as translatable objects and are
 * translated again in the other language; UNIQUE comes from a server 422 and lands on its
 * field. Also: no module of src/ builds a schema with a Yup that bypasses the locale.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl, type IntlShape } from 'react-intl';
import { formErrorsFromServer } from '../../../src/features/shared/serverErrors';
import { LOCALE_BY_LANGUAGE, messages, type Language } from '../../../src/i18n/messages';
import { translateValidationError } from '../../../src/i18n/translateValidationError';
import {
  confirmationOf,
  isValidationMessage,
  PHONE_NUMBER_PATTERN,
  phoneNumberMessage,
  VALIDATION_MESSAGES,
  validationMessage,
  Yup,
} from '../../../src/i18n/yup';

const intlFor = (lang: Language): IntlShape =>
  createIntl({
    locale: LOCALE_BY_LANGUAGE[lang],
    messages: { ...messages.en, ...messages[lang] },
    timeZone: 'UTC',
    onError: (error) => {
      throw error;
    },
  });
const en = intlFor('en');
const es = intlFor('es');

/** The first error of `schema` for `value`, translated in both languages. */
async function texts(schema: Yup.AnySchema, value: unknown) {
  try {
    await schema.validate(value);
  } catch (error) {
    const message = (error as Yup.ValidationError).message as unknown;
    expect(isValidationMessage(message)).toBe(true);
    return { en: translateValidationError(en, message), es: translateValidationError(es, message) };
  }
  throw new Error('no error');
}

const email = () => Yup.string().label('auth.field.email');
const phone = () =>
  Yup.string()
    .label('company.attribute.phoneNumber')
    .matches(PHONE_NUMBER_PATTERN, phoneNumberMessage);
const desired = () => Yup.number().label('jobOpenings.field.desiredCandidates');
const skills = () => Yup.array().label('jobOpenings.field.skills');
const customerSince = () => Yup.date().label('company.attribute.customerSince');

describe('the catalogue, rule by rule, in English and Spanish', () => {
  it.each<[string, Yup.AnySchema, unknown, string, string]>([
    [
      'required',
      email().required(),
      '',
      'The email field is required.',
      'El campo correo electrónico es obligatorio.',
    ],
    [
      'required (null)',
      desired().nullable().required(),
      null,
      'The desired candidates field is required.',
      'El campo candidatos deseados es obligatorio.',
    ],
    [
      'email',
      email().email(),
      'not-an-email',
      'The email must be a valid email address.',
      'El campo correo electrónico debe ser un correo electrónico válido.',
    ],
    [
      'min (string length)',
      Yup.string().label('auth.field.password').min(8),
      'short',
      'The password must be at least 8 characters.',
      'El campo contraseña debe tener al menos 8 caracteres.',
    ],
    [
      'max (string length)',
      Yup.string().label('company.attribute.name').max(5),
      'Too long a name',
      'The company name may not be greater than 5 characters.',
      'El campo nombre de la empresa no puede tener más de 5 caracteres.',
    ],
    [
      'length (string)',
      Yup.string().label('signUp.attribute.code').length(6),
      '123',
      'The verification code must be 6 characters.',
      'El campo código de verificación debe tener 6 caracteres.',
    ],
    [
      'length (list)',
      skills().length(3),
      [1],
      'The skills field must have 3 items.',
      'El campo habilidades debe tener 3 elementos.',
    ],
    [
      'min (number)',
      desired().min(1),
      0,
      'The desired candidates must be at least 1.',
      'El campo candidatos deseados debe ser al menos 1.',
    ],
    [
      'max (number)',
      desired().max(50),
      51,
      'The desired candidates may not be greater than 50.',
      'El campo candidatos deseados no puede ser mayor que 50.',
    ],
    [
      'less than',
      desired().lessThan(10),
      10,
      'The desired candidates must be less than 10.',
      'El campo candidatos deseados debe ser menor que 10.',
    ],
    [
      'positive',
      desired().positive(),
      0,
      'The desired candidates must be greater than 0.',
      'El campo candidatos deseados debe ser mayor que 0.',
    ],
    [
      'integer',
      desired().integer(),
      2.5,
      'The desired candidates must be a whole number.',
      'El campo candidatos deseados debe ser un número entero.',
    ],
    [
      'number (wrong type)',
      desired(),
      'ten',
      'The desired candidates must be a number.',
      'El campo candidatos deseados debe ser un número.',
    ],
    [
      'url',
      Yup.string().label('company.attribute.description').url(),
      'nope',
      'The description must be a valid URL.',
      'El campo descripción debe ser una URL válida.',
    ],
    [
      'uuid',
      Yup.string().label('jobOpenings.field.name').uuid(),
      'nope',
      'The name must be a valid UUID.',
      'El campo nombre debe ser un UUID válido.',
    ],
    [
      'datetime',
      Yup.string().label('company.attribute.customerSince').datetime(),
      'yesterday',
      'The customer since date must be a valid date.',
      'El campo fecha de cliente desde debe ser una fecha válida.',
    ],
    [
      'date (wrong type)',
      customerSince(),
      'not a date',
      'The customer since date must be a valid date.',
      'El campo fecha de cliente desde debe ser una fecha válida.',
    ],
    [
      'date max (not in the future)',
      customerSince().max(new Date('2026-05-15T23:59:59Z')),
      '2026-06-01',
      'The customer since date must be a date before or equal to May 15, 2026.',
      'El campo fecha de cliente desde debe ser una fecha anterior o igual al 15 de mayo de 2026.',
    ],
    [
      'date min',
      customerSince().min('2000-01-01T00:00:00Z'),
      '1999-12-31',
      'The customer since date must be a date after or equal to January 1, 2000.',
      'El campo fecha de cliente desde debe ser una fecha posterior o igual al 1 de enero de 2000.',
    ],
    [
      'one-of',
      Yup.string().label('company.attribute.size').oneOf(['a', 'b']),
      'c',
      'The selected company size is invalid.',
      'El valor seleccionado de tamaño de la empresa no es válido.',
    ],
    [
      'not one-of',
      Yup.string().label('company.attribute.size').notOneOf(['c']),
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
      'El campo número de teléfono debe tener 10 dígitos.',
    ],
    [
      'VALID_PHONE_NUMBER (letters)',
      phone(),
      '713555018a',
      'The phone number must have 10 digits.',
      'El campo número de teléfono debe tener 10 dígitos.',
    ],
    [
      'min items',
      skills().min(1),
      [],
      'The skills field must have at least 1 item.',
      'El campo habilidades debe tener al menos 1 elemento.',
    ],
    [
      'max items',
      skills().max(2),
      [1, 2, 3],
      'The skills field may not have more than 2 items.',
      'El campo habilidades no puede tener más de 2 elementos.',
    ],
    [
      'matches without a message',
      Yup.string()
        .label('billing.attribute.zip')
        .matches(/^\d{5}$/),
      '7700',
      'The zip code format is invalid.',
      'El formato del campo código postal no es válido.',
    ],
    [
      'a catalogue-like custom message (validationMessage)',
      Yup.string()
        .label('billing.attribute.zip')
        .matches(/^\d{5}$/, {
          message: validationMessage({
            id: 'billing.validation.zip',
            defaultMessage: 'The zip code must have 5 digits (or 5 + 4, like 77002-1234).',
          }),
        }),
      '7700',
      'The zip code must have 5 digits (or 5 + 4, like 77002-1234).',
      'El código postal debe tener 5 dígitos (o 5 + 4, como 77002-1234).',
    ],
    [
      'a custom test without a message',
      Yup.string()
        .label('auth.field.name')
        .test('never', () => false),
      'x',
      'The name is invalid.',
      'El campo nombre no es válido.',
    ],
    [
      'trim (strict)',
      Yup.string().label('auth.field.name').strict().trim(),
      ' Ana ',
      'The name may not start or end with spaces.',
      'El campo nombre no puede empezar ni terminar con espacios.',
    ],
  ])('%s', async (_rule, schema, value, english, spanish) => {
    const result = await texts(schema, value);
    expect(result.en).toBe(english);
    expect(result.es).toBe(spanish);
  });

  it('password match: "The passwords do not match" in both languages', async () => {
    const schema = Yup.object({
      password: Yup.string(),
      password_confirmation: confirmationOf('password', {
        id: 'auth.field.passwordConfirmation',
        defaultMessage: 'password confirmation',
      }),
    });
    const result = await texts(schema, {
      password: 'Password123!',
      password_confirmation: 'other',
    });
    expect(result).toEqual({
      en: 'The passwords do not match.',
      es: 'Las contraseñas no coinciden.',
    });
    // An empty confirmation (Formik sends '' as undefined) is "required", named by its label.
    expect(await texts(schema, { password: 'Password123!' })).toEqual({
      en: 'The password confirmation field is required.',
      es: 'El campo confirmación de contraseña es obligatorio.',
    });
  });

  it('every catalogue id has a text in English and Spanish, different ones', () => {
    for (const id of [
      ...Object.values(VALIDATION_MESSAGES).map((message) => message.id),
      'validation.attribute.value',
    ]) {
      expect(messages.en[id]).toEqual(expect.any(String));
      expect(messages.es[id]).toEqual(expect.any(String));
      expect(messages.es[id]).not.toBe(messages.en[id]);
    }
  });
});

describe('a field without a label', () => {
  it('is named by its path, made readable', async () => {
    expect(await texts(Yup.object({ nickname: Yup.string().required() }), {})).toEqual({
      en: 'The nickname field is required.',
      es: 'El campo nickname es obligatorio.',
    });
    const nested = Yup.object({
      company: Yup.object({ phone_number: Yup.string().required() }),
    });
    expect((await texts(nested, { company: {} })).en).toBe('The phone number field is required.');
    const camel = Yup.object({ acceptTerms: Yup.boolean().isTrue() });
    expect((await texts(camel, { acceptTerms: false })).en).toBe(
      'The accept terms must be accepted.',
    );
    const items = Yup.object({ tags: Yup.array().of(Yup.string().min(2)) });
    expect((await texts(items, { tags: ['ok', 'x'] })).en).toBe(
      'The tags must be at least 2 characters.',
    );
  });

  it('at the root is called "value" in the language shown', async () => {
    expect(await texts(Yup.string().required(), undefined)).toEqual({
      en: 'The value field is required.',
      es: 'El campo valor es obligatorio.',
    });
  });
});

describe('through Formik', () => {
  const schema = Yup.object({
    email: email().trim().required().email(),
    phone_number: phone().required(),
    skills: skills().of(Yup.number().required()).min(1),
  });

  async function formErrors(values: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      await validateYupSchema(values, schema);
    } catch (error) {
      return yupToFormErrors(error);
    }
    return {};
  }

  it('keeps translatable messages in the form errors; the same error translates in either language', async () => {
    const errors = await formErrors({ email: '', phone_number: '123', skills: [] });
    expect(isValidationMessage(errors.email)).toBe(true);
    // validateYupSchema turns '' into undefined: still "required", not a type error.
    expect(translateValidationError(en, errors.email)).toBe('The email field is required.');
    expect(translateValidationError(es, errors.email)).toBe(
      'El campo correo electrónico es obligatorio.',
    );
    expect(translateValidationError(en, errors.email)).toBe('The email field is required.');
    expect(translateValidationError(en, errors.phone_number)).toBe(
      'The phone number must have 10 digits.',
    );
    expect(translateValidationError(es, errors.phone_number)).toBe(
      'El campo número de teléfono debe tener 10 dígitos.',
    );
    expect(translateValidationError(en, errors.skills)).toBe(
      'The skills field must have at least 1 item.',
    );
  });

  it('formats an email with a bad format after a valid one passes', async () => {
    expect(
      await formErrors({ email: 'ana@example.com', phone_number: '7135550187', skills: [1] }),
    ).toEqual({});
    const errors = await formErrors({ email: 'ana@', phone_number: '7135550187', skills: [1] });
    expect(Object.keys(errors)).toEqual(['email']);
    expect(translateValidationError(es, errors.email)).toBe(
      'El campo correo electrónico debe ser un correo electrónico válido.',
    );
  });

  it('places UNIQUE from the server (422 fields) on its field as the server said it', () => {
    const errors = formErrorsFromServer({
      status: 422,
      message: 'The given data was invalid.',
      errors: ['The email has already been taken.'],
      fields: { email: ['The email has already been taken.'] },
    });
    expect(errors).toEqual({ email: 'The email has already been taken.' });
    expect(translateValidationError(en, errors.email)).toBe('The email has already been taken.');
    // The server's text is already in the Accept-Language language: shown as it came.
    expect(translateValidationError(es, errors.email)).toBe('The email has already been taken.');
  });

  it('gives nothing for no error, and the first item error of a list', () => {
    expect(translateValidationError(en, undefined)).toBeUndefined();
    expect(translateValidationError(en, '')).toBeUndefined();
    expect(translateValidationError(en, { nested: 'object' })).toBeUndefined();
    expect(
      translateValidationError(en, [
        undefined,
        { id: 'validation.required', values: { attribute: 'jobOpenings.field.skills' } },
      ]),
    ).toBe('The skills field is required.');
  });
});

describe('the locale is installed before any schema is built', () => {
  /** Every .ts/.tsx file under `dir`. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('src/ takes Yup only from src/i18n/yup.ts (type-only imports aside)', () => {
    const root = join(__dirname, '../../..');
    const offenders = sources(join(root, 'src'))
      .filter((path) => !path.endsWith(join('i18n', 'yup.ts')))
      .filter((path) =>
        /^\s*import\s+(?!type\b)[^;]*from\s+['"]yup['"]/m.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
