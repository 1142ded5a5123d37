import { useIntl } from 'react-intl';
import type { ThemeMode } from '../theme/themes';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  themeToggleToDark: {
    id: 'components.themeToggle.toDark',
    defaultMessage: 'Switch to dark theme',
  },
  themeToggleToLight: {
    id: 'components.themeToggle.toLight',
    defaultMessage: 'Switch to light theme',
  },
});

export interface ThemeToggleProps {
  /** The current theme mode (SPEC §4: light or dark, default light). */
  mode: ThemeMode;
  /** Called on click; the caller switches the mode. */
  onToggle: () => void;
  size?: 'sm' | 'md';
}

/**
 * Icon button that switches between the light and dark theme (SPEC §1, §4). Its
 * accessible name says what it does next: "Switch to dark theme" in light mode, "Switch
 * to light theme" in dark mode (translated).
 */
export function ThemeToggle({ mode, onToggle, size = 'md' }: ThemeToggleProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    mode === 'light' ? messages.themeToggleToDark : messages.themeToggleToLight,
  );
  return (
    <IconButton
      label={label}
      size={size}
      variant="ghost"
      icon={<Icon name={mode === 'light' ? 'moon' : 'sun'} />}
      onClick={onToggle}
    />
  );
}
