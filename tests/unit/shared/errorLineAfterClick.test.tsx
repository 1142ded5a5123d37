/**
 * A field's error line never moves the control being clicked (issue #30 point 6): the line
 * shown when a field is left waits until a pointer press on another control is over and its
 * click has landed — on the control the employer pressed. Left with the keyboard, the line
 * shows at once.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import { FormikTextField } from '../../../src/features/shared/FormikFields';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { Yup } from '../../../src/i18n/yup';
import { lightTheme } from '../../../src/theme/themes';

const schema = Yup.object({ phone: Yup.string().required().min(10) });
const ERROR = /at least 10 characters/;

function ui(onNext: () => void) {
  return (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language="en" timeZone="UTC">
        <Formik initialValues={{ phone: '' }} validationSchema={schema} onSubmit={() => {}}>
          <Form noValidate>
            <FormikTextField label="Phone" name="phone" />
            <button type="button" onClick={onNext}>
              Customer since
            </button>
          </Form>
        </Formik>
      </I18nProvider>
    </ThemeProvider>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Leaves the phone field holding `555`, invalid. */
async function typeShortPhone() {
  const phone = screen.getByRole('textbox', { name: /^Phone/ });
  phone.focus();
  fireEvent.change(phone, { target: { value: '555' } });
  return phone;
}

it('a press on the next control: the error line waits for the click, which lands there', async () => {
  const clicks: string[] = [];
  render(ui(() => clicks.push('customer since')));
  const phone = await typeShortPhone();
  const next = screen.getByRole('button', { name: 'Customer since' });
  // Pointer down on the button: the field is left (blur) while the button is held.
  fireEvent.pointerDown(next);
  fireEvent.mouseDown(next);
  act(() => next.focus());
  fireEvent.blur(phone);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  // Held: no error line yet, nothing moved.
  expect(screen.queryByText(ERROR)).toBeNull();
  expect(phone).not.toHaveAttribute('aria-invalid');
  // Released: the click lands on the button, then the line shows.
  fireEvent.pointerUp(next);
  fireEvent.mouseUp(next);
  fireEvent.click(next);
  expect(clicks).toEqual(['customer since']);
  expect(screen.queryByText(ERROR)).toBeNull();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(await screen.findByText(ERROR)).toBeInTheDocument();
  expect(phone).toHaveAttribute('aria-invalid', 'true');
});

it('left with the keyboard (no press): the error line shows on blur', async () => {
  render(ui(() => {}));
  const phone = await typeShortPhone();
  fireEvent.blur(phone);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(await screen.findByText(ERROR)).toBeInTheDocument();
  expect(phone).toHaveAttribute('aria-invalid', 'true');
});

it('a cancelled press (a scroll on a touch screen) lets the error line show too', async () => {
  render(ui(() => {}));
  const phone = await typeShortPhone();
  const next = screen.getByRole('button', { name: 'Customer since' });
  fireEvent.pointerDown(next);
  fireEvent.blur(phone);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.queryByText(ERROR)).toBeNull();
  fireEvent.pointerCancel(next);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(await screen.findByText(ERROR)).toBeInTheDocument();
});
