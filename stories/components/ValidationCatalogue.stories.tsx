import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { translateValidationError } from '../../src/i18n/translateValidationError';
import { authMessages } from '../../src/features/auth/auth.messages';
import {
  confirmationOf,
  labelOf,
  PHONE_NUMBER_PATTERN,
  phoneNumberMessage,
  VALIDATION_MESSAGES,
  Yup,
} from '../../src/i18n/yup';

/** One rule of SPEC §5 with a value that breaks it. */
interface Rule {
  rule: string;
  schema: Yup.AnySchema;
  value: unknown;
}

/**
 * A field's label as the app declares it (same id, so Spanish comes from the catalog; English
 * is the descriptor's text): the fields whose rules the catalogue shows.
 */
function field(id: string, defaultMessage: string): string {
  return labelOf({ id, defaultMessage });
}

const RULES: Rule[] = [
  {
    rule: 'required',
    schema: Yup.string().label(field('auth.field.email', 'email')).required(),
    value: '',
  },
  {
    rule: 'email',
    schema: Yup.string().label(field('auth.field.email', 'email')).email(),
    value: 'jo@',
  },
  {
    rule: 'VALID_PHONE_NUMBER',
    schema: Yup.string()
      .label(field('company.attribute.phoneNumber', 'phone number'))
      .matches(PHONE_NUMBER_PATTERN, phoneNumberMessage),
    value: '713555018',
  },
  {
    rule: 'password match',
    schema: Yup.object({
      password: Yup.string(),
      password_confirmation: confirmationOf('password', {
        id: 'auth.field.passwordConfirmation',
        defaultMessage: 'password confirmation',
      }),
    }),
    value: { password: 'Password123!', password_confirmation: 'Password124!' },
  },
  {
    rule: 'min',
    schema: Yup.number()
      .label(field('jobOpenings.field.desiredCandidates', 'desired candidates'))
      .min(1),
    value: 0,
  },
  {
    rule: 'max',
    schema: Yup.number()
      .label(field('jobOpenings.field.desiredCandidates', 'desired candidates'))
      .max(50),
    value: 80,
  },
  {
    rule: 'min length',
    schema: Yup.string().label(field('auth.field.password', 'password')).min(8),
    value: 'short',
  },
  {
    rule: 'max length',
    schema: Yup.string().label(field('company.attribute.name', 'company name')).max(5),
    value: 'Acme Freight',
  },
  {
    rule: 'length',
    schema: Yup.string().label(field('signUp.attribute.code', 'verification code')).length(6),
    value: '123',
  },
  {
    rule: 'url',
    schema: Yup.string().label(field('company.attribute.name', 'company name')).url(),
    value: 'acme',
  },
  {
    rule: 'uuid',
    schema: Yup.string().label(field('company.attribute.name', 'company name')).uuid(),
    value: 'acme',
  },
  {
    rule: 'datetime',
    schema: Yup.string()
      .label(field('company.attribute.customerSince', 'customer since date'))
      .datetime(),
    value: 'yesterday',
  },
  {
    rule: 'one-of',
    schema: Yup.string()
      .label(field('company.attribute.size', 'company size'))
      .oneOf(['1-10', '11-50']),
    value: '5000+',
  },
  {
    rule: 'date not in the future',
    schema: Yup.date()
      .label(field('company.attribute.customerSince', 'customer since date'))
      .max(new Date('2026-05-15T12:00:00Z')),
    value: '2026-06-01',
  },
  {
    rule: 'min items',
    schema: Yup.array().label(field('jobOpenings.field.skills', 'skills')).min(1),
    value: [],
  },
];

/** Every message of the SPEC §5 catalogue, as the app's Yup locale produces it. */
function Catalogue() {
  const intl = useIntl();
  const [errors, setErrors] = useState<unknown[]>([]);
  useEffect(() => {
    void Promise.all(
      RULES.map(({ schema, value }) =>
        schema.validate(value).then(
          () => undefined,
          (error: Yup.ValidationError) => error.message as unknown,
        ),
      ),
    ).then(setErrors);
  }, []);
  return (
    <table style={{ borderCollapse: 'collapse', maxWidth: 900 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        SPEC §5 validation catalogue
      </caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 6 }} scope="col">
            Rule
          </th>
          <th style={{ textAlign: 'left', padding: 6 }} scope="col">
            Message
          </th>
        </tr>
      </thead>
      <tbody>
        {RULES.map(({ rule }, index) => (
          <tr key={rule}>
            <th scope="row" style={{ textAlign: 'left', padding: 6, fontWeight: 500 }}>
              {rule}
            </th>
            <td style={{ padding: 6 }}>{translateValidationError(intl, errors[index])}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" style={{ textAlign: 'left', padding: 6, fontWeight: 500 }}>
            UNIQUE (from the server)
          </th>
          <td style={{ padding: 6 }}>
            {intl.formatMessage(VALIDATION_MESSAGES.unique, {
              attribute: intl.formatMessage(authMessages.fieldEmail),
            })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The validation catalogue of SPEC §5 (src/i18n/yup.ts): each rule with its message, the
 * `{attribute}` filled by the field's translated label; English and Spanish.
 */
const meta = {
  title: 'Components/Validation catalogue',
  tags: ['autodocs'],
  component: Catalogue,
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  // The English catalogue is its subject, whatever the language toolbar says.
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The phone number must have 10 digits.')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('El campo número de teléfono debe tener 10 dígitos.'),
    ).toBeVisible();
  },
};
