import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tapTarget, touchMedia } from '../theme/tokens';
import { BrandMark, StyledBrand } from './Brand';
import { toastLane } from './toastLane';

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTop = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px`};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const StyledMain = styled.main<{ $width: number }>`
  flex: 1;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  /* Room for the toasts' lane (issue #30 point 7): the page's end scrolls clear of a toast. */
  padding-bottom: calc(${({ theme }) => theme.space.xxxl}px + ${toastLane});
  & > div {
    width: 100%;
    max-width: ${({ $width }) => $width}px;
  }
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space.xxl}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.space.xl}px;
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space.xl}px;
`;

const StyledFooter = styled.div`
  margin-top: ${({ theme }) => theme.space.xl}px;
  padding-top: ${({ theme }) => theme.space.lg}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  @media ${touchMedia} {
    align-items: center;
    & a {
      display: inline-flex;
      align-items: center;
      min-height: ${tapTarget}px;
    }
  }
`;

export interface AuthShellProps {
  /** Page heading (h1), e.g. "Log in". */
  title: ReactNode;
  /** Line under the title. */
  description?: ReactNode;
  /** Brand at the top left; default the "Hireline" mark (wrap it in a link if wanted). */
  brand?: ReactNode;
  /** Top-right controls: ThemeToggle, LanguageSwitch. */
  toolbar?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the card body ("Forgot your password?", "Create an account"). */
  footer?: ReactNode;
  /** Max card width in px (default 440; sign-up steps may use 640). */
  width?: number;
}

/**
 * Centred card layout for the public pages (SPEC §2: /auth/login, password recovery,
 * /auth/sign-up and the sign-up steps): brand and toolbar on top, card with title,
 * content and footer links.
 */
export function AuthShell({
  title,
  description,
  brand,
  toolbar,
  children,
  footer,
  width = 440,
}: AuthShellProps) {
  return (
    <StyledPage>
      <StyledTop>
        <StyledBrand>{brand ?? <BrandMark />}</StyledBrand>
        {toolbar && <StyledToolbar>{toolbar}</StyledToolbar>}
      </StyledTop>
      <StyledMain $width={width}>
        <div>
          <StyledCard>
            <StyledTitle>{title}</StyledTitle>
            {description && <StyledDescription>{description}</StyledDescription>}
            <StyledBody>{children}</StyledBody>
            {footer && <StyledFooter>{footer}</StyledFooter>}
          </StyledCard>
        </div>
      </StyledMain>
    </StyledPage>
  );
}
