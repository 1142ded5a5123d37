import { css } from 'styled-components';
import { tapTarget, touchMedia } from './tokens';

/**
 * On phones and touch screens ({@link touchMedia}), at least {@link tapTarget} × tapTarget px
 * (44 × 44, WCAG 2.5.5). Put it after a control's own sizes, which it overrides there.
 */
export const touchTargetStyles = css`
  @media ${touchMedia} {
    min-height: ${tapTarget}px;
    min-width: ${tapTarget}px;
  }
`;
