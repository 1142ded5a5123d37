import { useIntl } from 'react-intl';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import { Icon } from './Icon';
import { getPaginationItems } from './paginationItems';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  paginationLabel: {
    id: 'components.pagination.label',
    defaultMessage: 'Pagination',
  },
  paginationNext: { id: 'components.pagination.next', defaultMessage: 'Next page' },
  paginationNextShort: {
    id: 'components.pagination.nextShort',
    defaultMessage: 'Next',
  },
  paginationPage: { id: 'components.pagination.page', defaultMessage: 'Page {page}' },
  paginationPrevious: {
    id: 'components.pagination.previous',
    defaultMessage: 'Previous page',
  },
  paginationPreviousShort: {
    id: 'components.pagination.previousShort',
    defaultMessage: 'Previous',
  },
});

const StyledNav = styled.nav`
  display: flex;
  justify-content: center;
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 36px;
  height: 36px;
  ${touchTargetStyles}
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $current }) =>
    $current ? theme.fontWeights.semibold : theme.fontWeights.regular};
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current]) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const StyledEllipsis = styled.span`
  display: inline-flex;
  min-width: 24px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStepText = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

export interface PaginationProps {
  /** The page shown, 1-based (SPEC §9: default page 1). */
  currentPage: number;
  /** Number of the last page (`meta.last_page` of a list response, SPEC §3). */
  lastPage: number;
  /** Called with the 1-based page to show. Not called for the current page. */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** Accessible name of the nav landmark; default translated "Pagination". */
  label?: string;
  /** Disables every button (e.g. while the next page is fetching). */
  disabled?: boolean;
}

/**
 * Page navigation for paginated lists (SPEC §2: job openings, chats; SPEC §7 `page`).
 * A `<nav>` landmark with previous/next buttons, page numbers with ellipses, and
 * `aria-current="page"` on the current page. Renders nothing when there is one page.
 */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  siblings = 1,
  label,
  disabled = false,
}: PaginationProps) {
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const items = getPaginationItems(currentPage, lastPage, siblings);
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= lastPage) onPageChange(page);
  };
  return (
    <StyledNav aria-label={label ?? intl.formatMessage(messages.paginationLabel)}>
      <StyledList>
        <li>
          <StyledPageButton
            type="button"
            disabled={disabled || currentPage <= 1}
            onClick={() => go(currentPage - 1)}
            aria-label={intl.formatMessage(messages.paginationPrevious)}
          >
            <Icon name="chevronLeft" size={16} />
            <StyledStepText aria-hidden="true">
              {intl.formatMessage(messages.paginationPreviousShort)}
            </StyledStepText>
          </StyledPageButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <StyledPageButton
                type="button"
                $current={item === currentPage}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={intl.formatMessage(messages.paginationPage, { page: item })}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <StyledEllipsis>…</StyledEllipsis>
            </li>
          ),
        )}
        <li>
          <StyledPageButton
            type="button"
            disabled={disabled || currentPage >= lastPage}
            onClick={() => go(currentPage + 1)}
            aria-label={intl.formatMessage(messages.paginationNext)}
          >
            <StyledStepText aria-hidden="true">
              {intl.formatMessage(messages.paginationNextShort)}
            </StyledStepText>
            <Icon name="chevronRight" size={16} />
          </StyledPageButton>
        </li>
      </StyledList>
    </StyledNav>
  );
}
