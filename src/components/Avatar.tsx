import styled from 'styled-components';

const AVATAR_SIZES = { sm: 28, md: 36, lg: 48 } as const;
type AvatarSize = keyof typeof AVATAR_SIZES;

/** Up to two initials of a name: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/**
 * Colours of an avatar: `default` (the selection tint behind the text colour) or `strong` (the
 * solid primary colour behind its label colour), for an avatar that sits on a selected
 * (`primarySurface`) row, where the default would melt into the row (issue #32 point 5).
 */
type AvatarTone = 'default' | 'strong';

const StyledAvatar = styled.span<{ $size: number; $tone: AvatarTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    $tone === 'strong' ? theme.colors.primary : theme.colors.primarySurface};
  color: ${({ theme, $tone }) => ($tone === 'strong' ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  user-select: none;
`;

export interface AvatarProps {
  /** Full name; its initials are shown and it is the accessible name (blank → decorative "?"). */
  name: string;
  /** `sm` 28 px, `md` 36 px (default), `lg` 48 px. */
  size?: AvatarSize;
  /** Hide from assistive technology when the name is shown next to it. */
  decorative?: boolean;
  /** `strong` on a selected row (its background is the default avatar's); default `default`. */
  tone?: AvatarTone;
}

/** Round badge with a person's initials (SPEC §2: candidates in chats, the user menu). */
export function Avatar({
  name,
  size = 'md',
  decorative: decorativeProp = false,
  tone = 'default',
}: AvatarProps) {
  const decorative = decorativeProp || name.trim() === '';
  return (
    <StyledAvatar
      $size={AVATAR_SIZES[size]}
      $tone={tone}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name)}
    </StyledAvatar>
  );
}
