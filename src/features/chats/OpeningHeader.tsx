import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { touchTargetStyles } from '../../theme/touch';
import type { JobOpening } from '../../contract/types';
import { Badge, Icon, PageHeader, Spinner } from '../../components';
import { useListReturnPath } from '../shared/listReturn';
import { chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  openingHired: { id: 'chats.opening.hired', defaultMessage: 'Hired {hired} of {total}' },
  openingLoading: {
    id: 'chats.opening.loading',
    defaultMessage: 'Loading the job opening…',
  },
  openingLocation: { id: 'chats.opening.location', defaultMessage: '{city}, {state}' },
  openingUnavailable: { id: 'chats.opening.unavailable', defaultMessage: 'Job opening' },
});

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  ${touchTargetStyles}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const StyledMeta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
`;

const StyledPlace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

/** Props of {@link OpeningHeader}. */
export interface OpeningHeaderProps {
  /** The opening; `undefined` while it is being looked up, or when it cannot be found. */
  opening: JobOpening | undefined;
  /**
   * The opening is still being looked up (a spinner stands for its name). Default: while
   * `opening` is undefined. `false` without an opening (not found, failed lookup) titles
   * the page "Job opening" instead of a spinner that would never stop.
   */
  loading?: boolean;
  /** Page actions (e.g. "Find more candidates"). */
  actions?: ReactNode;
  /**
   * What the opening has cost so far (issue #9 point 4: `OpeningSpend`), shown beside the
   * hired count once the opening is known.
   */
  cost?: ReactNode;
}

/**
 * The chats screen's title (SPEC §2, §3): a link back to the job openings (with the filters
 * they were last shown with, issue #30 point 10: {@link useListReturnPath}), the opening's
 * name (h1), its location, "Hired {hired} of {total}" (kept current by the cache when a
 * candidate is hired or checked out; left out while the opening has no chats — the screen then
 * says "No chats yet" — as on the openings list's card, issue #30 point 12) and, when given, what it has cost so far (`cost`, issue #9
 * point 4). A spinner stands in while the opening is looked up.
 */
export function OpeningHeader({ opening, actions, cost, loading = !opening }: OpeningHeaderProps) {
  const intl = useIntl();
  const backTo = useListReturnPath('/job-openings');
  return (
    <>
      <StyledBack to={backTo}>
        <Icon name="chevronLeft" size={16} />
        <FormattedMessage {...chatsMessages.backToOpenings} />
      </StyledBack>
      <PageHeader
        title={
          opening ? (
            opening.name
          ) : loading ? (
            <Spinner size="md" label={intl.formatMessage(messages.openingLoading)} />
          ) : (
            <FormattedMessage {...messages.openingUnavailable} />
          )
        }
        description={
          opening && (
            <StyledMeta>
              <StyledPlace>
                <Icon name="mapPin" size={16} />
                <FormattedMessage
                  {...messages.openingLocation}
                  values={{ city: opening.location.city.name, state: opening.location.state.code }}
                />
              </StyledPlace>
              {opening.total > 0 && (
                <Badge variant={opening.hired_count > 0 ? 'success' : 'neutral'}>
                  <span data-testid="opening-hired-count">
                    <FormattedMessage
                      {...messages.openingHired}
                      values={{ hired: opening.hired_count, total: opening.total }}
                    />
                  </span>
                </Badge>
              )}
              {cost}
            </StyledMeta>
          )
        }
        actions={actions}
      />
    </>
  );
}
