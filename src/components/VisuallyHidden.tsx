import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const StyledVisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default `span`). */
  as?: ElementType;
  children: ReactNode;
}

/**
 * Content that screen readers announce but that is not shown (labels of icon-only
 * controls, hidden field labels). Used throughout the design system (DESIGN.md a11y).
 */
export function VisuallyHidden({ as, children, ...rest }: VisuallyHiddenProps) {
  return (
    <StyledVisuallyHidden as={as} {...rest}>
      {children}
    </StyledVisuallyHidden>
  );
}
