import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './Icon';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  tagRemove: { id: 'components.tag.remove', defaultMessage: 'Remove {label}' },
});

const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: nowrap;
`;

const StyledRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-right: -4px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface TagProps {
  /** The text, e.g. a skill name. */
  children: ReactNode;
  /** When given, shows a remove (×) button named "Remove {label}". */
  onRemove?: () => void;
  /** Text used in the remove button's accessible name (default: `children` when a string). */
  removeLabel?: string;
}

/** Pill for a keyword such as a job opening skill (SPEC §3 job opening skills). */
export function Tag({ children, onRemove, removeLabel }: TagProps) {
  const intl = useIntl();
  const name = removeLabel ?? (typeof children === 'string' ? children : '');
  return (
    <StyledTag>
      <span>{children}</span>
      {onRemove && (
        <StyledRemove
          type="button"
          aria-label={intl.formatMessage(messages.tagRemove, { label: name })}
          onClick={onRemove}
        >
          <Icon name="close" size={12} />
        </StyledRemove>
      )}
    </StyledTag>
  );
}
