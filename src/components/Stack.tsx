import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { space } from '../theme/tokens';

export type SpaceToken = keyof typeof space;

const StyledStack = styled.div<{ $gap: SpaceToken; $align: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
  align-items: ${({ $align }) => $align};
  min-width: 0;
`;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a theme space token (default `md`, 12 px). */
  gap?: SpaceToken;
  /** Cross-axis alignment (default `stretch`). */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  as?: ElementType;
  children?: ReactNode;
}

/** Vertical layout with even spacing from the theme (forms, page sections). */
export function Stack({ gap = 'md', align = 'stretch', as, children, ...rest }: StackProps) {
  return (
    <StyledStack as={as} $gap={gap} $align={align} {...rest}>
      {children}
    </StyledStack>
  );
}
