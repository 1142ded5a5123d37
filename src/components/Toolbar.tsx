import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  & > * {
    flex: 1 1 220px;
    max-width: 360px;
  }
  & > [data-toolbar-end] {
    flex: 0 0 auto;
    margin-left: auto;
  }
`;

export interface ToolbarProps {
  /** Accessible name; when given the toolbar is a labelled `group` (e.g. "Filters"). */
  label?: string;
  /** Filter fields; each child gets a flexible width between 220 and 360 px. */
  children: ReactNode;
  /** Items pushed to the right end (e.g. a reset button). */
  end?: ReactNode;
}

/**
 * Row of list filters above a list (SPEC §2: search text and created_at range for job
 * openings; search and status for chats). Wraps on narrow screens.
 */
export function Toolbar({ label, children, end }: ToolbarProps) {
  return (
    <StyledToolbar role={label ? 'group' : undefined} aria-label={label}>
      {children}
      {end && <div data-toolbar-end>{end}</div>}
    </StyledToolbar>
  );
}
