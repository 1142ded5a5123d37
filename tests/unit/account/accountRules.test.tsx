/**
 * The account screen's pure rules (SPEC §2 account screen, §5): the change-password schema
 * with the app's Yup locale, which step or banner leads the page, plan states, phone display.
 */
import { createIntl } from 'react-intl';
import type { ValidationError } from 'yup';
import type { Employee, Subscription } from '../../../src/contract/types';
import { leadingStep } from '../../../src/features/account/AccountDetailsPage';
import { changePasswordSchema } from '../../../src/features/account/changePasswordSchema';
import { formatPhoneNumber } from '../../../src/features/account/CompanySummary';
import { canCancel, planStateOf } from '../../../src/features/account/planStatus';
import { messages } from '../../../src/i18n/messages';
import { translateValidationError } from '../../../src/i18n/translateValidationError';

const en = createIntl({ locale: 'en-US', messages: messages.en });
const es = createIntl({ locale: 'es-US', messages: { ...messages.en, ...messages.es } });

async function errorsOf(values: Record<string, string>, intl = en) {
  try {
    await changePasswordSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string | undefined> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !result[inner.path])
        result[inner.path] = translateValidationError(intl, inner.errors[0]);
    }
    return result;
  }
}

describe('change-password schema', () => {
  it('requires every field, naming it', async () => {
    expect(
      await errorsOf({ current_password: '', password: '', password_confirmation: '' }),
    ).toEqual({
      current_password: 'The current password field is required.',
      password: 'The new password field is required.',
      password_confirmation: 'The new password confirmation field is required.',
    });
  });

  it('wants 8 to 72 characters and a matching confirmation', async () => {
    expect(
      await errorsOf({ current_password: 'x', password: 'short', password_confirmation: 'other' }),
    ).toEqual({
      password: 'The new password must be at least 8 characters.',
      password_confirmation: 'The passwords do not match.',
    });
    expect(
      await errorsOf({
        current_password: 'x',
        password: 'a'.repeat(73),
        password_confirmation: 'a'.repeat(73),
      }),
    ).toEqual({ password: 'The new password may not be greater than 72 characters.' });
  });

  it('speaks Spanish when the interface does', async () => {
    const errors = await errorsOf(
      { current_password: '', password: 'Password123!', password_confirmation: 'Password123!' },
      es,
    );
    expect(errors.current_password).toContain('contraseña actual');
  });

  it('accepts a valid change', async () => {
    expect(
      await errorsOf({
        current_password: 'Password123!',
        password: 'NewPassword456!',
        password_confirmation: 'NewPassword456!',
      }),
    ).toEqual({});
  });
});

const verified = {
  email_verified_at: '2026-01-01T00:00:00Z',
  company: { is_complete: true },
} as unknown as Employee;
const plan = (status: Subscription['status'], cancel = false) =>
  ({ status, cancel_at_period_end: cancel, plan: { id: 2 } }) as unknown as Subscription;

describe('leadingStep', () => {
  it('names email and company steps without waiting for the plan', () => {
    expect(leadingStep({ ...verified, email_verified_at: null }, undefined)).toBe('email');
    expect(
      leadingStep({ ...verified, company: { is_complete: false } } as Employee, undefined),
    ).toBe('company');
  });

  it('waits for the plan before naming the plan or payment step', () => {
    expect(leadingStep(verified, undefined)).toBeNull();
    expect(leadingStep(verified, null)).toBe('plan');
    expect(leadingStep(verified, plan('canceled'))).toBe('plan');
    expect(leadingStep(verified, plan('past_due'))).toBe('payment');
    expect(leadingStep(verified, plan('incomplete'))).toBe('payment');
    expect(leadingStep(verified, plan('active'))).toBeNull();
    expect(leadingStep(verified, plan('active', true))).toBeNull();
  });
});

describe('plan states', () => {
  it('tells a plan scheduled to end (cancelled) from one that ended (canceled)', () => {
    expect(planStateOf(plan('active', true))).toBe('cancelled');
    expect(planStateOf(plan('canceled'))).toBe('canceled');
    expect(planStateOf(plan('past_due'))).toBe('past_due');
  });

  it('offers cancellation only for a running plan not yet cancelled', () => {
    expect(canCancel(plan('active'))).toBe(true);
    expect(canCancel(plan('past_due'))).toBe(true);
    expect(canCancel(plan('active', true))).toBe(false);
    expect(canCancel(plan('incomplete'))).toBe(false);
    expect(canCancel(plan('canceled'))).toBe(false);
  });
});

it('formats a 10-digit phone number for reading', () => {
  expect(formatPhoneNumber('7135550187')).toBe('(713) 555-0187');
  expect(formatPhoneNumber('12345')).toBe('12345');
});
