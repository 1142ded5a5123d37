import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from './Stack';

const StyledInline = styled.div<{
  $gap: SpaceToken;
  $align: string;
  $justify: string;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  min-width: 0;
`;

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a theme space token (default `sm`, 8 px). */
  gap?: SpaceToken;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Wrap to the next line when out of room (default `true`). */
  wrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** Horizontal layout with even spacing (button rows, tag lists, toolbars). */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  as,
  children,
  ...rest
}: InlineProps) {
  return (
    <StyledInline as={as} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest}>
      {children}
    </StyledInline>
  );
}
