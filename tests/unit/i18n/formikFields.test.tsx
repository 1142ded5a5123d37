/**
 * The Formik-bound fields (src/features/shared/FormikFields, FormikSelect) show their errors
 * through the app's Yup locale, translated when shown (SPEC §5): nothing before the field is
 * touched or a submit is attempted; the catalogue text with the translated label after; the
 * same error again in Spanish once the language changes; a server 422 string as it came.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { ThemeProvider } from 'styled-components';
import {
  isFieldErrorShown,
  FormikPasswordField,
  FormikTextArea,
  FormikTextField,
  useFieldErrorText,
} from '../../../src/features/shared/FormikFields';
import { FormikSelect } from '../../../src/features/shared/FormikSelect';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import type { Language } from '../../../src/i18n/messages';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { labelOf, Yup } from '../../../src/i18n/yup';
import { lightTheme } from '../../../src/theme/themes';

interface City {
  id: number;
  name: string;
}
const cities: City[] = [
  { id: 1, name: 'Houston' },
  { id: 2, name: 'Austin' },
];

interface Values {
  email: string;
  password: string;
  question: string;
  city: City | null;
  custom: string;
}

/** The fields' labels, as the forms of the app declare them (their ids are in the catalogs). */
const labels = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'email' },
  password: { id: 'auth.field.password', defaultMessage: 'password' },
  question: { id: 'jobOpenings.field.firstQuestion', defaultMessage: 'first question' },
  city: { id: 'company.attribute.city', defaultMessage: 'city' },
  custom: { id: 'company.attribute.customerSince', defaultMessage: 'customer since date' },
});

const schema = Yup.object({
  email: Yup.string().label(labelOf(labels.email)).trim().required().email(),
  password: Yup.string().label(labelOf(labels.password)).required().min(8),
  question: Yup.string().label(labelOf(labels.question)).required().min(10),
  city: Yup.object().label(labelOf(labels.city)).nullable().required(),
  custom: Yup.string().label(labelOf(labels.custom)).required(),
});

/** A custom field reading its error with the hook. */
function CustomField() {
  const error = useFieldErrorText('custom');
  return <p data-testid="custom-error">{error ?? 'none'}</p>;
}

/** Puts a server 422 message on the email field (as ServerForm does). */
function ServerErrorButton() {
  const { setErrors } = useFormikContext<Values>();
  return (
    <button
      type="button"
      onClick={() =>
        setErrors({ email: 'The email has already been taken.' } as FormikErrors<Values>)
      }
    >
      server error
    </button>
  );
}

let submitted: Values | null = null;

function ui(language: Language) {
  return (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language={language} timeZone="UTC">
        <Formik<Values>
          initialValues={{ email: '', password: '', question: '', city: null, custom: '' }}
          validationSchema={schema}
          onSubmit={(values) => {
            submitted = values;
          }}
        >
          <Form noValidate>
            <FormikTextField label="Email" name="email" type="email" />
            <FormikPasswordField label="Password" name="password" />
            <FormikTextArea label="Question" name="question" rows={3} />
            <FormikSelect<City>
              label="City"
              name="city"
              inputId="city"
              options={cities.map((city) => ({ value: city, label: city.name }))}
              getKey={(city) => city.id}
            />
            <CustomField />
            <ServerErrorButton />
            <button type="submit">Save</button>
          </Form>
        </Formik>
      </I18nProvider>
    </ThemeProvider>
  );
}

beforeEach(() => {
  submitted = null;
});

describe('Formik-bound fields', () => {
  it('show nothing until a field is left changed, then the catalogue text with the translated label', async () => {
    const user = userEvent.setup();
    render(ui('en'));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).not.toHaveAttribute('aria-invalid');
    // Passing through an empty field with Tab flags nothing.
    await user.click(email);
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription('The email field is required.');
    // Left holding something invalid: its error shows.
    await user.type(email, 'ana@');
    await user.tab();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email must be a valid email address.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Fields left alone still say nothing.
    expect(screen.getByTestId('custom-error')).toHaveTextContent('none');
    expect(screen.getByLabelText(/^Question/)).not.toHaveAttribute('aria-invalid');
  });

  it('isFieldErrorShown: after a submit, or when left with a value other than the initial one', () => {
    expect(isFieldErrorShown({ touched: false, value: 'x', initialValue: '' }, false)).toBe(false);
    expect(isFieldErrorShown({ touched: true, value: '', initialValue: '' }, false)).toBe(false);
    expect(isFieldErrorShown({ touched: true, value: null, initialValue: undefined }, false)).toBe(
      false,
    );
    expect(isFieldErrorShown({ touched: true, value: [], initialValue: [] }, false)).toBe(false);
    expect(isFieldErrorShown({ touched: true, value: 'a', initialValue: '' }, false)).toBe(true);
    expect(isFieldErrorShown({ touched: true, value: [1], initialValue: [] }, false)).toBe(true);
    expect(isFieldErrorShown({ touched: false, value: '', initialValue: '' }, true)).toBe(true);
  });

  it('after a submit attempt every field shows its error, custom ones through useFieldErrorText', async () => {
    const user = userEvent.setup();
    render(ui('en'));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Question/), 'Why?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email field is required.')).toBeVisible();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The first question must be at least 10 characters.')).toBeVisible();
    expect(screen.getByText('The city field is required.')).toBeVisible();
    expect(screen.getByTestId('custom-error')).toHaveTextContent(
      'The customer since date field is required.',
    );
    expect(screen.getByLabelText(/^Question/).tagName).toBe('TEXTAREA');
    expect(submitted).toBeNull();
  });

  it('translate the same errors again when the language changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(ui('en'));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeVisible();
    expect(screen.getByText('The city field is required.')).toBeVisible();

    rerender(ui('es'));
    expect(
      await screen.findByText('El campo correo electrónico debe ser un correo electrónico válido.'),
    ).toBeVisible();
    expect(screen.getByText('El campo ciudad es obligatorio.')).toBeVisible();
    expect(screen.getByTestId('custom-error')).toHaveTextContent(
      'El campo fecha de cliente desde es obligatorio.',
    );
    expect(screen.queryByText('The city field is required.')).not.toBeInTheDocument();

    rerender(ui('en'));
    expect(await screen.findByText('The city field is required.')).toBeVisible();
  });

  it('show a server 422 message as it came', async () => {
    const user = userEvent.setup();
    render(ui('es'));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'demo@hireline.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('El campo contraseña es obligatorio.')).toBeVisible();
    expect(email).not.toHaveAttribute('aria-invalid');
    // As ServerForm does with a 422's fields: the server's text, in its language.
    await user.click(screen.getByRole('button', { name: 'server error' }));
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
  });

  it('FormikSelect holds the chosen option value (an object, compared by getKey); choosing clears "required" even when the select blurs at once (touch screens)', async () => {
    const user = userEvent.setup();
    render(ui('en'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The city field is required.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    await user.click(await screen.findByText('Austin'));
    await waitFor(() =>
      expect(screen.queryByText('The city field is required.')).not.toBeInTheDocument(),
    );
    // The hidden input carries the chosen record's key.
    expect(document.querySelector('input[name="city"]')).toHaveValue('2');
    expect(screen.getByText('Austin')).toBeVisible();
  });
});
