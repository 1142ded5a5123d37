import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './Icon';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  brandName: { id: 'components.brand.name', defaultMessage: 'Hireline' },
});

/**
 * The brand's box in a top bar (`AppShell`, `AuthShell`): icon and name in a row, in the
 * primary colour, a link inside it (home) without underline. Its own module, apart from
 * `AppShell`: the public pages' `AuthShell` uses it without loading the dashboard's shell
 * (issue #20 point 6).
 */
export const StyledBrand = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  letter-spacing: -0.01em;
  & a {
    display: inline-flex;
    align-items: center;
    gap: inherit;
    color: inherit;
    text-decoration: none;
  }
  & svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The default brand mark (briefcase icon + product name). */
export function BrandMark() {
  const intl = useIntl();
  return (
    <>
      <Icon name="briefcase" size={24} />
      <span>{intl.formatMessage(messages.brandName)}</span>
    </>
  );
}
