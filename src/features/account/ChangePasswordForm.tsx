import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { NormalizedError } from '../../api/errors';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { FormikPasswordField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD,
  type ChangePasswordValues,
} from './changePasswordSchema';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  labelCurrentPassword: {
    id: 'account.label.currentPassword',
    defaultMessage: 'Current password',
  },
  labelNewPassword: { id: 'account.label.newPassword', defaultMessage: 'New password' },
  labelNewPasswordConfirmation: {
    id: 'account.label.newPasswordConfirmation',
    defaultMessage: 'Confirm new password',
  },
  securityFailed: {
    id: 'account.security.failed',
    defaultMessage: "We couldn't change your password",
  },
  securityForm: { id: 'account.security.form', defaultMessage: 'Change password' },
  securityPasswordHint: {
    id: 'account.security.passwordHint',
    defaultMessage: '8 to 72 characters, different from your current password.',
  },
  securitySubmit: { id: 'account.security.submit', defaultMessage: 'Change password' },
});

/** The fields span the form column (theme.layout.form), as every form of the account page. */
const StyledNarrow = styled.div`
  max-width: ${({ theme }) => theme.layout.form}px;
`;

export interface ChangePasswordFormProps {
  /**
   * Sends the values (contract `changePassword`, POST /v1/employers/auth/password-change).
   * Resolves `null` on success — the form then empties itself — or the error to show: its
   * message above the fields, its 422 `fields` (e.g. `current_password`) on them.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<NormalizedError | null>;
}

/**
 * The security section's form (SPEC §2 account screen "security", §5): current password,
 * new password and its confirmation, validated with the app's Yup locale. A wrong current
 * password (server 422 on `current_password`) shows on that field; after a success the
 * fields are cleared.
 */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const intl = useIntl();
  // A new key after each success mounts a fresh, empty Formik (no password left in memory).
  const [generation, setGeneration] = useState(0);
  return (
    <StyledNarrow>
      <ServerForm<ChangePasswordValues>
        key={generation}
        initialValues={EMPTY_CHANGE_PASSWORD}
        validationSchema={changePasswordSchema}
        label={intl.formatMessage(messages.securityForm)}
        errorTitle={messages.securityFailed}
        submitLabel={<FormattedMessage {...messages.securitySubmit} />}
        onSubmit={async (values) => {
          const error = await onSubmit(values);
          if (!error) setGeneration((n) => n + 1);
          return error;
        }}
      >
        <FormikPasswordField
          label={<FormattedMessage {...messages.labelCurrentPassword} />}
          name="current_password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          label={messages.labelNewPassword}
          confirmationLabel={messages.labelNewPasswordConfirmation}
          hint={messages.securityPasswordHint}
        />
      </ServerForm>
    </StyledNarrow>
  );
}
