import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { defineMessages, type Message } from '../i18n/defineMessages';

const messages = defineMessages({
  stepperCurrent: {
    id: 'components.stepper.current',
    defaultMessage: '(step {number} of {total}, current step)',
  },
  stepperDone: {
    id: 'components.stepper.done',
    defaultMessage: '(step {number} of {total}, completed)',
  },
  stepperNumber: { id: 'components.stepper.number', defaultMessage: 'Step {number}' },
  stepperTodo: {
    id: 'components.stepper.todo',
    defaultMessage: '(step {number} of {total})',
  },
});

/** The screen-reader text of each step state. */
const STATE_MESSAGES: Readonly<Record<StepState, Message>> = {
  current: messages.stepperCurrent,
  done: messages.stepperDone,
  todo: messages.stepperTodo,
};

/** One step of a {@link Stepper}. */
interface StepperStep {
  /** Stable key. */
  key: string;
  /** The step's name ("Company"). */
  label: ReactNode;
  /** The step is finished. */
  done?: boolean;
}

export interface StepperProps {
  /** Accessible name of the list ("Sign-up steps"). */
  label: string;
  /** The steps in order. */
  steps: readonly StepperStep[];
  /** Key of the step being shown (marked `aria-current="step"`). */
  current: string;
}

type StepState = 'done' | 'current' | 'todo';

const StyledList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const StyledItem = styled.li<{ $state: StepState }>`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 4px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

const StyledMarker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.primary)};
`;

/**
 * The marker's words ("Step 2", "Paso 2") above phone width, its number alone on phones: five
 * steps share 375 px, where "✓ Paso 2" wrapped onto two lines (issue #32 point 5).
 */
const StyledMarkerLong = styled.span`
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

const StyledMarkerShort = styled.span`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: inline;
  }
`;

const StyledName = styled.span<{ $state: StepState }>`
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    /* On phones only the current step is named, unbroken; the others keep their bar. */
    ${({ $state }) =>
      $state === 'current' &&
      css`
        overflow-wrap: normal;
        white-space: nowrap;
      `}
    ${({ $state }) =>
      $state !== 'current' &&
      css`
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      `}
  }
`;

/**
 * A horizontal progress stepper (SPEC §2 sign-up flow): every step with its number and name,
 * the finished ones ticked, the current one marked `aria-current="step"` and emphasised.
 * Each step's state is also spoken ("completed", "current step"). At phone width only the
 * current step's name shows; every step's marker is its number alone ("2", not "Step 2"), so
 * that it stays on one line in either language.
 */
export function Stepper({ label, steps, current }: StepperProps) {
  const intl = useIntl();
  return (
    <StyledList aria-label={label}>
      {steps.map((step, index) => {
        const state: StepState = step.key === current ? 'current' : step.done ? 'done' : 'todo';
        return (
          <StyledItem
            key={step.key}
            $state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StyledMarker $state={state} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={14} /> : null}
              <StyledMarkerLong>
                {intl.formatMessage(messages.stepperNumber, {
                  number: index + 1,
                  total: steps.length,
                })}
              </StyledMarkerLong>
              <StyledMarkerShort>{intl.formatNumber(index + 1)}</StyledMarkerShort>
            </StyledMarker>
            <StyledName $state={state}>{step.label}</StyledName>
            <VisuallyHidden>
              {intl.formatMessage(STATE_MESSAGES[state], {
                number: index + 1,
                total: steps.length,
              })}
            </VisuallyHidden>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
