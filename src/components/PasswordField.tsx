import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { TextField, type TextFieldProps } from './TextField';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  passwordFieldHide: {
    id: 'components.passwordField.hide',
    defaultMessage: 'Hide password',
  },
  passwordFieldShow: {
    id: 'components.passwordField.show',
    defaultMessage: 'Show password',
  },
});

export type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'multiline' | 'rows' | 'endAdornment'
>;

/**
 * Password input with a show/hide toggle (SPEC §2 login, sign-up, password recovery).
 * Same props as `TextField`; `autoComplete` should be `current-password` or `new-password`.
 */
export function PasswordField({ disabled, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage(
    visible ? messages.passwordFieldHide : messages.passwordFieldShow,
  );
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={toggleLabel}
          icon={<Icon name={visible ? 'eyeOff' : 'eye'} size={18} />}
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-controls={props.id ?? props.name}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
